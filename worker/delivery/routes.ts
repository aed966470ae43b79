import { Hono } from "hono";
import { DELIVERY_KINDS, DELIVERY_STATUSES } from "../contract/enums";
import { pagingFields, z } from "../contract/zod";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { requireStaff } from "../http/session";
import { idParamSchema, validate } from "../http/validate";
import { dispatchDeliveries } from "./pipeline";
import { discardDelivery, listDeliveries, retryDelivery, sentEmailOf } from "./store";
import type { KindHandlers } from "./types";

const listQuery = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: `Status must be one of: ${DELIVERY_STATUSES.join(", ")}` }).optional(),
  kind: z.enum(DELIVERY_KINDS, { error: `Kind must be one of: ${DELIVERY_KINDS.join(", ")}` }).optional(),
  ...pagingFields(25, 100),
});

/**
 * Every message to the outside world, newest first, paged; retry and discard one (area: portals, admins). A discard
 * tells the message's kind, from the registry worker/app.ts hands in.
 */
export const deliveryRoutes = (handlers: KindHandlers) =>
  new Hono<AppEnv>()
    .get("/", validate("query", listQuery), async (c) => {
      const { status, kind, limit, offset } = c.req.valid("query");
      const page = await listDeliveries(c.var.db, { status, kind }, { limit, offset });
      return pagedReply(c, "GET /api/admin/deliveries", { rows: page.deliveries, total: page.total });
    })
    .get("/:id/sent-email", validate("param", idParamSchema), async (c) => {
      const sent = await sentEmailOf(c.var.db, c.req.valid("param").id);
      return reply(c, "GET /api/admin/deliveries/:id/sent-email", sent);
    })
    .post("/:id/retry", validate("param", idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      const retried = await retryDelivery(c.var.db, actorOf(c), id);
      dispatchDeliveries(c.env, c.executionCtx, [id]);
      return reply(c, "POST /api/admin/deliveries/:id/retry", retried);
    })
    .post("/:id/discard", validate("param", idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      const discarded = await discardDelivery(c.var.db, handlers, actorOf(c), id, requireStaff(c).user.username);
      return reply(c, "POST /api/admin/deliveries/:id/discard", discarded);
    });
