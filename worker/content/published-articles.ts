import { and, asc, avg, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { ArticleSummary, ResourceStats } from "../contract/article-views";
import type { PublishedArticlesQuery } from "../contract/articles";
import type { Db } from "../db/client";
import { type Article, articles } from "../db/schema";
import { toFtsQuery } from "../domain/fts-query";
import { toArticleView } from "./article-store";

/**
 * The public side of the articles: /resources' paged list and its statistics. A list never carries an article's
 * body (about 7 KB each); the article's page fetches it alone.
 */

const { content: _body, ...summaryColumns } = getTableColumns(articles);

function toArticleSummary(row: Omit<Article, "content">): ArticleSummary {
  const { content: _content, ...summary } = toArticleView({ ...row, content: "" });
  return summary;
}

const published = eq(articles.status, "published");
/**
 * Each order ends on the id, so pages never overlap. A published article always has its publication time (the
 * publish transition and the seed set it), so newest and oldest walk the (status, published_at) indexes.
 */
const ORDERS: Record<PublishedArticlesQuery["sort"], SQL[]> = {
  newest: [desc(articles.publishedAt), desc(articles.id)],
  oldest: [asc(articles.publishedAt), asc(articles.id)],
  title: [asc(sql`${articles.title} collate nocase`), asc(articles.id)],
  "read-time": [asc(articles.readTime), asc(sql`${articles.title} collate nocase`), asc(articles.id)],
};

/**
 * One page of published articles and how many match, in one round trip. A search matches the articles_fts index
 * (title, summary, category, keywords and body; migration 0027) and keeps the chosen order; words that hold nothing
 * searchable (only punctuation) are no search.
 */
export async function searchPublishedArticles(
  db: Db,
  query: PublishedArticlesQuery,
): Promise<{ rows: ArticleSummary[]; total: number }> {
  const match = query.q ? toFtsQuery(query.q) : undefined;
  const where = and(
    published,
    query.category ? eq(articles.category, query.category) : undefined,
    match ? sql`${articles}.rowid in (select rowid from articles_fts where articles_fts match ${match})` : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select(summaryColumns)
      .from(articles)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows: rows.map(toArticleSummary), total: counted?.total ?? 0 };
}

/** Totals over every published article: how many, by category (for the category choice) and the average read. */
export async function resourceStats(db: Db): Promise<ResourceStats> {
  const [byCategory, [overall]] = await db.batch([
    db
      .select({ category: articles.category, count: count() })
      .from(articles)
      .where(published)
      .groupBy(articles.category)
      .orderBy(asc(articles.category)),
    db
      .select({ total: count(), averageReadTime: avg(articles.readTime) })
      .from(articles)
      .where(published),
  ]);
  return {
    total: overall?.total ?? 0,
    categories: byCategory,
    averageReadTime: Math.round(Number(overall?.averageReadTime ?? 0)),
  };
}
