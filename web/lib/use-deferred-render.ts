import { type RefObject, useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/**
 * True once the element comes within `margin` of the viewport, or once the browser is first idle after the page
 * has rendered, whichever is sooner; then it stays true. A page uses it to keep a heavy, below-the-fold part
 * (a lazily imported form or calculator) out of its first load, while still having it in place before a keyboard
 * or screen-reader user can reach it.
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
    const cancelIdle = whenIdle(show);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ref, margin, ready]);
  return ready;
}
