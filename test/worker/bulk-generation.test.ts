import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { generateArticle } from "../../worker/content/article-store";
import {
  BULK_MAX_ATTEMPTS,
  bulkProgress,
  cancelBulkGeneration,
  createBulkGeneration,
  GENERATION_QUEUE,
  generateBulkItem,
  sweepBulkGeneration,
} from "../../worker/content/bulk-generation";
import { BULK_COUNT_DEFAULT } from "../../worker/contract/content-generation";
import { CONTENT_CATEGORIES } from "../../worker/contract/site-enums";
import { createDb } from "../../worker/db/client";
import { bulkGenerationItems } from "../../worker/db/schema";
import { composeArticle } from "../../worker/domain/article-composer";
import type { Bindings } from "../../worker/env";
import { ARTICLE_MODEL } from "../../worker/integrations/ai/article-generator";
import { handleQueueBatch } from "../../worker/queues";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn } from "./helpers";

/** Bulk generation as real work: a hundred queue messages, each one article, progress counted from the rows. */

const db = createDb(env.DB);
const T0 = new Date("2026-11-23T15:00:00Z");

/** A batch's rows without its queue messages, so each test drives the consumer itself. */
const actor = { userId: null, ipAddress: null, userAgent: null };
const startBatch = () => createBulkGeneration(db, actor, T0);

/** Workers AI as its binding answers when the model is down: every run rejects. Records what was asked. */
function failingAi() {
  const calls: { model: string; input: { messages: { role: string; content: string }[] } }[] = [];
  const ai = {
    run: async (model: string, input: { messages: { role: string; content: string }[] }) => {
      calls.push({ model, input });
      throw new Error("Workers AI: capacity temporarily exceeded");
    },
  };
  return { calls, bindings: { ...env, AI: ai as unknown as Ai } satisfies Bindings };
}

beforeEach(async () => {
  await emptyDatabase();
});

describe("a bulk generation", () => {
  it("writes one DRAFT per queue message, ten per category, counts them and lists them for review", async () => {
    const batch = await startBatch();
    expect(batch.itemIds).toHaveLength(BULK_COUNT_DEFAULT);
    expect(await bulkProgress(db, batch.batchId)).toEqual({
      batchId: batch.batchId,
      total: 100,
      done: 0,
      failed: 0,
      cancelled: 0,
      categoryBreakdown: {},
      articles: [],
    });

    const messages = createMessageBatch(
      GENERATION_QUEUE,
      batch.itemIds.map((itemId, i) => ({ id: `m${i}`, timestamp: T0, attempts: 1, body: { itemId } })),
    );
    const ctx = createExecutionContext();
    await handleQueueBatch(messages, env);
    const result = await getQueueResult(messages, ctx);
    expect(result.explicitAcks).toHaveLength(100);

    const progress = await bulkProgress(db, batch.batchId);
    expect(progress).toMatchObject({ total: 100, done: 100, failed: 0 });
    expect(progress!.categoryBreakdown).toEqual(
      Object.fromEntries(CONTENT_CATEGORIES.map((category) => [category, 10])),
    );
    const { results } = await env.DB.prepare("select id, title, status, published_at from articles").all<{
      id: string;
      title: string;
      status: string;
      published_at: number | null;
    }>();
    expect(results).toHaveLength(100);
    expect(results.every((row) => row.status === "draft" && row.published_at === null)).toBe(true);
    expect(new Set(results.map((row) => row.title)).size).toBe(100);
    // The review list: every draft, in the batch's order (position 0 is the first category's).
    expect(progress!.articles).toHaveLength(100);
    expect(new Set(progress!.articles.map((a) => a.articleId))).toEqual(new Set(results.map((row) => row.id)));
    expect(progress!.articles[0]).toMatchObject({ category: CONTENT_CATEGORIES[0], status: "draft" });
    expect(progress!.articles[1]).toMatchObject({ category: CONTENT_CATEGORIES[1], status: "draft" });
  });

  it("never writes an article twice for a repeated message", async () => {
    const batch = await startBatch();
    const itemId = batch.itemIds[0]!;
    expect(await generateBulkItem(env, db, itemId, T0)).toEqual({ outcome: "done" });
    expect(await generateBulkItem(env, db, itemId, new Date(T0.getTime() + 3_600_000))).toEqual({ outcome: "not_due" });
    expect((await env.DB.prepare("select count(*) as n from articles").first<{ n: number }>())?.n).toBe(1);
  });

  it(`retries an article whose generation fails, then counts it failed after ${BULK_MAX_ATTEMPTS} attempts`, async () => {
    const batch = await startBatch();
    const itemId = batch.itemIds[3]!;
    const { calls, bindings } = failingAi();
    let now = T0;
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= BULK_MAX_ATTEMPTS; attempt++) {
      const result = await generateBulkItem(bindings, db, itemId, now);
      outcomes.push(result.outcome);
      if (result.outcome === "retry") now = new Date(now.getTime() + result.delaySeconds * 1000);
    }
    expect(outcomes).toEqual([...Array(BULK_MAX_ATTEMPTS - 1).fill("retry"), "failed"]);
    expect(calls[0]).toMatchObject({ model: ARTICLE_MODEL });
    expect(calls[0]!.input.messages[1]!.content).toContain("article 1 of a series");
    const [item] = await db.select().from(bulkGenerationItems).where(eq(bulkGenerationItems.id, itemId));
    expect(item).toMatchObject({
      status: "failed",
      attempts: BULK_MAX_ATTEMPTS,
      lastError: expect.stringContaining("capacity temporarily exceeded"),
    });
    expect(await bulkProgress(db, batch.batchId)).toMatchObject({ done: 0, failed: 1, total: 100 });
  });

  it("the cron's sweep re-sends items whose messages were lost, and the real queue writes them", async () => {
    const batch = await startBatch();
    // Nothing was sent to the queue (as when send() fails after the batch committed).
    expect(await sweepBulkGeneration(env, db, new Date())).toBe(100);
    await expect
      .poll(async () => (await bulkProgress(db, batch.batchId))?.done, { timeout: 30_000, interval: 250 })
      .toBe(100);
  });

  it("cancels what is not yet written: written drafts stay, the rest is cancelled and never written", async () => {
    const batch = await startBatch();
    for (const itemId of batch.itemIds.slice(0, 3))
      expect((await generateBulkItem(env, db, itemId, T0)).outcome).toBe("done");
    const progress = await cancelBulkGeneration(db, actor, batch.batchId, T0);
    expect(progress).toMatchObject({ total: 100, done: 3, failed: 0, cancelled: 97 });
    expect(progress.articles).toHaveLength(3);
    // A message still in the queue for a cancelled item writes nothing; the sweep sends none again.
    expect(await generateBulkItem(env, db, batch.itemIds[50]!, T0)).toEqual({ outcome: "not_due" });
    expect(await sweepBulkGeneration(env, db, new Date(T0.getTime() + 3_600_000))).toBe(0);
    expect((await env.DB.prepare("select count(*) as n from articles").first<{ n: number }>())?.n).toBe(3);
    await expect(cancelBulkGeneration(db, actor, batch.batchId, T0)).rejects.toMatchObject({ status: 409 });
    await expect(cancelBulkGeneration(db, actor, "no-such-batch", T0)).rejects.toMatchObject({ status: 404 });
    const { results } = await env.DB.prepare(
      "select action, details from admin_activity_logs where entity_id = ? order by rowid",
    )
      .bind(batch.batchId)
      .all<{ action: string; details: string }>();
    expect(results.map((row) => row.action)).toEqual(["article.bulk_generate", "article.bulk_cancel"]);
  });

  it("an article being written when staff cancel is discarded when it is stored", async () => {
    const batch = await startBatch();
    // Workers AI answers only after staff pressed Cancel (the cancel lands while the model writes).
    const article = composeArticle({ category: CONTENT_CATEGORIES[0], seed: "late" });
    const ai = {
      run: async () => {
        await cancelBulkGeneration(db, actor, batch.batchId, T0);
        return { response: article };
      },
    };
    const bindings = { ...env, AI: ai as unknown as Ai } satisfies Bindings;
    expect(await generateBulkItem(bindings, db, batch.itemIds[0]!, T0)).toEqual({ outcome: "cancelled" });
    expect((await env.DB.prepare("select count(*) as n from articles").first<{ n: number }>())?.n).toBe(0);
    expect(await bulkProgress(db, batch.batchId)).toMatchObject({ done: 0, cancelled: 100, articles: [] });
  });

  it("a single generation Workers AI cannot write is a 502 naming why, and stores nothing", async () => {
    const { bindings } = failingAi();
    const request = { category: CONTENT_CATEGORIES[0], seed: "one", variables: { role: "Nurse" } };
    await expect(generateArticle(bindings, db, actor, request)).rejects.toMatchObject({
      status: 502,
      code: "generation_failed",
      message: expect.stringContaining("capacity temporarily exceeded"),
    });
    expect((await env.DB.prepare("select count(*) as n from articles").first<{ n: number }>())?.n).toBe(0);
  });

  it("knows no unknown batch", async () => {
    expect(await bulkProgress(db, "no-such-batch")).toBeUndefined();
  });
});

describe("a bulk generation from a chosen prompt", () => {
  const prompt = "Write a guide for a {{role}} in {{industry}} weighing a counteroffer.";
  const variables = { role: "Plant manager", industry: "Indianapolis manufacturing" };
  const marketer = async () => {
    await insertDefaultStaffAreas();
    await createStaffUser("mara", "recruiter");
    return signIn("mara");
  };

  it("writes every article in the chosen category from the prompt, its variables in each title and text", async () => {
    const cookie = await marketer();
    const answer = await api("/api/content/bulk-generate", {
      method: "POST",
      cookie,
      body: { prompt, variables, category: "Salary Negotiation" },
    });
    expect(answer.status).toBe(202);
    const { batchId } = (await answer.json()) as { batchId: string };
    const items = await db
      .select()
      .from(bulkGenerationItems)
      .where(eq(bulkGenerationItems.batchId, batchId))
      .orderBy(bulkGenerationItems.position);
    expect(items).toHaveLength(BULK_COUNT_DEFAULT);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(["Salary Negotiation"]));

    // The real queue writes them (the composer: no AI binding here).
    await expect
      .poll(async () => (await bulkProgress(db, batchId))!.done, { timeout: 30_000, interval: 250 })
      .toBe(BULK_COUNT_DEFAULT);
    const progress = (await bulkProgress(db, batchId))!;
    expect(progress.categoryBreakdown).toEqual({ "Salary Negotiation": BULK_COUNT_DEFAULT });
    // Every title of the hundred is its own, and no summary opens with the old "Written for the role..." line.
    expect(new Set(progress.articles.map((article) => article.title)).size).toBe(BULK_COUNT_DEFAULT);
    const summaries = await env.DB.prepare("select summary from articles").all<{ summary: string }>();
    expect(summaries.results.filter((row) => row.summary.startsWith("Written for"))).toEqual([]);
    for (const article of progress.articles) {
      expect(article).toMatchObject({ category: "Salary Negotiation", status: "draft" });
      expect(article.title).toContain("Plant Manager");
      expect(article.title).toContain("Indianapolis Manufacturing");
    }
    const { results } = await env.DB.prepare(
      "select count(*) as n from articles where content like '%Plant manager%' and content like '%Indianapolis manufacturing%'",
    ).all<{ n: number }>();
    expect(results[0]!.n).toBe(BULK_COUNT_DEFAULT);
  });

  it("tells Workers AI the filled prompt and the values word for word", async () => {
    const batch = await createBulkGeneration(db, actor, T0, {
      prompt: "Write a guide for a Plant manager in Indianapolis manufacturing weighing a counteroffer.",
      variables,
    });
    const { calls, bindings } = failingAi();
    expect((await generateBulkItem(bindings, db, batch.itemIds[0]!, T0)).outcome).toBe("retry");
    const asked = calls[0]!.input.messages.map((message) => message.content).join("\n");
    expect(asked).toContain("Write a guide for a Plant manager in Indianapolis manufacturing");
    expect(asked).toContain("Indianapolis manufacturing");
  });

  it("refuses a prompt whose variable has no value, naming it, and starts nothing", async () => {
    const cookie = await marketer();
    const answer = await api("/api/content/bulk-generate", {
      method: "POST",
      cookie,
      body: { prompt, variables: { role: "Plant manager" } },
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path)).toEqual(["variables.industry"]);
    const { results } = await env.DB.prepare("select count(*) as n from bulk_generations").all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
    const bad = await api("/api/content/bulk-generate", { method: "POST", cookie, body: { category: "Nowhere" } });
    expect(bad.status).toBe(400);
  });
});

describe("the batch's size and the list of batches", () => {
  const marketer = async () => {
    await insertDefaultStaffAreas();
    await createStaffUser("mara", "recruiter");
    return signIn("mara");
  };

  it("writes as many articles as the marketer chose", async () => {
    const cookie = await marketer();
    const answer = await api("/api/content/bulk-generate", { method: "POST", cookie, body: { count: 7 } });
    expect(answer.status).toBe(202);
    const { batchId, total } = (await answer.json()) as { batchId: string; total: number };
    expect(total).toBe(7);
    const items = await db.select().from(bulkGenerationItems).where(eq(bulkGenerationItems.batchId, batchId));
    expect(items).toHaveLength(7);
    expect(new Set(items.map((item) => item.category)).size).toBe(7);
  });

  it("refuses a size out of range or not a whole number, naming the field, and starts nothing", async () => {
    const cookie = await marketer();
    for (const count of [0, 101, 2.5, "ten", -3]) {
      const answer = await api("/api/content/bulk-generate", { method: "POST", cookie, body: { count } });
      expect(answer.status, String(count)).toBe(400);
      const body = (await answer.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues.map((issue) => issue.path)).toEqual(["count"]);
      expect(body.issues[0]!.message).toMatch(/^Number of articles must/);
    }
    const { results } = await env.DB.prepare("select count(*) as n from bulk_generations").all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
  });

  it("lists the batches newest first, paged on the server with the total in X-Total-Count", async () => {
    const cookie = await marketer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const batch = await createBulkGeneration(db, actor, new Date(T0.getTime() + i * 60_000), {
        count: 2 + i,
        ...(i === 1 ? { prompt: "Write about nurses", category: "Career Guidance" as const } : {}),
      });
      ids.push(batch.batchId);
    }
    // The newest batch's first item written, its second cancelled.
    const newest = await db.select().from(bulkGenerationItems).where(eq(bulkGenerationItems.batchId, ids[2]!));
    await generateBulkItem(env, db, newest[0]!.id, T0);
    await cancelBulkGeneration(db, actor, ids[2]!, T0);

    const first = await api("/api/content/bulk-generate?limit=2", { cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Total-Count")).toBe("3");
    const page = (await first.json()) as { batchId: string; total: number; done: number; cancelled: number }[];
    expect(page.map((row) => row.batchId)).toEqual([ids[2], ids[1]]);
    expect(page[0]).toMatchObject({ total: 4, done: 1, failed: 0, cancelled: 3 });
    expect(page[1]).toMatchObject({ total: 3, done: 0, prompt: "Write about nurses", category: "Career Guidance" });

    const second = await api("/api/content/bulk-generate?limit=2&offset=2", { cookie });
    expect(((await second.json()) as { batchId: string }[]).map((row) => row.batchId)).toEqual([ids[0]]);

    const bad = await api("/api/content/bulk-generate?limit=500", { cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("limit");
  });
});
