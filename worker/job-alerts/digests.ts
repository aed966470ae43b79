import { and, asc, count, desc, eq, inArray, isNull, lt, lte, max, type SQL, sql } from "drizzle-orm";
import type { JobAlertFrequency } from "../contract/job-alert-form";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { addDays, dayOfWeekOf, zonedDate, zonedTimeToInstant } from "../contract/time-zone";
import type { Db } from "../db/client";
import { asD1Statement, existsCondition } from "../db/raw-batch";
import { type JobAlertSubscription, jobAlertMatches, jobAlertSubscriptions, jobs } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { linkSealKey, manageTokenOf } from "../domain/link-token";
import type { Bindings } from "../env";
import { siteOrigin } from "../http/site-origin";
import { alertLinks, digestEmail } from "./emails";

/**
 * The cron's job alert digests (decisions 028 and 097). A job is matched against the saved alerts once, when it is
 * first published (./matches-store.ts); each run takes the due active subscriptions (instant: a match not yet sent;
 * daily at 07:00 and weekly on Mondays at 07:00 in the firm's time zone), lists their matches not yet sent whose job
 * is still open, and writes the email together with the matches marked sent and the new watermark (the time of the
 * run, which claims it), so no job is sent twice. No match, no email: only the watermark moves.
 */

/** The hour daily and weekly digests go out, in DEFAULT_TIME_ZONE; weekly ones on Mondays. */
export const DIGEST_SEND_TIME = "07:00";
const MONDAY = 1;
/** Subscriptions handled per cron run; the next run (five minutes later) takes the rest, the longest waiting first. */
export const DIGEST_BATCH = 50;
/** Jobs listed in one email; more are counted and linked to /jobs, never sent later. */
export const DIGEST_JOBS_SHOWN = 20;
/** The start of the current daily or weekly period: the last send time at or before `now`. */
export function periodStart(frequency: "daily" | "weekly", now: Date): number {
  let date = zonedDate(now.getTime(), DEFAULT_TIME_ZONE);
  for (let step = 0; step < 8; step++, date = addDays(date, -1)) {
    if (frequency === "weekly" && dayOfWeekOf(date) !== MONDAY) continue;
    const instant = zonedTimeToInstant(date, DIGEST_SEND_TIME, DEFAULT_TIME_ZONE)!;
    if (instant <= now.getTime()) return instant;
  }
  throw new Error("unreachable: a week always holds a Monday");
}

/** The active subscriptions due now, the longest waiting first. */
async function dueSubscriptions(db: Db, now: Date): Promise<JobAlertSubscription[]> {
  const unsent = db
    .selectDistinct({ id: jobAlertMatches.subscriptionId })
    .from(jobAlertMatches)
    .where(isNull(jobAlertMatches.sentAt));
  const due = (frequency: JobAlertFrequency, when: ReturnType<typeof and>) =>
    db
      .select()
      .from(jobAlertSubscriptions)
      .where(and(eq(jobAlertSubscriptions.status, "active"), eq(jobAlertSubscriptions.frequency, frequency), when))
      .orderBy(asc(jobAlertSubscriptions.watermark))
      .limit(DIGEST_BATCH);
  const periodDue = (frequency: "daily" | "weekly") =>
    due(frequency, lt(jobAlertSubscriptions.watermark, new Date(periodStart(frequency, now))));
  const [instant, daily, weekly] = await db.batch([
    due("instant", inArray(jobAlertSubscriptions.id, unsent)),
    periodDue("daily"),
    periodDue("weekly"),
  ]);
  return [...instant, ...daily, ...weekly].slice(0, DIGEST_BATCH);
}

/** A subscription's matches not yet sent: the newest open jobs among them, and how many open ones in all. */
function unsentMatches(db: Db, subscriptionId: string) {
  const ofSubscription = and(eq(jobAlertMatches.subscriptionId, subscriptionId), isNull(jobAlertMatches.sentAt));
  return [
    db
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, type: jobs.type })
      .from(jobAlertMatches)
      .innerJoin(jobs, eq(jobs.id, jobAlertMatches.jobId))
      .where(and(ofSubscription, eq(jobs.status, "published")))
      .orderBy(desc(jobs.publishedAt), desc(jobAlertMatches.seq))
      .limit(DIGEST_JOBS_SHOWN),
    // A job closed since it matched is not sent, and marked with the rest: it is no longer new when it reopens.
    db
      .select({
        total: count(sql`iif(${jobs.status} = 'published', 1, null)`),
        upTo: max(jobAlertMatches.seq),
      })
      .from(jobAlertMatches)
      .innerJoin(jobs, eq(jobs.id, jobAlertMatches.jobId))
      .where(ofSubscription),
  ] as const;
}

interface DigestJobRow {
  id: string;
  title: string;
  company: string;
  location: string;
  type: string;
}

/** Runs the due digests; returns the ids of the emails queued. */
export async function runJobAlertDigests(
  env: Pick<Bindings, "DB" | "SITE_URL" | "SESSION_SECRET">,
  db: Db,
  now: Date,
): Promise<string[]> {
  const subscriptions = await dueSubscriptions(db, now);
  if (subscriptions.length === 0) return [];
  const linkKey = linkSealKey(env);
  const manageTokens = await Promise.all(subscriptions.map((subscription) => manageTokenOf(linkKey, subscription)));
  const found = await db.batch(
    subscriptions.flatMap((subscription) => unsentMatches(db, subscription.id)) as unknown as Parameters<
      typeof db.batch
    >[0],
  );

  const statements: D1PreparedStatement[] = [];
  const deliveryIds: string[] = [];
  subscriptions.forEach((subscription, index) => {
    const list = found[index * 2] as DigestJobRow[];
    const { total = 0, upTo = null } = (found[index * 2 + 1] as { total: number; upTo: number | null }[])[0] ?? {};
    // Only from the watermark this run read: a concurrent run that moved it first wins, and an unsubscribe stops it.
    const ofSubscription = and(
      eq(jobAlertSubscriptions.id, subscription.id),
      eq(jobAlertSubscriptions.status, "active"),
    );
    // The subscription as this run's claim leaves it: what the run's other writes are conditioned on.
    const claimed = (also?: SQL) =>
      sql`select 1 from ${jobAlertSubscriptions} where ${and(ofSubscription, eq(jobAlertSubscriptions.watermark, now), also)}`;
    statements.push(
      asD1Statement(
        env.DB,
        db
          .update(jobAlertSubscriptions)
          .set({ watermark: now, ...(total > 0 ? { lastSentAt: now } : {}), updatedAt: now })
          .where(and(ofSubscription, eq(jobAlertSubscriptions.watermark, subscription.watermark!))),
      ),
    );
    // The matches this run read are sent (those recorded since wait for the next run), once the run holds the claim.
    if (upTo !== null) {
      statements.push(
        asD1Statement(
          env.DB,
          db
            .update(jobAlertMatches)
            .set({ sentAt: now })
            .where(
              and(
                eq(jobAlertMatches.subscriptionId, subscription.id),
                isNull(jobAlertMatches.sentAt),
                lte(jobAlertMatches.seq, upTo),
                sql`exists (${claimed()})`,
              ),
            ),
        ),
      );
    }
    if (total === 0) return;
    const links = alertLinks(siteOrigin(env, subscription.origin), { manageToken: manageTokens[index] });
    const email = queueDeliveryWhere(
      env.DB,
      "email",
      {
        recipient: subscription.email,
        ...digestEmail(links, subscription, list, total),
        related: { type: "job_alert_subscription", id: subscription.id },
      },
      now,
      existsCondition(claimed(eq(jobAlertSubscriptions.lastSentAt, now))),
    );
    statements.push(email.statement);
    deliveryIds.push(email.id);
  });
  await env.DB.batch(statements);
  return deliveryIds;
}
