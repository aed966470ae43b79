import { Hono } from "hono";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { activityLog, actorOf } from "../http/activity-log";
import { idParamSchema, validate } from "../http/validate";
import { streamApplicationResume } from "./routes";

/**
 * Candidates' applications for staff. Area: jobs (recruiters work with candidates). A resume is personal data, so
 * each download is recorded in the activity log with who fetched it and from where.
 */
export const adminApplicationRoutes = new Hono<AppEnv>().get("/:id/resume", validate("param", idParamSchema), async (c) => {
  const { id } = c.req.valid("param");
  const response = await streamApplicationResume(c.env, id);
  const db = createDb(c.env.DB);
  await activityLog(actorOf(c), db, { action: "application.resume_download", entityType: "application", entityId: id });
  return response;
});
