import { Hono } from "hono";
import { z } from "zod";
import {
  articleImageSchema,
  articlePublishScheduleSchema,
  articleUpdateSchema,
  bulkArticleActionSchema,
  bulkPublishScheduleSchema,
  publishedArticlesQuerySchema,
  staffArticlesQuerySchema,
} from "../contract/articles";
import {
  bulkBatchesQuerySchema,
  bulkGenerateSchema,
  generateArticleSchema,
  generateFromPromptSchema,
} from "../contract/content-generation";
import { fillTemplate } from "../contract/prompt-placeholders";
import { dispatchDeliveries } from "../delivery/pipeline";
import { PROMPT_TEMPLATES } from "../domain/prompt-template";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { scheduleArticlePublish, scheduleArticlesDaily, unscheduleArticlePublish } from "./article-publish-schedule";
import {
  contentStats,
  deleteArticle,
  findPublishedArticle,
  findStaffArticle,
  generateArticle,
  listArticles,
  transitionArticle,
  transitionArticles,
  updateArticle,
} from "./article-store";
import { bulkProgress, cancelBulkGeneration, listBulkBatches, startBulkGeneration } from "./bulk-generation";
import { resourceStats, searchPublishedArticles } from "./published-articles";
import { runSchedulesNow } from "./schedule-store";

const batchParamSchema = z.object({ batchId: z.string().min(1).max(64) });

/**
 * The content engine's staff API (back-office spec section 7, "Content"), area "content", plus the public list of
 * published articles. The changes and what they log live in worker/content/article-store.ts.
 */
export const contentRoutes = new Hono<AppEnv>()
  .get("/published-articles", validate("query", publishedArticlesQuerySchema), async (c) => {
    // Staff changes must show at once on /resources, so browsers revalidate every time.
    c.header("Cache-Control", "public, no-cache");
    const page = await searchPublishedArticles(c.var.db, c.req.valid("query"));
    return pagedReply(c, "GET /api/content/published-articles", page);
  })
  .get("/resource-stats", async (c) => {
    c.header("Cache-Control", "public, no-cache");
    return reply(c, "GET /api/content/resource-stats", await resourceStats(c.var.db));
  })
  .get("/published-articles/:id", validate("param", idParamSchema), async (c) => {
    const article = await findPublishedArticle(c.var.db, c.req.valid("param").id);
    if (!article)
      throw new ApiError(404, "not_found", "The article you're looking for doesn't exist or has been removed.");
    c.header("Cache-Control", "public, no-cache");
    return reply(c, "GET /api/content/published-articles/:id", article);
  })
  .get("/stats", async (c) => {
    return reply(c, "GET /api/content/stats", await contentStats(c.var.db));
  })
  .get("/articles", validate("query", staffArticlesQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/content/articles", await listArticles(c.var.db, c.req.valid("query")));
  })
  .get("/articles/:id", validate("param", idParamSchema), async (c) => {
    return reply(c, "GET /api/content/articles/:id", await findStaffArticle(c.var.db, c.req.valid("param").id));
  })
  .post("/articles/bulk-action", validate("json", bulkArticleActionSchema), async (c) => {
    const { action, articleIds } = c.req.valid("json");
    return reply(
      c,
      "POST /api/content/articles/bulk-action",
      await transitionArticles(c.var.db, actorOf(c), action, articleIds),
    );
  })
  .post("/articles/bulk-schedule", validate("json", bulkPublishScheduleSchema), async (c) => {
    const result = await scheduleArticlesDaily(c.var.db, actorOf(c), c.req.valid("json"), new Date());
    return reply(c, "POST /api/content/articles/bulk-schedule", result);
  })
  .get("/prompt-templates", (c) => reply(c, "GET /api/content/prompt-templates", PROMPT_TEMPLATES))
  .post("/articles/generate", validate("json", generateArticleSchema), async (c) => {
    const { category } = c.req.valid("json");
    return reply(
      c,
      "POST /api/content/articles/generate",
      await generateArticle(c.env, c.var.db, actorOf(c), { category, seed: crypto.randomUUID() }),
      201,
    );
  })
  .post("/generate-from-prompt", validate("json", generateFromPromptSchema), async (c) => {
    const { prompt, variables, category } = c.req.valid("json");
    const filled = fillTemplate(prompt, variables);
    if (!filled.ok) {
      throw validationError(
        filled.missing.map((name) => ({ path: `variables.${name}`, message: `No value for {{${name}}}` })),
      );
    }
    const request = { category, prompt: filled.prompt, seed: filled.prompt, variables: filled.used };
    return reply(
      c,
      "POST /api/content/generate-from-prompt",
      await generateArticle(c.env, c.var.db, actorOf(c), request),
      201,
    );
  })
  .post("/bulk-generate", validate("json", bulkGenerateSchema), async (c) => {
    const started = await startBulkGeneration(c.env, c.var.db, actorOf(c), c.req.valid("json"));
    return reply(c, "POST /api/content/bulk-generate", started, 202);
  })
  .get("/bulk-generate", validate("query", bulkBatchesQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/content/bulk-generate", await listBulkBatches(c.var.db, c.req.valid("query")));
  })
  .get("/bulk-generate/:batchId", validate("param", batchParamSchema), async (c) => {
    const progress = await bulkProgress(c.var.db, c.req.valid("param").batchId);
    if (!progress) throw new ApiError(404, "not_found", "No such bulk generation.");
    return reply(c, "GET /api/content/bulk-generate/:batchId", progress);
  })
  .post("/bulk-generate/:batchId/cancel", validate("param", batchParamSchema), async (c) => {
    return reply(
      c,
      "POST /api/content/bulk-generate/:batchId/cancel",
      await cancelBulkGeneration(c.var.db, actorOf(c), c.req.valid("param").batchId),
    );
  })
  .post("/trigger/generation", async (c) => {
    const results = await runSchedulesNow(c.env, c.var.db, actorOf(c));
    dispatchDeliveries(
      c.env,
      c.executionCtx,
      results.flatMap((run) => (run.deliveryId ? [run.deliveryId] : [])),
    );
    return reply(c, "POST /api/content/trigger/generation", { ran: results.length, results });
  })
  .put("/articles/:id/approve", validate("param", idParamSchema), async (c) => {
    return reply(
      c,
      "PUT /api/content/articles/:id/approve",
      await transitionArticle(c.var.db, actorOf(c), "approve", c.req.valid("param").id),
    );
  })
  .put("/articles/:id/publish", validate("param", idParamSchema), async (c) => {
    return reply(
      c,
      "PUT /api/content/articles/:id/publish",
      await transitionArticle(c.var.db, actorOf(c), "publish", c.req.valid("param").id),
    );
  })
  .put("/articles/:id/unpublish", validate("param", idParamSchema), async (c) => {
    return reply(
      c,
      "PUT /api/content/articles/:id/unpublish",
      await transitionArticle(c.var.db, actorOf(c), "unpublish", c.req.valid("param").id),
    );
  })
  .put(
    "/articles/:id/schedule",
    validate("param", idParamSchema),
    validate("json", articlePublishScheduleSchema),
    async (c) => {
      const article = await scheduleArticlePublish(
        c.var.db,
        actorOf(c),
        c.req.valid("param").id,
        c.req.valid("json"),
        new Date(),
      );
      return reply(c, "PUT /api/content/articles/:id/schedule", article);
    },
  )
  .delete("/articles/:id/schedule", validate("param", idParamSchema), async (c) => {
    const article = await unscheduleArticlePublish(c.var.db, actorOf(c), c.req.valid("param").id);
    return reply(c, "DELETE /api/content/articles/:id/schedule", article);
  })
  .put("/articles/:id/image", validate("param", idParamSchema), validate("json", articleImageSchema), async (c) => {
    // Setting only the image, from Content creation, without the article's other fields.
    const { id } = c.req.valid("param");
    const { imageUrl } = c.req.valid("json");
    return reply(
      c,
      "PUT /api/content/articles/:id/image",
      await updateArticle(c.var.db, actorOf(c), id, { imageUrl }, { action: "article.image", details: { imageUrl } }),
    );
  })
  .put("/articles/:id", validate("param", idParamSchema), validate("json", articleUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const changes = c.req.valid("json");
    const entry = { action: "article.update" as const, details: { title: changes.title, category: changes.category } };
    return reply(c, "PUT /api/content/articles/:id", await updateArticle(c.var.db, actorOf(c), id, changes, entry));
  })
  .delete("/articles/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deleteArticle(c.var.db, actorOf(c), id);
    return reply(c, "DELETE /api/content/articles/:id", { ok: true, id });
  });
