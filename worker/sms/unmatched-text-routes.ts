import { Hono } from "hono";
import { unmatchedTextListQuerySchema } from "../contract/sms";
import type { AppEnv } from "../env";
import { pagedReply } from "../http/reply";
import { validate } from "../http/validate";
import { listUnmatchedTexts } from "./inbound-text-store";

/**
 * Texts received from numbers no candidate has (decision 073), for the staff who read candidates' texts. Area:
 * candidates (worker/http/access-policy.ts). Mounted at /api/admin/unmatched-texts.
 */
export const unmatchedTextRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", unmatchedTextListQuerySchema),
  async (c) =>
    pagedReply(c, "GET /api/admin/unmatched-texts", await listUnmatchedTexts(c.var.db, c.req.valid("query"))),
);
