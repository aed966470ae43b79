import { Hono } from "hono";
import { analyticsQuerySchema } from "../contract/analytics";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validate } from "../http/validate";
import { readPageViews } from "../integrations/analytics-engine/client";
import { analyticsRange, firmFigures } from "./store";

/** GET /api/admin/analytics?from=&to=: the firm's numbers from D1 and the page views from Analytics Engine. */
export const analyticsDashboardRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", analyticsQuerySchema),
  async (c) => {
    const query = c.req.valid("query");
    const [figures, pageViews] = await Promise.all([
      firmFigures(c.var.db, query),
      readPageViews(c.env, analyticsRange(query)),
    ]);
    return reply(c, "GET /api/admin/analytics", { ...figures, pageViews });
  },
);
