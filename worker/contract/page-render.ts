import type { RouteDataEntry } from "./route-data";

/** A page of the SPA rendered to HTML: the head tags React hoisted and the body markup for `#root`. */
export interface PageMarkup {
  /** Head tags (title, meta, link) React hoisted while rendering the page. */
  head: string;
  /** The page's markup for #root. */
  body: string;
}

/**
 * What web/entry-server.tsx exports, built into worker/page-render/ (scripts/prerender.ts): the build renders the
 * static pages with it, the Worker the job and article pages (worker/pages/page-routes.ts).
 */
export interface PageRenderer {
  /**
   * Renders an address of the SPA as the browser's first render will produce it, with the query cache holding
   * `routeData` (the same entries the browser seeds from the page); every other query renders its loading state.
   */
  renderPage(path: string, routeData?: readonly RouteDataEntry[]): Promise<PageMarkup>;
  /** The cookie banner as the Worker puts it in its pages for a visitor who has not chosen (a native form). */
  renderCookieBanner(): string;
  /** The site's origin the build was made for (SITE_ORIGIN): the canonical links and structured data name it. */
  siteOrigin(): string;
}
