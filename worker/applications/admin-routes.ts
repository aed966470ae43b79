import { Hono } from "hono";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { idParamSchema, validate } from "../http/validate";
import { downloadResume } from "./store";

/**
 * Candidates' applications for staff. Area: candidates (worker/http/access-policy.ts). A resume is personal data, so
 * each download is recorded in the activity log with who fetched it and from where.
 */
export const adminApplicationRoutes = new Hono<AppEnv>().get(
  "/:id/resume",
  validate("param", idParamSchema),
  async (c) => {
    return downloadResume(c.env, actorOf(c), c.req.valid("param").id);
  },
);
