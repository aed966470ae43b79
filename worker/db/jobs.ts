import { and, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { JobStatus } from "../contract/enums";
import type { JobView } from "../contract/job-listing";
import { toFtsQuery } from "../domain/job-search";
import type { Db } from "./client";
import { type Job, jobs } from "./schema";

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
 * bm25 weights of the FTS columns (title, company, description): a keyword in the title counts most, then the
 * company, then the description.
 */
const RANK = sql`bm25(jobs_fts, 10.0, 4.0, 1.0)`;

/**
 * One page of jobs and the total that match, in one D1 round trip. Without a keyword: newest first, served by the
 * (status, industry|location, created_at) indexes. With one: FTS5 matches ranked by bm25, newest first among equals.
 * A keyword with no searchable word (only punctuation) is no keyword.
 */
export async function searchJobs(db: Db, search: JobSearch): Promise<{ rows: Job[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    search.status ? eq(jobs.status, search.status) : undefined,
    search.industry ? eq(jobs.industry, search.industry) : undefined,
    search.location ? eq(jobs.location, search.location) : undefined,
  ];
  const match = search.keyword ? toFtsQuery(search.keyword) : undefined;

  if (!match) {
    const where = and(...filters);
    const [rows, [counted]] = await db.batch([
      db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(search.limit).offset(search.offset),
      db.select({ total: count() }).from(jobs).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  const [rows, [counted]] = await db.batch([
    db
      .select(getTableColumns(jobs))
      .from(jobs)
      .innerJoin(sql`jobs_fts`, sql`jobs_fts.rowid = ${jobs}.rowid`)
      .where(and(sql`jobs_fts MATCH ${match}`, ...filters))
      .orderBy(RANK, desc(jobs.createdAt), desc(jobs.id))
      .limit(search.limit)
      .offset(search.offset),
    // Counted through a subquery, not the join: joined, SQLite may walk the filter index and run the full-text
    // match once per job (EXPLAIN QUERY PLAN: "SCAN jobs_fts ... =M3"), which is slow when a filter keeps many.
    db
      .select({ total: count() })
      .from(jobs)
      .where(and(sql`${jobs}.rowid in (select rowid from jobs_fts where jobs_fts MATCH ${match})`, ...filters)),
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
