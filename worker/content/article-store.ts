import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ArticleView, BulkArticleActionResult, ContentStats } from "../contract/article-views";
import type { BulkArticleAction, StaffArticleSort, StaffArticlesQuery } from "../contract/articles";
import { COMPANY } from "../contract/company";
import type { ScheduleView } from "../contract/content-schedules";
import type { ArticleStatus } from "../contract/enums";
import type { LinkedinPostView } from "../contract/linkedin-posts";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import {
  type Article,
  articles,
  type ContentSchedule,
  contentSchedules,
  type Delivery,
  type LinkedinPost,
  linkedinPosts,
  type NewArticle,
} from "../db/schema";
import { toFtsQuery } from "../domain/fts-query";
import type { Bindings } from "../env";
import { type ActivityEntry, type Actor, activityLog, activityLogEach } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { type ArticleRequest, articleGenerator, type GeneratedArticle } from "../integrations/ai/article-generator";

/** Content rows as the API returns them (instants as ISO strings). */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A published article by id, or undefined for an unknown or unpublished one (the public API and page share it). */
export async function findPublishedArticle(db: Db, id: string): Promise<ArticleView | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, "published")))
    .limit(1);
  return row && toArticleView(row);
}

export function toArticleView(row: Article): ArticleView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    summary: row.summary,
    category: row.category,
    author: row.author,
    readTime: row.readTime,
    imageUrl: row.imageUrl,
    keywords: row.keywords,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    canonicalUrl: row.canonicalUrl,
    status: row.status,
    linkedinPostId: row.linkedinPostId,
    publishedAt: iso(row.publishedAt),
    scheduledFor: iso(row.scheduledFor),
    scheduledTimeZone: row.scheduledTimeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toScheduleView(row: ContentSchedule): ScheduleView {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    prompt: row.prompt,
    frequency: row.frequency,
    time: row.time,
    variables: row.variables,
    dayOfWeek: row.dayOfWeek,
    dayOfMonth: row.dayOfMonth,
    timezone: row.timezone,
    isActive: row.isActive,
    autoPublish: row.autoPublish,
    autoLinkedin: row.autoLinkedin,
    nextRun: iso(row.nextRun),
    lastRun: iso(row.lastRun),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A post as the dashboard shows it; its attempts, next attempt and, while pending, why it waits or last failed come
 * from its delivery. A failed post whose delivery staff retried (the deliveries screen) shows as pending again.
 */
export function toLinkedinPostView(
  row: LinkedinPost,
  article: { title: string; category: string } | null,
  delivery: Delivery | null,
): LinkedinPostView {
  const pending = delivery ? delivery.status === "pending" : row.status === "pending";
  return {
    id: row.id,
    articleId: row.articleId,
    articleTitle: article?.title ?? null,
    articleCategory: article?.category ?? null,
    linkedinPostId: row.linkedinPostId,
    postContent: row.postContent,
    status: pending ? "pending" : row.status,
    error: pending ? (delivery?.waitingReason ?? delivery?.lastError ?? null) : row.error,
    attempts: delivery?.attempts ?? 0,
    nextAttemptAt: pending ? iso(delivery?.nextAttemptAt ?? null) : null,
    postedAt: iso(row.postedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A generated article as a new row: a draft by the firm, unless `publishedAt` publishes it at once. */
export function newArticleRow(
  generated: GeneratedArticle,
  options: { id?: string; publishedAt?: Date; scheduled?: boolean } = {},
) {
  return {
    id: options.id ?? crypto.randomUUID(),
    title: generated.title,
    content: generated.content,
    summary: generated.summary,
    category: generated.category,
    author: COMPANY.name,
    readTime: generated.readTime,
    keywords: generated.keywords,
    status: options.publishedAt ? ("published" as const) : ("draft" as const),
    publishedAt: options.publishedAt ?? null,
    isScheduled: options.scheduled ?? false,
  };
}

/** The public link of an article; `origin` is the site's (SITE_URL, or the request's own origin). */
export function articleUrl(origin: string, articleId: string): string {
  return `${origin.replace(/\/$/, "")}/article/${encodeURIComponent(articleId)}`;
}

// Staff actions on articles. Every change writes an activity-log row in the same batch, and every change that can
// reach the public list moves the public version there too (worker/db/public-version.ts); generated drafts do not.

/** The one rule for article state changes (spec section 4): the action, the state it needs and the state it gives. */
const TRANSITIONS = {
  approve: { from: "draft", to: "approved", action: "Only a draft can be approved" },
  publish: { from: "approved", to: "published", action: "Only an approved article can be published" },
  unpublish: { from: "published", to: "approved", action: "Only a published article can be unpublished" },
} as const satisfies Record<string, { from: ArticleStatus; to: ArticleStatus; action: string }>;

export type ArticleTransition = keyof typeof TRANSITIONS;

export async function findArticle(db: Db, id: string): Promise<Article> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such article.");
  return row;
}

/** One article of any status, for staff (a link to a draft opens it). */
export async function findStaffArticle(db: Db, id: string): Promise<ArticleView> {
  return toArticleView(await findArticle(db, id));
}

/**
 * Approves or publishes many reviewed articles at once, by the one rule of TRANSITIONS: those in the state the action
 * needs change, each logged as if changed alone; the rest are skipped and named. One transaction.
 */
export async function transitionArticles(
  db: Db,
  actor: Actor,
  name: BulkArticleAction,
  ids: readonly string[],
): Promise<BulkArticleActionResult> {
  const rule = TRANSITIONS[name];
  const eligible = and(inArray(articles.id, [...new Set(ids)]), eq(articles.status, rule.from));
  const [, changed] = await db.batch([
    // Logged before the change, while the rows still match.
    activityLogEach(
      actor,
      db,
      { action: `article.${name}`, entityType: "article", details: { bulk: true } },
      db.select({ id: articles.id }).from(articles).where(eligible),
    ),
    db
      .update(articles)
      .set({ status: rule.to, ...(name === "publish" ? { publishedAt: new Date() } : {}) })
      .where(eligible)
      .returning({ id: articles.id }),
    ...(name === "publish" ? [bumpPublicVersion(db)] : []),
  ]);
  const done = new Set(changed.map((row) => row.id));
  return { changed: [...done], skipped: [...new Set(ids)].filter((id) => !done.has(id)) };
}

const STAFF_ORDERS: Record<StaffArticleSort, SQL[]> = {
  newest: [desc(articles.createdAt), desc(articles.id)],
  oldest: [asc(articles.createdAt), asc(articles.id)],
  updated: [desc(articles.updatedAt), desc(articles.id)],
  title: [asc(sql`${articles.title} collate nocase`), asc(articles.id)],
};

/**
 * One page of the staff article list (every status) and how many match. The search uses the articles_fts index
 * (migration 0027) as /resources does; the staff edit from this list, so its rows carry the body.
 */
export async function listArticles(db: Db, query: StaffArticlesQuery): Promise<{ rows: ArticleView[]; total: number }> {
  const match = query.q ? toFtsQuery(query.q, "every") : undefined;
  const where = and(
    query.status ? eq(articles.status, query.status) : undefined,
    query.category ? eq(articles.category, query.category) : undefined,
    match ? sql`${articles}.rowid in (select rowid from articles_fts where articles_fts match ${match})` : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...STAFF_ORDERS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows: rows.map(toArticleView), total: counted?.total ?? 0 };
}

export async function contentStats(db: Db): Promise<ContentStats> {
  const [[total], [published], [posts], [active]] = await db.batch([
    db.select({ n: count() }).from(articles),
    db.select({ n: count() }).from(articles).where(eq(articles.status, "published")),
    db.select({ n: count() }).from(linkedinPosts).where(eq(linkedinPosts.status, "posted")),
    db.select({ n: count() }).from(contentSchedules).where(eq(contentSchedules.isActive, true)),
  ]);
  return {
    totalArticles: total!.n,
    publishedArticles: published!.n,
    linkedinPosts: posts!.n,
    activeSchedules: active!.n,
  };
}

/**
 * Generates one draft article (Workers AI when bound, else the composer) and stores it. The log names the prompt
 * when staff wrote one, else the generated title.
 */
export async function generateArticle(
  env: Bindings,
  db: Db,
  actor: Actor,
  request: ArticleRequest,
): Promise<ArticleView> {
  // A model that fails or answers unusably twice is the upstream's failure, not ours: a 502 that says so.
  const generated = await articleGenerator(env)
    .generate(request)
    .catch((error: unknown) => {
      throw new ApiError(
        502,
        "generation_failed",
        `The article could not be generated: ${String(error).slice(0, 300)}`,
      );
    });
  const row = newArticleRow(generated);
  const details = request.prompt
    ? { category: request.category, prompt: request.prompt.slice(0, 300) }
    : { category: request.category, title: row.title };
  const [[created]] = await db.batch([
    db.insert(articles).values(row).returning(),
    activityLog(actor, db, { action: "article.generate", entityType: "article", entityId: row.id, details }),
  ]);
  return toArticleView(created!);
}

export async function transitionArticle(
  db: Db,
  actor: Actor,
  name: ArticleTransition,
  id: string,
): Promise<ArticleView> {
  const rule = TRANSITIONS[name];
  const article = await findArticle(db, id);
  if (article.status !== rule.from) {
    throw new ApiError(409, "invalid_state", `${rule.action}; this article is ${article.status}.`);
  }
  const publishedAt = name === "publish" ? new Date() : name === "unpublish" ? null : article.publishedAt;
  const [[updated]] = await db.batch([
    db
      .update(articles)
      // A publish by hand replaces any time the article was scheduled for (decision 070).
      .set({ status: rule.to, publishedAt, scheduledFor: null, scheduledTimeZone: null })
      .where(and(eq(articles.id, id), eq(articles.status, rule.from)))
      .returning(),
    activityLog(actor, db, {
      action: `article.${name}`,
      entityType: "article",
      entityId: id,
      details: { title: article.title },
    }),
    // Approving moves a draft that visitors never see; publishing and unpublishing change the public list.
    ...(name === "approve" ? [] : [bumpPublicVersion(db)]),
  ]);
  if (!updated) throw new ApiError(409, "invalid_state", `${rule.action}; this article just changed.`);
  return toArticleView(updated);
}

/** Edits an article; `entry` is what the activity log says about the change. */
export async function updateArticle(
  db: Db,
  actor: Actor,
  id: string,
  changes: Partial<NewArticle>,
  entry: ActivityEntry,
): Promise<ArticleView> {
  await findArticle(db, id);
  const [[updated]] = await db.batch([
    db.update(articles).set(changes).where(eq(articles.id, id)).returning(),
    bumpPublicVersion(db),
    activityLog(actor, db, { ...entry, entityType: "article", entityId: id }),
  ]);
  return toArticleView(updated!);
}

export async function deleteArticle(db: Db, actor: Actor, id: string): Promise<void> {
  const article = await findArticle(db, id);
  await db.batch([
    db.delete(articles).where(eq(articles.id, id)),
    bumpPublicVersion(db),
    activityLog(actor, db, {
      action: "article.delete",
      entityType: "article",
      entityId: id,
      details: { title: article.title },
    }),
  ]);
}
