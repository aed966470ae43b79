import { and, eq, isNull, sql } from "drizzle-orm";
import { availableFromOf } from "../assignments/availability-store";
import type { JobMatchesQuery } from "../contract/match-queries";
import type { CandidateMatch, MatchRestriction } from "../contract/matching";
import type { Db } from "../db/client";
import { qualified } from "../db/column-sql";
import { withinCircle } from "../db/geo-sql";
import { applications, candidates, jobs } from "../db/schema";
import { anyOfFtsQuery } from "../domain/fts-query";
import {
  COMMUTE_MILES_DEFAULT,
  type MatchJob,
  type MatchScore,
  matchScore,
  normalizedRelevance,
} from "../domain/match-score";
import { firmToday } from "../jobs/store";
import { candidateConditions, inPoolOfIndex, resolveCandidateFilter } from "./filters";
import { type BoundedSet, boundedRowids, candidatePreScore, MATCH_POOL } from "./pre-score";
import {
  inProcessRestriction,
  offLimitsOf,
  openApplicationsOf,
  personRestrictions,
  submittedToClient,
} from "./restrictions";

/**
 * A job order's candidates, ranked (issue 46 item 4). Bounded at any size: the filters narrow in SQL (a radius by
 * the latitude index's box), the SQL pre-score (worker/matching/pre-score.ts) keeps the best MATCH_POOL of the
 * bounded sets (decision 103: the newest MATCH_SCAN and everyone within reach of the job), and only those are scored
 * in full (relevance through the candidates' words index, for those rows only), sorted and paged; restrictions are
 * read for the page alone. The list is that shortlist: X-Total-Count counts it (at most MATCH_POOL). Erased
 * candidates are never matched.
 */

const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  type: jobs.type,
  clientId: jobs.clientId,
  requiredSkills: jobs.requiredSkills,
  preferredSkills: jobs.preferredSkills,
  latitude: jobs.latitude,
  longitude: jobs.longitude,
  salaryMinCents: jobs.salaryMinCents,
  salaryMaxCents: jobs.salaryMaxCents,
  salaryPeriod: jobs.salaryPeriod,
};

export type MatchedJob = MatchJob & { id: string; title: string; clientId: string | null };

/** The job to match, or undefined. */
export async function jobToMatch(db: Db, id: string): Promise<MatchedJob | undefined> {
  return db.select(jobColumns).from(jobs).where(eq(jobs.id, id)).get();
}

const candidateId = qualified(candidates.id);

/** When a person was last active: staff's last change to them, or their newest application. */
const lastActiveAt = sql<number>`max(${qualified(candidates.updatedAt)}, coalesce((select max(${applications.createdAt})
  from ${applications} where ${applications.candidateId} = ${candidateId}), 0))`;

export const candidateMatchColumns = {
  rowid: sql<number>`${candidates}.rowid`.mapWith(Number),
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  location: candidates.location,
  latitude: candidates.latitude,
  longitude: candidates.longitude,
  willingToRelocate: candidates.willingToRelocate,
  remotePreference: candidates.remotePreference,
  desiredPayCents: candidates.desiredPayCents,
  desiredPayPeriod: candidates.desiredPayPeriod,
  availableInWeeks: candidates.availableInWeeks,
  skills: candidates.skills,
  lastActiveAt: lastActiveAt.mapWith((value) => new Date(Number(value))),
};

/**
 * bm25 weights of candidates_words_fts's columns for a match's relevance: name, tags, current positions, notes,
 * resume texts. What a person did and wrote counts; their name does not.
 */
const RELEVANCE_RANK = sql`bm25(candidates_words_fts, 0.0, 2.0, 3.0, 1.0, 1.0)`;

/** The words a job is searched by in resumes: its skills, each a phrase, and the words of its title. */
const jobWords = (job: MatchedJob) => [...job.requiredSkills, ...job.preferredSkills, ...job.title.split(/\s+/)];

/** The bm25 rank of each of the pool's candidates the job's words find, by rowid. */
async function relevanceRanks(db: Db, job: MatchedJob, rowids: readonly number[]): Promise<Map<number, number>> {
  const match = anyOfFtsQuery(jobWords(job));
  if (!match || rowids.length === 0) return new Map();
  const rows = await db.all<{ rowid: number; rank: number }>(
    sql`select rowid, ${RELEVANCE_RANK} as rank from candidates_words_fts where candidates_words_fts match ${match}
      and ${inPoolOfIndex(rowids)}`,
  );
  return new Map(rows.map((row) => [Number(row.rowid), Number(row.rank)]));
}

/**
 * The pool scored and the page asked for: each row's match with its resume's relevance against the best rank found,
 * best score first, then in the pre-score's order (the pool came sorted by it); `total` is the pool's size.
 */
export function scoredPage<Row extends { rowid: number }>(
  pool: readonly Row[],
  ranks: ReadonlyMap<number, number>,
  scoreOf: (row: Row, relevance: number | null) => MatchScore,
  page: { offset: number; limit: number },
): { total: number; page: (MatchScore & { row: Row })[] } {
  const best = ranks.size > 0 ? Math.min(...ranks.values()) : null;
  const scored = pool
    .map((row, order) => ({ row, order, ...scoreOf(row, normalizedRelevance(ranks.get(row.rowid), best)) }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return { total: scored.length, page: scored.slice(page.offset, page.offset + page.limit) };
}

/** A page of a job's matches with the shortlist's size. */
export async function jobMatches(
  db: Db,
  job: MatchedJob,
  query: JobMatchesQuery,
  now: Date,
): Promise<{ rows: CandidateMatch[]; total: number }> {
  const center =
    job.latitude !== null && job.longitude !== null ? { latitude: job.latitude, longitude: job.longitude } : undefined;
  const filter = await resolveCandidateFilter(db, query, { center, payPeriod: job.salaryPeriod ?? "year" });
  const preScore = candidatePreScore(
    job,
    {
      latitude: candidates.latitude,
      longitude: candidates.longitude,
      skills: qualified(candidates.skills),
      willingToRelocate: candidates.willingToRelocate,
      desiredPayCents: candidates.desiredPayCents,
      desiredPayPeriod: candidates.desiredPayPeriod,
      availableInWeeks: candidates.availableInWeeks,
    },
    query.radius,
  );
  const filtered = sql`select ${candidates}.rowid as rid, ${candidates.latitude} as latitude,
    ${candidates.longitude} as longitude from ${candidates}
    where ${and(isNull(candidates.erasedAt), ...candidateConditions(filter))}`;
  // Everyone within reach: of the job's place (the latitude index's box) besides the newest MATCH_SCAN, or of a radius
  // filter's (its box) alone. The newest alone would miss a long-known local person with every skill.
  const sets: BoundedSet[] = filter.circle ? [{}] : [{ newest: sql`rid` }];
  if (center && job.type !== "Remote" && !filter.circle)
    sets.push({
      where: withinCircle(sql`latitude`, sql`longitude`, { center, miles: COMMUTE_MILES_DEFAULT }),
    });
  // The pool is chosen on the pre-score alone; the columns (the last activity's subquery too) are read for it only.
  const chosen = sql`(select ${candidates}.rowid as pool_rowid, ${preScore} as pre_score from ${candidates}
    where ${candidates}.rowid in (${boundedRowids(filtered, sets)})
    order by pre_score desc, ${candidates}.rowid desc limit ${MATCH_POOL}) pool`;
  const pool = await db
    .select(candidateMatchColumns)
    .from(candidates)
    .innerJoin(chosen, sql`pool.pool_rowid = ${candidates}.rowid`)
    .orderBy(sql`pool.pre_score desc`, sql`pool.pool_rowid desc`);
  const ranks = await relevanceRanks(
    db,
    job,
    pool.map((row) => row.rowid),
  );
  const { total, page } = scoredPage(
    pool,
    ranks,
    (candidate, relevance) => matchScore({ job, candidate, relevance, radiusMiles: query.radius, now }),
    query,
  );
  const [restrictions, availableFrom] = await Promise.all([
    restrictionsOfPage(
      db,
      job,
      page.map(({ row }) => row),
      now,
    ),
    availableFromOf(
      db,
      page.map(({ row }) => row.id),
      firmToday(now),
    ),
  ]);
  return {
    total,
    rows: page.map(({ row: candidate, score, reasons }) => ({
      candidateId: candidate.id,
      name: `${candidate.firstName} ${candidate.lastName}`,
      location: candidate.location,
      score,
      reasons,
      restrictions: restrictions.get(candidate.id) ?? [],
      availableFrom: availableFrom.get(candidate.id) ?? null,
    })),
  };
}

/** The restrictions of a page of a job's candidates, by candidate id. */
async function restrictionsOfPage(
  db: Db,
  job: MatchedJob,
  people: readonly { id: string; email: string }[],
  now: Date,
): Promise<Map<string, MatchRestriction[]>> {
  const ids = people.map((person) => person.id);
  const [offLimits, submitted, open] = await Promise.all([
    offLimitsOf(db, people, now),
    submittedToClient(db, ids, job.clientId ? [job.clientId] : []),
    openApplicationsOf(db, ids),
  ]);
  const byCandidate = new Map(ids.map((id) => [id, personRestrictions(offLimits.get(id))]));
  for (const row of submitted)
    byCandidate
      .get(row.candidateId)
      ?.push({ kind: "submitted_to_client", detail: `Already submitted to ${row.clientName}` });
  for (const application of open) {
    const restriction = inProcessRestriction(application, job.id);
    if (restriction) byCandidate.get(application.candidateId)?.push(restriction);
  }
  return byCandidate;
}
