import { Hono } from "hono";
import { BULK_DELIVERY_ACTIONS, BULK_DELIVERY_MAX } from "../contract/deliveries";
import { DELIVERY_KINDS, DELIVERY_STATUSES } from "../contract/enums";
import { pagingFields, z } from "../contract/zod";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { requireStaff } from "../http/session";
import { idParamSchema, validate } from "../http/validate";
import { dispatchDeliveries } from "./pipeline";
import {
  bulkDeliveryAction,
  discardDelivery,
  listDeliveries,
  retryDelivery,
  sentEmailOf,
  waitingServices,
} from "./store";
import type { KindHandlers } from "./types";
import { unsubscribeMailbox } from "./unsubscribe-footer";

const listQuery = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: `Status must be one of: ${DELIVERY_STATUSES.join(", ")}` }).optional(),
  kind: z.enum(DELIVERY_KINDS, { error: `Kind must be one of: ${DELIVERY_KINDS.join(", ")}` }).optional(),
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  ...pagingFields(25, 100),
});

const bulkBody = z.object({
  action: z.enum(BULK_DELIVERY_ACTIONS, { error: `Action must be one of: ${BULK_DELIVERY_ACTIONS.join(", ")}` }),
  ids: z
    .array(z.string().min(1, "Each id must be a message id").max(100, "Each id must be a message id"), {
      error: "Ids must be a list of message ids",
    })
    .min(1, "Choose at least one message")
    .max(BULK_DELIVERY_MAX, `At most ${BULK_DELIVERY_MAX} messages at once`),
});

/**
 * Every message to the outside world, newest first, paged; retry and discard one (the staff areas screen's area "portals": admins). A discard
 * tells the message's kind, from the registry worker/app.ts hands in.
 */
export const deliveryRoutes = (handlers: KindHandlers) =>
  new Hono<AppEnv>()
    .get("/", validate("query", listQuery), async (c) => {
      const { status, kind, q, limit, offset } = c.req.valid("query");
      const page = await listDeliveries(c.var.db, { status, kind, q }, { limit, offset });
      return pagedReply(c, "GET /api/admin/deliveries", { rows: page.deliveries, total: page.total });
    })
    .get("/waiting", async (c) => reply(c, "GET /api/admin/deliveries/waiting", await waitingServices(c.var.db)))
    .post("/bulk", validate("json", bulkBody), async (c) => {
      const { action, ids } = c.req.valid("json");
      const by = requireStaff(c).user.username;
      const result = await bulkDeliveryAction(c.var.db, handlers, actorOf(c), { action, ids, by });
      if (action === "retry")
        dispatchDeliveries(
          c.env,
          c.executionCtx,
          result.changed.map((row) => row.id),
        );
      return reply(c, "POST /api/admin/deliveries/bulk", result);
    })
    .get("/:id/sent-email", validate("param", idParamSchema), async (c) => {
      const sent = await sentEmailOf(c.var.db, c.req.valid("param").id, unsubscribeMailbox(c.env));
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
