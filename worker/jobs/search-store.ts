import { and, asc, count, desc, eq, getTableColumns, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { JobStatus } from "../contract/enums";
import { CONFIDENTIAL_COMPANY, type JobView, SIMILAR_JOBS_SHOWN, type StaffJobView } from "../contract/job-listing";
import type { JobListQuery, StaffJobSort } from "../contract/jobs";
import { HOURS_PER_YEAR, NEAR_RADIUS_DEFAULT } from "../contract/matching";
import type { Db } from "../db/client";
import { withinCircle } from "../db/geo-sql";
import { type Job, jobs } from "../db/schema";
import { suggestedJobSkills } from "../domain/job-asks";
import type { JobFacets } from "../domain/job-filters";
import { jobsFtsQuery, jobsPrefixWord } from "../domain/job-search";
import { knownPlace } from "../places/store";

/** The jobs area's reads: the public list and search (ranked by FTS5), one job, similar jobs, and a job's view. */

export interface JobSearch {
  /** Free text over title, company and description (FTS5, ranked). */
  keyword?: string;
  /** Exact location, e.g. "New York, NY" or "Remote". */
  location?: string;
  industry?: Job["industry"];
  /** Undefined: every status (staff only). */
  status?: JobStatus;
  /** Within a radius of a place (remote jobs too), remote only, a yearly salary floor (worker/domain/job-filters.ts). */
  near?: JobFacets["near"];
  remote?: boolean;
  salaryMinCents?: number;
  /** Undefined: relevance for a keyword search, else newest first. */
  sort?: StaffJobSort;
  limit: number;
  offset: number;
}

/**
 * The search a GET /api/jobs query asks for: a visitor's is always of published jobs, ranked or newest first (the
 * API and the /jobs page the Worker renders); staff (`forStaff`) choose the status and the order. `near` is looked
 * up in the gazetteer (a 400 naming it when unknown), its radius NEAR_RADIUS_DEFAULT miles unless given; a radius
 * without a place filters nothing.
 */
export async function jobSearchOf(db: Db, query: JobListQuery, forStaff: boolean): Promise<JobSearch> {
  const place = query.near ? await knownPlace(db, query.near, "near") : undefined;
  return {
    keyword: query.title || undefined,
    location: query.location || undefined,
    industry: query.industry || undefined,
    status: forStaff ? query.status || undefined : "published",
    near: place && { center: place, radiusMiles: query.radius ?? NEAR_RADIUS_DEFAULT },
    remote: query.remote,
    salaryMinCents: query.salaryMin === undefined ? undefined : Math.round(query.salaryMin * 100),
    sort: forStaff ? query.sort : undefined,
    limit: query.limit,
    offset: query.offset,
  };
}

/** isRemoteJob (worker/contract/job-listing.ts) in SQL. */
export const remoteJobSql = or(eq(jobs.type, "Remote"), sql`lower(trim(${jobs.location})) = 'remote'`)!;

/**
 * jobIsNear in SQL as three parts no job is in twice: the jobs of type Remote (a range of
 * jobs_status_type_salary_idx), the others in the circle (a box of jobs_status_place_idx, measured) and the others
 * with no coordinates whose location is "Remote" (that index's null latitudes). Each part is counted from its index
 * alone (the salary floor's columns are in both), so a radius's count reads no job's row.
 */
function nearParts(near: NonNullable<JobFacets["near"]>, status: JobStatus | undefined): SQL[] {
  return NEAR_PARTS.map((part) => part.where(near, status));
}

/** The parts of `nearParts` with the index that counts each (named: SQLite's planner took another for the third). */
const NEAR_PARTS: { index: SQL; where: (near: NonNullable<JobFacets["near"]>, status?: JobStatus) => SQL }[] = [
  {
    index: sql.raw("jobs_status_type_salary_idx"),
    where: (_, status) => and(status && eq(jobs.status, status), eq(jobs.type, "Remote"))!,
  },
  {
    index: sql.raw("jobs_status_place_idx"),
    where: (near, status) =>
      and(
        status && eq(jobs.status, status),
        ne(jobs.type, "Remote"),
        withinCircle(jobs.latitude, jobs.longitude, { center: near.center, miles: near.radiusMiles }),
      )!,
  },
  {
    index: sql.raw("jobs_status_place_idx"),
    where: (_, status) =>
      and(
        status && eq(jobs.status, status),
        ne(jobs.type, "Remote"),
        isNull(jobs.latitude),
        sql`lower(trim(${jobs.location})) = 'remote'`,
      )!,
  },
];

/** A yearly salary floor in SQL: jobMeetsAlert's (worker/domain/job-filters.ts). */
function salaryFloorSql(salaryMinCents: number): SQL {
  return sql`coalesce(${jobs.salaryMaxCents}, ${jobs.salaryMinCents}) * iif(${jobs.salaryPeriod} = 'hour', ${HOURS_PER_YEAR}, 1) >= ${salaryMinCents}`;
}

/** The filters every job search applies outside the index (worker/domain/job-filters.ts), `near` aside. */
function facetsSql(search: JobSearch): SQL | undefined {
  return and(
    search.remote ? remoteJobSql : undefined,
    search.salaryMinCents === undefined ? undefined : salaryFloorSql(search.salaryMinCents),
  );
}

/** The filters the (status, industry|location, created_at) indexes answer. */
function indexedFilters(search: JobSearch): SQL | undefined {
  return and(
    search.status ? eq(jobs.status, search.status) : undefined,
    search.industry ? eq(jobs.industry, search.industry) : undefined,
    search.location ? eq(jobs.location, search.location) : undefined,
  );
}

/**
 * Up to this many jobs near a place are ordered by reading each (a sort of them all); more, and the newest are found
 * by walking the jobs newest first until a page is full, which reads about (offset + limit) x (published jobs /
 * matches) rows, at most a few thousand for a first page. Either way a page costs what a few thousand rows do,
 * however many jobs there are (bench/scale: 60,000 matches sorted took 47 ms, walked 0.1 ms).
 */
const NEAR_SORTED_AT_MOST = 5000;

/** How many jobs a radius search finds: its three parts counted apart (`nearParts`), each from its index. */
export function nearCountSql(search: JobSearch & { near: NonNullable<JobSearch["near"]> }): SQL {
  const others = and(indexedFilters(search), facetsSql(search));
  // Staff may search every status, which no index of these leads with.
  const counts = NEAR_PARTS.map((part) => {
    const indexed = search.status ? sql` indexed by ${part.index}` : sql``;
    return sql`(select count(*) from ${jobs}${indexed} where ${and(part.where(search.near, search.status), others)})`;
  });
  return sql`select ${sql.join(counts, sql` + `)} as total`;
}

/**
 * A radius search's page and count, newest first (decision 097): the count first, from the indexes alone; then the
 * page, the matches sorted when few, else by walking the newest jobs (NEAR_SORTED_AT_MOST).
 */
async function searchNear(
  db: Db,
  search: JobSearch & { near: NonNullable<JobSearch["near"]> },
): Promise<{ rows: Job[]; total: number }> {
  const counted = await db.get<{ total: number }>(nearCountSql(search));
  const total = counted?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const others = and(indexedFilters(search), facetsSql(search));
  const matches =
    total <= NEAR_SORTED_AT_MOST
      ? sql`${jobs}.rowid in (${sql.join(
          nearParts(search.near, search.status).map(
            (part) => sql`select rowid from ${jobs} where ${and(part, others)}`,
          ),
          sql` union all `,
        )})`
      : and(others, or(...nearParts(search.near, undefined)));
  const rows = await db
    .select()
    .from(jobs)
    .where(matches)
    .orderBy(...ORDERS[search.sort ?? "newest"])
    .limit(search.limit)
    .offset(search.offset);
  return { rows, total };
}

const ORDERS: Record<StaffJobSort, SQL[]> = {
  newest: [desc(jobs.createdAt), desc(jobs.id)],
  oldest: [asc(jobs.createdAt), asc(jobs.id)],
  title: [asc(sql`${jobs.title} collate nocase`), asc(jobs.id)],
  updated: [desc(jobs.updatedAt), desc(jobs.id)],
};

/**
 * bm25 weights of the FTS columns (title, company, description, the same three for jobs that are not published,
 * status, facets): a keyword in the title counts most, then the company, then the description. The filter columns
 * weigh nothing: the status, location or industry asked for adds nothing to a job's score.
 */
const RANK = sql`bm25(jobs_fts, 10.0, 4.0, 1.0, 10.0, 4.0, 1.0, 0.0, 0.0)`;

/**
 * How many of a keyword's matches, the most recently added, are ranked by relevance; older matches follow them
 * newest first. Ranking reads every match it orders (bm25 per row), so an unbounded ranking grows with the table: at
 * 25,000 matches it took 43 ms against 2 ms to count them (bench/scale, decision 036).
 */
export const RANKED_MATCHES = 1000;

/**
 * The punctuation a title's words are split on for the whole-word check, as SQL: char() codes, so no visitor text
 * and no quoting is involved. FTS5 splits on every character that is not a letter or digit; these are the ones
 * titles use ("Controller, Finance", "Controller/Treasurer", "Controller (Interim)").
 */
const TITLE_PUNCTUATION = ["-", "/", ",", ".", "(", ")", "&", ":", ";", "'", '"', "!", "?", "+", "|", "[", "]", "\t"];

/**
 * 0 when the job's title holds `word` (lowercase) as a whole word, else 1: the first key of a keyword search's
 * ranking, so whole-word matches come before prefix and stem matches, bm25 ordering each group. The title is
 * read from the index's content (published or hidden, whichever the job has), only for the ranked matches.
 */
function titleTier(word: string | undefined): SQL {
  if (!word) return sql`0`;
  let title = "lower(coalesce(jobs_fts.title, jobs_fts.hidden_title, ''))";
  for (const mark of TITLE_PUNCTUATION) title = `replace(${title}, char(${mark.charCodeAt(0)}), ' ')`;
  return sql`iif(instr(' ' || ${sql.raw(title)} || ' ', ${` ${word} `}) > 0, 0, 1)`;
}

/**
 * One page of jobs and the total that match, in one D1 round trip. Without a keyword: newest first, served by the
 * (status, industry|location, created_at) indexes. With one: the newest RANKED_MATCHES FTS5 matches ranked, those
 * whose title holds the last word whole first (`titleTier`), each group by bm25 (most recently added first among
 * equals), then any older matches newest first. A keyword with no searchable word (only punctuation) is no keyword.
 */
export async function searchJobs(db: Db, search: JobSearch): Promise<{ rows: Job[]; total: number }> {
  const match = search.keyword ? jobsFtsQuery({ ...search, keyword: search.keyword }) : undefined;
  if (!match && search.near) return searchNear(db, { ...search, near: search.near });
  const facets = and(search.near ? or(...nearParts(search.near, search.status)) : undefined, facetsSql(search));

  if (!match || search.sort) {
    // A chosen order over a keyword search: the index answers its filters, the order is read from `jobs`.
    const where = and(
      match ? sql`${jobs}.rowid in (select rowid from jobs_fts where jobs_fts match ${match})` : indexedFilters(search),
      facets,
    );
    const [rows, [counted]] = await db.batch([
      db
        .select()
        .from(jobs)
        .where(where)
        .orderBy(...ORDERS[search.sort ?? "newest"])
        .limit(search.limit)
        .offset(search.offset),
      db.select({ total: count() }).from(jobs).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  // The index answers every filter (jobsFtsQuery), so ranking, paging and counting run on the matches inside it and
  // only the page's jobs are read from `jobs`, by rowid; the facets it does not hold narrow its matches to a set of
  // rowids read from `jobs` once. Rowids grow with each job added, so the newest matches are
  // those from the RANKED_MATCHES-th newest match's rowid up, a range FTS5 reads alone. Ties break on rowid, newest
  // row first, which the index knows (created_at would mean reading every match's row from `jobs`).
  const matches = facets
    ? sql`jobs_fts MATCH ${match} and jobs_fts.rowid in (select ${jobs}.rowid from ${jobs} where ${facets})`
    : sql`jobs_fts MATCH ${match}`;
  const rankedFrom = sql`(select coalesce(min(rowid), 0) from (select rowid from jobs_fts where ${matches} order by rowid desc limit ${RANKED_MATCHES}))`;
  const tier = titleTier(jobsPrefixWord(search.keyword ?? ""));
  const ranked = db
    .select({
      rowid: sql<number>`jobs_fts.rowid`.as("fts_rowid"),
      tier: sql<number>`${tier}`.as("fts_tier"),
      score: sql<number>`${RANK}`.as("fts_score"),
    })
    .from(sql`jobs_fts`)
    .where(sql`${matches} and jobs_fts.rowid >= ${rankedFrom}`)
    .orderBy(sql`fts_tier`, RANK, sql`jobs_fts.rowid desc`)
    .limit(search.limit)
    .offset(search.offset)
    .as("ranked");
  const rankedPage = db
    .select(getTableColumns(jobs))
    .from(ranked)
    .innerJoin(jobs, sql`${jobs}.rowid = ${ranked.rowid}`)
    .orderBy(sql`${ranked.tier}`, sql`${ranked.score}`, sql`${ranked.rowid} desc`);
  const total = db.select({ total: count() }).from(sql`jobs_fts`).where(matches);
  // Past the ranked matches (only when there are more than RANKED_MATCHES, so that range holds exactly that many).
  const olderLimit = Math.min(search.limit, search.offset + search.limit - RANKED_MATCHES);
  if (olderLimit <= 0) {
    const [rows, [counted]] = await db.batch([rankedPage, total]);
    return { rows, total: counted?.total ?? 0 };
  }
  const older = db
    .select({ rowid: sql<number>`jobs_fts.rowid`.as("fts_rowid") })
    .from(sql`jobs_fts`)
    .where(sql`${matches} and jobs_fts.rowid < ${rankedFrom}`)
    .orderBy(sql`jobs_fts.rowid desc`)
    .limit(olderLimit)
    .offset(Math.max(0, search.offset - RANKED_MATCHES))
    .as("older");
  const [rankedRows, olderRows, [counted]] = await db.batch([
    rankedPage,
    db
      .select(getTableColumns(jobs))
      .from(older)
      .innerJoin(jobs, sql`${jobs}.rowid = ${older.rowid}`)
      .orderBy(sql`${older.rowid} desc`),
    total,
  ]);
  return { rows: [...rankedRows, ...olderRows], total: counted?.total ?? 0 };
}

/** A job as the API shows it; its owner only to staff (`forStaff`). */
export function toJobView(job: Job, forStaff = false): JobView {
  return {
    id: job.id,
    title: job.title,
    // The store writes it so already (worker/jobs/store.ts); a row written otherwise (a seed, an import) is masked too.
    company: job.confidential && !forStaff ? CONFIDENTIAL_COMPANY : job.company,
    location: job.location,
    type: job.type,
    industry: job.industry,
    description: job.description,
    requirements: job.requirements,
    salary: job.salary ?? null,
    // Dollars from the stored cents (decision 092): what JSON-LD and filters read, never the text parsed again.
    salaryMin: job.salaryMinCents === null ? null : job.salaryMinCents / 100,
    salaryMax: job.salaryMaxCents === null ? null : job.salaryMaxCents / 100,
    salaryPeriod: job.salaryPeriod ?? null,
    requiredSkills: job.requiredSkills,
    preferredSkills: job.preferredSkills,
    isUrgent: job.isUrgent,
    status: job.status,
    experienceLevel: job.experienceLevel ?? null,
    benefits: job.benefits ?? null,
    publishToPortals: job.publishToPortals,
    validThrough: job.validThrough ?? null,
    applicantCountry: job.applicantCountry ?? null,
    ownerId: forStaff ? (job.ownerId ?? null) : null,
    clientId: forStaff ? (job.clientId ?? null) : null,
    hiringContactId: forStaff ? (job.hiringContactId ?? null) : null,
    confidential: job.confidential,
    openings: job.openings,
    imageUrl: job.imageUrl ?? null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** A job as staff's answer of one job gives it: with the skills its requirements suggest that it does not list. */
export function toStaffJobView(job: Job): StaffJobView {
  return { ...toJobView(job, true), suggestedSkills: suggestedJobSkills(job) };
}

/**
 * A job as the public sees it: published, closed (archived: its page answers 410) or, for an unknown id or a
 * draft, undefined (404).
 */
export async function findPublicJob(db: Db, id: string): Promise<{ open: JobView } | { closed: Job } | undefined> {
  const job = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1).get();
  if (job?.status === "published") return { open: toJobView(job) };
  if (job?.status === "archived") return { closed: job };
  return undefined;
}

/**
 * Up to SIMILAR_JOBS_SHOWN open jobs like this one, newest first: those in its industry or at its location, the ones
 * matching both first. Each side is one range of a (status, industry|location, created_at) index.
 */
export async function similarJobs(db: Db, job: Pick<Job, "id" | "industry" | "location">): Promise<JobView[]> {
  const like = (column: typeof jobs.industry | typeof jobs.location, value: string) =>
    db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, "published"), eq(column, value), ne(jobs.id, job.id)))
      .orderBy(desc(jobs.createdAt))
      .limit(SIMILAR_JOBS_SHOWN * 2);
  const [byIndustry, byLocation] = await db.batch([
    like(jobs.industry, job.industry),
    like(jobs.location, job.location),
  ]);
  const both = byIndustry.filter((a) => byLocation.some((b) => b.id === a.id));
  const seen = new Set<string>();
  return [...both, ...byIndustry, ...byLocation]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, SIMILAR_JOBS_SHOWN)
    .map((row) => toJobView(row));
}

/** A job of any status, as staff see it; undefined when there is no such job. */
export async function findJob(db: Db, id: string): Promise<StaffJobView | undefined> {
  const job = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1).get();
  return job && toStaffJobView(job);
}
