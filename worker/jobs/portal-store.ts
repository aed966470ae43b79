import { and, asc, count, desc, eq, inArray, ne, type SQLWrapper } from "drizzle-orm";
import type { JobPortalView, JobView, PublishResponse, PublishResult } from "../contract/job-listing";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { type Job, type JobPortal, jobPortalPostings, jobPortals, jobs } from "../db/schema";
import { FEED_PORTALS, type FeedPortalSlug, isFeedPortal, portalPostingProblems } from "../domain/job-feeds";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { toJobView } from "./search-store";

/** Job portals: their feeds, a job's postings on them, and staff's switch of each portal. */

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
    .where(
      and(
        eq(jobs.status, "published"),
        eq(jobPortalPostings.status, "posted"),
        eq(jobPortals.slug, slug),
        eq(jobPortals.isActive, true),
      ),
    )
    .orderBy(desc(jobs.createdAt));
  return rows.map((row) => toJobView(row.job));
}

/** The job's posting on each portal as publishing records it: posted where its checks pass, failed with why. */
export function portalPostings(db: Db, job: Job, portals: readonly JobPortal[], now: Date) {
  const view = toJobView(job);
  const results: PublishResult[] = portals.map((portal) => {
    const problems = portalPostingProblems(view, portal);
    return problems.length === 0
      ? { portalId: portal.id, portal: portal.name, status: "success", externalId: job.id, error: null }
      : {
          portalId: portal.id,
          portal: portal.name,
          status: "failed",
          externalId: null,
          error: `${portal.name}: ${problems.join("; ")}`,
        };
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

export const activePortals = (db: Db) =>
  db.select().from(jobPortals).where(eq(jobPortals.isActive, true)).orderBy(jobPortals.name);

/** Off the site means off every portal: the feeds list only posted rows, so mark them removed. */
export const removePostings = (db: Db, jobIds: SQLWrapper | string[]) =>
  db
    .update(jobPortalPostings)
    .set({ status: "removed" })
    .where(and(inArray(jobPortalPostings.jobId, jobIds), ne(jobPortalPostings.status, "failed")));

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
    activityLog(actor, db, {
      action: "job.publish",
      entityType: "job",
      entityId: id,
      details: { posted, failed: results.length - posted },
    }),
    ...statements,
    // The portals' feeds list posted rows.
    bumpPublicVersion(db),
  ]);
  return { jobId: id, results };
}

function toJobPortalView(portal: JobPortal): JobPortalView {
  return {
    id: portal.id,
    name: portal.name,
    slug: portal.slug,
    isActive: portal.isActive,
    feedPath: isFeedPortal(portal.slug) ? FEED_PORTALS[portal.slug].path : null,
  };
}

/** One page of job portals by name, and how many there are. */
export async function listJobPortals(db: Db, page: SmallListQuery): Promise<{ rows: JobPortalView[]; total: number }> {
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(jobPortals)
      .orderBy(asc(jobPortals.name), asc(jobPortals.id))
      .limit(page.limit)
      .offset(page.offset),
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
    activityLog(actor, db, {
      action: "job_portal.update",
      entityType: "job_portal",
      entityId: id,
      details: { isActive },
    }),
  ]);
  return toJobPortalView(updated!);
}
