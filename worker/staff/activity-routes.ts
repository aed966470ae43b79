import { Hono } from "hono";
import { ACTIVITY_EXPORT_PATH, activityFilterSchema, activityLogQuerySchema } from "../contract/activity";
import type { AppEnv } from "../env";
import { pagedReply, reply } from "../http/reply";
import { validate } from "../http/validate";
import { activityCsv, activityLogPage, activityPeople } from "./activity-store";

/**
 * The activity log (/admin/activity): a filtered page, the accounts to filter by, and the same filters as CSV for an
 * auditor. Area: portals (the staff areas screen's).
 */
export const activityLogRoutes = new Hono<AppEnv>()
  .get("/", validate("query", activityLogQuerySchema), async (c) =>
    pagedReply(c, "GET /api/admin/activity-logs", await activityLogPage(c.var.db, c.req.valid("query"))),
  )
  .get("/people", async (c) => reply(c, "GET /api/admin/activity-logs/people", await activityPeople(c.var.db)))
  // CSV, not JSON: streamed in batches, bounded (ACTIVITY_EXPORT_MAX_ROWS).
  .get(ACTIVITY_EXPORT_PATH.replace("/api/admin/activity-logs", ""), validate("query", activityFilterSchema), (c) =>
    c.body(activityCsv(c.var.db, c.req.valid("query")), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="activity-log.csv"',
    }),
  );
