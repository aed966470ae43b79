import { Hono } from "hono";
import { messageListQuerySchema, messageReplySchema, messageUpdateSchema } from "../contract/inbox";
import { smallListQuerySchema } from "../contract/zod";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { emailServiceStatus } from "../integrations/email/client";
import { countUnread, findMessage, listAssignees, listMessages, replyToMessage, updateMessage } from "./inbox-store";

const notFound = () => new ApiError(404, "not_found", "No such message.");

/**
 * The messages inbox for staff: contact messages, their status and assignee, and replies by email. Area: inbox
 * (worker/http/access-policy.ts). Mounted at /api/admin/messages.
 */
export const inboxRoutes = new Hono<AppEnv>()
  .get("/", validate("query", messageListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/messages", await listMessages(c.var.db, c.req.valid("query")));
  })
  // Before "/:id", which would take these names for ids.
  .get("/unread-count", async (c) =>
    reply(c, "GET /api/admin/messages/unread-count", { unread: await countUnread(c.var.db) }),
  )
  .get("/assignees", validate("query", smallListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/messages/assignees", await listAssignees(c.var.db, c.req.valid("query")));
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const db = c.var.db;
    const message = await findMessage(db, c.req.valid("param").id, emailServiceStatus(c.env));
    if (!message) throw notFound();
    return reply(c, "GET /api/admin/messages/:id", message);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", messageUpdateSchema), async (c) => {
    const db = c.var.db;
    const updated = await updateMessage(
      db,
      actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json"),
      emailServiceStatus(c.env),
    );
    if (!updated) throw notFound();
    return reply(c, "PATCH /api/admin/messages/:id", updated);
  })
  .post("/:id/reply", validate("param", idParamSchema), validate("json", messageReplySchema), async (c) => {
    const db = c.var.db;
    const sent = await replyToMessage(
      db,
      actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json").body,
      emailServiceStatus(c.env),
    );
    if (!sent) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, [sent.deliveryId]);
    return reply(c, "POST /api/admin/messages/:id/reply", sent.reply, 201);
  });
