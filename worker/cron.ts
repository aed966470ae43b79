import { lt } from "drizzle-orm";
import { createDb } from "./db/client";
import { sweepBulkGeneration } from "./content/bulk-generation";
import { sweepDeliveries } from "./delivery/pipeline";
import { loginAttempts, rateLimitCounters, sessions, smsSettings } from "./db/schema";
import type { Bindings } from "./env";
import { createTwilioClient } from "./integrations/twilio/client";
import { deliverPendingSms } from "./integrations/twilio/deliver";
import { deliverPendingPosts } from "./content/linkedin-store";
import { runDueSchedules } from "./content/schedule-store";

/** Login attempts and rate-limit counters older than this no longer count toward throttling and are removed. */
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface CronReport {
  expiredSessionsRemoved: number;
  loginAttemptsRemoved: number;
  rateLimitCountersRemoved: number;
  /** Queued texts (e.g. booking confirmations) sent through Twilio, or why none were. */
  smsDelivery: { sent: number; failed: number; retrying: number } | { skipped: string };
  /** Content schedules that were due and ran (worker/content/schedule-store.ts), and how many of them failed. */
  schedulesRun: number;
  schedulesFailed: number;
  /** LinkedIn posts sent, failed for good, and still waiting (worker/content/linkedin-store.ts). */
  linkedinPosted: number;
  linkedinFailed: number;
  linkedinWaiting: number;
  /** Due messages of the delivery pipeline handed to its queue again (worker/delivery/pipeline.ts). */
  deliveriesSwept: number;
  /** Bulk generation's articles whose queue message was lost or whose attempt crashed, sent again. */
  bulkItemsSwept: number;
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
    smsDelivery: await deliverQueuedSms(env, now),
    deliveriesSwept: await sweepDeliveries(env, db, now),
    bulkItemsSwept: await sweepBulkGeneration(env, db, now),
  };
}

/** Sends queued texts whose time has come; without Twilio or an active service they wait. */
async function deliverQueuedSms(env: Bindings, now: Date): Promise<CronReport["smsDelivery"]> {
  const client = createTwilioClient(env);
  if (!client.configured) return { skipped: client.reason };
  const db = createDb(env.DB);
  const [settings] = await db.select().from(smsSettings).limit(1);
  if (!settings) return { skipped: "SMS service inactive" };
  const result = await deliverPendingSms(db, client, settings, undefined, now);
  return "skipped" in result && result.skipped ? { skipped: result.skipped } : { sent: result.sent, failed: result.failed, retrying: result.retrying };
}
