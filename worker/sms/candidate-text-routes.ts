import { Hono } from "hono";
import { candidateTextSchema } from "../contract/sms";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { candidateTexting, textCandidate } from "./candidate-text-store";
import { textingStatus } from "./delivery";

/**
 * Texts from a candidate's record: whether one can be written (asked before the recruiter types), and 202 once the text and its delivery are queued (a text written in the
 * candidate's quiet hours waits for their morning). Area: candidates (the /api/admin/candidates prefix in
 * worker/http/access-policy.ts). Mounted at /api/admin/candidates.
 */
export const candidateTextRoutes = new Hono<AppEnv>()
  .get("/:id/texting", validate("param", idParamSchema), async (c) => {
    const texting = await candidateTexting(c.var.db, c.req.valid("param").id, await textingStatus(c.env, c.var.db));
    if (!texting) throw new ApiError(404, "not_found", "No such candidate.");
    return reply(c, "GET /api/admin/candidates/:id/texting", texting);
  })
  .post("/:id/texts", validate("param", idParamSchema), validate("json", candidateTextSchema), async (c) => {
    const service = await textingStatus(c.env, c.var.db);
    const sent = await textCandidate(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"), service);
    // A scheduled text is handed to the queue by the cron's sweep once it is due.
    if (!sent.notBefore) dispatchDeliveries(c.env, c.executionCtx, [sent.deliveryId]);
    return reply(c, "POST /api/admin/candidates/:id/texts", sent, 202);
  });
