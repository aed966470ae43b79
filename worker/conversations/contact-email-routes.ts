import { Hono } from "hono";
import { contactParamSchema } from "../contract/clients";
import { contactEmailSchema, contactEmailsQuerySchema } from "../contract/conversations";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { requireStaff } from "../http/session";
import { siteOrigin } from "../http/site-origin";
import { validate } from "../http/validate";
import { contactEmails } from "./contact-thread-store";
import { staffSender } from "./merge-values";
import { emailClientContact } from "./send-store";

/**
 * Email with a client's contact, from the client page: the conversation (paged, X-Total-Count) and a new email on
 * it, 202 once it is on the thread and its delivery is queued. Area: clients (the /api/admin/clients prefix in
 * worker/http/access-policy.ts). Mounted at /api/admin/clients.
 */
export const contactEmailRoutes = new Hono<AppEnv>()
  .get(
    "/:id/contacts/:contactId/emails",
    validate("param", contactParamSchema),
    validate("query", contactEmailsQuerySchema),
    async (c) => {
      const { id, contactId } = c.req.valid("param");
      const page = await contactEmails(c.var.db, id, contactId, c.req.valid("query"));
      if (!page) throw new ApiError(404, "not_found", "The client has no such contact.");
      return pagedReply(c, "GET /api/admin/clients/:id/contacts/:contactId/emails", page);
    },
  )
  .post(
    "/:id/contacts/:contactId/emails",
    validate("param", contactParamSchema),
    validate("json", contactEmailSchema),
    async (c) => {
      const staff = requireStaff(c);
      const { id, contactId } = c.req.valid("param");
      const sent = await emailClientContact(
        c.var.db,
        c.env,
        { ...actorOf(c), userId: staff.user.id },
        { clientId: id, contactId, ...staffSender(staff.user, siteOrigin(c.env, c.req.url)) },
        c.req.valid("json"),
      );
      dispatchDeliveries(c.env, c.executionCtx, [sent.deliveryId]);
      return reply(c, "POST /api/admin/clients/:id/contacts/:contactId/emails", sent, 202);
    },
  );
