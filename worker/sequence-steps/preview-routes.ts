import { Hono } from "hono";
import { sequencePreviewQuerySchema } from "../contract/sequences";
import { staffSender } from "../conversations/merge-values";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { requireStaff } from "../http/session";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { previewSequence } from "./preview";

/**
 * Each step of a sequence filled in for one candidate (the sequence page's preview). Area: candidates
 * (worker/http/access-policy.ts). Mounted at /api/admin/sequences beside worker/sequences/routes.ts.
 */
export const sequencePreviewRoutes = new Hono<AppEnv>().get(
  "/:id/preview",
  validate("param", idParamSchema),
  validate("query", sequencePreviewQuerySchema),
  async (c) => {
    const sender = staffSender(requireStaff(c).user, siteOrigin(c.env, c.req.url));
    const { candidateId, jobId } = c.req.valid("query");
    const previews = await previewSequence(c.var.db, c.req.valid("param").id, candidateId, sender, jobId);
    return reply(c, "GET /api/admin/sequences/:id/preview", previews);
  },
);
