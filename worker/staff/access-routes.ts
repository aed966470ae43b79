import { Hono } from "hono";
import { z } from "zod";
import { smallListQuerySchema } from "../contract/zod";
import type { AppEnv } from "../env";
import { pagedReply } from "../http/reply";
import { validate } from "../http/validate";
import { accessMatrix, activityLogPage } from "./store";

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The access matrix and the activity log (Portal Management's Access Control and Activity Logs tabs). Area: portals. */
export const accessMatrixRoutes = new Hono<AppEnv>().get("/", validate("query", smallListQuerySchema), async (c) => {
  const { total, ...matrix } = await accessMatrix(c.var.db, c.req.valid("query"));
  // The users are paged; every area is a column.
  return pagedReply(c, "GET /api/admin/access-matrix", { rows: matrix, total });
});

/** Newest first, paged (`limit` default 20, max 100; `offset`), with the total in `X-Total-Count`. */
export const activityLogRoutes = new Hono<AppEnv>().get("/", validate("query", pageQuery), async (c) => {
  const { limit, offset } = c.req.valid("query");
  const { entries, total } = await activityLogPage(c.var.db, limit, offset);
  return pagedReply(c, "GET /api/admin/activity-logs", { rows: entries, total });
});
