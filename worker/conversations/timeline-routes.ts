import { Hono } from "hono";
import { timelineQuerySchema } from "../contract/timeline";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { pagedReply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { candidateTimeline } from "./timeline-store";

/**
 * GET /api/admin/candidates/:id/timeline: a candidate's every event, newest first, paged (X-Total-Count). Area:
 * candidates (worker/http/access-policy.ts, by its /api/admin/candidates rule). Mounted at /api/admin/candidates.
 */
export const timelineRoutes = new Hono<AppEnv>().get(
  "/:id/timeline",
  validate("param", idParamSchema),
  validate("query", timelineQuerySchema),
  async (c) => {
    const page = await candidateTimeline(c.var.db, c.req.valid("param").id, c.req.valid("query"));
    if (!page) throw new ApiError(404, "not_found", "No such candidate.");
    return pagedReply(c, "GET /api/admin/candidates/:id/timeline", page);
  },
);
