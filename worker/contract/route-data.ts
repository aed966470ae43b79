/**
 * What the Worker's filled pages (worker/pages/page-routes.ts) hand to the browser.
 *
 * Data the Worker embeds in a page it fills (worker/pages/page-routes.ts) so the browser's first render already has it:
 * each entry is a TanStack Query key, as the page's query uses it, and the API's answer for it. Written as a
 * `<script type="application/json">`, which browsers never run, so the Content-Security-Policy allows it.
 */
export const ROUTE_DATA_ELEMENT_ID = "route-data";

/** A query's answer, or the API's error answer (a closed job's 410), which the page then shows as it would its own. */
export type RouteDataEntry =
  | { queryKey: readonly unknown[]; data: unknown }
  | { queryKey: readonly unknown[]; error: { status: number; body: string } };

/**
 * The head tags a page renders (headTags in ./head-tags.ts). The Worker replaces a frame's with the page's own, and
 * the browser removes whatever the server wrote before it renders a page afresh, so the head never holds two sets.
 */
export const PAGE_HEAD_SELECTORS = [
  "title",
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
] as const;
