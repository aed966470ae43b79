import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  ANALYTICS_DAILY_MAX_DAYS,
  ANALYTICS_ISSUES_MAX,
  ANALYTICS_TOP,
  type AnalyticsQuery,
  type AnalyticsView,
  type CountOf,
  type DurationSummary,
  type StageReached,
  type SubscriberSeries,
} from "../contract/analytics";
import { APPLICATION_CLOSED_STAGES, APPLICATION_OPEN_STAGES } from "../contract/enums";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { addDays, startOfZonedDay } from "../contract/time-zone";
import type { Db } from "../db/client";
import {
  applicationEvents,
  applications,
  articles,
  bookingAppointments,
  bookingTypes,
  contacts,
  crmLeads,
  jobAlertSubscriptions,
  jobs,
  linkedinPosts,
} from "../db/schema";
import { issuesSentBetween } from "../newsletter/issue-store";
import { newsletterSubscriberTimeline } from "../newsletter/subscriber-store";

/**
 * The firm's numbers for a date range (decision 060), each computed in SQL over the indexes of migration 0039:
 * only counts and durations leave the database, never a person's row. Reads every area's tables (the newsletter's
 * through its stores); writes none.
 */

/** The range as instants: `start` inclusive, `end` exclusive (midnight after `to`), in the firm's zone. */
export interface AnalyticsRange {
  start: number;
  end: number;
}

/** One step of a series: its first day and its instants. */
export interface Bucket {
  start: string;
  startMs: number;
  endMs: number;
}

const HOUR_MS = 3_600_000;
const ARTICLE_PATH = "/article/";

const midnight = (date: string) => startOfZonedDay(date, DEFAULT_TIME_ZONE);

export function analyticsRange({ from, to }: AnalyticsQuery): AnalyticsRange {
  return { start: midnight(from), end: midnight(addDays(to, 1)) };
}

/** Days up to ANALYTICS_DAILY_MAX_DAYS, else weeks from `from` (the last one cut at `to`). */
export function analyticsBuckets({ from, to }: AnalyticsQuery): { size: "day" | "week"; buckets: Bucket[] } {
  const last = addDays(to, 1);
  let days = 0;
  while (addDays(from, days) < last) days++;
  const step = days <= ANALYTICS_DAILY_MAX_DAYS ? 1 : 7;
  const buckets: Bucket[] = [];
  for (let day = 0; day < days; day += step) {
    const start = addDays(from, day);
    const next = addDays(from, Math.min(day + step, days));
    buckets.push({ start, startMs: midnight(start), endMs: midnight(next) });
  }
  return { size: step === 1 ? "day" : "week", buckets };
}

const inRange = (column: SQLiteColumn | SQL, range: AnalyticsRange) =>
  sql`${column} >= ${range.start} and ${column} < ${range.end}`;

/** The rank of each open stage in a search's order, as SQL (-1 for the closed stages). */
const openStageRank = (stage: SQL | SQLiteColumn) =>
  sql`case ${stage} ${sql.join(
    APPLICATION_OPEN_STAGES.map((name, rank) => sql`when ${name} then ${rank}`),
    sql` `,
  )} else -1 end`;

async function counts(db: Db, query: SQL): Promise<CountOf[]> {
  const rows = await db.all<{ label: string; count: number }>(query);
  return rows.map((row) => ({ label: String(row.label), count: Number(row.count) }));
}

/** Count, mean and median (in hours) of `durations`, a query of one column `ms`. */
async function durationSummary(db: Db, durations: SQL): Promise<DurationSummary> {
  const row = await db.get<{ count: number; average: number | null; median: number | null }>(sql`
    with d as (${durations}),
      ordered as (select ms, row_number() over (order by ms) as n, count(*) over () as total from d)
    select (select count(*) from d) as count, (select avg(ms) from d) as average,
      (select avg(ms) from ordered where n in ((total + 1) / 2, (total + 2) / 2)) as median`);
  const hours = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : ms / HOUR_MS);
  return { count: Number(row?.count ?? 0), averageHours: hours(row?.average), medianHours: hours(row?.median) };
}

/**
 * Per bucket, the rows whose `column` falls in it (and that meet `where`): one index range count per bucket, the
 * buckets handed over as one JSON parameter.
 */
async function countsPerBucket(
  db: Db,
  table: SQL,
  column: SQLiteColumn,
  buckets: readonly Bucket[],
  where: SQL = sql`1`,
): Promise<number[]> {
  const spans = JSON.stringify(buckets.map((bucket) => [bucket.startMs, bucket.endMs]));
  const rows = await db.all<{ count: number }>(sql`
    select (select count(*) from ${table} where ${column} >= json_extract(b.value, '$[0]')
      and ${column} < json_extract(b.value, '$[1]') and ${where}) as count
    from json_each(${spans}) as b order by b.key`);
  return rows.map((row) => Number(row.count));
}

/**
 * Subscribers over time of a list with confirmation and unsubscription instants: the job alerts and the
 * newsletter's subscribers.
 */
export async function subscriberSeries(
  db: Db,
  list: { table: SQL; confirmedAt: SQLiteColumn; unsubscribedAt: SQLiteColumn },
  range: AnalyticsRange,
  buckets: readonly Bucket[],
): Promise<SubscriberSeries> {
  const { table, confirmedAt, unsubscribedAt } = list;
  const [before, subscribed, unsubscribed] = await Promise.all([
    db.get<{ count: number }>(sql`select count(*) as count from ${table} where ${confirmedAt} < ${range.start}
      and (${unsubscribedAt} is null or ${unsubscribedAt} >= ${range.start})`),
    countsPerBucket(db, table, confirmedAt, buckets),
    countsPerBucket(db, table, unsubscribedAt, buckets, sql`${confirmedAt} is not null`),
  ]);
  const activeAtStart = Number(before?.count ?? 0);
  let active = activeAtStart;
  const points = buckets.map((bucket, i) => {
    active += (subscribed[i] ?? 0) - (unsubscribed[i] ?? 0);
    return { start: bucket.start, subscribed: subscribed[i] ?? 0, unsubscribed: unsubscribed[i] ?? 0, active };
  });
  return { activeAtStart, points };
}

/** Leads by source, contact messages by campaign and by inquiry. */
async function leadFigures(db: Db, range: AnalyticsRange): Promise<AnalyticsView["leads"]> {
  const utm = (key: string) => sql`json_extract(${contacts.attribution}, ${`$.${key}`})`;
  const [total, bySource, byUtm, byInquiry] = await Promise.all([
    db.get<{ count: number }>(
      sql`select count(*) as count from ${crmLeads} where ${inRange(crmLeads.createdAt, range)}`,
    ),
    counts(
      db,
      sql`select ${crmLeads.leadSource} as label, count(*) as count from ${crmLeads}
        where ${inRange(crmLeads.createdAt, range)} group by label order by count desc, label limit ${ANALYTICS_TOP}`,
    ),
    counts(
      db,
      sql`select ${utm("utm_source")} || ' / ' || coalesce(${utm("utm_medium")}, '(none)') || ' / ' ||
          coalesce(${utm("utm_campaign")}, '(none)') as label, count(*) as count
        from ${contacts} where ${inRange(contacts.createdAt, range)} and ${utm("utm_source")} is not null
        group by label order by count desc, label limit ${ANALYTICS_TOP}`,
    ),
    counts(
      db,
      sql`select ${contacts.inquiry} as label, count(*) as count from ${contacts}
        where ${inRange(contacts.createdAt, range)} group by label order by count desc, label`,
    ),
  ]);
  return { total: Number(total?.count ?? 0), bySource, byUtm, byInquiry };
}

/**
 * How far the applications of the range went: the furthest open stage each held (every application starts as
 * "new"; then its stage now, or any stage its history moved it to), counted cumulatively down the search's order, so
 * an application moved straight from new to interviewing counts as contacted, qualifying and submitted too.
 */
async function stagesReached(db: Db, range: AnalyticsRange): Promise<StageReached[]> {
  const rows = await db.all<{ top: number; count: number }>(sql`
    select top, count(*) as count from (
      select max(0, ${openStageRank(applications.stage)}, coalesce((
        select max(${openStageRank(applicationEvents.toValue)}) from ${applicationEvents}
        where ${applicationEvents.applicationId} = ${applications.id} and ${applicationEvents.type} = 'stage'), 0)) as top
      from ${applications} where ${inRange(applications.createdAt, range)}
    ) group by top`);
  return APPLICATION_OPEN_STAGES.map((stage, rank) => ({
    stage,
    count: rows.filter((row) => Number(row.top) >= rank).reduce((sum, row) => sum + Number(row.count), 0),
  }));
}

async function applicationFigures(db: Db, range: AnalyticsRange): Promise<AnalyticsView["applications"]> {
  const ofRange = inRange(applications.createdAt, range);
  const [total, byJob, bySource, reached, closed] = await Promise.all([
    db.get<{ count: number }>(sql`select count(*) as count from ${applications} where ${ofRange}`),
    counts(
      db,
      sql`select case when ${applications.jobId} is null then 'General application (no job)'
          else coalesce(${jobs.title}, 'A deleted job') end as label, count(*) as count
        from ${applications} left join ${jobs} on ${jobs.id} = ${applications.jobId}
        where ${ofRange} group by ${applications.jobId} order by count desc, label limit ${ANALYTICS_TOP}`,
    ),
    counts(
      db,
      sql`select coalesce(${crmLeads.leadSource}, 'unknown') as label, count(*) as count from ${applications}
        left join ${crmLeads} on ${crmLeads.applicationId} = ${applications.id}
        where ${ofRange} group by label order by count desc, label limit ${ANALYTICS_TOP}`,
    ),
    stagesReached(db, range),
    counts(
      db,
      sql`select ${applications.stage} as label, count(*) as count from ${applications}
        where ${ofRange} and ${applications.stage} in ${APPLICATION_CLOSED_STAGES} group by label order by label`,
    ),
  ]);
  return { total: Number(total?.count ?? 0), byJob, bySource, stagesReached: reached, closed };
}

/** From arrival to the first move to "contacted" or a later open stage, for the applications of the range. */
function timeToFirstContact(db: Db, range: AnalyticsRange): Promise<DurationSummary> {
  const contacted = APPLICATION_OPEN_STAGES.slice(APPLICATION_OPEN_STAGES.indexOf("contacted"));
  const firstContact = sql`(select min(${applicationEvents.changedAt}) from ${applicationEvents}
    where ${applicationEvents.applicationId} = ${applications.id} and ${applicationEvents.type} = 'stage'
      and ${applicationEvents.toValue} in ${contacted})`;
  return durationSummary(
    db,
    sql`select ms from (select ${firstContact} - ${applications.createdAt} as ms from ${applications}
      where ${inRange(applications.createdAt, range)}) where ms is not null`,
  );
}

/**
 * From arrival to placement, for the placements made in the range: today an application's first move to "placed"
 * in its stage history (the placements table of issue 32 will be the record of a placement once it lands).
 */
function timeToPlacement(db: Db, range: AnalyticsRange): Promise<DurationSummary> {
  return durationSummary(
    db,
    sql`select min(${applicationEvents.changedAt}) - ${applications.createdAt} as ms
      from ${applicationEvents} join ${applications} on ${applications.id} = ${applicationEvents.applicationId}
      where ${applicationEvents.type} = 'stage' and ${applicationEvents.toValue} = 'placed'
        and ${inRange(applicationEvents.changedAt, range)}
      group by ${applications.id}`,
  );
}

/** Bookings made in the range by type; of the appointments held in it and marked, the no-shows' share. */
async function bookingFigures(db: Db, range: AnalyticsRange): Promise<AnalyticsView["bookings"]> {
  const [byType, marked] = await Promise.all([
    counts(
      db,
      sql`select ${bookingTypes.name} as label, count(*) as count from ${bookingAppointments}
        join ${bookingTypes} on ${bookingTypes.id} = ${bookingAppointments.bookingTypeId}
        where ${inRange(bookingAppointments.createdAt, range)} group by ${bookingTypes.id} order by count desc, label`,
    ),
    counts(
      db,
      sql`select ${bookingAppointments.status} as label, count(*) as count from ${bookingAppointments}
        where ${inRange(bookingAppointments.appointmentDate, range)}
          and ${bookingAppointments.status} in ('completed', 'no_show') group by label`,
    ),
  ]);
  const completed = marked.find((row) => row.label === "completed")?.count ?? 0;
  const noShows = marked.find((row) => row.label === "no_show")?.count ?? 0;
  return {
    total: byType.reduce((sum, row) => sum + row.count, 0),
    byType,
    completed,
    noShows,
    noShowRate: completed + noShows > 0 ? noShows / (completed + noShows) : null,
  };
}

/**
 * Published articles ranked by the contact messages and applications of visitors whose visit began on them: the
 * landing page the browser sends with a form when the visitor allowed analytics (decision 060).
 */
async function articleRanking(db: Db, range: AnalyticsRange): Promise<AnalyticsView["articles"]> {
  const contactLanding = sql`json_extract(${contacts.attribution}, '$.landingPage')`;
  // "/article0" is the first text after every "/article/..." ("0" follows "/"): an index range, not a LIKE.
  const articlePaths = (column: SQL | SQLiteColumn) => sql`${column} >= ${ARTICLE_PATH} and ${column} < '/article0'`;
  const idOf = (column: SQL | SQLiteColumn) => sql`rtrim(substr(${column}, ${ARTICLE_PATH.length + 1}), '/')`;
  const rows = await db.all<{ articleId: string; title: string; leads: number; applications: number }>(sql`
    with landed as (
      select ${idOf(contactLanding)} as article_id, 1 as lead, 0 as application from ${contacts}
        where ${inRange(contacts.createdAt, range)} and ${articlePaths(contactLanding)}
      union all
      select ${idOf(applications.landingPage)}, 0, 1 from ${applications}
        where ${articlePaths(applications.landingPage)} and ${inRange(applications.createdAt, range)}
    )
    select landed.article_id as articleId, ${articles.title} as title, sum(lead) as leads,
      sum(application) as applications
    from landed join ${articles} on ${articles.id} = landed.article_id
    group by landed.article_id order by leads + applications desc, leads desc, title limit ${ANALYTICS_TOP}`);
  return rows.map((row) => ({
    articleId: row.articleId,
    title: row.title,
    leads: Number(row.leads),
    applications: Number(row.applications),
  }));
}

async function linkedinFigures(db: Db, range: AnalyticsRange, buckets: readonly Bucket[]) {
  const [sent, failed] = await Promise.all([
    countsPerBucket(
      db,
      sql`${linkedinPosts}`,
      linkedinPosts.postedAt,
      buckets,
      sql`${linkedinPosts.status} = 'posted'`,
    ),
    db.get<{ count: number }>(sql`select count(*) as count from ${linkedinPosts}
      where ${linkedinPosts.status} = 'failed' and ${inRange(linkedinPosts.createdAt, range)}`),
  ]);
  return {
    sent: sent.reduce((sum, count) => sum + count, 0),
    failed: Number(failed?.count ?? 0),
    points: buckets.map((bucket, i) => ({ start: bucket.start, count: sent[i] ?? 0 })),
  };
}

/** Every figure of the range from D1; the page views are the caller's (they come from Analytics Engine). */
export async function firmFigures(db: Db, query: AnalyticsQuery): Promise<Omit<AnalyticsView, "pageViews">> {
  const range = analyticsRange(query);
  const { size, buckets } = analyticsBuckets(query);
  const jobAlertList = {
    table: sql`${jobAlertSubscriptions}`,
    confirmedAt: jobAlertSubscriptions.confirmedAt,
    unsubscribedAt: jobAlertSubscriptions.unsubscribedAt,
  };
  const [
    leads,
    applicationView,
    firstContact,
    placement,
    bookings,
    jobAlerts,
    newsletter,
    newsletterIssues,
    ranking,
    linkedin,
  ] = await Promise.all([
    leadFigures(db, range),
    applicationFigures(db, range),
    timeToFirstContact(db, range),
    timeToPlacement(db, range),
    bookingFigures(db, range),
    subscriberSeries(db, jobAlertList, range, buckets),
    subscriberSeries(db, newsletterSubscriberTimeline, range, buckets),
    issuesSentBetween(db, new Date(range.start), new Date(range.end), ANALYTICS_ISSUES_MAX),
    articleRanking(db, range),
    linkedinFigures(db, range, buckets),
  ]);
  return {
    from: query.from,
    to: query.to,
    timeZone: DEFAULT_TIME_ZONE,
    bucket: size,
    leads,
    applications: applicationView,
    timeToFirstContact: firstContact,
    timeToPlacement: placement,
    bookings,
    subscribers: { jobAlerts, newsletter },
    newsletterIssues,
    articles: ranking,
    linkedin,
  };
}
