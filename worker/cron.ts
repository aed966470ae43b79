import { lt } from "drizzle-orm";
import { createDb } from "./db/client";
import { loginAttempts, rateLimitCounters, sessions } from "./db/schema";
import type { Bindings } from "./env";
import { deliverPendingPosts } from "./content/linkedin-delivery";
import { runDueSchedules } from "./content/run-schedules";

/** Login attempts and rate-limit counters older than this no longer count toward throttling and are removed. */
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface CronReport {
  expiredSessionsRemoved: number;
  loginAttemptsRemoved: number;
  rateLimitCountersRemoved: number;
  /** Content schedules that were due and ran (worker/content/run-schedules.ts), and how many of them failed. */
  schedulesRun: number;
  schedulesFailed: number;
  /** LinkedIn posts sent, failed for good, and still waiting (worker/content/linkedin-delivery.ts). */
  linkedinPosted: number;
  linkedinFailed: number;
  linkedinWaiting: number;
}

/**
 * What every cron trigger does (wrangler.toml `[triggers]`, every five minutes). Housekeeping runs in one
 * batch; the delivery retries and content schedules of later features are added here as their own steps.
 */
export async function runScheduled(controller: Pick<ScheduledController, "scheduledTime">, env: Bindings): Promise<CronReport> {
  const db = createDb(env.DB);
  const now = new Date(controller.scheduledTime);
  const dayAgo = new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS);
  const [removedSessions, removedAttempts, removedCounters] = await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, dayAgo))
      .returning({ key: loginAttempts.key }),
    // Every rate-limit window is far shorter than a day.
    db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, dayAgo.getTime())).returning({ key: rateLimitCounters.key }),
  ]);
  const scheduleRuns = await runDueSchedules(env, db, now);
  // After the schedules, so a post they just queued goes out in the same run.
  const linkedin = await deliverPendingPosts(env, db, now);
  return {
    schedulesRun: scheduleRuns.length,
    schedulesFailed: scheduleRuns.filter((run) => run.error).length,
    linkedinPosted: linkedin.posted,
    linkedinFailed: linkedin.failed,
    linkedinWaiting: linkedin.waiting,
    expiredSessionsRemoved: removedSessions.length,
    loginAttemptsRemoved: removedAttempts.length,
    rateLimitCountersRemoved: removedCounters.length,
  };
}
