import { and, asc, count, desc, eq, inArray, ne, notInArray, type SQLWrapper } from "drizzle-orm";
import type { JobBoardView, JobView, PublishResponse, PublishResult } from "../contract/job-listing";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { type Job, type JobBoard, jobBoardPostings, jobBoards, jobs } from "../db/schema";
import {
  FEED_BOARDS,
  type FeedBoardSlug,
  isFeedBoard,
  jobBoardPostingProblems,
  REACHED_THROUGH_SLUGS,
  reachedThrough,
} from "../domain/job-feeds";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { toJobView } from "./search-store";

/** Job boards: their feeds, a job's postings on them, and staff's switch of each board. */

/**
 * The jobs of a board's feed: published jobs posted to this board, while the board is switched on. Archiving or
 * unpublishing a job (status) or switching the board off takes them out at once.
 */
export async function feedJobs(db: Db, slug: FeedBoardSlug): Promise<JobView[]> {
  const rows = await db
    .select({ job: jobs })
    .from(jobs)
    .innerJoin(jobBoardPostings, eq(jobBoardPostings.jobId, jobs.id))
    .innerJoin(jobBoards, eq(jobBoards.id, jobBoardPostings.jobBoardId))
    .where(
      and(
        eq(jobs.status, "published"),
        eq(jobBoardPostings.status, "posted"),
        eq(jobBoards.slug, slug),
        eq(jobBoards.isActive, true),
      ),
    )
    .orderBy(desc(jobs.createdAt));
  return rows.map((row) => toJobView(row.job));
}

/** The job's posting on each board as publishing records it: posted where its checks pass, failed with why. */
export function postingsOnBoards(db: Db, job: Job, boards: readonly JobBoard[], now: Date) {
  const view = toJobView(job);
  const results: PublishResult[] = boards.map((board) => {
    const problems = jobBoardPostingProblems(view, board);
    return problems.length === 0
      ? { jobBoardId: board.id, jobBoard: board.name, status: "success", externalId: job.id, error: null }
      : {
          jobBoardId: board.id,
          jobBoard: board.name,
          status: "failed",
          externalId: null,
          error: `${board.name}: ${problems.join("; ")}`,
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
      .insert(jobBoardPostings)
      .values({ jobId: job.id, jobBoardId: result.jobBoardId, ...row })
      .onConflictDoUpdate({ target: [jobBoardPostings.jobId, jobBoardPostings.jobBoardId], set: row });
  });
  return { results, statements };
}

/** The boards publishing posts to: the active ones, less those reached through another (Glassdoor). */
export const activeJobBoards = (db: Db) =>
  db
    .select()
    .from(jobBoards)
    .where(and(eq(jobBoards.isActive, true), notInArray(jobBoards.slug, REACHED_THROUGH_SLUGS)))
    .orderBy(jobBoards.name);

/** Off the site means off every board: the feeds list only posted rows, so mark them removed. */
export const removePostings = (db: Db, jobIds: SQLWrapper | string[]) =>
  db
    .update(jobBoardPostings)
    .set({ status: "removed" })
    .where(and(inArray(jobBoardPostings.jobId, jobIds), ne(jobBoardPostings.status, "failed")));

/**
 * Posts a job to every active board (Glassdoor, reached through Indeed, is not posted to): a feed board takes it
 * when its checks pass, else fails with the reasons. Each outcome is recorded as the job's posting on that board.
 * `undefined` means no such job.
 */
export async function publishToJobBoards(db: Db, actor: Actor, id: string): Promise<PublishResponse | undefined> {
  const [[job], boards] = await db.batch([db.select().from(jobs).where(eq(jobs.id, id)).limit(1), activeJobBoards(db)]);
  if (!job) return undefined;
  const { results, statements } = postingsOnBoards(db, job, boards, new Date());
  const posted = results.filter((r) => r.status === "success").length;
  await db.batch([
    activityLog(actor, db, {
      action: "job.publish",
      entityType: "job",
      entityId: id,
      details: { posted, failed: results.length - posted },
    }),
    ...statements,
    // The boards' feeds list posted rows.
    bumpPublicVersion(db),
  ]);
  return { jobId: id, results };
}

/** Whether each board some board is reached through is switched on, by slug. */
const throughBoardsActive = (db: Db) =>
  db
    .select({ slug: jobBoards.slug, isActive: jobBoards.isActive })
    .from(jobBoards)
    .where(
      inArray(
        jobBoards.slug,
        REACHED_THROUGH_SLUGS.map((slug) => reachedThrough(slug)!.slug),
      ),
    );

/** A board as staff see it; one reached through another shows that board's switch as its own. */
function toJobBoardView(board: JobBoard, active: readonly { slug: string; isActive: boolean }[]): JobBoardView {
  const through = reachedThrough(board.slug);
  return {
    id: board.id,
    name: board.name,
    slug: board.slug,
    isActive: through ? active.some((row) => row.slug === through.slug && row.isActive) : board.isActive,
    feedPath: isFeedBoard(board.slug) ? FEED_BOARDS[board.slug].path : null,
    reachedThrough: through?.name ?? null,
  };
}

/** One page of job boards by name, and how many there are. */
export async function listJobBoards(db: Db, page: SmallListQuery): Promise<{ rows: JobBoardView[]; total: number }> {
  const [rows, [counted], active] = await db.batch([
    db.select().from(jobBoards).orderBy(asc(jobBoards.name), asc(jobBoards.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(jobBoards),
    throughBoardsActive(db),
  ]);
  return { rows: rows.map((row) => toJobBoardView(row, active)), total: counted?.total ?? 0 };
}

/** The board's active switch on the job page. */
export async function setJobBoardActive(db: Db, actor: Actor, id: string, isActive: boolean): Promise<JobBoardView> {
  const [existing] = await db
    .select({ id: jobBoards.id, name: jobBoards.name, slug: jobBoards.slug })
    .from(jobBoards)
    .where(eq(jobBoards.id, id))
    .limit(1);
  if (!existing) throw new ApiError(404, "not_found", "No such job board.");
  const through = reachedThrough(existing.slug);
  if (through) {
    const message = `${existing.name} is reached through ${through.name}: switch ${through.name} instead`;
    throw new ApiError(400, "validation_failed", message, [{ path: "isActive", message }]);
  }
  const [[updated]] = await db.batch([
    db.update(jobBoards).set({ isActive }).where(eq(jobBoards.id, id)).returning(),
    // Switching a board off empties its public feed.
    bumpPublicVersion(db),
    activityLog(actor, db, {
      action: "job_portal.update",
      entityType: "job_portal",
      entityId: id,
      details: { isActive },
    }),
  ]);
  return toJobBoardView(updated!, []);
}
