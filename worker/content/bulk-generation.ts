import { and, asc, count, eq, isNull, lte, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { BulkProgress, BulkStarted } from "../contract/content";
import { CONTENT_CATEGORIES } from "../contract/site-enums";
import { createDb, type Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { articles, bulkGenerationItems, bulkGenerations } from "../db/schema";
import { retryDelayMs } from "../domain/backoff";
import type { Bindings, GenerationMessage } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { articleGenerator } from "../integrations/ai/article-generator";
import { consumeEach } from "../queue-consumer";
import { newArticleRow } from "./article-store";

/**
 * "Generate 100 Articles" as real work: one row and one GENERATION queue message per article, written by Workers AI
 * when the AI binding exists and by the composer otherwise. Each is retried with backoff and then counted failed, so
 * the progress a page reads (done + failed of total) always reaches the total; the cron sweeps lost messages.
 */

/** The queue's name, as wrangler.toml declares it. */
export const GENERATION_QUEUE = "staffing-site-generation";
export const BULK_ARTICLE_COUNT = 100;
/** Tries per article before it is counted as failed. */
export const BULK_MAX_ATTEMPTS = 3;
const FIRST_RETRY_MS = 10_000;
/** An article being written holds its row this long; a crashed attempt is picked up by the sweep after it. */
const LEASE_MS = 5 * 60_000;
/** D1 binds at most 100 parameters per statement; an item row binds 8. */
const ITEMS_PER_STATEMENT = 12;

/**
 * Starts a bulk generation: its rows (`createBulkGeneration`), then its items to the queue. Answers at once; the
 * page follows `bulkProgress`.
 */
export async function startBulkGeneration(
  env: Pick<Bindings, "GENERATION">,
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<BulkStarted> {
  const created = await createBulkGeneration(db, actor, now);
  await enqueueGeneration(env, created.itemIds);
  return { batchId: created.batchId, total: created.itemIds.length };
}

/** The batch, its hundred items (ten per category) and the log row, in one batch. */
export async function createBulkGeneration(db: Db, actor: Actor, now = new Date()) {
  const batchId = crypto.randomUUID();
  const items = Array.from({ length: BULK_ARTICLE_COUNT }, (_, position) => ({
    id: crypto.randomUUID(),
    batchId,
    position,
    category: CONTENT_CATEGORIES[position % CONTENT_CATEGORIES.length]!,
    status: "pending" as const,
    attempts: 0,
    nextAttemptAt: null,
    updatedAt: now,
  }));
  const statements: BatchItem<"sqlite">[] = [
    db.insert(bulkGenerations).values({ id: batchId, total: items.length, requestedBy: actor.userId, createdAt: now }),
    activityLog(actor, db, {
      action: "article.bulk_generate",
      entityType: "bulk_generation",
      entityId: batchId,
      details: { total: items.length },
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

export type GenerationOutcome = { outcome: "done" | "failed" | "not_due" } | { outcome: "retry"; delaySeconds: number };

/** Writes one article of a bulk generation: claimed first, so a duplicate message never writes it twice. */
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
    const generated = await articleGenerator(env).generate({
      category: item.category,
      seed: `${item.batchId}-${item.position}`,
      variant: Math.floor(item.position / CONTENT_CATEGORIES.length),
    });
    // Later positions a millisecond older, so "newest first" lists a batch in its order.
    const row = newArticleRow(generated, { publishedAt: new Date(now.getTime() - item.position) });
    await db.batch([
      db.insert(articles).values(row),
      db
        .update(bulkGenerationItems)
        .set({ status: "done", attempts, articleId: row.id, lastError: null, nextAttemptAt: null, updatedAt: now })
        .where(eq(bulkGenerationItems.id, item.id)),
      bumpPublicVersion(db),
    ]);
    return { outcome: "done" };
  } catch (error) {
    const lastError = String(error).slice(0, 1000);
    if (attempts >= BULK_MAX_ATTEMPTS) {
      await db
        .update(bulkGenerationItems)
        .set({ status: "failed", attempts, lastError, nextAttemptAt: null, updatedAt: now })
        .where(eq(bulkGenerationItems.id, item.id));
      return { outcome: "failed" };
    }
    const delayMs = retryDelayMs(attempts, FIRST_RETRY_MS);
    await db
      .update(bulkGenerationItems)
      .set({ attempts, lastError, nextAttemptAt: new Date(now.getTime() + delayMs), updatedAt: now })
      .where(eq(bulkGenerationItems.id, item.id));
    return { outcome: "retry", delaySeconds: Math.ceil(delayMs / 1000) };
  }
}

/** How far a bulk generation has come, or undefined for an unknown id. */
export async function bulkProgress(db: Db, batchId: string): Promise<BulkProgress | undefined> {
  const [[batch], byStatus, byCategory] = await db.batch([
    db.select().from(bulkGenerations).where(eq(bulkGenerations.id, batchId)).limit(1),
    db
      .select({ status: bulkGenerationItems.status, value: count() })
      .from(bulkGenerationItems)
      .where(eq(bulkGenerationItems.batchId, batchId))
      .groupBy(bulkGenerationItems.status),
    db
      .select({ category: bulkGenerationItems.category, value: count() })
      .from(bulkGenerationItems)
      .where(and(eq(bulkGenerationItems.batchId, batchId), eq(bulkGenerationItems.status, "done")))
      .groupBy(bulkGenerationItems.category)
      .orderBy(asc(bulkGenerationItems.category)),
  ]);
  if (!batch) return undefined;
  const counted = (status: "done" | "failed") => byStatus.find((row) => row.status === status)?.value ?? 0;
  return {
    batchId,
    total: batch.total,
    done: counted("done"),
    failed: counted("failed"),
    categoryBreakdown: Object.fromEntries(byCategory.map((row) => [row.category, row.value])),
  };
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
