import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FOREIGN_SITES = new Set(["cross-site", "same-site"]);

/**
 * Refuses state-changing requests (the API's and every native form post's) sent by another site's page (cross-site
 * request forgery). Browsers send `Origin` with every cross-origin request and with same-origin POST/PUT/DELETE, so
 * a foreign Origin, "null" unless the browser's `Sec-Fetch-Site` says same-origin, or `Sec-Fetch-Site` cross-site or
 * same-site, is refused with 403: "same-site" is a page on a sibling subdomain, which this site trusts no more than
 * another site ("none", the person's own action such as a bookmark, is no page at all). Requests with neither header come from tools, not from a page a victim
 * is visiting, and pass. `hono/csrf` checks only form content types, hence this.
 */
export const sameOriginMutations = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("Origin");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    // A page whose referrer policy is no-referrer (the client portal's) posts with Origin "null": the browser's own
    // Sec-Fetch-Site, which no page can set, then says whether the post came from this origin.
    const foreignOrigin =
      origin !== undefined &&
      origin !== new URL(c.req.url).origin &&
      !(origin === "null" && fetchSite === "same-origin");
    if (foreignOrigin || (fetchSite !== undefined && FOREIGN_SITES.has(fetchSite))) {
      throw new ApiError(403, "cross_origin", "Cross-site requests are not allowed.");
    }
  }
  await next();
});
