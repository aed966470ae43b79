import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element comes within `margin` of the viewport, or once the visitor first presses a key (Tab, or a
 * screen reader's keys passed to the page), whichever is sooner; then it stays true. A page uses it to keep a
 * heavy, below-the-fold part (a lazily imported form or calculator) out of its first load, while still having it in
 * place before a keyboard user can tab to it: a screen reader scrolls what it reads into view, which also counts.
 */
export function useDeferredRender(ref: RefObject<Element | null>, margin = "600px"): boolean {
  // False on the first render everywhere, so pre-rendered markup and the browser's hydration agree.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (ready || !element) return;
    const show = () => setReady(true);
    if (typeof IntersectionObserver === "undefined") return show();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: margin,
    });
    observer.observe(element);
    window.addEventListener("keydown", show, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("keydown", show);
    };
  }, [ref, margin, ready]);
  return ready;
}
