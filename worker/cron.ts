import { hashLegacyManageTokens } from "./booking/manage-link-store";
import { publishDueArticles } from "./content/article-publish-schedule";
import { sweepBulkGeneration } from "./content/bulk-generation";
import { runDueSchedules } from "./content/schedule-store";
import type { SequenceStartsReport } from "./contract/sequence-starts";
import { createDb } from "./db/client";
import { inSession } from "./db/replication";
import { sweepDeliveries } from "./delivery/pipeline";
import { linkSealKey } from "./domain/link-token";
import type { Bindings } from "./env";
import { pruneLoginAttempts } from "./http/login-throttle";
import { pruneRateLimitCounters } from "./http/rate-limit";
import { removeExpiredSessions } from "./http/session";
import { runJobAlertDigests } from "./job-alerts/digests";
import { hashLegacyTokens as hashLegacyAlertTokens } from "./job-alerts/store";
import { expireJobs } from "./jobs/expiry-store";
import { resumeStalledSends } from "./newsletter/fan-out";
import { hashLegacyTokens as hashLegacyNewsletterTokens } from "./newsletter/subscriber-store";
import { pruneNotifications } from "./notifications/store";
import { resumeStalledCampaigns } from "./outreach/campaign-fan-out";
import { runRetention } from "./privacy/retention";
import { runSequenceTick, type SequenceTickReport } from "./sequence-steps/tick";
import { resumeStalledEnrollmentBatches } from "./sequences/enrollment-batches";
import { runSequenceStarts } from "./sequences/starts";
import { runSubmittalReminders } from "./submittals/reminders";
import { runTimesheetNotices } from "./timesheets/notices";

export interface CronReport {
  expiredSessionsRemoved: number;
  loginAttemptsRemoved: number;
  rateLimitCountersRemoved: number;
  /** Staff notifications past their retention (worker/notifications/store.ts). */
  notificationsRemoved: number;
  /** Content schedules that were due and ran (worker/content/schedule-store.ts), and how many of them failed. */
  schedulesRun: number;
  schedulesFailed: number;
  /** Approved articles whose scheduled time had come, published (worker/content/article-publish-schedule.ts). */
  articlesPublished: number;
  /** Published jobs past their last day, archived (worker/jobs/expiry-store.ts expireJobs). */
  jobsExpired: number;
  /** Job alert digests queued (worker/job-alerts/digests.ts). */
  jobAlertDigests: number;
  /** Client contacts reminded of candidates waiting for their answer (worker/submittals/reminders.ts). */
  submittalReminders: number;
  /** Contractors' weekly timesheet links and reminders, approvers' reminders (worker/timesheets/notices.ts). */
  timesheetNotices: number;
  /** Candidates past the retention period, anonymized (worker/privacy/retention.ts runRetention). */
  candidatesAnonymized: number;
  /** Due messages of the delivery pipeline handed to its queue again (worker/delivery/pipeline.ts). */
  deliveriesSwept: number;
  /** Bulk generation's articles whose queue message was lost or whose attempt crashed, sent again. */
  bulkItemsSwept: number;
  /** Newsletter issues whose fan-out lost its queue message, queued again (worker/newsletter/fan-out.ts). */
  newsletterSendsResumed: number;
  /** Campaigns whose fan-out lost its queue message, queued again (worker/outreach/campaign-fan-out.ts). */
  campaignsResumed: number;
  /** Long lists being enrolled in a sequence whose queue message was lost, queued again (worker/sequences/enrollment-batches.ts). */
  sequenceBatchesResumed: number;
  /** Sequence steps taken this run (worker/sequence-steps/tick.ts): sent, skipped with a reason, put off, paused. */
  sequences: SequenceTickReport;
  /** People the sequences' start rules enrolled this run (worker/sequences/starts.ts): rules, rows read, enrolled. */
  sequenceStarts: SequenceStartsReport;
  /** Rows whose link tokens, stored before decision 078, were hashed (and the manage token sealed). */
  legacyTokensHashed: number;
}

/**
 * What every cron trigger does (wrangler.toml `[triggers]`, every five minutes). Housekeeping runs in one
 * batch; the delivery retries and content schedules of later features are added here as their own steps.
 */
export async function runScheduled(
  controller: Pick<ScheduledController, "scheduledTime">,
  bindings: Bindings,
): Promise<CronReport> {
  // One D1 session for the run, starting at the primary: it acts on the latest state (docs/decisions/032).
  const { env } = inSession(bindings, "first-primary");
  const db = createDb(env.DB);
  const now = new Date(controller.scheduledTime);
  // Each area's housekeeping, in one batch: the cron runs them, their owners write them.
  const [removedSessions, removedAttempts, removedCounters, removedNotifications] = await db.batch([
    removeExpiredSessions(db, now),
    pruneLoginAttempts(db, now),
    pruneRateLimitCounters(db, now),
    pruneNotifications(db, now),
  ]);
  // First, while any are left: then every later step reads only hashed and sealed tokens (decision 078). Without
  // SESSION_SECRET nothing can be sealed: the old links keep working from their legacy columns until it is set.
  const linkKey = env.SESSION_SECRET ? linkSealKey(env) : undefined;
  const legacyTokensHashed = linkKey
    ? (await hashLegacyManageTokens(db, linkKey)) +
      (await hashLegacyAlertTokens(db, linkKey)) +
      (await hashLegacyNewsletterTokens(db, linkKey))
    : 0;
  const scheduleRuns = await runDueSchedules(env, db, now);
  const articlesPublished = await publishDueArticles(db, now);
  // Every run, not once a day: with nothing due it is one indexed read, and a job goes on the day it ends.
  const expired = await expireJobs(db, env, now);
  // After the expiry, so a digest never lists a job that closed today.
  const digests = await runJobAlertDigests(env, db, now);
  const reminders = await runSubmittalReminders(env, db, now);
  const timesheetNotices = await runTimesheetNotices(env, db, now);
  // Its CRM deletions go out with this run's sweep.
  const retention = await runRetention(env, db, now);
  // Before the tick: someone a rule enrols with a first step due now gets it in this run.
  const sequenceStarts = await runSequenceStarts(db, now);
  // Before the sweep: the steps' messages are handed to the queue by the tick itself, the sweep sends any it lost.
  const sequences = await runSequenceTick(env, db, now);
  return {
    jobAlertDigests: digests.length,
    submittalReminders: reminders.length,
    timesheetNotices,
    candidatesAnonymized: retention.anonymized,
    jobsExpired: expired.result.length,
    schedulesRun: scheduleRuns.length,
    schedulesFailed: scheduleRuns.filter((run) => run.error).length,
    articlesPublished: articlesPublished.length,
    expiredSessionsRemoved: removedSessions.length,
    loginAttemptsRemoved: removedAttempts.length,
    rateLimitCountersRemoved: removedCounters.length,
    notificationsRemoved: removedNotifications.length,
    // After the schedules and the expiry, so the LinkedIn posts, Google notices and digests they just queued go in this run.
    deliveriesSwept: await sweepDeliveries(env, db, now),
    bulkItemsSwept: await sweepBulkGeneration(env, db, now),
    newsletterSendsResumed: await resumeStalledSends(env, db, now),
    campaignsResumed: await resumeStalledCampaigns(env, db, now),
    sequenceBatchesResumed: await resumeStalledEnrollmentBatches(env, db, now),
    legacyTokensHashed,
    sequences,
    sequenceStarts,
  };
}
