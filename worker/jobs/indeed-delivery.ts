import { and, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { COMPANY } from "../contract/company";
import type { ServiceStatus } from "../contract/deliveries";
import type { JobBoardPostingAction } from "../contract/enums";
import { type IndeedMode, splitListItems } from "../contract/job-listing";
import { parseJobLocation } from "../contract/job-location";
import { createDb, type Db } from "../db/client";
import { type Delivery, type Job, type JobBoard, jobBoardPostings, jobBoards, jobs } from "../db/schema";
import { queueDeliveriesFrom, queueDelivery } from "../delivery/pipeline";
import type { DeliveryResult, KindHandler } from "../delivery/types";
import { jobDescriptionHtml } from "../domain/job-feeds";
import type { Bindings } from "../env";
import { createIndeedClient } from "../integrations/indeed/client";
import { createPostingRequest, expirePostingRequest, sourcedJobPosting } from "../integrations/indeed/job-posting";
import { toJobView } from "./search-store";

/**
 * Indeed through its Job Sync API (issue 49 item 2, decision 105): the `indeed_sync` delivery kind of the one
 * pipeline (registered in worker/delivery-kinds.ts). Publishing a job, changing a live one and closing it queue a
 * post or an expiry in the batch of that change; the job is read when it is sent. The job's Indeed posting row keeps
 * what was sent, when, and Indeed's words; it turns live, refused or expired with its delivery's fate (onSent,
 * onGiveUp, in the pipeline's own batch).
 */

export type IndeedEnv = Pick<
  Bindings,
  "INDEED_CLIENT_ID" | "INDEED_CLIENT_SECRET" | "INDEED_APPLY_SECRET" | "INDEED_API_ORIGIN" | "SITE_URL"
>;

export const INDEED_SLUG = "indeed";

/** How the Indeed board is reached; the XML feed until staff choose the Job Sync API on the job boards screen. */
export function indeedMode(board: Pick<JobBoard, "config">): IndeedMode {
  return board.config?.indeedMode === "job_sync" ? "job_sync" : "xml_feed";
}

export const isIndeedSync = (board: Pick<JobBoard, "slug" | "config">) =>
  board.slug === INDEED_SLUG && indeedMode(board) === "job_sync";

/** Whether Indeed's API can be used now: the kind's status, which the job boards screen and the job page show. */
export function indeedServiceStatus(env: IndeedEnv): ServiceStatus {
  const client = createIndeedClient(env);
  if (!client.configured) return { configured: false, reason: client.reason };
  if (!env.SITE_URL)
    return {
      configured: false,
      reason: "Indeed Job Sync API is not connected: the site's public address is not set up yet.",
    };
  return { configured: true, reason: null };
}

const indeedBoardId = (db: Db) =>
  db.select({ id: jobBoards.id }).from(jobBoards).where(eq(jobBoards.slug, INDEED_SLUG));

/** The Indeed board while it is switched on and reached by its API: what a post may still be sent to and settle. */
const liveApiBoardId = (db: Db) =>
  db
    .select({ id: jobBoards.id })
    .from(jobBoards)
    .where(
      and(
        eq(jobBoards.slug, INDEED_SLUG),
        eq(jobBoards.isActive, true),
        sql`json_extract(${jobBoards.config}, '$.indeedMode') = 'job_sync'`,
      ),
    );

const onIndeed = (db: Db, jobId: string | string[]) =>
  and(
    typeof jobId === "string" ? eq(jobBoardPostings.jobId, jobId) : inArray(jobBoardPostings.jobId, jobId),
    inArray(jobBoardPostings.jobBoardId, indeedBoardId(db)),
  );

/** One post or expiry to queue in the batch of the change that causes it. */
export function queueIndeed(
  db: Db,
  job: { id: string; title: string },
  action: JobBoardPostingAction,
  now: Date,
  sourcedPostingId?: string | null,
) {
  return queueDelivery(
    db,
    "indeed_sync",
    {
      recipient: "Indeed",
      summary: `${action === "post" ? "Post" : "Expire"} "${job.title}" on Indeed`,
      payload: { jobId: job.id, action, ...(sourcedPostingId ? { sourcedPostingId } : {}) },
      related: { type: "job", id: job.id },
    },
    now,
  );
}

/** The Indeed board when it is active and reached by its API, else undefined. */
export async function activeIndeedSync(db: Db): Promise<JobBoard | undefined> {
  const [board] = await db.select().from(jobBoards).where(eq(jobBoards.slug, INDEED_SLUG)).limit(1);
  return board?.isActive && isIndeedSync(board) ? board : undefined;
}

/**
 * A live job changed: Indeed is sent the whole job again (createSourcedJobPostings updates by jobPostingId) when
 * it is listed or on its way there. Nothing when the job has no such posting.
 */
export async function indeedRepost(db: Db, job: Pick<Job, "id" | "title">, now: Date) {
  const board = await activeIndeedSync(db);
  if (!board) return { ids: [] as string[], statements: [] };
  const [posting] = await db
    .select({ status: jobBoardPostings.status, action: jobBoardPostings.action })
    .from(jobBoardPostings)
    .where(and(eq(jobBoardPostings.jobId, job.id), eq(jobBoardPostings.jobBoardId, board.id)))
    .limit(1);
  if (posting?.action !== "post" || !["posted", "pending"].includes(posting.status))
    return { ids: [] as string[], statements: [] };
  const queued = queueIndeed(db, job, "post", now);
  return {
    ids: [queued.id],
    statements: [
      db
        .update(jobBoardPostings)
        .set({ status: "pending", errorMessage: null })
        .where(and(eq(jobBoardPostings.jobId, job.id), eq(jobBoardPostings.jobBoardId, board.id))),
      queued.insert,
    ],
  };
}

/**
 * Jobs leaving the site (closed, archived, expired by the cron, deleted): each one listed on Indeed or on its way
 * there is expired through the API, its posting waiting to expire until Indeed says so. `deleting`: the postings go
 * with their job, so each expiry carries the id Indeed gave it.
 */
export async function indeedExpiries(
  db: Db,
  jobIds: readonly string[],
  now: Date,
  deleting = false,
): Promise<{ ids: string[]; statements: BatchItem<"sqlite">[] }> {
  if (jobIds.length === 0) return { ids: [], statements: [] };
  const rows = await db
    .select({ jobId: jobBoardPostings.jobId, externalId: jobBoardPostings.externalId, title: jobs.title })
    .from(jobBoardPostings)
    .innerJoin(jobs, eq(jobs.id, jobBoardPostings.jobId))
    .innerJoin(jobBoards, eq(jobBoards.id, jobBoardPostings.jobBoardId))
    .where(
      and(
        inArray(jobBoardPostings.jobId, [...jobIds]),
        eq(jobBoards.slug, INDEED_SLUG),
        // Indeed by its feed drops the job with the other feeds (removePostings).
        sql`json_extract(${jobBoards.config}, '$.indeedMode') = 'job_sync'`,
        eq(jobBoardPostings.action, "post"),
        inArray(jobBoardPostings.status, ["posted", "pending"]),
      ),
    );
  if (rows.length === 0) return { ids: [], statements: [] };
  const queued = rows.map((row) =>
    queueIndeed(db, { id: row.jobId, title: row.title }, "expire", now, deleting ? row.externalId : null),
  );
  const waiting = db
    .update(jobBoardPostings)
    .set({ status: "pending", action: "expire", errorMessage: null })
    .where(
      onIndeed(
        db,
        rows.map((row) => row.jobId),
      ),
    );
  return { ids: queued.map((q) => q.id), statements: [...(deleting ? [] : [waiting]), ...queued.map((q) => q.insert)] };
}

/**
 * Indeed leaves its API (switched off, or back to its XML feed): every job the API holds or is about to is expired
 * through it, in the batch of the switch. Switched off, each posting waits to expire as a closing job's does and ends
 * expired. Back to the feed, the feed lists each published job at once (its posting the feed's, as publishing records
 * a feed board's), so the expiry carries the id Indeed gave the job, and a job Indeed never took needs none. Postings
 * are changed by condition, never by a list of ids: a board can hold more jobs than a statement takes parameters.
 */
export async function indeedWithdrawal(
  db: Db,
  boardId: string,
  now: Date,
  toFeed: boolean,
): Promise<{ ids: string[]; statements: BatchItem<"sqlite">[] }> {
  const onApi = and(
    eq(jobBoardPostings.jobBoardId, boardId),
    eq(jobBoardPostings.action, "post"),
    inArray(jobBoardPostings.status, ["posted", "pending"]),
  );
  const rows = await db
    .select({ jobId: jobBoardPostings.jobId, externalId: jobBoardPostings.externalId, title: jobs.title })
    .from(jobBoardPostings)
    .innerJoin(jobs, eq(jobs.id, jobBoardPostings.jobId))
    .where(and(onApi, toFeed ? isNotNull(jobBoardPostings.externalId) : undefined));
  const queued = rows.map((row) =>
    queueIndeed(db, { id: row.jobId, title: row.title }, "expire", now, toFeed ? row.externalId : null),
  );
  const postings = toFeed
    ? db
        .update(jobBoardPostings)
        .set({ status: "posted", externalId: sql`${jobBoardPostings.jobId}`, postedAt: now, errorMessage: null })
        .where(
          and(
            onApi,
            inArray(jobBoardPostings.jobId, db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "published"))),
          ),
        )
    : db.update(jobBoardPostings).set({ status: "pending", action: "expire", errorMessage: null }).where(onApi);
  return { ids: queued.map((q) => q.id), statements: [postings, ...queued.map((q) => q.insert)] };
}

/** What the posting of this delivery's job and action becomes, as one update of the Indeed posting row. */
function settle(
  db: Db,
  jobId: string,
  action: JobBoardPostingAction,
  set: Partial<typeof jobBoardPostings.$inferInsert>,
) {
  // Only while the posting still asks the same thing: a post answered after the job closed leaves its expiry waiting,
  // and one answered after Indeed left its API leaves the posting the feed's (or expired).
  return db
    .update(jobBoardPostings)
    .set(set)
    .where(
      and(
        onIndeed(db, jobId),
        eq(jobBoardPostings.action, action),
        action === "post" ? inArray(jobBoardPostings.jobBoardId, liveApiBoardId(db)) : undefined,
      ) as SQL,
    );
}

/** The Indeed posting's id in a createSourcedJobPostings answer, or null when Indeed turned the job down. */
function sourcedPostingIdOf(data: unknown): string | null {
  const results = (data as { jobsIngest?: { createSourcedJobPostings?: { results?: unknown[] } } } | null)?.jobsIngest
    ?.createSourcedJobPostings?.results;
  const id = (results?.[0] as { jobPosting?: { sourcedPostingId?: unknown } | null } | undefined)?.jobPosting
    ?.sourcedPostingId;
  return typeof id === "string" ? id : null;
}

/** The GraphQL request for a post, from the job as it is now; null when the job is no longer on the site. */
function postRequest(env: IndeedEnv, job: Job | undefined, origin: string) {
  if (job?.status !== "published") return null;
  const view = toJobView(job);
  return createPostingRequest(
    sourcedJobPosting(
      {
        id: job.id,
        title: job.title,
        descriptionHtml: jobDescriptionHtml(view),
        benefits: splitListItems(job.benefits),
        location: parseJobLocation(job),
        type: job.type,
        salaryMin: view.salaryMin,
        salaryMax: view.salaryMax,
        salaryPeriod: view.salaryPeriod,
        // A confidential search names the firm, never the client (decision 049).
        companyName: job.confidential ? COMPANY.name : job.company,
        url: `${origin}/jobs/${encodeURIComponent(job.id)}`,
        datePublished: (job.publishedAt ?? job.createdAt).toISOString(),
      },
      { firmName: COMPANY.name, firmWebsite: origin },
      env.INDEED_APPLY_SECRET ? `${origin}/api/board-applications/indeed` : null,
    ),
  );
}

async function sendIndeed(
  env: Bindings,
  payload: { jobId: string; action: JobBoardPostingAction; sourcedPostingId?: string },
): Promise<DeliveryResult> {
  const status = indeedServiceStatus(env);
  const client = createIndeedClient(env);
  if (!status.configured || !client.configured) return { ok: false, notConfigured: status.reason ?? "" };
  const origin = env.SITE_URL!.replace(/\/+$/, "");
  const db = createDb(env.DB);
  const [row] = await db
    .select({ job: jobs, externalId: jobBoardPostings.externalId })
    .from(jobs)
    .leftJoin(jobBoardPostings, onIndeed(db, payload.jobId))
    .where(eq(jobs.id, payload.jobId))
    .limit(1);
  const [liveApi] = payload.action === "post" ? await liveApiBoardId(db) : [];
  const request =
    payload.action === "post"
      ? liveApi
        ? postRequest(env, row?.job, origin)
        : null
      : (payload.sourcedPostingId ?? row?.externalId)
        ? expirePostingRequest((payload.sourcedPostingId ?? row?.externalId)!)
        : null;
  // Nothing to tell Indeed: a post of a job closed meanwhile (its expiry follows) or after Indeed left its API, an
  // expiry of a job Indeed never took.
  if (!request) return { ok: true, providerId: null };
  const answer = await client.call(request);
  await settle(db, payload.jobId, payload.action, {
    sentRequest: JSON.stringify(request),
    sentAt: new Date(),
    boardAnswer: answer.answer,
  });
  if (!answer.ok) {
    if (answer.credentialsRefused)
      return { ok: false, notConfigured: `Indeed refused the app's credentials: ${answer.answer}` };
    return { ok: false, error: answer.answer, retryable: answer.retryable };
  }
  if (payload.action === "expire") return { ok: true, providerId: payload.sourcedPostingId ?? row?.externalId ?? null };
  const sourcedPostingId = sourcedPostingIdOf(answer.data);
  if (!sourcedPostingId) return { ok: false, error: `Indeed did not take the job: ${answer.answer}`, retryable: false };
  return { ok: true, providerId: sourcedPostingId };
}

/**
 * A post Indeed took after its posting stopped asking for one (the job closed, or Indeed was switched off or back to
 * its feed, while the post was in flight): the job is live on Indeed with an id no row keeps, so an expiry by that
 * id is queued in the post's own batch, only then. The cron's sweep hands it to the queue.
 */
function lateExpiry(db: Db, delivery: Delivery, jobId: string, sourcedPostingId: string, now: Date) {
  // Not when the posting still asks for the post, nor when its own expiry already names this id (a repost's answer).
  const coveredAlready = db
    .select({ one: sql`1` })
    .from(jobBoardPostings)
    .where(
      and(
        onIndeed(db, jobId),
        or(
          and(eq(jobBoardPostings.action, "post"), inArray(jobBoardPostings.jobBoardId, liveApiBoardId(db))),
          and(eq(jobBoardPostings.action, "expire"), eq(jobBoardPostings.externalId, sourcedPostingId)),
        ),
      ),
    );
  return queueDeliveriesFrom(
    db,
    "indeed_sync",
    {
      summary: delivery.summary.replace(/^Post /, "Expire "),
      payload: { jobId, action: "expire", sourcedPostingId },
      relatedType: "job",
    },
    sql`select ${crypto.randomUUID()} as id, 'Indeed' as recipient, ${jobId} as related_id where not exists ${coveredAlready}`,
    now,
  );
}

const payloadOf = (payload: string) => JSON.parse(payload) as { jobId: string; action: JobBoardPostingAction };

export const indeedSyncKind: KindHandler<"indeed_sync"> = {
  firstRetryMs: 60_000,
  status: (env) => indeedServiceStatus(env),
  send: (env, _delivery, payload) => sendIndeed(env, payload),
  onSent(db, delivery, { providerId, sentAt }) {
    const { jobId, action } = payloadOf(delivery.payload);
    if (action === "expire") return [settle(db, jobId, "expire", { status: "removed", errorMessage: null })];
    // A post that sent nothing (the job closed meanwhile) changes nothing: the expiry settles the posting.
    if (!providerId) return [];
    return [
      settle(db, jobId, "post", { status: "posted", externalId: providerId, postedAt: sentAt, errorMessage: null }),
      lateExpiry(db, delivery, jobId, providerId, sentAt),
    ];
  },
  onGiveUp(db, delivery, error) {
    const { jobId, action } = payloadOf(delivery.payload);
    return [settle(db, jobId, action, { status: "failed", errorMessage: error })];
  },
};
