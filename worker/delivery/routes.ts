import { Hono } from "hono";
import { DELIVERY_KINDS, DELIVERY_STATUSES } from "../contract/enums";
import { pagingFields, z } from "../contract/zod";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { requireStaff } from "../http/session";
import { idParamSchema, validate } from "../http/validate";
import { dispatchDeliveries } from "./pipeline";
import { discardDelivery, findDelivery, listDeliveries, retryDelivery, toDeliveryView } from "./store";
import type { KindHandlers } from "./types";

const listQuery = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: `Status must be one of: ${DELIVERY_STATUSES.join(", ")}` }).optional(),
  kind: z.enum(DELIVERY_KINDS, { error: `Kind must be one of: ${DELIVERY_KINDS.join(", ")}` }).optional(),
  ...pagingFields(25, 100),
});

const notFound = () => new ApiError(404, "not_found", "No such delivery.");

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
    .post("/:id/retry", validate("param", idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      const db = c.var.db;
      const row = await retryDelivery(db, actorOf(c), id);
      if (!row) {
        if (!(await findDelivery(db, id))) throw notFound();
        throw new ApiError(409, "already_sent", "This message was sent; it is not sent twice.");
      }
      dispatchDeliveries(c.env, c.executionCtx, [id]);
      return reply(c, "POST /api/admin/deliveries/:id/retry", toDeliveryView(row));
    })
    .post("/:id/discard", validate("param", idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      const db = c.var.db;
      const row = await discardDelivery(db, handlers, actorOf(c), id, requireStaff(c).user.username);
      if (!row) {
        if (!(await findDelivery(db, id))) throw notFound();
        throw new ApiError(409, "not_discardable", "Only a pending or dead message can be discarded.");
      }
      return reply(c, "POST /api/admin/deliveries/:id/discard", toDeliveryView(row));
    });
