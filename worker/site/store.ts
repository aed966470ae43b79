import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { articles, jobs } from "../db/schema";
import { SITEMAP_MAX_URLS } from "../domain/sitemap";

/** The site's own reads: what the sitemap lists and whether the database answers. */

/** Published jobs and articles for the sitemap, newest first, each list capped at the sitemap's limit. */
export async function sitemapEntries(db: Db) {
  const [publishedJobs, publishedArticles] = await db.batch([
    db.select({ id: jobs.id, updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.status, "published")).orderBy(desc(jobs.createdAt)).limit(SITEMAP_MAX_URLS),
    db.select({ id: articles.id, updatedAt: articles.updatedAt }).from(articles).where(eq(articles.status, "published")).orderBy(desc(articles.publishedAt)).limit(SITEMAP_MAX_URLS),
  ]);
  return { publishedJobs, publishedArticles };
}

/** Throws when D1 does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.get(sql`select 1`);
}
