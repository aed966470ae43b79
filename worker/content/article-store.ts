import { COMPANY } from "../contract/company";
import type { ArticleView, LinkedinPostView, ScheduleView } from "../contract/content";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type Article, articles, type ContentSchedule, type LinkedinPost, linkedinPosts } from "../db/schema";
import type { GeneratedArticle } from "../integrations/ai/article-generator";

/** Content rows as the API returns them (instants as ISO strings). */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A published article by id, or undefined for an unknown or unpublished one (the public API and page share it). */
export async function findPublishedArticle(db: Db, id: string): Promise<ArticleView | undefined> {
  const [row] = await db.select().from(articles).where(and(eq(articles.id, id), eq(articles.status, "published"))).limit(1);
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
    status: row.status,
    linkedinPostId: row.linkedinPostId,
    publishedAt: iso(row.publishedAt),
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

export function toLinkedinPostView(row: LinkedinPost, article?: { title: string; category: string } | null): LinkedinPostView {
  return {
    id: row.id,
    articleId: row.articleId,
    articleTitle: article?.title ?? null,
    articleCategory: article?.category ?? null,
    linkedinPostId: row.linkedinPostId,
    postContent: row.postContent,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    postedAt: iso(row.postedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A generated article as a new row: a draft by the firm, unless `publishedAt` publishes it at once. */
export function newArticleRow(generated: GeneratedArticle, options: { id?: string; publishedAt?: Date; scheduled?: boolean } = {}) {
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

/** The commentary of an article's LinkedIn post: its title, summary and link. */
export function linkedinCommentary(article: Pick<Article, "id" | "title" | "summary">, origin: string): string {
  return `${article.title}\n\n${article.summary}\n\nRead more: ${articleUrl(origin, article.id)}`;
}

/** Queues a LinkedIn post of a published article (sent by the cron or "Post to LinkedIn"); returns the insert. */
export function queueLinkedinPost(db: Db, article: Pick<Article, "id" | "title" | "summary">, origin: string, now = new Date()) {
  return db.insert(linkedinPosts).values({ articleId: article.id, postContent: linkedinCommentary(article, origin), status: "pending", nextAttemptAt: now });
}
