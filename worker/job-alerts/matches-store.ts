import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { JobAlertFilters } from "../contract/job-alerts";
import { isRemoteJob } from "../contract/job-listing";
import { NEAR_RADIUS_DEFAULT, RADIUS_MILES_MAX } from "../contract/matching";
import type { Db } from "../db/client";
import { type JobAlertSubscription, jobAlertMatches, jobAlertSubscriptions, jobs } from "../db/schema";
import { boundingBox } from "../domain/geo";
import { type FilterableJob, type JobFacets, jobMeetsAlert, yearlyTopCents } from "../domain/job-filters";
import { jobsFtsQuery } from "../domain/job-search";

/**
 * Reverse matching (issue 46 item 6, decision 097): a job being published for the first time is run once against
 * the saved active alerts, and each alert it meets is recorded in job_alert_matches (this file is that table's one
 * writer of matches; the digests mark them sent), for the alert's next digest to send. Not each alert against all
 * jobs: the work is one read of the alerts that can match this job, narrowed in SQL by their place (an index range)
 * and their list filters, then jobMeetsAlert on each, then inserts of a few hundred matches per statement, written
 * in the batch that publishes the job so the two stand or fall together.
 */

/** Alerts per insert statement: the matched ids travel as one JSON parameter, far below D1's limits. */
export const MATCH_INSERT_CHUNK = 500;

/** A job as it is being published: its id and the columns the filters read (a new row's unset ones are null). */
export type PublishedJob = FilterableJob & { id: string };
type JobBeingPublished = Pick<FilterableJob, "location" | "type" | "industry"> & {
  id: string;
} & Partial<Pick<FilterableJob, "latitude" | "longitude" | "salaryMinCents" | "salaryMaxCents" | "salaryPeriod">>;

/** An alert's filters as the predicate reads them, its place at the coordinates stored with it. */
export function alertFacets(
  alert: Pick<JobAlertSubscription, "filters" | "nearLatitude" | "nearLongitude">,
): JobFacets {
  const { filters } = alert;
  const placed = filters.near && alert.nearLatitude !== null && alert.nearLongitude !== null;
  return {
    location: filters.location,
    industry: filters.industry,
    type: filters.type,
    remote: filters.remote,
    near: placed
      ? {
          center: { latitude: alert.nearLatitude!, longitude: alert.nearLongitude! },
          radiusMiles: filters.radius ?? NEAR_RADIUS_DEFAULT,
        }
      : undefined,
    salaryMinCents: filters.salaryMin === undefined ? undefined : Math.round(filters.salaryMin * 100),
  };
}

const filter = (path: string) => sql`json_extract(${jobAlertSubscriptions.filters}, ${path})`;
const absentOr = (path: string, value: string) => sql`(${filter(path)} is null or ${filter(path)} = ${value})`;

/**
 * The SQL that narrows the active alerts to those `job` can meet: a superset of jobMeetsAlert's answer (it decides).
 * Their place: any for a remote job, none for a job with no coordinates, else within the widest radius's band of
 * latitudes (job_alert_subscriptions_near_idx) and, roughly, their own radius.
 */
function candidateAlerts(job: PublishedJob): SQL {
  const remote = isRemoteJob(job);
  const top = yearlyTopCents(job);
  let place: SQL | undefined;
  if (!remote && (job.latitude === null || job.longitude === null)) place = isNull(jobAlertSubscriptions.nearLatitude);
  else if (!remote) {
    const band = boundingBox({ latitude: job.latitude!, longitude: job.longitude! }, RADIUS_MILES_MAX);
    place = or(
      isNull(jobAlertSubscriptions.nearLatitude),
      sql`${jobAlertSubscriptions.nearLatitude} between ${band.minLatitude} and ${band.maxLatitude}`,
    );
  }
  return and(
    eq(jobAlertSubscriptions.status, "active"),
    place,
    absentOr("$.location", job.location),
    absentOr("$.industry", job.industry),
    absentOr("$.type", job.type),
    remote ? undefined : sql`coalesce(${filter("$.remote")}, 0) = 0`,
    top === null ? sql`${filter("$.salaryMin")} is null` : sql`coalesce(${filter("$.salaryMin")}, 0) * 100 <= ${top}`,
  )!;
}

/**
 * The statements that record `job`'s matches, for the batch that publishes it (first publication only: the caller
 * knows). Each alert `job` meets, by jobMeetsAlert and, for an alert with a keyword, by the jobs_fts index as the
 * list searches it (the job's row and words are written earlier in the same batch); an alert unsubscribed meanwhile
 * is skipped, and a match already recorded is left as it is.
 */
export async function alertMatchStatements(db: Db, given: JobBeingPublished, now: Date) {
  const job: PublishedJob = {
    ...given,
    latitude: given.latitude ?? null,
    longitude: given.longitude ?? null,
    salaryMinCents: given.salaryMinCents ?? null,
    salaryMaxCents: given.salaryMaxCents ?? null,
    salaryPeriod: given.salaryPeriod ?? null,
  };
  const alerts = await db
    .select({
      id: jobAlertSubscriptions.id,
      filters: jobAlertSubscriptions.filters,
      nearLatitude: jobAlertSubscriptions.nearLatitude,
      nearLongitude: jobAlertSubscriptions.nearLongitude,
    })
    .from(jobAlertSubscriptions)
    .where(candidateAlerts(job));
  const matched = alerts
    .filter((alert) => jobMeetsAlert(job, alertFacets(alert)))
    .map((alert) => [alert.id, keywordQuery(alert.filters)] as const);
  const statements = [];
  for (let start = 0; start < matched.length; start += MATCH_INSERT_CHUNK) {
    const chunk = matched.slice(start, start + MATCH_INSERT_CHUNK);
    const queries = [...new Set(chunk.flatMap(([, query]) => (query ? [query] : [])))];
    // Every column, in the table's order (a null seq is the next one); a match already recorded is left as it is.
    // CROSS JOIN keeps the chunk the outer loop, each alert found by its key: left to itself, SQLite's planner walks
    // every active alert by its status index and the chunk inside, 500 x 100,000 comparisons (bench/scale).
    statements.push(
      db
        .insert(jobAlertMatches)
        .select(sql`select null, ${jobAlertSubscriptions.id}, ${job.id}, ${now.getTime()}, null
          from json_each(${JSON.stringify(chunk)}) as m
          cross join ${jobAlertSubscriptions} on ${jobAlertSubscriptions.id} = json_extract(m.value, '$[0]')
          where ${jobAlertSubscriptions.status} = 'active' and (json_extract(m.value, '$[1]') is null
            or json_extract(m.value, '$[1]') in (select k.value from json_each(${JSON.stringify(queries)}) as k
              where exists (select 1 from jobs_fts where jobs_fts match k.value
                and jobs_fts.rowid = (select ${jobs}.rowid from ${jobs} where ${jobs.id} = ${job.id}))))`)
        .onConflictDoNothing(),
    );
  }
  return statements;
}

/** The MATCH expression of an alert's keyword over published jobs, as the list asks it; null without one. */
function keywordQuery(filters: JobAlertFilters): string | null {
  return (filters.q && jobsFtsQuery({ keyword: filters.q, status: "published" })) || null;
}
