import { and, asc, count, desc, eq, inArray, isNull, lte, notExists, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { z } from "zod";
import {
  BULK_COUNT_DEFAULT,
  type BulkArticle,
  type BulkBatchesQuery,
  type BulkBatchSummary,
  type BulkProgress,
  type BulkStarted,
  type bulkGenerateSchema,
} from "../contract/content-generation";
import { fillTemplate } from "../contract/prompt-placeholders";
import { CONTENT_CATEGORIES, type ContentCategory } from "../contract/site-enums";
import { createDb, type Db } from "../db/client";
import { articles, bulkGenerationItems, bulkGenerations } from "../db/schema";
import { retryDelayMs } from "../domain/backoff";
import type { Bindings, GenerationMessage } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { articleGenerator } from "../integrations/ai/article-generator";
import { consumeEach } from "../queue-consumer";
import { newArticleRow } from "./article-store";

/**
 * "Generate Articles" (a hundred unless the marketer chose fewer) as real work: one row and one GENERATION queue message per article, written by Workers AI
 * when the AI binding exists and by the composer otherwise, as DRAFTS that staff review and then approve and publish
 * (nothing reaches /resources or the feed before a person publishes it; decision 069). Each is retried with backoff
 * and then counted failed; staff may cancel what is not yet written; so the progress a page reads (done + failed +
 * cancelled of total) always reaches the total. The cron sweeps lost messages. Asked from a prompt, every article is
 * written from that brief and names its variables (decision 072).
 */

/** The queue's name, as wrangler.toml declares it. */
export const GENERATION_QUEUE = "staffing-site-generation";
/** Tries per article before it is counted as failed. */
export const BULK_MAX_ATTEMPTS = 3;
const FIRST_RETRY_MS = 10_000;
/** An article being written holds its row this long; a crashed attempt is picked up by the sweep after it. */
const LEASE_MS = 5 * 60_000;
/** D1 binds at most 100 parameters per statement; an item row binds 8. */
const ITEMS_PER_STATEMENT = 12;

/** What every article of a batch is written from: a filled prompt and the variables it uses, and one category. */
export interface BulkBrief {
  /** How many articles; the spec's hundred unless the marketer chose another number. */
  count?: number;
  prompt?: string;
  variables?: Record<string, string>;
  category?: ContentCategory;
}

/** The brief a request asks for: the prompt's placeholders filled (each one missing is a 400 naming it). */
export function bulkBriefOf(input: z.output<typeof bulkGenerateSchema>): BulkBrief {
  if (!input.prompt) return { count: input.count, category: input.category };
  const filled = fillTemplate(input.prompt, input.variables);
  if (!filled.ok) {
    throw validationError(
      filled.missing.map((name) => ({ path: `variables.${name}`, message: `No value for {{${name}}}` })),
    );
  }
  return { count: input.count, prompt: filled.prompt, variables: filled.used, category: input.category };
}

/**
 * Starts a bulk generation: its rows (`createBulkGeneration`), then its items to the queue. Answers at once; the
 * page follows `bulkProgress`. One runs at a time, so a second click cannot start another hundred.
 */
export async function startBulkGeneration(
  env: Pick<Bindings, "GENERATION">,
  db: Db,
  actor: Actor,
  input: z.output<typeof bulkGenerateSchema>,
  now = new Date(),
): Promise<BulkStarted> {
  const brief = bulkBriefOf(input);
  const [running] = await db
    .select({ batchId: bulkGenerationItems.batchId })
    .from(bulkGenerationItems)
    .where(eq(bulkGenerationItems.status, "pending"))
    .limit(1);
  if (running)
    throw new ApiError(
      409,
      "bulk_running",
      `A bulk generation is still running (${running.batchId}): wait for it or cancel it first.`,
    );
  const created = await createBulkGeneration(db, actor, now, brief);
  await enqueueGeneration(env, created.itemIds);
  return { batchId: created.batchId, total: created.itemIds.length };
}

/** The batch, its items (spread over the categories in turn, or all in the brief's) and the log row, in one batch. */
export async function createBulkGeneration(db: Db, actor: Actor, now = new Date(), brief: BulkBrief = {}) {
  const batchId = crypto.randomUUID();
  const items = Array.from({ length: brief.count ?? BULK_COUNT_DEFAULT }, (_, position) => ({
    id: crypto.randomUUID(),
    batchId,
    position,
    category: brief.category ?? CONTENT_CATEGORIES[position % CONTENT_CATEGORIES.length]!,
    status: "pending" as const,
    attempts: 0,
    nextAttemptAt: null,
    updatedAt: now,
  }));
  const statements: BatchItem<"sqlite">[] = [
    db.insert(bulkGenerations).values({
      id: batchId,
      total: items.length,
      requestedBy: actor.userId,
      prompt: brief.prompt ?? null,
      variables: brief.variables ?? null,
      category: brief.category ?? null,
      createdAt: now,
    }),
    activityLog(actor, db, {
      action: "article.bulk_generate",
      entityType: "bulk_generation",
      entityId: batchId,
      details: { total: items.length, ...(brief.prompt ? { prompt: brief.prompt } : {}) },
    }),
  ];
  for (let start = 0; start < items.length; start += ITEMS_PER_STATEMENT) {
    statements.push(db.insert(bulkGenerationItems).values(items.slice(start, start + ITEMS_PER_STATEMENT)));
  }
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return { batchId, itemIds: items.map((item) => item.id) };
}

/** Hands items to the queue; a failed send is logged and left to the sweep. */
export async function enqueueGeneration(env: Pick<Bindings, "GENERATION">, itemIds: readonly string[]): Promise<void> {
  try {
    for (let start = 0; start < itemIds.length; start += 100) {
      await env.GENERATION.sendBatch(
        itemIds
          .slice(start, start + 100)
          .map((itemId) => ({ body: { itemId } satisfies GenerationMessage, contentType: "json" as const })),
      );
    }
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        event: "generation_queue_send_failed",
        count: itemIds.length,
        error: String(error),
      }),
    );
  }
}

const due = (now: Date) =>
  and(
    eq(bulkGenerationItems.status, "pending"),
    or(isNull(bulkGenerationItems.nextAttemptAt), lte(bulkGenerationItems.nextAttemptAt, now)),
  );

export type GenerationOutcome =
  | { outcome: "done" | "failed" | "cancelled" | "not_due" }
  | { outcome: "retry"; delaySeconds: number };

/**
 * Writes one article of a bulk generation as a draft: claimed first, so a duplicate message never writes it twice.
 * The article is kept only if the item is still pending when it is stored: one cancelled meanwhile leaves nothing.
 */
export async function generateBulkItem(
  env: Bindings,
  db: Db,
  itemId: string,
  now = new Date(),
): Promise<GenerationOutcome> {
  const [item] = await db
    .update(bulkGenerationItems)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), updatedAt: now })
    .where(and(eq(bulkGenerationItems.id, itemId), due(now)))
    .returning();
  if (!item) return { outcome: "not_due" };
  const attempts = item.attempts + 1;
  try {
    const [brief] = await db
      .select({ prompt: bulkGenerations.prompt, variables: bulkGenerations.variables, one: bulkGenerations.category })
      .from(bulkGenerations)
      .where(eq(bulkGenerations.id, item.batchId));
    const generated = await articleGenerator(env).generate({
      category: item.category,
      prompt: brief?.prompt ?? undefined,
      variables: brief?.variables ?? undefined,
      seed: `${item.batchId}-${item.position}`,
      // The nth article of its category: all of them in one category, else ten in each.
      variant: brief?.one ? item.position : Math.floor(item.position / CONTENT_CATEGORIES.length),
    });
    const row = newArticleRow(generated);
    // One transaction: store, mark done if still pending, and take the draft back if the item was cancelled.
    const [, written] = await db.batch([
      db.insert(articles).values(row),
      db
        .update(bulkGenerationItems)
        .set({ status: "done", attempts, articleId: row.id, lastError: null, nextAttemptAt: null, updatedAt: now })
        .where(and(eq(bulkGenerationItems.id, item.id), eq(bulkGenerationItems.status, "pending")))
        .returning({ id: bulkGenerationItems.id }),
      db
        .delete(articles)
        .where(
          and(
            eq(articles.id, row.id),
            notExists(
              db
                .select({ id: bulkGenerationItems.id })
                .from(bulkGenerationItems)
                .where(eq(bulkGenerationItems.articleId, row.id)),
            ),
          ),
        ),
    ]);
    return { outcome: written.length > 0 ? "done" : "cancelled" };
  } catch (error) {
    const lastError = String(error).slice(0, 1000);
    // Still pending only: a cancel during the attempt stands.
    const stillPending = and(eq(bulkGenerationItems.id, item.id), eq(bulkGenerationItems.status, "pending"));
    if (attempts >= BULK_MAX_ATTEMPTS) {
      await db
        .update(bulkGenerationItems)
        .set({ status: "failed", attempts, lastError, nextAttemptAt: null, updatedAt: now })
        .where(stillPending);
      return { outcome: "failed" };
    }
    const delayMs = retryDelayMs(attempts, FIRST_RETRY_MS);
    await db
      .update(bulkGenerationItems)
      .set({ attempts, lastError, nextAttemptAt: new Date(now.getTime() + delayMs), updatedAt: now })
      .where(stillPending);
    return { outcome: "retry", delaySeconds: Math.ceil(delayMs / 1000) };
  }
}

/** How far a bulk generation has come and the drafts it wrote, or undefined for an unknown id. */
export async function bulkProgress(db: Db, batchId: string): Promise<BulkProgress | undefined> {
  const [[batch], byStatus, written] = await db.batch([
    db.select().from(bulkGenerations).where(eq(bulkGenerations.id, batchId)).limit(1),
    db
      .select({ status: bulkGenerationItems.status, value: count() })
      .from(bulkGenerationItems)
      .where(eq(bulkGenerationItems.batchId, batchId))
      .groupBy(bulkGenerationItems.status),
    db
      .select({
        articleId: articles.id,
        title: articles.title,
        category: articles.category,
        status: articles.status,
        scheduledFor: articles.scheduledFor,
        scheduledTimeZone: articles.scheduledTimeZone,
      })
      .from(bulkGenerationItems)
      .innerJoin(articles, eq(articles.id, bulkGenerationItems.articleId))
      .where(and(eq(bulkGenerationItems.batchId, batchId), eq(bulkGenerationItems.status, "done")))
      .orderBy(asc(bulkGenerationItems.position)),
  ]);
  if (!batch) return undefined;
  const counted = (status: "done" | "failed" | "cancelled") =>
    byStatus.find((row) => row.status === status)?.value ?? 0;
  const categoryBreakdown: Record<string, number> = {};
  for (const category of CONTENT_CATEGORIES) {
    const n = written.filter((article) => article.category === category).length;
    if (n > 0) categoryBreakdown[category] = n;
  }
  return {
    batchId,
    total: batch.total,
    done: counted("done"),
    failed: counted("failed"),
    cancelled: counted("cancelled"),
    categoryBreakdown,
    articles: written.map(
      (article): BulkArticle => ({ ...article, scheduledFor: article.scheduledFor?.toISOString() ?? null }),
    ),
  };
}

/** The batches, newest first, each with its counts; one page and the total. */
export async function listBulkBatches(
  db: Db,
  { limit, offset }: BulkBatchesQuery,
): Promise<{ rows: BulkBatchSummary[]; total: number }> {
  const [page, [all]] = await db.batch([
    db
      .select({
        batchId: bulkGenerations.id,
        createdAt: bulkGenerations.createdAt,
        total: bulkGenerations.total,
        prompt: bulkGenerations.prompt,
        category: bulkGenerations.category,
      })
      .from(bulkGenerations)
      .orderBy(desc(bulkGenerations.createdAt), desc(bulkGenerations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bulkGenerations),
  ]);
  // The page's items counted by batch and status, as bulkProgress counts one batch's.
  const byStatus =
    page.length === 0
      ? []
      : await db
          .select({ batchId: bulkGenerationItems.batchId, status: bulkGenerationItems.status, value: count() })
          .from(bulkGenerationItems)
          .where(
            inArray(
              bulkGenerationItems.batchId,
              page.map((row) => row.batchId),
            ),
          )
          .groupBy(bulkGenerationItems.batchId, bulkGenerationItems.status);
  const counted = (batchId: string, status: "done" | "failed" | "cancelled") =>
    byStatus.find((row) => row.batchId === batchId && row.status === status)?.value ?? 0;
  return {
    rows: page.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      done: counted(row.batchId, "done"),
      failed: counted(row.batchId, "failed"),
      cancelled: counted(row.batchId, "cancelled"),
    })),
    total: all?.n ?? 0,
  };
}

/**
 * Cancels what a bulk generation has not yet written: its pending items become cancelled (an article being written
 * at that moment is discarded when it is stored, see `generateBulkItem`); the drafts already written stay for review.
 */
export async function cancelBulkGeneration(db: Db, actor: Actor, batchId: string, now = new Date()) {
  const [batch] = await db.select().from(bulkGenerations).where(eq(bulkGenerations.id, batchId)).limit(1);
  if (!batch) throw new ApiError(404, "not_found", "No such bulk generation.");
  const pending = and(eq(bulkGenerationItems.batchId, batchId), eq(bulkGenerationItems.status, "pending"));
  const [waiting] = await db.select({ n: count() }).from(bulkGenerationItems).where(pending);
  if (!waiting?.n) throw new ApiError(409, "bulk_finished", "This bulk generation has already finished.");
  await db.batch([
    db.update(bulkGenerationItems).set({ status: "cancelled", nextAttemptAt: null, updatedAt: now }).where(pending),
    activityLog(actor, db, {
      action: "article.bulk_cancel",
      entityType: "bulk_generation",
      entityId: batchId,
      details: { cancelled: waiting.n, total: batch.total },
    }),
  ]);
  return (await bulkProgress(db, batchId))!;
}

/** The GENERATION queue's consumer: one article per message, retried after its backoff. */
export function handleGenerationBatch(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  return consumeEach(batch, "itemId", (itemId) => generateBulkItem(env, db, itemId));
}

/** The cron's sweep: due pending items (a lost message, a crashed attempt) go to the queue again. */
export async function sweepBulkGeneration(env: Pick<Bindings, "GENERATION">, db: Db, now: Date): Promise<number> {
  const rows = await db.select({ id: bulkGenerationItems.id }).from(bulkGenerationItems).where(due(now)).limit(100);
  if (rows.length > 0)
    await enqueueGeneration(
      env,
      rows.map((row) => row.id),
    );
  return rows.length;
}
