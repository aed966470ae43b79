import { and, asc, count, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import type { JobStatus } from "../contract/enums";
import type { JobPortalView, JobView, PublishResponse, PublishResult } from "../contract/job-listing";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { type Job, type JobPortal, jobPortalPostings, jobPortals, jobs, type NewJob, users } from "../db/schema";
import { FEED_PORTALS, type FeedPortalSlug, isFeedPortal } from "../domain/job-feeds";
import { jobsFtsQuery } from "../domain/job-search";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { isWorkingStaff } from "../staff/store";

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

/** A job as the API shows it; its owner only to staff (`forStaff`). */
export function toJobView(job: Job, forStaff = false): JobView {
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
    ownerId: forStaff ? (job.ownerId ?? null) : null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** A published job, or undefined for an unknown or unpublished one (the job page). */
export async function findPublishedJob(db: Db, id: string): Promise<JobView | undefined> {
  const job = await db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.status, "published"))).limit(1).get();
  return job && toJobView(job);
}

/**
 * The jobs of a portal's feed: published jobs posted to this portal, while the portal is switched on. Archiving or
 * unpublishing a job (status) or switching the portal off takes them out at once.
 */
export async function feedJobs(db: Db, slug: FeedPortalSlug): Promise<JobView[]> {
  const rows = await db
    .select({ job: jobs })
    .from(jobs)
    .innerJoin(jobPortalPostings, eq(jobPortalPostings.jobId, jobs.id))
    .innerJoin(jobPortals, eq(jobPortals.id, jobPortalPostings.portalId))
    .where(and(eq(jobs.status, "published"), eq(jobPortalPostings.status, "posted"), eq(jobPortals.slug, slug), eq(jobPortals.isActive, true)))
    .orderBy(desc(jobs.createdAt));
  return rows.map((row) => toJobView(row.job));
}

/** A job of any status; the caller decides who may see one that is not published, and its owner. */
export async function findJob(db: Db, id: string, forStaff: boolean): Promise<JobView | undefined> {
  const job = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1).get();
  return job && toJobView(job, forStaff);
}

/** A 400 naming `ownerId` unless it is null, absent or a working staff member (active, recruiter or above). */
async function checkOwner(db: Db, ownerId: string | null | undefined): Promise<void> {
  if (!ownerId) return;
  const [owner] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, ownerId), isWorkingStaff)).limit(1);
  if (!owner) throw validationError([{ path: "ownerId", message: "The owner must be an active staff member (recruiter or above)" }]);
}

/**
 * Every job mutation moves the public version in its batch (worker/db/public-version.ts), so visitors see it at
 * once; a draft's edit does too, at the cost of one refill of the edge cache, rather than deciding which edits are
 * visible. `undefined` means no such job.
 */
export async function createJob(db: Db, actor: Actor, input: Omit<NewJob, "id">): Promise<JobView> {
  await checkOwner(db, input.ownerId);
  const id = crypto.randomUUID();
  const [[created]] = await db.batch([
    db.insert(jobs).values({ ...input, id }).returning(),
    bumpPublicVersion(db),
    activityLog(actor, db, { action: "job.create", entityType: "job", entityId: id, details: { title: input.title, status: input.status } }),
  ]);
  return toJobView(created!, true);
}

export async function updateJob(db: Db, actor: Actor, id: string, changes: Partial<NewJob>): Promise<JobView | undefined> {
  const [existing] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!existing) return undefined;
  await checkOwner(db, changes.ownerId);
  const leavesSite = existing.status === "published" && changes.status !== undefined && changes.status !== "published";
  const [[updated]] = await db.batch([
    db.update(jobs).set(changes).where(eq(jobs.id, id)).returning(),
    bumpPublicVersion(db),
    activityLog(actor, db, { action: "job.update", entityType: "job", entityId: id, details: { fields: Object.keys(changes), status: changes.status } }),
    // Off the site means off every portal: the feeds list only posted rows, so mark them removed.
    ...(leavesSite
      ? [db.update(jobPortalPostings).set({ status: "removed" }).where(and(eq(jobPortalPostings.jobId, id), ne(jobPortalPostings.status, "failed")))]
      : []),
  ]);
  return toJobView(updated!, true);
}

/** False when there was no such job. */
export async function deleteJob(db: Db, actor: Actor, id: string): Promise<boolean> {
  const [existing] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!existing) return false;
  // Applications to the job stay (their job_id becomes null by the foreign key); its portal postings go with it.
  await db.batch([
    db.delete(jobs).where(eq(jobs.id, id)),
    bumpPublicVersion(db),
    activityLog(actor, db, { action: "job.delete", entityType: "job", entityId: id, details: { title: existing.title } }),
  ]);
  return true;
}

/**
 * Posts a job to every active portal: a feed portal takes it when its checks pass, a portal without a feed or API
 * client fails with the reason. Each outcome is recorded as the job's posting on that portal. `undefined` means no
 * such job.
 */
export async function publishToPortals(db: Db, actor: Actor, id: string): Promise<PublishResponse | undefined> {
  const [[job], portals] = await db.batch([
    db.select().from(jobs).where(eq(jobs.id, id)).limit(1),
    db.select().from(jobPortals).where(eq(jobPortals.isActive, true)).orderBy(jobPortals.name),
  ]);
  if (!job) return undefined;
  const view = toJobView(job);
  const now = new Date();
  const results: PublishResult[] = portals.map((portal) => {
    const problems =
      job.status !== "published"
        ? [`the job is ${job.status}: set its status to published first`]
        : isFeedPortal(portal.slug)
          ? FEED_PORTALS[portal.slug].check(view)
          : [`${portal.name} is not connected: it has no feed or API client yet`];
    return problems.length === 0
      ? { portalId: portal.id, portal: portal.name, status: "success", externalId: job.id, error: null }
      : { portalId: portal.id, portal: portal.name, status: "failed", externalId: null, error: `${portal.name}: ${problems.join("; ")}` };
  });
  const postings = results.map((result) => {
    const row = {
      status: result.status === "success" ? ("posted" as const) : ("failed" as const),
      externalId: result.externalId,
      errorMessage: result.error,
      postedAt: result.status === "success" ? now : null,
    };
    return db
      .insert(jobPortalPostings)
      .values({ jobId: id, portalId: result.portalId, ...row })
      .onConflictDoUpdate({ target: [jobPortalPostings.jobId, jobPortalPostings.portalId], set: row });
  });
  const posted = results.filter((r) => r.status === "success").length;
  await db.batch([
    activityLog(actor, db, { action: "job.publish", entityType: "job", entityId: id, details: { posted, failed: results.length - posted } }),
    ...postings,
    // The portals' feeds list posted rows.
    bumpPublicVersion(db),
  ]);
  return { jobId: id, results };
}

// Job portals

function toJobPortalView(portal: JobPortal): JobPortalView {
  return { id: portal.id, name: portal.name, slug: portal.slug, isActive: portal.isActive, feedPath: isFeedPortal(portal.slug) ? FEED_PORTALS[portal.slug].path : null };
}

export async function listJobPortals(db: Db): Promise<JobPortalView[]> {
  return (await db.select().from(jobPortals).orderBy(asc(jobPortals.name))).map(toJobPortalView);
}

/** The portal's active switch on the job page. */
export async function setJobPortalActive(db: Db, actor: Actor, id: string, isActive: boolean): Promise<JobPortalView> {
  const [existing] = await db.select({ id: jobPortals.id }).from(jobPortals).where(eq(jobPortals.id, id)).limit(1);
  if (!existing) throw new ApiError(404, "not_found", "No such job portal.");
  const [[updated]] = await db.batch([
    db.update(jobPortals).set({ isActive }).where(eq(jobPortals.id, id)).returning(),
    // Switching a portal off empties its public feed.
    bumpPublicVersion(db),
    activityLog(actor, db, { action: "job_portal.update", entityType: "job_portal", entityId: id, details: { isActive } }),
  ]);
  return toJobPortalView(updated!);
}
