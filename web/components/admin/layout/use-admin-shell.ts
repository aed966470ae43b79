import { useCallback, useEffect, useRef, useState } from "react";
import { MAIN_ID } from "../../layout/SkipLink";

/**
 * The palette's open state; opening it remembers the focused control (`opener`) to give the focus back to.
 * Ctrl-K (Cmd-K on a Mac) opens it from anywhere in the back office; it shows once signed in.
 */
export function useCommandPalette() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openPalette = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        openPalette();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [openPalette]);
  return { open, setOpen, opener, openPalette };
}

/**
 * A navigation that took away the focused control (the guard's redirect to the account page, a page left from a
 * dialog) leaves the keyboard's focus on the body: it goes to the page's main region instead. Not on first load.
 */
export function useMainFocusOnNavigation(pathname: string) {
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body) document.getElementById(MAIN_ID)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/**
 * Keeps the current section's link in view in the sidebar, which scrolls on its own once the sections outgrow the
 * screen's height (a 720 px laptop holds some 25): a page opened from the palette or a link shows where it is.
 */
export function useActiveSectionInView(pathname: string, sectionCount: number) {
  const navRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation, and the sections' arrival with the session on a first load, brings the page's link into view
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector('[aria-current="page"]');
    if (!nav || !link) return;
    // The sidebar's own scroll, not scrollIntoView: that would also move where the next Tab starts (to the link).
    const shown = nav.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    if (box.top < shown.top) nav.scrollTop -= shown.top - box.top;
    else if (box.bottom > shown.bottom) nav.scrollTop += box.bottom - shown.bottom;
  }, [pathname, sectionCount]);
  return navRef;
}
