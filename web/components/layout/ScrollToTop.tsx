import { useEffect } from "react";
import { useLocation } from "react-router";

/** How long to wait for a lazily rendered anchor target (a page chunk, a deferred form) to appear. */
const ANCHOR_WAIT_MS = 2000;

/**
 * Every route change scrolls to the top (public spec section 2): smoothly, or at once for people who ask their
 * system for reduced motion. A link with a hash (/candidates#application-form) goes to that anchor instead, once
 * it exists. Only the pathname and hash count, so a query-string change (filters) keeps the place.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation scrolls, even to the same hash
  useEffect(() => {
    const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    if (!hash) {
      window.scrollTo({ top: 0, behavior });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior, block: "start" });
      else if (performance.now() - started < ANCHOR_WAIT_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
