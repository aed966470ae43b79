import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { jobs } from "../db/schema";
import { type Actor, activityLogEach } from "../http/activity-log";
import { type IndeedEnv, indeedExpiries } from "./indeed-delivery";
import { type IndexingEnv, jobIndexingDeliveries } from "./indexing-delivery";
import { removePostings } from "./job-board-store";
import { firmToday, type JobChange } from "./store";

/** Jobs the cron archives per run; the next run (five minutes later) takes the rest. */
const EXPIRY_BATCH = 50;

/**
 * The cron's expiry: published jobs whose last day is before today (the firm's) are archived, off the list, the
 * feeds and the sitemap at once (the public version moves), and Google is told. One indexed read when there is
 * nothing to do (jobs_status_valid_through_idx), so it runs on every cron tick; archiving only published rows makes
 * a second run, or two at once, change nothing. Returns the archived jobs' ids.
 */
export async function expireJobs(db: Db, env: IndexingEnv & IndeedEnv, now: Date): Promise<JobChange<string[]>> {
  const expired = and(eq(jobs.status, "published"), lt(jobs.validThrough, firmToday(now)));
  const rows = await db.select({ id: jobs.id }).from(jobs).where(expired).limit(EXPIRY_BATCH);
  if (rows.length === 0) return { result: [], deliveryIds: [] };
  const ids = rows.map((row) => row.id);
  const notices = jobIndexingDeliveries(env, db, ids, "URL_DELETED", now);
  // Indeed's API expires each job it lists; the feeds drop them with the archiving.
  const indeed = await indeedExpiries(db, ids, now);
  const cron: Actor = { userId: null, ipAddress: null, userAgent: null };
  await db.batch([
    activityLogEach(
      cron,
      db,
      { action: "job.expire", entityType: "job" },
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.id, ids), expired)),
    ),
    removePostings(
      db,
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.id, ids), expired)),
    ),
    db
      .update(jobs)
      .set({ status: "archived" })
      .where(and(inArray(jobs.id, ids), expired)),
    bumpPublicVersion(db),
    ...indeed.statements,
    ...notices.inserts,
  ]);
  return { result: ids, deliveryIds: [...notices.ids, ...indeed.ids] };
}
