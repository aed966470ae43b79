import { Hono } from "hono";
import { clientActivityQuerySchema } from "../contract/clients";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { pagedReply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { clientActivity } from "./client-activity";

/**
 * GET /api/admin/clients/:id/activity (area clients, worker/http/access-policy.ts): one page of a client's history
 * with its contacts', job orders', submittals' and placements', newest first, the total in X-Total-Count.
 */
export const clientActivityRoutes = new Hono<AppEnv>().get(
  "/:id/activity",
  validate("param", idParamSchema),
  validate("query", clientActivityQuerySchema),
  async (c) => {
    const page = await clientActivity(c.var.db, c.req.valid("param").id, c.req.valid("query"));
    if (!page) throw new ApiError(404, "not_found", "No such client.");
    return pagedReply(c, "GET /api/admin/clients/:id/activity", page);
  },
);
