import { and, asc, count, desc, eq, getTableColumns, inArray, lt, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { JobStatus } from "../contract/enums";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { APPLICANT_COUNTRY_DEFAULT, type JobPortalView, type JobView, type PublishResponse, type PublishResult, SIMILAR_JOBS_SHOWN } from "../contract/job-listing";
import { JOB_VALID_DAYS, type JobListQuery, publishingIssues, type StaffJobSort } from "../contract/jobs";
import { addDays, zonedDate } from "../contract/time-zone";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { type Job, type JobPortal, jobPortalPostings, jobPortals, jobs, type NewJob, users } from "../db/schema";
import { FEED_PORTALS, type FeedPortalSlug, isFeedPortal, portalPostingProblems } from "../domain/job-feeds";
import { jobsFtsQuery } from "../domain/job-search";
import { type Actor, activityLog, activityLogEach } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { isWorkingStaff } from "../staff/store";
import { type IndexingEnv, jobIndexingDeliveries } from "./indexing-delivery";

export interface JobSearch {
  /** Free text over title, company and description (FTS5, ranked). */
  keyword?: string;
  /** Exact location, e.g. "New York, NY" or "Remote". */
  location?: string;
  industry?: Job["industry"];
  /** Undefined: every status (staff only). */
  status?: JobStatus;
  /** Undefined: relevance for a keyword search, else newest first. */
  sort?: StaffJobSort;
  limit: number;
  offset: number;
}

/**
 * The search a GET /api/jobs query asks for: a visitor's is always of published jobs, ranked or newest first (the
 * API and the /jobs page the Worker renders); staff (`forStaff`) choose the status and the order.
 */
export function jobSearchOf(query: JobListQuery, forStaff: boolean): JobSearch {
  return {
    keyword: query.title || undefined,
    location: query.location || undefined,
    industry: query.industry || undefined,
    status: forStaff ? query.status || undefined : "published",
    sort: forStaff ? query.sort : undefined,
    limit: query.limit,
    offset: query.offset,
  };
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
 * One page of jobs and the total that match, in one D1 round trip. Without a keyword: newest first, served by the
 * (status, industry|location, created_at) indexes. With one: the newest RANKED_MATCHES FTS5 matches ranked by bm25
 * (most recently added first among equals), then any older matches newest first. A keyword with no searchable word
 * (only punctuation) is no keyword.
 */
export async function searchJobs(db: Db, search: JobSearch): Promise<{ rows: Job[]; total: number }> {
  const match = search.keyword ? jobsFtsQuery({ ...search, keyword: search.keyword }) : undefined;

  if (!match || search.sort) {
    // A chosen order over a keyword search: the index answers every filter, the order is read from `jobs`.
    const where = match
      ? sql`${jobs}.rowid in (select rowid from jobs_fts where jobs_fts match ${match})`
      : and(
          search.status ? eq(jobs.status, search.status) : undefined,
          search.industry ? eq(jobs.industry, search.industry) : undefined,
          search.location ? eq(jobs.location, search.location) : undefined,
        );
    const [rows, [counted]] = await db.batch([
      db.select().from(jobs).where(where).orderBy(...ORDERS[search.sort ?? "newest"]).limit(search.limit).offset(search.offset),
      db.select({ total: count() }).from(jobs).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  // The index answers every filter (jobsFtsQuery), so ranking, paging and counting run on the matches inside it and
  // only the page's jobs are read from `jobs`, by rowid. Rowids grow with each job added, so the newest matches are
  // those from the RANKED_MATCHES-th newest match's rowid up, a range FTS5 reads alone. Ties break on rowid, newest
  // row first, which the index knows (created_at would mean reading every match's row from `jobs`).
  const rankedFrom = sql`(select coalesce(min(rowid), 0) from (select rowid from jobs_fts where jobs_fts MATCH ${match} order by rowid desc limit ${RANKED_MATCHES}))`;
  const ranked = db
    .select({ rowid: sql<number>`jobs_fts.rowid`.as("fts_rowid"), score: sql<number>`${RANK}`.as("fts_score") })
    .from(sql`jobs_fts`)
    .where(sql`jobs_fts MATCH ${match} and jobs_fts.rowid >= ${rankedFrom}`)
    .orderBy(RANK, sql`jobs_fts.rowid desc`)
    .limit(search.limit)
    .offset(search.offset)
    .as("ranked");
  const rankedPage = db
    .select(getTableColumns(jobs))
    .from(ranked)
    .innerJoin(jobs, sql`${jobs}.rowid = ${ranked.rowid}`)
    .orderBy(sql`${ranked.score}`, sql`${ranked.rowid} desc`);
  const total = db.select({ total: count() }).from(sql`jobs_fts`).where(sql`jobs_fts MATCH ${match}`);
  // Past the ranked matches (only when there are more than RANKED_MATCHES, so that range holds exactly that many).
  const olderLimit = Math.min(search.limit, search.offset + search.limit - RANKED_MATCHES);
  if (olderLimit <= 0) {
    const [rows, [counted]] = await db.batch([rankedPage, total]);
    return { rows, total: counted?.total ?? 0 };
  }
  const older = db
    .select({ rowid: sql<number>`jobs_fts.rowid`.as("fts_rowid") })
    .from(sql`jobs_fts`)
    .where(sql`jobs_fts MATCH ${match} and jobs_fts.rowid < ${rankedFrom}`)
    .orderBy(sql`jobs_fts.rowid desc`)
    .limit(olderLimit)
    .offset(Math.max(0, search.offset - RANKED_MATCHES))
    .as("older");
  const [rankedRows, olderRows, [counted]] = await db.batch([
    rankedPage,
    db.select(getTableColumns(jobs)).from(older).innerJoin(jobs, sql`${jobs}.rowid = ${older.rowid}`).orderBy(sql`${older.rowid} desc`),
    total,
  ]);
  return { rows: [...rankedRows, ...olderRows], total: counted?.total ?? 0 };
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
    validThrough: job.validThrough ?? null,
    applicantCountry: job.applicantCountry ?? null,
    ownerId: forStaff ? (job.ownerId ?? null) : null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
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
  const [byIndustry, byLocation] = await db.batch([like(jobs.industry, job.industry), like(jobs.location, job.location)]);
  const both = byIndustry.filter((a) => byLocation.some((b) => b.id === a.id));
  const seen = new Set<string>();
  return [...both, ...byIndustry, ...byLocation]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, SIMILAR_JOBS_SHOWN)
    .map((row) => toJobView(row));
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

/** Today's date in the firm's time zone: the day a job's validThrough is compared with. */
export function firmToday(now: Date): string {
  return zonedDate(now.getTime(), DEFAULT_TIME_ZONE);
}

/**
 * What publishing adds to a change that leaves the job published: its last day (the one given; else the one it has,
 * while it is live or still ahead; else JOB_VALID_DAYS from today), or a 400 naming the field that stops it.
 */
function publication(existing: Job | undefined, changes: Partial<NewJob>, now: Date): Partial<NewJob> {
  if ((changes.status ?? existing?.status ?? "draft") !== "published") return {};
  const today = firmToday(now);
  // The first publication only: a job republished after closing is not new to alert subscribers (decision 028).
  const first = existing?.publishedAt ? {} : { publishedAt: now };
  return { ...first, ...lastDay(existing, changes, today) };
}

function lastDay(existing: Job | undefined, changes: Partial<NewJob>, today: string): Partial<NewJob> {
  const applicantCountry = changes.applicantCountry !== undefined ? changes.applicantCountry : existing ? existing.applicantCountry : APPLICANT_COUNTRY_DEFAULT;
  const issues = publishingIssues({ type: changes.type ?? existing!.type, location: changes.location ?? existing!.location, applicantCountry }, changes, today);
  if (issues.length > 0) throw validationError(issues);
  if (changes.validThrough) return {};
  const current = changes.validThrough === null ? null : existing?.validThrough;
  if (current && (existing?.status === "published" || current > today)) return {};
  return { validThrough: addDays(today, JOB_VALID_DAYS) };
}

/** The job's posting on each portal as publishing records it: posted where its checks pass, failed with why. */
function portalPostings(db: Db, job: Job, portals: readonly JobPortal[], now: Date) {
  const view = toJobView(job);
  const results: PublishResult[] = portals.map((portal) => {
    const problems = portalPostingProblems(view, portal);
    return problems.length === 0
      ? { portalId: portal.id, portal: portal.name, status: "success", externalId: job.id, error: null }
      : { portalId: portal.id, portal: portal.name, status: "failed", externalId: null, error: `${portal.name}: ${problems.join("; ")}` };
  });
  const statements = results.map((result) => {
    const row = {
      status: result.status === "success" ? ("posted" as const) : ("failed" as const),
      externalId: result.externalId,
      errorMessage: result.error,
      postedAt: result.status === "success" ? now : null,
    };
    return db
      .insert(jobPortalPostings)
      .values({ jobId: job.id, portalId: result.portalId, ...row })
      .onConflictDoUpdate({ target: [jobPortalPostings.jobId, jobPortalPostings.portalId], set: row });
  });
  return { results, statements };
}

const activePortals = (db: Db) => db.select().from(jobPortals).where(eq(jobPortals.isActive, true)).orderBy(jobPortals.name);

/** Off the site means off every portal: the feeds list only posted rows, so mark them removed. */
const removePostings = (db: Db, jobIds: SQLWrapper | string[]) =>
  db
    .update(jobPortalPostings)
    .set({ status: "removed" })
    .where(and(inArray(jobPortalPostings.jobId, jobIds), ne(jobPortalPostings.status, "failed")));

/** A change to jobs and the deliveries it queued, to hand to `dispatchDeliveries` once answered. */
export interface JobChange<T> {
  result: T;
  deliveryIds: string[];
}

/**
 * Every job mutation moves the public version in its batch (worker/db/public-version.ts), so visitors see it at
 * once; a draft's edit does too, at the cost of one refill of the edge cache, rather than deciding which edits are
 * visible. Publishing checks the job (publishingIssues), gives it its last day, posts it to every active portal when
 * it says "publish to portals", and tells Google (when the Indexing API is configured). `undefined` means no such job.
 */
export async function createJob(db: Db, env: IndexingEnv, actor: Actor, input: Omit<NewJob, "id">, now = new Date()): Promise<JobChange<JobView>> {
  await checkOwner(db, input.ownerId);
  const id = crypto.randomUUID();
  const row = { ...input, ...publication(undefined, input, now), id };
  const live = row.status === "published";
  const portals = live && row.publishToPortals ? await activePortals(db) : [];
  const postings = portalPostings(db, { ...(row as Job), createdAt: now, updatedAt: now }, portals, now).statements;
  const notices = live ? jobIndexingDeliveries(env, db, [id], "URL_UPDATED", now) : { ids: [], inserts: [] };
  const [[created]] = await db.batch([
    db.insert(jobs).values(row).returning(),
    bumpPublicVersion(db),
    activityLog(actor, db, { action: "job.create", entityType: "job", entityId: id, details: { title: input.title, status: input.status } }),
    ...postings,
    ...notices.inserts,
  ]);
  return { result: toJobView(created!, true), deliveryIds: notices.ids };
}

export async function updateJob(db: Db, env: IndexingEnv, actor: Actor, id: string, changes: Partial<NewJob>, now = new Date()): Promise<JobChange<JobView> | undefined> {
  const [existing] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!existing) return undefined;
  await checkOwner(db, changes.ownerId);
  const set = { ...changes, ...publication(existing, changes, now) };
  const after = { ...existing, ...set } as Job;
  const wasLive = existing.status === "published";
  const live = after.status === "published";
  const postsNow = live && after.publishToPortals && (!wasLive || !existing.publishToPortals);
  const portals = postsNow ? await activePortals(db) : [];
  const notices = live || wasLive ? jobIndexingDeliveries(env, db, [id], live ? "URL_UPDATED" : "URL_DELETED", now) : { ids: [], inserts: [] };
  const [[updated]] = await db.batch([
    db.update(jobs).set(set).where(eq(jobs.id, id)).returning(),
    bumpPublicVersion(db),
    activityLog(actor, db, { action: "job.update", entityType: "job", entityId: id, details: { fields: Object.keys(changes), status: changes.status } }),
    ...(wasLive && !live ? [removePostings(db, [id])] : []),
    ...portalPostings(db, after, portals, now).statements,
    ...notices.inserts,
  ]);
  return { result: toJobView(updated!, true), deliveryIds: notices.ids };
}

/** False when there was no such job. */
export async function deleteJob(db: Db, env: IndexingEnv, actor: Actor, id: string, now = new Date()): Promise<JobChange<boolean>> {
  const [existing] = await db.select({ title: jobs.title, status: jobs.status }).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!existing) return { result: false, deliveryIds: [] };
  const notices = existing.status === "published" ? jobIndexingDeliveries(env, db, [id], "URL_DELETED", now) : { ids: [], inserts: [] };
  // Applications to the job stay (their job_id becomes null by the foreign key); its portal postings go with it.
  await db.batch([
    db.delete(jobs).where(eq(jobs.id, id)),
    bumpPublicVersion(db),
    activityLog(actor, db, { action: "job.delete", entityType: "job", entityId: id, details: { title: existing.title } }),
    ...notices.inserts,
  ]);
  return { result: true, deliveryIds: notices.ids };
}

/** Jobs the cron archives per run; the next run (five minutes later) takes the rest. */
const EXPIRY_BATCH = 50;

/**
 * The cron's expiry: published jobs whose last day is before today (the firm's) are archived, off the list, the
 * feeds and the sitemap at once (the public version moves), and Google is told. One indexed read when there is
 * nothing to do (jobs_status_valid_through_idx), so it runs on every cron tick; archiving only published rows makes
 * a second run, or two at once, change nothing. Returns the archived jobs' ids.
 */
export async function expireJobs(db: Db, env: IndexingEnv, now: Date): Promise<JobChange<string[]>> {
  const expired = and(eq(jobs.status, "published"), lt(jobs.validThrough, firmToday(now)));
  const rows = await db.select({ id: jobs.id }).from(jobs).where(expired).limit(EXPIRY_BATCH);
  if (rows.length === 0) return { result: [], deliveryIds: [] };
  const ids = rows.map((row) => row.id);
  const notices = jobIndexingDeliveries(env, db, ids, "URL_DELETED", now);
  const cron: Actor = { userId: null, ipAddress: null, userAgent: null };
  await db.batch([
    activityLogEach(cron, db, { action: "job.expire", entityType: "job" }, db.select({ id: jobs.id }).from(jobs).where(and(inArray(jobs.id, ids), expired))),
    removePostings(db, db.select({ id: jobs.id }).from(jobs).where(and(inArray(jobs.id, ids), expired))),
    db.update(jobs).set({ status: "archived" }).where(and(inArray(jobs.id, ids), expired)),
    bumpPublicVersion(db),
    ...notices.inserts,
  ]);
  return { result: ids, deliveryIds: notices.ids };
}

/**
 * Posts a job to every active portal: a feed portal takes it when its checks pass, a portal without a feed or API
 * client fails with the reason. Each outcome is recorded as the job's posting on that portal. `undefined` means no
 * such job.
 */
export async function publishToPortals(db: Db, actor: Actor, id: string): Promise<PublishResponse | undefined> {
  const [[job], portals] = await db.batch([db.select().from(jobs).where(eq(jobs.id, id)).limit(1), activePortals(db)]);
  if (!job) return undefined;
  const { results, statements } = portalPostings(db, job, portals, new Date());
  const posted = results.filter((r) => r.status === "success").length;
  await db.batch([
    activityLog(actor, db, { action: "job.publish", entityType: "job", entityId: id, details: { posted, failed: results.length - posted } }),
    ...statements,
    // The portals' feeds list posted rows.
    bumpPublicVersion(db),
  ]);
  return { jobId: id, results };
}

// Job portals

function toJobPortalView(portal: JobPortal): JobPortalView {
  return { id: portal.id, name: portal.name, slug: portal.slug, isActive: portal.isActive, feedPath: isFeedPortal(portal.slug) ? FEED_PORTALS[portal.slug].path : null };
}

/** One page of job portals by name, and how many there are. */
export async function listJobPortals(db: Db, page: SmallListQuery): Promise<{ rows: JobPortalView[]; total: number }> {
  const [rows, [counted]] = await db.batch([
    db.select().from(jobPortals).orderBy(asc(jobPortals.name), asc(jobPortals.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(jobPortals),
  ]);
  return { rows: rows.map(toJobPortalView), total: counted?.total ?? 0 };
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
