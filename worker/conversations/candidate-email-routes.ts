import { Hono } from "hono";
import { candidateEmailSchema } from "../contract/conversations";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { reply } from "../http/reply";
import { requireStaff } from "../http/session";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { staffSender } from "./merge-values";
import { candidateEmailOf, emailCandidate } from "./send-store";

/**
 * Email from a candidate's record: 202 once the email is on its thread and its delivery is queued; and its preview. Area: candidates
 * (the /api/admin/candidates prefix in worker/http/access-policy.ts). Mounted at /api/admin/candidates.
 */
export const candidateEmailRoutes = new Hono<AppEnv>()
  .post("/:id/emails", validate("param", idParamSchema), validate("json", candidateEmailSchema), async (c) => {
    const staff = requireStaff(c);
    const sent = await emailCandidate(
      c.var.db,
      c.env,
      { ...actorOf(c), userId: staff.user.id },
      { candidateId: c.req.valid("param").id, ...staffSender(staff.user, siteOrigin(c.env, c.req.url)) },
      c.req.valid("json"),
    );
    dispatchDeliveries(c.env, c.executionCtx, [sent.deliveryId]);
    return reply(c, "POST /api/admin/candidates/:id/emails", sent, 202);
  })
  // What the email would be, filled in, before it is sent (the composer's preview); sends and writes nothing.
  .post("/:id/emails/preview", validate("param", idParamSchema), validate("json", candidateEmailSchema), async (c) => {
    const staff = requireStaff(c);
    const { email } = await candidateEmailOf(
      c.var.db,
      { candidateId: c.req.valid("param").id, ...staffSender(staff.user, siteOrigin(c.env, c.req.url)) },
      c.req.valid("json"),
    );
    return reply(c, "POST /api/admin/candidates/:id/emails/preview", email);
  });
