import { and, desc, eq, sql } from "drizzle-orm";
import type { ContentCategory } from "../contract/site-enums";
import type { Db } from "../db/client";
import { articles, jobs } from "../db/schema";
import { ARTICLE_FEED_MAX_ITEMS, type FeedArticle } from "../domain/article-feed";
import { SITEMAP_MAX_URLS } from "../domain/sitemap";

/** The site's own reads: what the sitemap lists and whether the database answers. */

/** Published jobs and articles for the sitemap, newest first, each list capped at the sitemap's limit. */
export async function sitemapEntries(db: Db) {
  const [publishedJobs, publishedArticles] = await db.batch([
    db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(eq(jobs.status, "published"))
      .orderBy(desc(jobs.createdAt))
      .limit(SITEMAP_MAX_URLS),
    db
      .select({ id: articles.id, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.status, "published"))
      .orderBy(desc(articles.publishedAt))
      .limit(SITEMAP_MAX_URLS),
  ]);
  return { publishedJobs, publishedArticles };
}

/** The newest published articles for an RSS feed (all, or one category's), without their text. */
export async function feedArticles(db: Db, category?: ContentCategory): Promise<FeedArticle[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      category: articles.category,
      imageUrl: articles.imageUrl,
      publishedAt: articles.publishedAt,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .where(and(eq(articles.status, "published"), category ? eq(articles.category, category) : undefined))
    .orderBy(desc(articles.publishedAt), desc(articles.createdAt))
    .limit(ARTICLE_FEED_MAX_ITEMS);
  return rows.map(({ publishedAt, createdAt, ...row }) => ({ ...row, publishedAt: publishedAt ?? createdAt }));
}

/** Throws when D1 does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.get(sql`select 1`);
}
