import { and, eq, type SQL, sql } from "drizzle-orm";
import type { CandidateMatchesQuery } from "../contract/match-queries";
import type { JobMatch, MatchRestriction, RemotePreference } from "../contract/matching";
import { skillKey } from "../contract/skills";
import type { Db } from "../db/client";
import { qualified } from "../db/column-sql";
import { withinCircle } from "../db/geo-sql";
import { candidates, jobs } from "../db/schema";
import { anyOfFtsQuery } from "../domain/fts-query";
import { COMMUTE_MILES_DEFAULT, type MatchCandidate, matchScore } from "../domain/match-score";
import { circleOf, countOfKeys, inPoolOfIndex, payIn, skillsModeCondition } from "./filters";
import { type BoundedSet, boundedRowids, jobPreScore, MATCH_POOL } from "./pre-score";
import {
  inProcessRestriction,
  offLimitsOf,
  openApplicationsOf,
  personRestrictions,
  submittedToClient,
} from "./restrictions";
import { candidateMatchColumns, scoredPage } from "./store";

/**
 * A candidate's open jobs, ranked (issue 46 item 5): the published jobs, narrowed in SQL by the filters (a radius
 * by the published jobs' box index), the best MATCH_POOL by the SQL pre-score of the bounded sets (decision 103)
 * scored in full by the same score as a job's candidates (relevance: the person's skills in the jobs' words index,
 * for the pool only), then paged; restrictions for the page alone. X-Total-Count counts the shortlist (at most
 * MATCH_POOL).
 */

export type MatchedCandidate = MatchCandidate & {
  id: string;
  email: string;
  rowid: number;
};

/** The candidate to match, or undefined. */
export async function candidateToMatch(db: Db, id: string): Promise<MatchedCandidate | undefined> {
  return db.select(candidateMatchColumns).from(candidates).where(eq(candidates.id, id)).get();
}

/** The job types a remote preference filter keeps: a remote job, a hybrid one, or one on site. */
function remoteCondition(remote: RemotePreference): SQL {
  if (remote === "remote") return sql`${jobs.type} = 'Remote'`;
  if (remote === "hybrid") return sql`${jobs.type} = 'Hybrid'`;
  return sql`${jobs.type} not in ('Remote', 'Hybrid')`;
}

/** A job's skills, required and preferred, as one text to search for a key in (`holdsKey`). */
const jobSkills = sql`(${qualified(jobs.requiredSkills)} || ${qualified(jobs.preferredSkills)})`;

/** The filters on published jobs: within the radius, a pay range that reaches the asked one (per year), remote, skills. */
async function jobConditions(db: Db, candidate: MatchedCandidate, query: CandidateMatchesQuery): Promise<SQL[]> {
  const center =
    candidate.latitude !== null && candidate.longitude !== null
      ? { latitude: candidate.latitude, longitude: candidate.longitude }
      : undefined;
  const conditions: SQL[] = [sql`${jobs.status} = 'published'`];
  const circle = await circleOf(db, query, center);
  if (circle) conditions.push(withinCircle(jobs.latitude, jobs.longitude, circle));
  if (query.salaryMin !== undefined || query.salaryMax !== undefined) {
    conditions.push(sql`${jobs.salaryPeriod} is not null`);
    const top = payIn(sql`coalesce(${jobs.salaryMaxCents}, ${jobs.salaryMinCents})`, jobs.salaryPeriod, "year");
    const bottom = payIn(sql`coalesce(${jobs.salaryMinCents}, ${jobs.salaryMaxCents})`, jobs.salaryPeriod, "year");
    if (query.salaryMin !== undefined) conditions.push(sql`${top} >= ${query.salaryMin}`);
    if (query.salaryMax !== undefined) conditions.push(sql`${bottom} <= ${query.salaryMax}`);
  }
  if (query.remote) conditions.push(remoteCondition(query.remote));
  if (query.skills?.length) {
    const keys = query.skills.map(skillKey);
    conditions.push(skillsModeCondition(countOfKeys(jobSkills, keys), keys, query.skillsMode ?? "all"));
  }
  return conditions;
}

/**
 * The sets a person's jobs are chosen from (decision 103): the newest published, the newest remote ones, and the
 * newest within reach of the person's place (unless the filters already keep only those within a radius), each
 * walking the published jobs newest first (jobs_status_published_idx): MATCH_SCAN found or MATCH_WALK read. `+`
 * keeps SQLite from the type's and the box's indexes: they would read every remote job, or every job in the box
 * (30,000 at the bench's large size), to sort them by date.
 */
function jobSets(candidate: MatchedCandidate, query: CandidateMatchesQuery): BoundedSet[] {
  const newest = sql`published_at`;
  const sets: BoundedSet[] = [{ newest }, { where: sql`+type = 'Remote'`, newest, walk: true }];
  if (candidate.latitude !== null && candidate.longitude !== null && query.radius === undefined) {
    const center = { latitude: candidate.latitude, longitude: candidate.longitude };
    sets.push({
      where: withinCircle(sql`+latitude`, sql`+longitude`, { center, miles: COMMUTE_MILES_DEFAULT }),
      newest,
      walk: true,
    });
  }
  return sets;
}

/** The bm25 rank of each of the pool's jobs the person's skills find in a published job's title and description. */
async function relevanceRanks(db: Db, candidate: MatchedCandidate, rowids: readonly number[]) {
  const words = anyOfFtsQuery(candidate.skills);
  if (!words || rowids.length === 0) return new Map<number, number>();
  const rows = await db.all<{ rowid: number; rank: number }>(
    sql`select rowid, bm25(jobs_fts) as rank from jobs_fts where jobs_fts match ${`{title description} : (${words})`}
      and ${inPoolOfIndex(rowids)}`,
  );
  return new Map(rows.map((row) => [Number(row.rowid), Number(row.rank)]));
}

/** A page of a candidate's open jobs with the shortlist's size. */
export async function candidateJobMatches(
  db: Db,
  candidate: MatchedCandidate,
  query: CandidateMatchesQuery,
  now: Date,
): Promise<{ rows: JobMatch[]; total: number }> {
  const preScore = jobPreScore(
    candidate,
    {
      latitude: jobs.latitude,
      longitude: jobs.longitude,
      type: jobs.type,
      requiredSkills: qualified(jobs.requiredSkills),
      preferredSkills: qualified(jobs.preferredSkills),
      salaryMinCents: jobs.salaryMinCents,
      salaryMaxCents: jobs.salaryMaxCents,
      salaryPeriod: jobs.salaryPeriod,
    },
    query.radius,
  );
  const pool = await db
    .select({
      rowid: sql<number>`${jobs}.rowid`.mapWith(Number),
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      type: jobs.type,
      clientId: jobs.clientId,
      requiredSkills: jobs.requiredSkills,
      preferredSkills: jobs.preferredSkills,
      latitude: jobs.latitude,
      longitude: jobs.longitude,
      salaryMinCents: jobs.salaryMinCents,
      salaryMaxCents: jobs.salaryMaxCents,
      salaryPeriod: jobs.salaryPeriod,
    })
    .from(jobs)
    .innerJoin(
      sql`(select ${jobs}.rowid as pool_rowid, ${preScore} as pre_score from ${jobs}
        where ${jobs}.rowid in (${boundedRowids(
          sql`select ${jobs}.rowid as rid, ${jobs.publishedAt} as published_at, ${jobs.type} as type,
            ${jobs.latitude} as latitude, ${jobs.longitude} as longitude from ${jobs}
            where ${and(...(await jobConditions(db, candidate, query)))}`,
          jobSets(candidate, query),
        )})
        order by pre_score desc, ${jobs}.rowid desc limit ${MATCH_POOL}) pool`,
      sql`pool.pool_rowid = ${jobs}.rowid`,
    )
    .orderBy(sql`pool.pre_score desc`, sql`pool.pool_rowid desc`);
  const ranks = await relevanceRanks(
    db,
    candidate,
    pool.map((job) => job.rowid),
  );
  const { total, page } = scoredPage(
    pool,
    ranks,
    (job, relevance) => matchScore({ job, candidate, relevance, radiusMiles: query.radius, now }),
    query,
  );
  const restrictions = await restrictionsOfPage(
    db,
    candidate,
    page.map(({ row }) => row),
    now,
  );
  return {
    total,
    rows: page.map(({ row: job, score, reasons }) => ({
      jobId: job.id,
      title: job.title,
      company: job.company,
      location: job.location,
      score,
      reasons,
      restrictions: restrictions.get(job.id) ?? [],
    })),
  };
}

/** The restrictions of a page of a candidate's jobs, by job id. */
async function restrictionsOfPage(
  db: Db,
  candidate: MatchedCandidate,
  page: readonly { id: string; clientId: string | null }[],
  now: Date,
): Promise<Map<string, MatchRestriction[]>> {
  const clientIds = [...new Set(page.flatMap((job) => (job.clientId ? [job.clientId] : [])))];
  const [offLimits, submitted, open] = await Promise.all([
    offLimitsOf(db, [candidate], now),
    submittedToClient(db, [candidate.id], clientIds),
    openApplicationsOf(db, [candidate.id]),
  ]);
  const person = personRestrictions(offLimits.get(candidate.id));
  return new Map(
    page.map((job) => {
      const restrictions = [...person];
      for (const row of submitted.filter((row) => row.clientId === job.clientId))
        restrictions.push({ kind: "submitted_to_client", detail: `Already submitted to ${row.clientName}` });
      for (const application of open) {
        const restriction = inProcessRestriction(application, job.id);
        if (restriction) restrictions.push(restriction);
      }
      return [job.id, restrictions];
    }),
  );
}
