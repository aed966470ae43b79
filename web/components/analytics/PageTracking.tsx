import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { initAnalytics, scrollDepthPercent, trackPageExit, trackPageView, trackSessionEnd } from "../../lib/analytics";

/** GA4 measurement id, fixed at build time (`VITE_GA_MEASUREMENT_ID`); unset means no analytics at all. */
const MEASUREMENT_ID: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID || undefined;

interface OpenPage {
  path: string;
  openedAt: number;
  /** Deepest scroll seen on this page, 0-100; only grows. */
  scrollDepth: number;
}

function currentScrollDepth(): number {
  return scrollDepthPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
}

/**
 * Page tracking for the public layout (public spec section 4): on each route change a page_exit for the page left
 * (time on it and scroll depth), then a page view for the new one; session_end when the window closes.
 */
export function PageTracking() {
  const { pathname } = useLocation();
  const page = useRef<OpenPage | null>(null);

  useEffect(() => {
    initAnalytics(MEASUREMENT_ID);
    const onScroll = () => {
      if (page.current) page.current.scrollDepth = Math.max(page.current.scrollDepth, currentScrollDepth());
    };
    const onPageHide = () => {
      if (page.current) exitPage(page.current);
      trackSessionEnd();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, []);

  useEffect(() => {
    if (page.current?.path === pathname) return;
    if (page.current) exitPage(page.current);
    const opened: OpenPage = { path: pathname, openedAt: Date.now(), scrollDepth: 0 };
    page.current = opened;
    // The new page's <title> and content are committed with it; read them once the browser has applied them.
    setTimeout(() => {
      opened.scrollDepth = Math.max(opened.scrollDepth, currentScrollDepth());
      trackPageView(pathname, document.title);
    }, 0);
  }, [pathname]);

  return null;
}

function exitPage(page: OpenPage) {
  trackPageExit(page.path, Math.round((Date.now() - page.openedAt) / 1000), page.scrollDepth);
}
