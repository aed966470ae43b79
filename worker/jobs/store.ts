import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { JobStatus } from "../contract/enums";
import type { JobView } from "../contract/job-listing";
import { jobsFtsQuery } from "../domain/job-search";
import type { Db } from "../db/client";
import { type Job, jobs } from "../db/schema";

export interface JobSearch {
  /** Free text over title, company and description (FTS5, ranked). */
  keyword?: string;
  /** Exact location, e.g. "New York, NY" or "Remote". */
  location?: string;
  industry?: Job["industry"];
  /** Undefined: every status (staff only). */
  status?: JobStatus;
  limit: number;
  offset: number;
}

/**
 * bm25 weights of the FTS columns (title, company, description, the same three for jobs that are not published,
 * status, facets): a keyword in the title counts most, then the company, then the description. The filter columns
 * weigh nothing: the status, location or industry asked for adds nothing to a job's score.
 */
const RANK = sql`bm25(jobs_fts, 10.0, 4.0, 1.0, 10.0, 4.0, 1.0, 0.0, 0.0)`;

/**
 * One page of jobs and the total that match, in one D1 round trip. Without a keyword: newest first, served by the
 * (status, industry|location, created_at) indexes. With one: FTS5 matches ranked by bm25, most recently added first
 * among equals. A keyword with no searchable word (only punctuation) is no keyword.
 */
export async function searchJobs(db: Db, search: JobSearch): Promise<{ rows: Job[]; total: number }> {
  const match = search.keyword ? jobsFtsQuery({ ...search, keyword: search.keyword }) : undefined;

  if (!match) {
    const where = and(
      search.status ? eq(jobs.status, search.status) : undefined,
      search.industry ? eq(jobs.industry, search.industry) : undefined,
      search.location ? eq(jobs.location, search.location) : undefined,
    );
    const [rows, [counted]] = await db.batch([
      db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(search.limit).offset(search.offset),
      db.select({ total: count() }).from(jobs).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  // The index answers every filter (jobsFtsQuery), so ranking, paging and counting run on the matches inside it and
  // only the page's jobs are read from `jobs`, by rowid. Ties break on rowid, newest row first, which the index
  // knows (created_at would mean reading every match's row from `jobs`, the cost this avoids).
  const ranked = db
    .select({ rowid: sql<number>`jobs_fts.rowid`.as("fts_rowid"), score: sql<number>`${RANK}`.as("fts_score") })
    .from(sql`jobs_fts`)
    .where(sql`jobs_fts MATCH ${match}`)
    .orderBy(RANK, sql`jobs_fts.rowid desc`)
    .limit(search.limit)
    .offset(search.offset)
    .as("ranked");
  const [rows, [counted]] = await db.batch([
    db
      .select(getTableColumns(jobs))
      .from(ranked)
      .innerJoin(jobs, sql`${jobs}.rowid = ${ranked.rowid}`)
      .orderBy(sql`${ranked.score}`, sql`${ranked.rowid} desc`),
    db.select({ total: count() }).from(sql`jobs_fts`).where(sql`jobs_fts MATCH ${match}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A job as the API shows it. */
export function toJobView(job: Job): JobView {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    industry: job.industry,
    description: job.description,
    requirements: job.requirements,
    salary: job.salary ?? null,
    isUrgent: job.isUrgent,
    status: job.status,
    experienceLevel: job.experienceLevel ?? null,
    benefits: job.benefits ?? null,
    publishToPortals: job.publishToPortals,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
