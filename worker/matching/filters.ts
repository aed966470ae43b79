import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ApplicationStage } from "../contract/enums";
import { HOURS_PER_YEAR, type PayPeriod, type RemotePreference, type SkillsMode } from "../contract/matching";
import type { Db } from "../db/client";
import { qualified } from "../db/column-sql";
import { type Circle, numberLiteral, withinCircle } from "../db/geo-sql";
import { applications, candidates } from "../db/schema";
import type { Coordinates } from "../domain/geo";
import { validationError } from "../http/errors";
import { knownPlace } from "../places/store";

/**
 * The one filter builder of the candidates list and a job's matches (issue 46 items 4 and 7): the query's filters
 * resolved (a place to coordinates, dollars to the period compared in) and turned into SQL conditions on
 * `candidates`, so both lists narrow in the same way, in SQL, before anything is read. A filter on a fact the person
 * has not given (no location, no pay, no notice) leaves them out: they are listed when the filter is not asked.
 */

/** The query fields both lists take (worker/contract/match-queries.ts candidateFilterFields), as parsed. */
export interface CandidateFilterQuery {
  radius?: number;
  near?: string;
  salaryMin?: number;
  salaryMax?: number;
  remote?: RemotePreference;
  skills?: string[];
  skillsMode?: SkillsMode;
  availableInWeeks?: number;
  stage?: ApplicationStage;
  tags?: string[];
  owner?: string;
}

/** The filters resolved: every value as the SQL compares it. */
export interface CandidateFilter {
  circle?: Circle;
  /** Desired pay, in cents per `period`, from `minCents` to `maxCents` (either may be open). */
  pay?: { minCents?: number; maxCents?: number; period: PayPeriod };
  remote?: RemotePreference;
  skills?: { keys: string[]; mode: SkillsMode };
  availableInWeeks?: number;
  stage?: ApplicationStage;
  tags?: string[];
  owner?: string;
}

/**
 * The circle a query asks for: `near`'s place (a 400 naming `near` when the gazetteer does not know it), else
 * `center` (the job's place); a radius with neither is a 400 naming `near`.
 */
export async function circleOf(
  db: Db,
  query: { radius?: number; near?: string },
  center?: Coordinates,
): Promise<Circle | undefined> {
  if (query.radius === undefined) return undefined;
  if (query.near !== undefined) {
    return { center: await knownPlace(db, query.near, "near"), miles: query.radius };
  }
  if (!center) throw validationError([{ path: "near", message: "Give a US ZIP or city to search within a radius of" }]);
  return { center, miles: query.radius };
}

/** A skill or tag as compared: SQLite's lower() of the trimmed text (ASCII case), as `skillKey` for stored skills. */
const keyOf = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** The query resolved against the gazetteer; pay is compared per `payPeriod` (the job's, or a year). */
export async function resolveCandidateFilter(
  db: Db,
  query: CandidateFilterQuery,
  options: { center?: Coordinates; payPeriod: PayPeriod },
): Promise<CandidateFilter> {
  const pay =
    query.salaryMin !== undefined || query.salaryMax !== undefined
      ? { minCents: query.salaryMin, maxCents: query.salaryMax, period: options.payPeriod }
      : undefined;
  return {
    circle: await circleOf(db, query, options.center),
    pay,
    remote: query.remote,
    skills: query.skills?.length ? { keys: query.skills.map(keyOf), mode: query.skillsMode ?? "all" } : undefined,
    availableInWeeks: query.availableInWeeks,
    stage: query.stage,
    tags: query.tags?.length ? query.tags.map(keyOf) : undefined,
    owner: query.owner,
  };
}

const n = numberLiteral;

/** A pay figure in cents converted to `period` (an hour is a year's HOURS_PER_YEAR-th). */
export function payIn(cents: SQL | SQLiteColumn, from: SQL | SQLiteColumn, period: PayPeriod): SQL {
  return period === "year"
    ? sql`(case when ${from} = 'hour' then ${cents} * ${n(HOURS_PER_YEAR)} else ${cents} end)`
    : sql`(case when ${from} = 'year' then ${cents} * 1.0 / ${n(HOURS_PER_YEAR)} else ${cents} end)`;
}

/** A JSON array of strings as one bound parameter. */
export const jsonList = (list: readonly string[]) => sql`${JSON.stringify(list)}`;

/** `column in (the list)` with the list as one parameter: a page of 100 stays under D1's bound parameters. */
export const inJsonList = (column: SQLiteColumn | SQL, list: readonly string[]) =>
  sql`${column} in (select value from json_each(${jsonList(list)}))`;

/**
 * `rowid` among `rowids` (a pool's, of an FTS5 table), as one walk of the words index: the range bounds the index's
 * cursor once and the list is checked outside it (`+rowid`). Given `rowid in (...)`, SQLite filters the index once
 * per id, and each filter makes bm25 count again every row holding each word: 500 times the whole doclist of a
 * common word (270 ms at 50,000 candidates, 1.5 ms this way).
 */
export function inPoolOfIndex(rowids: readonly number[]): SQL {
  const low = Math.min(...rowids);
  const high = Math.max(...rowids);
  return sql`rowid between ${low} and ${high}
    and +rowid in (select cast(value as integer) from json_each(${jsonList(rowids.map(String))}))`;
}

/**
 * Whether a JSON list of skills or tags (its text as stored: `["CPA","Big 4"]`) holds `key` as a whole element, case
 * aside: the key in its JSON quotes found in the lower-cased text. A string search, not json_each: a table-valued
 * function per row costs ten times as much over 50,000 candidates (decision 095). Stored lists are trimmed and each
 * element once (worker/contract/skills.ts normalizeSkills); lower() folds ASCII only, as the candidates search does.
 */
export function holdsKey(list: SQL | SQLiteColumn, key: string): SQL {
  return sql`(instr(lower(${list}), ${JSON.stringify(key)}) > 0)`;
}

/** How many of `keys` a JSON list holds (`holdsKey`): for the "all", "any" and "none" of a skills filter. */
export function countOfKeys(list: SQL | SQLiteColumn, keys: readonly string[]): SQL {
  if (keys.length === 0) return sql`0`;
  return sql`(${sql.join(
    keys.map((key) => holdsKey(list, key)),
    sql` + `,
  )})`;
}

/** `count` of `keys` held as the mode asks: every one, at least one, or none. */
export function skillsModeCondition(count: SQL, keys: readonly string[], mode: SkillsMode): SQL {
  if (mode === "all") return sql`${count} = ${n(keys.length)}`;
  return mode === "any" ? sql`${count} > 0` : sql`${count} = 0`;
}

const candidateId = qualified(candidates.id);

/** The conditions on `candidates` of a resolved filter, each one in SQL. */
export function candidateConditions(filter: CandidateFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.circle) conditions.push(withinCircle(candidates.latitude, candidates.longitude, filter.circle));
  if (filter.pay) {
    const pay = payIn(candidates.desiredPayCents, candidates.desiredPayPeriod, filter.pay.period);
    conditions.push(sql`${candidates.desiredPayCents} is not null and ${candidates.desiredPayPeriod} is not null`);
    if (filter.pay.minCents !== undefined) conditions.push(sql`${pay} >= ${n(filter.pay.minCents)}`);
    if (filter.pay.maxCents !== undefined) conditions.push(sql`${pay} <= ${n(filter.pay.maxCents)}`);
  }
  if (filter.remote) conditions.push(sql`${candidates.remotePreference} = ${filter.remote}`);
  if (filter.skills)
    conditions.push(
      skillsModeCondition(
        countOfKeys(qualified(candidates.skills), filter.skills.keys),
        filter.skills.keys,
        filter.skills.mode,
      ),
    );
  if (filter.availableInWeeks !== undefined)
    conditions.push(sql`${candidates.availableInWeeks} <= ${n(filter.availableInWeeks)}`);
  if (filter.tags)
    conditions.push(sql`${countOfKeys(qualified(candidates.tags), filter.tags)} = ${n(filter.tags.length)}`);
  if (filter.stage)
    conditions.push(
      sql`exists (select 1 from ${applications} where ${applications.candidateId} = ${candidateId} and ${applications.stage} = ${filter.stage})`,
    );
  if (filter.owner)
    conditions.push(
      sql`exists (select 1 from ${applications} where ${applications.candidateId} = ${candidateId} and ${applications.ownerId} = ${filter.owner})`,
    );
  return conditions;
}
