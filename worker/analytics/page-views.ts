import { createMiddleware } from "hono/factory";
import { pathHoldsSecret } from "../contract/private-links";
import type { AppEnv } from "../env";
import { pageViewDataPoint } from "../integrations/analytics-engine/client";

/**
 * Paths the Worker serves that are not public pages, or a booking's manage page (the id of a visitor's booking):
 * never counted, nor is a path holding a private link's secret (worker/contract/private-links.ts).
 */
const NOT_PUBLIC_PAGES = /^\/(api|admin|images|feeds|book\/manage|__scheduled)(\/|$)|^\/job-alerts\//;

/**
 * Counts a public page the Worker answered (decision 061): after the page is made, a GET answered 200 with HTML
 * writes one Analytics Engine data point. Nothing is set on the visitor (no cookie), and nothing personal is written.
 * A failing write never costs the visitor the page.
 */
export const recordPageViews = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== "GET" || !c.env.PAGE_VIEWS || NOT_PUBLIC_PAGES.test(c.req.path)) return;
  if (pathHoldsSecret(c.req.path)) return;
  if (c.res.status !== 200 || !c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
  try {
    c.env.PAGE_VIEWS.writeDataPoint(pageViewDataPoint(c.req.raw));
  } catch (error) {
    console.error("page view not recorded", error);
  }
});
