/**
 * The public pages with a fixed address (public spec section 2), listed once for the sitemap. Not listed: /login
 * (staff only) and the per-item pages (/jobs/{id}, /article/{id}), which the sitemap takes from the database.
 */
export const STATIC_SITE_PAGES = [
  "/",
  "/services/permanent-placement",
  "/services/contract-staffing",
  "/services/executive-search",
  "/services/industry-specializations",
  "/company/about",
  "/company/leadership",
  "/company/history",
  "/company/testimonials",
  "/jobs",
  "/candidates",
  "/apply",
  "/book",
  "/resources",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
] as const;

/**
 * The listed pages the Worker renders per request with their lists' first answers (worker/pages/page-routes.ts,
 * decision 035), not pre-rendered at build time; wrangler.toml routes them to the Worker first.
 */
export const WORKER_RENDERED_PAGES: readonly (typeof STATIC_SITE_PAGES)[number][] = ["/jobs", "/resources", "/book"];

/** The built-in case studies (public spec section 2, home page). */
export const CASE_STUDY_IDS = [
  "technology-executive-search-silicon-valley",
  "healthcare-ceo-executive-search-texas",
  "manufacturing-digital-transformation-recruiting",
] as const;
