import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { skillKey } from "../contract/skills";
import { numberLiteral as n, withinCircle } from "../db/geo-sql";
import {
  COMMUTE_MILES_DEFAULT,
  MATCH_WEIGHTS,
  type MatchCandidate,
  type MatchJob,
  yearlyCents,
} from "../domain/match-score";
import { countOfKeys, payIn } from "./filters";

/**
 * The score's parts SQL can weigh, to choose the bounded set the full score (worker/domain/match-score.ts) is
 * computed for: skills, distance (inside the radius, or willing to relocate), pay and notice, by the same weights,
 * coarser. Relevance (an FTS rank) and recency are left to the full score: they reorder the set, they do not choose
 * it. Each side (a job's candidates, a person's jobs) has its own, on the row's columns.
 */

/** How many rows the full score is computed for: the matches listed are the best this many by the pre-score. */
export const MATCH_POOL = 500;

/**
 * How many rows each bounded set offers the pre-score (decision 103): the newest this many of the filtered rows,
 * and as many of those within reach (and, for a person, of the remote jobs), each read in an index's order.
 */
export const MATCH_SCAN = 1_000;

/** How far back a set with a condition walks the newest rows for its MATCH_SCAN (a person's remote or nearby jobs). */
export const MATCH_WALK = 5 * MATCH_SCAN;

/**
 * A set of the filtered rows: those `where` holds (all of them without it); the newest MATCH_SCAN by `newest`
 * (among the newest MATCH_WALK with `walk`), or every one without `newest` (a place's: bounded by its index's box).
 */
export interface BoundedSet {
  where?: SQL;
  newest?: SQL;
  walk?: boolean;
}

/**
 * The row ids the pre-score chooses the pool from (decision 103): the union of the bounded sets of `filtered` (a
 * select of `rid`, the row's id, and the columns the sets test). `filtered` is written once (its parameters bound
 * once) and inlined into each set, so each set walks its own index and stops at its limit.
 */
export function boundedRowids(filtered: SQL, sets: readonly BoundedSet[]): SQL {
  const arms = sets.map(({ where, newest, walk }) => {
    const from =
      walk && newest ? sql`(select * from filtered order by ${newest} desc limit ${n(MATCH_WALK)})` : sql`filtered`;
    const rows = sql`select rid from ${from} ${where ? sql`where ${where}` : sql``}`;
    return newest ? sql`select rid from (${rows} order by ${newest} desc limit ${n(MATCH_SCAN)})` : rows;
  });
  return sql`with filtered as not materialized (${filtered}) ${sql.join(arms, sql` union `)}`;
}

const HALF = 0.5;

/** Points as SQL of a fraction (0-1) of a part's weight. */
const points = (weight: number, fraction: SQL | number) =>
  sql`(${n(weight)} * ${typeof fraction === "number" ? n(fraction) : fraction})`;

/** The columns a side's pre-score reads, as SQL. */
interface PlaceColumns {
  latitude: SQLiteColumn | SQL;
  longitude: SQLiteColumn | SQL;
}

/** The distance part: within the radius of the fixed point, 0.75 on average; beyond it, relocation's 0.25. */
function distancePoints(
  remote: boolean,
  fixed: { latitude: number | null; longitude: number | null },
  row: PlaceColumns,
  relocates: SQL,
  radiusMiles: number,
): SQL {
  if (remote) return points(MATCH_WEIGHTS.distance, 1);
  if (fixed.latitude === null || fixed.longitude === null) return points(MATCH_WEIGHTS.distance, HALF);
  const circle = { center: { latitude: fixed.latitude, longitude: fixed.longitude }, miles: radiusMiles };
  return points(
    MATCH_WEIGHTS.distance,
    sql`(case when ${row.latitude} is null or ${row.longitude} is null then ${n(HALF)}
      when ${withinCircle(row.latitude, row.longitude, circle)} then 0.75
      when ${relocates} then 0.25 else 0 end)`,
  );
}

/**
 * The most skills of a side the pre-score compares (each binds a parameter; D1 allows a hundred a statement): a job's
 * first of each list, a person's first. The full score compares them all.
 */
export const PRE_SCORE_SKILLS_MAX = 12;

const keysOf = (skills: readonly string[]) => [...new Set(skills.map(skillKey))].slice(0, PRE_SCORE_SKILLS_MAX);

/** A job's candidates: the candidate's columns against the job's constants. */
export function candidatePreScore(
  job: MatchJob,
  row: PlaceColumns & {
    skills: SQL;
    willingToRelocate: SQLiteColumn;
    desiredPayCents: SQLiteColumn;
    desiredPayPeriod: SQLiteColumn;
    availableInWeeks: SQLiteColumn;
  },
  radiusMiles = COMMUTE_MILES_DEFAULT,
): SQL {
  const required = keysOf(job.requiredSkills);
  const preferred = keysOf(job.preferredSkills).filter((key) => !required.includes(key));
  const count = (keys: string[]) => countOfKeys(row.skills, keys);
  const asked = 2 * required.length + preferred.length;
  const skills =
    asked === 0
      ? points(MATCH_WEIGHTS.skills, HALF)
      : points(MATCH_WEIGHTS.skills, sql`(2.0 * ${count(required)} + ${count(preferred)}) / ${n(asked)}`);
  const distance = distancePoints(job.type === "Remote", job, row, sql`${row.willingToRelocate} = 1`, radiusMiles);
  let pay = points(MATCH_WEIGHTS.pay, HALF);
  if (job.salaryPeriod && (job.salaryMinCents !== null || job.salaryMaxCents !== null)) {
    const ask = payIn(row.desiredPayCents, row.desiredPayPeriod, "year");
    const min = job.salaryMinCents === null ? null : yearlyCents(job.salaryMinCents, job.salaryPeriod);
    const max = job.salaryMaxCents === null ? null : yearlyCents(job.salaryMaxCents, job.salaryPeriod);
    pay = points(
      MATCH_WEIGHTS.pay,
      sql`(case when ${row.desiredPayCents} is null or ${row.desiredPayPeriod} is null then ${n(HALF)}
        when ${min !== null ? sql`${ask} < ${n(min)}` : sql`0`} then 0.8
        when ${max !== null ? sql`${ask} > ${n(max)}` : sql`0`} then 0.4 else 1 end)`,
    );
  }
  const notice = points(
    MATCH_WEIGHTS.availability,
    sql`(case when ${row.availableInWeeks} is null then ${n(HALF)} else max(0, 1 - ${row.availableInWeeks} / 12.0) end)`,
  );
  return sql`(${skills} + ${distance} + ${pay} + ${notice})`;
}

/** A person's jobs: the job's columns against the person's constants. */
export function jobPreScore(
  candidate: MatchCandidate,
  row: PlaceColumns & {
    type: SQLiteColumn;
    requiredSkills: SQL;
    preferredSkills: SQL;
    salaryMinCents: SQLiteColumn;
    salaryMaxCents: SQLiteColumn;
    salaryPeriod: SQLiteColumn;
  },
  radiusMiles = COMMUTE_MILES_DEFAULT,
): SQL {
  // The person's skills each job list holds: as many as the list's elements the person has (each once).
  const held = (list: SQL) => countOfKeys(list, keysOf(candidate.skills));
  const asked = sql`(2 * json_array_length(${row.requiredSkills}) + json_array_length(${row.preferredSkills}))`;
  const skills = points(
    MATCH_WEIGHTS.skills,
    sql`(case when ${asked} = 0 then ${n(HALF)} else (2.0 * ${held(row.requiredSkills)} + ${held(row.preferredSkills)}) / ${asked} end)`,
  );
  const relocates = candidate.willingToRelocate ? sql`1` : sql`0`;
  const remote = sql`${row.type} = 'Remote'`;
  const distance = sql`(case when ${remote} then ${n(MATCH_WEIGHTS.distance)} else ${distancePoints(false, candidate, row, relocates, radiusMiles)} end)`;
  let pay = points(MATCH_WEIGHTS.pay, HALF);
  if (candidate.desiredPayCents !== null && candidate.desiredPayPeriod !== null) {
    const ask = yearlyCents(candidate.desiredPayCents, candidate.desiredPayPeriod);
    const min = payIn(row.salaryMinCents, row.salaryPeriod, "year");
    const max = payIn(row.salaryMaxCents, row.salaryPeriod, "year");
    pay = points(
      MATCH_WEIGHTS.pay,
      sql`(case when ${row.salaryPeriod} is null or (${row.salaryMinCents} is null and ${row.salaryMaxCents} is null) then ${n(HALF)}
        when ${row.salaryMinCents} is not null and ${n(ask)} < ${min} then 0.8
        when ${row.salaryMaxCents} is not null and ${n(ask)} > ${max} then 0.4 else 1 end)`,
    );
  }
  return sql`(${skills} + ${distance} + ${pay})`;
}
