import { and, desc, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { CASE_STUDY_IDS, STATIC_SITE_PAGES } from "../contract/site-pages";
import { createDb } from "../db/client";
import { toJobView } from "../jobs/store";
import { articles, jobPortalPostings, jobPortals, jobs } from "../db/schema";
import { FEED_PORTALS, type FeedPortalSlug } from "../domain/job-feeds";
import { buildRobotsTxt, buildSitemap, SITEMAP_MAX_URLS } from "../domain/sitemap";
import type { AppEnv } from "../env";

/**
 * Documents for machines, built from current data: job feeds, the sitemap and robots.txt. The feeds and the
 * sitemap set no caching of their own: app.ts mounts them behind conditionalGet and the edge cache, so portals and
 * crawlers revalidate every time, get a 304 or the edge's copy, and see an archived job gone at once.
 */

const XML = "application/xml; charset=utf-8";

function feed(slug: FeedPortalSlug) {
  return async (c: Context<AppEnv>) => {
    const db = createDb(c.env.DB);
    // Published jobs posted to this portal, while the portal is switched on. Archiving or unpublishing a job
    // (status) or switching the portal off takes them out at once.
    const rows = await db
      .select({ job: jobs })
      .from(jobs)
      .innerJoin(jobPortalPostings, eq(jobPortalPostings.jobId, jobs.id))
      .innerJoin(jobPortals, eq(jobPortals.id, jobPortalPostings.portalId))
      .where(and(eq(jobs.status, "published"), eq(jobPortalPostings.status, "posted"), eq(jobPortals.slug, slug), eq(jobPortals.isActive, true)))
      .orderBy(desc(jobs.createdAt));
    const body = FEED_PORTALS[slug].build(rows.map((row) => toJobView(row.job)), new URL(c.req.url).origin, new Date());
    return c.body(body, 200, { "Content-Type": XML });
  };
}

export const documentRoutes = new Hono<AppEnv>()
  .get("/feeds/indeed.xml", feed("indeed"))
  .get("/feeds/linkedin.xml", feed("linkedin"))
  .get("/sitemap.xml", async (c) => {
    const origin = new URL(c.req.url).origin;
    const db = createDb(c.env.DB);
    const [publishedJobs, publishedArticles] = await db.batch([
      db.select({ id: jobs.id, updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.status, "published")).orderBy(desc(jobs.createdAt)).limit(SITEMAP_MAX_URLS),
      db.select({ id: articles.id, updatedAt: articles.updatedAt }).from(articles).where(eq(articles.status, "published")).orderBy(desc(articles.publishedAt)).limit(SITEMAP_MAX_URLS),
    ]);
    const body = buildSitemap([
      ...STATIC_SITE_PAGES.map((path) => ({ loc: `${origin}${path}` })),
      ...CASE_STUDY_IDS.map((id) => ({ loc: `${origin}/case-studies/${id}` })),
      ...publishedJobs.map((job) => ({ loc: `${origin}/jobs/${encodeURIComponent(job.id)}`, lastmod: job.updatedAt })),
      ...publishedArticles.map((article) => ({ loc: `${origin}/article/${encodeURIComponent(article.id)}`, lastmod: article.updatedAt })),
    ]);
    return c.body(body, 200, { "Content-Type": XML });
  })
  .get("/robots.txt", (c) => c.text(buildRobotsTxt(new URL(c.req.url).origin), 200, { "Cache-Control": "public, max-age=3600" }));
