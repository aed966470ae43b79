import { and, count, desc, eq, getTableColumns } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { articleImageSchema, articleUpdateSchema, type BulkResult, type ContentStats, generateArticleSchema, generateFromPromptSchema } from "../contract/content";
import { type ArticleStatus, CONTENT_CATEGORIES } from "../contract/enums";
import { fillTemplate } from "../contract/prompt-placeholders";
import { createDb, type Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { type Article, articles, contentSchedules, linkedinPosts } from "../db/schema";
import { composeArticle } from "../domain/article-composer";
import { PROMPT_TEMPLATES } from "../domain/prompt-template";
import type { AppEnv } from "../env";
import { activityLog, actorOf } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { idParamSchema, validate } from "../http/validate";
import { articleGenerator } from "../integrations/ai/article-generator";
import { findPublishedArticle, newArticleRow, toArticleView } from "./article-store";
import { runDueSchedules } from "./schedule-store";


/** Bulk generation (spec section 9): 100 articles over the ten categories, published. */
export const BULK_ARTICLE_COUNT = 100;
/** At most every column of a row is bound; D1 allows 100 bound parameters per statement, so rows go in chunks. */
const BOUND_PER_ARTICLE = Object.keys(getTableColumns(articles)).length;
const BULK_ROWS_PER_STATEMENT = Math.floor(100 / BOUND_PER_ARTICLE);

/** The one rule for article state changes (spec section 4): the action, the state it needs and the state it gives. */
const TRANSITIONS = {
  approve: { from: "draft", to: "approved", action: "Only a draft can be approved" },
  publish: { from: "approved", to: "published", action: "Only an approved article can be published" },
  unpublish: { from: "published", to: "approved", action: "Only a published article can be unpublished" },
} as const satisfies Record<string, { from: ArticleStatus; to: ArticleStatus; action: string }>;

async function findArticle(db: Db, id: string): Promise<Article> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such article.");
  return row;
}

function transition(name: keyof typeof TRANSITIONS) {
  const rule = TRANSITIONS[name];
  return async (c: Context<AppEnv>, id: string) => {
    const db = createDb(c.env.DB);
    const article = await findArticle(db, id);
    if (article.status !== rule.from) {
      throw new ApiError(409, "invalid_state", `${rule.action}; this article is ${article.status}.`);
    }
    const publishedAt = name === "publish" ? new Date() : name === "unpublish" ? null : article.publishedAt;
    const [[updated]] = await db.batch([
      db
        .update(articles)
        .set({ status: rule.to, publishedAt })
        .where(and(eq(articles.id, id), eq(articles.status, rule.from)))
        .returning(),
      activityLog(actorOf(c), db, { action: `article.${name}`, entityType: "article", entityId: id, details: { title: article.title } }),
      // Approving moves a draft that visitors never see; publishing and unpublishing change the public list.
      ...(name === "approve" ? [] : [bumpPublicVersion(db)]),
    ]);
    if (!updated) throw new ApiError(409, "invalid_state", `${rule.action}; this article just changed.`);
    return c.json(toArticleView(updated));
  };
}

const approve = transition("approve");
const publish = transition("publish");
const unpublish = transition("unpublish");

/**
 * The content engine's staff API (back-office spec section 7, "Content"), area "content", plus the public list of
 * published articles. Every change writes an activity-log row in the same batch, and every change that can reach
 * the public list moves the public version there too (worker/db/public-version.ts); generated drafts do not.
 */
export const contentRoutes = new Hono<AppEnv>()
  .get("/published-articles", async (c) => {
    const rows = await createDb(c.env.DB).select().from(articles).where(eq(articles.status, "published")).orderBy(desc(articles.publishedAt), desc(articles.createdAt));
    // Staff changes must show at once on /resources, so browsers revalidate every time.
    c.header("Cache-Control", "public, no-cache");
    return c.json(rows.map(toArticleView));
  })
  .get("/published-articles/:id", validate("param", idParamSchema), async (c) => {
    const article = await findPublishedArticle(createDb(c.env.DB), c.req.valid("param").id);
    if (!article) throw new ApiError(404, "not_found", "The article you're looking for doesn't exist or has been removed.");
    c.header("Cache-Control", "public, no-cache");
    return c.json(article);
  })
  .get("/stats", async (c) => {
    const db = createDb(c.env.DB);
    const [[total], [published], [posts], [active]] = await db.batch([
      db.select({ n: count() }).from(articles),
      db.select({ n: count() }).from(articles).where(eq(articles.status, "published")),
      db.select({ n: count() }).from(linkedinPosts).where(eq(linkedinPosts.status, "posted")),
      db.select({ n: count() }).from(contentSchedules).where(eq(contentSchedules.isActive, true)),
    ]);
    const stats: ContentStats = { totalArticles: total!.n, publishedArticles: published!.n, linkedinPosts: posts!.n, activeSchedules: active!.n };
    return c.json(stats);
  })
  .get("/articles", async (c) => {
    const rows = await createDb(c.env.DB).select().from(articles).orderBy(desc(articles.createdAt));
    return c.json(rows.map(toArticleView));
  })
  .get("/prompt-templates", (c) => c.json(PROMPT_TEMPLATES))
  .post("/articles/generate", validate("json", generateArticleSchema), async (c) => {
    const { category } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const generated = await articleGenerator(c.env).generate({ category, seed: crypto.randomUUID() });
    const row = newArticleRow(generated);
    const [[created]] = await db.batch([
      db.insert(articles).values(row).returning(),
      activityLog(actorOf(c), db, { action: "article.generate", entityType: "article", entityId: row.id, details: { category, title: row.title } }),
    ]);
    return c.json(toArticleView(created!), 201);
  })
  .post("/generate-from-prompt", validate("json", generateFromPromptSchema), async (c) => {
    const { prompt, variables, category } = c.req.valid("json");
    const filled = fillTemplate(prompt, variables);
    if (!filled.ok) {
      throw validationError(filled.missing.map((name) => ({ path: `variables.${name}`, message: `No value for {{${name}}}` })));
    }
    const db = createDb(c.env.DB);
    const generated = await articleGenerator(c.env).generate({ category, prompt: filled.prompt, seed: filled.prompt, keywords: Object.values(variables) });
    const row = newArticleRow(generated);
    const [[created]] = await db.batch([
      db.insert(articles).values(row).returning(),
      activityLog(actorOf(c), db, { action: "article.generate", entityType: "article", entityId: row.id, details: { category, prompt: filled.prompt.slice(0, 300) } }),
    ]);
    return c.json(toArticleView(created!), 201);
  })
  .post("/bulk-generate", async (c) => {
    const db = createDb(c.env.DB);
    const now = Date.now();
    const batchId = crypto.randomUUID();
    // Always the composer: a hundred model calls would not fit in one request. Ten per category, distinct titles.
    const rows = Array.from({ length: BULK_ARTICLE_COUNT }, (_, index) => {
      const category = CONTENT_CATEGORIES[index % CONTENT_CATEGORIES.length]!;
      const variant = Math.floor(index / CONTENT_CATEGORIES.length);
      const generated = composeArticle({ category, seed: `${batchId}-${index}`, variant });
      // A second apart, so "newest first" keeps a stable order.
      return newArticleRow(generated, { publishedAt: new Date(now - index * 1000) });
    });
    const categoryBreakdown: Record<string, number> = {};
    for (const row of rows) categoryBreakdown[row.category] = (categoryBreakdown[row.category] ?? 0) + 1;
    const chunks = [];
    for (let start = 0; start < rows.length; start += BULK_ROWS_PER_STATEMENT) {
      chunks.push(db.insert(articles).values(rows.slice(start, start + BULK_ROWS_PER_STATEMENT)));
    }
    await db.batch([
      activityLog(actorOf(c), db, { action: "article.bulk_generate", entityType: "article", details: { inserted: rows.length, categoryBreakdown } }),
      ...chunks,
      bumpPublicVersion(db),
    ]);
    const result: BulkResult = { inserted: rows.length, categoryBreakdown };
    return c.json(result, 201);
  })
  .post("/trigger/generation", async (c) => {
    const db = createDb(c.env.DB);
    const results = await runDueSchedules(c.env, db, new Date());
    await activityLog(actorOf(c), db, { action: "schedule.trigger", entityType: "schedule", details: { ran: results.length } });
    return c.json({ ran: results.length, results });
  })
  .put("/articles/:id/approve", validate("param", idParamSchema), (c) => approve(c, c.req.valid("param").id))
  .put("/articles/:id/publish", validate("param", idParamSchema), (c) => publish(c, c.req.valid("param").id))
  .put("/articles/:id/unpublish", validate("param", idParamSchema), (c) => unpublish(c, c.req.valid("param").id))
  .put("/articles/:id/image", validate("param", idParamSchema), validate("json", articleImageSchema), async (c) => {
    // Setting only the image: the full edit would force a generated article into the four edit categories.
    const { id } = c.req.valid("param");
    const { imageUrl } = c.req.valid("json");
    const db = createDb(c.env.DB);
    await findArticle(db, id);
    const [[updated]] = await db.batch([
      db.update(articles).set({ imageUrl }).where(eq(articles.id, id)).returning(),
      bumpPublicVersion(db),
      activityLog(actorOf(c), db, { action: "article.image", entityType: "article", entityId: id, details: { imageUrl } }),
    ]);
    return c.json(toArticleView(updated!));
  })
  .put("/articles/:id", validate("param", idParamSchema), validate("json", articleUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const changes = c.req.valid("json");
    const db = createDb(c.env.DB);
    await findArticle(db, id);
    const [[updated]] = await db.batch([
      db.update(articles).set(changes).where(eq(articles.id, id)).returning(),
      bumpPublicVersion(db),
      activityLog(actorOf(c), db, { action: "article.update", entityType: "article", entityId: id, details: { title: changes.title, category: changes.category } }),
    ]);
    return c.json(toArticleView(updated!));
  })
  .delete("/articles/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const article = await findArticle(db, id);
    await db.batch([
      db.delete(articles).where(eq(articles.id, id)),
      bumpPublicVersion(db),
      activityLog(actorOf(c), db, { action: "article.delete", entityType: "article", entityId: id, details: { title: article.title } }),
    ]);
    return c.json({ ok: true as const, id });
  });
