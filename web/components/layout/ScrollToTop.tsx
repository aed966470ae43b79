import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Every route change scrolls to the top (public spec section 2): smoothly, or at once for people who ask their
 * system for reduced motion. Only the pathname counts, so a query-string change (filters) keeps the place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  }, [pathname]);
  return null;
}
