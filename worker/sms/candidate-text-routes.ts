import { Hono } from "hono";
import { candidateTextSchema } from "../contract/sms";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { textCandidate } from "./candidate-text-store";

/**
 * Texts from a candidate's record: 202 once the text and its delivery are queued (a text written in the
 * candidate's quiet hours waits for their morning). Area: candidates (the /api/admin/candidates prefix in
 * worker/http/access-policy.ts). Mounted at /api/admin/candidates.
 */
export const candidateTextRoutes = new Hono<AppEnv>().post(
  "/:id/texts",
  validate("param", idParamSchema),
  validate("json", candidateTextSchema),
  async (c) => {
    const sent = await textCandidate(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"));
    // A scheduled text is handed to the queue by the cron's sweep once it is due.
    if (!sent.notBefore) dispatchDeliveries(c.env, c.executionCtx, [sent.deliveryId]);
    return reply(c, "POST /api/admin/candidates/:id/texts", sent, 202);
  },
);
