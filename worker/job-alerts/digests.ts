import { and, asc, count, desc, eq, gt, lt, lte, max, or, type SQL, sql } from "drizzle-orm";
import type { JobAlertFrequency } from "../contract/job-alert-form";
import type { JobAlertFilters } from "../contract/job-alerts";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { addDays, dayOfWeekOf, zonedDate, zonedTimeToInstant } from "../contract/time-zone";
import type { Db } from "../db/client";
import { asD1Statement, existsCondition } from "../db/raw-batch";
import { type JobAlertSubscription, jobAlertSubscriptions, jobs } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { jobsFtsQuery } from "../domain/job-search";
import { linkSealKey, manageTokenOf } from "../domain/link-token";
import type { Bindings } from "../env";
import { siteOrigin } from "../http/site-origin";
import { alertLinks, digestEmail } from "./emails";

/**
 * The cron's job alert digests (decision 028). Each run takes the due active subscriptions (instant: a job was
 * published after their watermark; daily at 07:00 and weekly on Mondays at 07:00 in the firm's time zone), lists
 * the open jobs published after the watermark that match the search, and writes the email together with the new
 * watermark, so the next run starts where this one ended and no job is sent twice. No match, no email: only the
 * watermark moves.
 */

/** The hour daily and weekly digests go out, in DEFAULT_TIME_ZONE; weekly ones on Mondays. */
export const DIGEST_SEND_TIME = "07:00";
const MONDAY = 1;
/** Subscriptions handled per cron run; the next run (five minutes later) takes the rest, the longest waiting first. */
export const DIGEST_BATCH = 50;
/** Jobs listed in one email; more are counted and linked to /jobs, never sent later. */
export const DIGEST_JOBS_SHOWN = 20;
/**
 * A job counts for a run only once published this long before it: a publication whose batch is still committing
 * when the run reads cannot then fall behind a watermark that already moved past its time.
 */
export const PUBLICATION_SETTLE_MS = 60_000;

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

/** The SQL of a search: the same filters and keyword index as /jobs (worker/jobs/search-store.ts searchJobs). */
function matches(filters: JobAlertFilters): SQL | undefined {
  const keyword = filters.q
    ? jobsFtsQuery({ keyword: filters.q, status: "published", location: filters.location, industry: filters.industry })
    : undefined;
  return and(
    filters.location ? eq(jobs.location, filters.location) : undefined,
    filters.industry ? eq(jobs.industry, filters.industry) : undefined,
    filters.type ? eq(jobs.type, filters.type) : undefined,
    // isRemoteJob (worker/contract/job-listing.ts) in SQL.
    filters.remote ? or(eq(jobs.type, "Remote"), sql`lower(trim(${jobs.location})) = 'remote'`) : undefined,
    keyword ? sql`${jobs}.rowid in (select rowid from jobs_fts where jobs_fts match ${keyword})` : undefined,
  );
}

async function dueSubscriptions(db: Db, now: Date, cutoff: Date): Promise<JobAlertSubscription[]> {
  const [latest] = await db
    .select({ at: max(jobs.publishedAt) })
    .from(jobs)
    .where(and(eq(jobs.status, "published"), lte(jobs.publishedAt, cutoff)));
  const due = (frequency: JobAlertFrequency, before: Date) =>
    db
      .select()
      .from(jobAlertSubscriptions)
      .where(
        and(
          eq(jobAlertSubscriptions.status, "active"),
          eq(jobAlertSubscriptions.frequency, frequency),
          lt(jobAlertSubscriptions.watermark, before),
        ),
      )
      .orderBy(asc(jobAlertSubscriptions.watermark))
      .limit(DIGEST_BATCH);
  const settled = (frequency: "daily" | "weekly") => new Date(periodStart(frequency, now) - PUBLICATION_SETTLE_MS);
  const [instant, daily, weekly] = await db.batch([
    due("instant", latest?.at ?? new Date(0)),
    due("daily", settled("daily")),
    due("weekly", settled("weekly")),
  ]);
  return [...instant, ...daily, ...weekly].slice(0, DIGEST_BATCH);
}

/** Runs the due digests; returns how many emails were queued, and their delivery ids. */
export async function runJobAlertDigests(
  env: Pick<Bindings, "DB" | "SITE_URL" | "SESSION_SECRET">,
  db: Db,
  now: Date,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - PUBLICATION_SETTLE_MS);
  const subscriptions = await dueSubscriptions(db, now, cutoff);
  if (subscriptions.length === 0) return [];
  const linkKey = linkSealKey(env);
  const manageTokens = await Promise.all(subscriptions.map((subscription) => manageTokenOf(linkKey, subscription)));
  const found = await db.batch(
    subscriptions.flatMap((subscription) => {
      const where = and(
        eq(jobs.status, "published"),
        gt(jobs.publishedAt, subscription.watermark!),
        lte(jobs.publishedAt, cutoff),
        matches(subscription.filters),
      );
      return [
        db
          .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, type: jobs.type })
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.publishedAt))
          .limit(DIGEST_JOBS_SHOWN),
        db.select({ total: count() }).from(jobs).where(where),
      ] as const;
    }) as unknown as Parameters<typeof db.batch>[0],
  );

  const statements: D1PreparedStatement[] = [];
  const deliveryIds: string[] = [];
  subscriptions.forEach((subscription, index) => {
    const list = found[index * 2] as { id: string; title: string; company: string; location: string; type: string }[];
    const total = (found[index * 2 + 1] as { total: number }[])[0]?.total ?? 0;
    // Only from the watermark this run read: a concurrent run that moved it first wins, and an unsubscribe stops it.
    const ofSubscription = and(
      eq(jobAlertSubscriptions.id, subscription.id),
      eq(jobAlertSubscriptions.status, "active"),
    );
    statements.push(
      asD1Statement(
        env.DB,
        db
          .update(jobAlertSubscriptions)
          .set({ watermark: cutoff, ...(total > 0 ? { lastSentAt: now } : {}), updatedAt: now })
          .where(and(ofSubscription, eq(jobAlertSubscriptions.watermark, subscription.watermark!))),
      ),
    );
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
      existsCondition(
        sql`select 1 from ${jobAlertSubscriptions} where ${and(
          ofSubscription,
          eq(jobAlertSubscriptions.watermark, cutoff),
          eq(jobAlertSubscriptions.lastSentAt, now),
        )}`,
      ),
    );
    statements.push(email.statement);
    deliveryIds.push(email.id);
  });
  await env.DB.batch(statements);
  return deliveryIds;
}
