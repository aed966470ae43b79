import { and, asc, count, desc, eq, inArray, isNull, lt, ne, notInArray, or, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type {
  IndeedMode,
  JobBoardPostingView,
  JobBoardView,
  JobView,
  PublishResponse,
  PublishResult,
} from "../contract/job-listing";
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
import { ApiError, validationError } from "../http/errors";
import {
  type IndeedEnv,
  indeedMode,
  indeedServiceStatus,
  indeedWithdrawal,
  isIndeedSync,
  queueIndeed,
} from "./indeed-delivery";
import { toJobView } from "./search-store";

/** Job boards: their feeds, a job's postings on them, and staff's switch of each board. */

const notJobSync = sql`coalesce(json_extract(${jobBoards.config}, '$.indeedMode'), '') != 'job_sync'`;

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
        // Indeed reached by its Job Sync API reads no feed: the feed is for a direct employer's setup.
        notJobSync,
      ),
    )
    .orderBy(desc(jobs.createdAt));
  return rows.map((row) => toJobView(row.job));
}

/**
 * The job's posting on each board as publishing records it: posted where a feed board's checks pass, waiting where
 * Indeed's API is to take it (an `indeed_sync` delivery queued with it), failed with why. Indeed's own id for the
 * job is kept, so a republished job updates the same posting.
 */
export function postingsOnBoards(db: Db, job: Job, boards: readonly JobBoard[], now: Date) {
  const view = toJobView(job);
  const deliveryIds: string[] = [];
  const statements: BatchItem<"sqlite">[] = [];
  const results: PublishResult[] = boards.map((board) => {
    const problems = jobBoardPostingProblems(view, board);
    const byApi = isIndeedSync(board);
    const result: PublishResult =
      problems.length === 0
        ? {
            jobBoardId: board.id,
            jobBoard: board.name,
            status: "success",
            externalId: byApi ? null : job.id,
            error: null,
          }
        : {
            jobBoardId: board.id,
            jobBoard: board.name,
            status: "failed",
            externalId: null,
            error: `${board.name}: ${problems.join("; ")}`,
          };
    const ok = result.status === "success";
    const row = {
      status: ok ? (byApi ? ("pending" as const) : ("posted" as const)) : ("failed" as const),
      action: "post" as const,
      ...(byApi ? {} : { externalId: result.externalId }),
      errorMessage: result.error,
      postedAt: ok && !byApi ? now : null,
    };
    statements.push(
      db
        .insert(jobBoardPostings)
        .values({ jobId: job.id, jobBoardId: result.jobBoardId, ...row })
        .onConflictDoUpdate({ target: [jobBoardPostings.jobId, jobBoardPostings.jobBoardId], set: row }),
    );
    if (ok && byApi) {
      const queued = queueIndeed(db, job, "post", now);
      deliveryIds.push(queued.id);
      statements.push(queued.insert);
    }
    return result;
  });
  return { results, statements, deliveryIds };
}

/** The boards publishing posts to: the active ones, less those reached through another (Glassdoor). */
export const activeJobBoards = (db: Db) =>
  db
    .select()
    .from(jobBoards)
    .where(and(eq(jobBoards.isActive, true), notInArray(jobBoards.slug, REACHED_THROUGH_SLUGS)))
    .orderBy(jobBoards.name);

/**
 * Off the site means off every feed board: the feeds list only posted rows, so mark them removed. Indeed reached by
 * its API is expired by its own deliveries (indeedExpiries in ./indeed-delivery.ts).
 */
export const removePostings = (db: Db, jobIds: SQLWrapper | string[]) =>
  db
    .update(jobBoardPostings)
    .set({ status: "removed", action: "expire" })
    .where(
      and(
        inArray(jobBoardPostings.jobId, jobIds),
        ne(jobBoardPostings.status, "failed"),
        notInArray(
          jobBoardPostings.jobBoardId,
          db.select({ id: jobBoards.id }).from(jobBoards).where(sql`not (${notJobSync})`),
        ),
      ),
    );

/**
 * Posts a job to every active board (Glassdoor, reached through Indeed, is not posted to): a feed board takes it
 * when its checks pass, else fails with the reasons. Each outcome is recorded as the job's posting on that board.
 * `undefined` means no such job.
 */
export async function publishToJobBoards(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ result: PublishResponse; deliveryIds: string[] } | undefined> {
  const [[job], boards] = await db.batch([db.select().from(jobs).where(eq(jobs.id, id)).limit(1), activeJobBoards(db)]);
  if (!job) return undefined;
  const { results, statements, deliveryIds } = postingsOnBoards(db, job, boards, new Date());
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
  return { result: { jobId: id, results }, deliveryIds };
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
function toJobBoardView(
  board: JobBoard,
  active: readonly { slug: string; isActive: boolean }[],
  env: IndeedEnv,
): JobBoardView {
  const through = reachedThrough(board.slug);
  const indeed = board.slug === "indeed" ? indeedMode(board) : null;
  const status = indeed ? indeedServiceStatus(env) : null;
  return {
    id: board.id,
    name: board.name,
    slug: board.slug,
    isActive: through ? active.some((row) => row.slug === through.slug && row.isActive) : board.isActive,
    feedPath: isFeedBoard(board.slug) && indeed !== "job_sync" ? FEED_BOARDS[board.slug].path : null,
    reachedThrough: through?.name ?? null,
    indeed: indeed && status ? { mode: indeed, connected: status.configured, reason: status.reason } : null,
  };
}

/** One page of job boards by name, and how many there are. */
export async function listJobBoards(
  db: Db,
  env: IndeedEnv,
  page: SmallListQuery,
): Promise<{ rows: JobBoardView[]; total: number }> {
  const [rows, [counted], active] = await db.batch([
    db.select().from(jobBoards).orderBy(asc(jobBoards.name), asc(jobBoards.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(jobBoards),
    throughBoardsActive(db),
  ]);
  return { rows: rows.map((row) => toJobBoardView(row, active, env)), total: counted?.total ?? 0 };
}

/**
 * The board's active switch and, for Indeed, how it is reached; only what the change names. Indeed switched to its
 * API is sent every job its feed listed (a post each), since the feed then lists none; Indeed leaving its API
 * (switched off, or back to its feed) has every job the API holds expired through it (indeedWithdrawal).
 */
export async function updateJobBoard(
  db: Db,
  env: IndeedEnv,
  actor: Actor,
  id: string,
  change: { isActive?: boolean; indeedMode?: IndeedMode },
): Promise<{ result: JobBoardView; deliveryIds: string[] }> {
  const [existing] = await db.select().from(jobBoards).where(eq(jobBoards.id, id)).limit(1);
  if (!existing) throw new ApiError(404, "not_found", "No such job board.");
  const through = reachedThrough(existing.slug);
  if (through && change.isActive !== undefined) {
    const message = `${existing.name} is reached through ${through.name}: switch ${through.name} instead`;
    throw new ApiError(400, "validation_failed", message, [{ path: "isActive", message }]);
  }
  if (change.indeedMode !== undefined && existing.slug !== "indeed")
    throw validationError([{ path: "indeedMode", message: "Only Indeed is reached either by API or by feed" }]);
  const toSync = change.indeedMode === "job_sync" && indeedMode(existing) !== "job_sync";
  const after = {
    ...existing,
    isActive: change.isActive ?? existing.isActive,
    config: { indeedMode: change.indeedMode ?? indeedMode(existing) },
  };
  // Indeed leaving its API, switched off or back to its feed: what the API holds is expired through it.
  const leavingApi = existing.isActive && isIndeedSync(existing) && !(after.isActive && isIndeedSync(after));
  const now = new Date();
  const withdrawal = leavingApi
    ? await indeedWithdrawal(db, id, now, after.isActive)
    : { ids: [] as string[], statements: [] };
  const listed = toSync
    ? await db
        .select({ id: jobs.id, title: jobs.title })
        .from(jobBoardPostings)
        .innerJoin(jobs, eq(jobs.id, jobBoardPostings.jobId))
        .where(
          and(eq(jobBoardPostings.jobBoardId, id), eq(jobBoardPostings.status, "posted"), eq(jobs.status, "published")),
        )
    : [];
  const posts = listed.map((job) => queueIndeed(db, job, "post", now));
  const [[updated]] = await db.batch([
    db
      .update(jobBoards)
      .set({
        ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
        ...(change.indeedMode !== undefined ? { config: { ...existing.config, indeedMode: change.indeedMode } } : {}),
      })
      .where(eq(jobBoards.id, id))
      .returning(),
    // Switching a board off empties its public feed; so does Indeed's switch to its API.
    bumpPublicVersion(db),
    activityLog(actor, db, {
      action: "job_portal.update",
      entityType: "job_portal",
      entityId: id,
      details: change,
    }),
    ...(posts.length > 0
      ? [
          db
            .update(jobBoardPostings)
            .set({ status: "pending", action: "post" })
            .where(
              and(
                eq(jobBoardPostings.jobBoardId, id),
                inArray(
                  jobBoardPostings.jobId,
                  listed.map((job) => job.id),
                ),
              ),
            ),
          ...posts.map((post) => post.insert),
        ]
      : []),
    ...withdrawal.statements,
  ]);
  return {
    result: toJobBoardView(updated!, [], env),
    deliveryIds: [...posts.map((post) => post.id), ...withdrawal.ids],
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const STATE_OF = { posted: "live", pending: "waiting", failed: "refused", removed: "expired" } as const;

/**
 * The job's posting on each board, for the job order page; Indeed's waiting ones say why when its API is not set up.
 * A board reached through another (Glassdoor) has no posting of its own: its row mirrors that board's, named so.
 */
export async function jobPostingsOf(db: Db, env: IndeedEnv, jobId: string): Promise<JobBoardPostingView[]> {
  // Two reads, not one batch: a batch maps a join's same-named columns wrongly (the config JSON read as "undefined").
  const [rows, throughBoards] = await Promise.all([
    db
      .select({ posting: jobBoardPostings, board: jobBoards })
      .from(jobBoardPostings)
      .innerJoin(jobBoards, eq(jobBoards.id, jobBoardPostings.jobBoardId))
      .where(eq(jobBoardPostings.jobId, jobId))
      .orderBy(asc(jobBoards.name)),
    db.select().from(jobBoards).where(inArray(jobBoards.slug, REACHED_THROUGH_SLUGS)),
  ]);
  const views = rows.map(({ posting, board }): JobBoardPostingView => {
    const waitingOnApi = posting.status === "pending" && isIndeedSync(board);
    return {
      jobBoardId: board.id,
      jobBoard: board.name,
      slug: board.slug,
      state: STATE_OF[posting.status],
      action: posting.action,
      externalId: posting.externalId,
      postedAt: iso(posting.postedAt),
      sentAt: iso(posting.sentAt),
      boardAnswer: posting.boardAnswer,
      error: posting.errorMessage,
      feedReadAt: iso(posting.feedReadAt),
      feedReadBy: posting.feedReadBy,
      waitingReason: waitingOnApi ? indeedServiceStatus(env).reason : null,
      reachedThrough: null,
    };
  });
  const mirrored = throughBoards.flatMap((board): JobBoardPostingView[] => {
    const through = reachedThrough(board.slug);
    const of = views.find((view) => view.slug === through?.slug);
    return of
      ? [{ ...of, jobBoardId: board.id, jobBoard: board.name, slug: board.slug, reachedThrough: of.jobBoard }]
      : [];
  });
  return [...views, ...mirrored].sort((a, b) => a.jobBoard.localeCompare(b.jobBoard));
}

/** A feed's reads are written at most once a minute per board: a crawler fetching in a loop costs one read each. */
const FEED_READ_EVERY_MS = 60_000;

/**
 * A board's crawler read its feed: every job the feed lists records when and by whom (its user agent), on the job's
 * posting. One update, of the rows the feed listed; the last read per board and job is kept, never a row per request.
 */
export async function recordFeedRead(db: Db, slug: FeedBoardSlug, userAgent: string, now: Date): Promise<void> {
  await db
    .update(jobBoardPostings)
    .set({ feedReadAt: now, feedReadBy: userAgent.slice(0, 300) })
    .where(
      and(
        eq(jobBoardPostings.status, "posted"),
        inArray(
          jobBoardPostings.jobBoardId,
          db
            .select({ id: jobBoards.id })
            .from(jobBoards)
            .where(and(eq(jobBoards.slug, slug), eq(jobBoards.isActive, true), notJobSync)),
        ),
        inArray(jobBoardPostings.jobId, db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "published"))),
        or(
          isNull(jobBoardPostings.feedReadAt),
          lt(jobBoardPostings.feedReadAt, new Date(now.getTime() - FEED_READ_EVERY_MS)),
        ),
      ),
    );
}
