import { type Context, Hono } from "hono";
import { CASE_STUDY_IDS, STATIC_SITE_PAGES } from "../contract/site-pages";
import { buildArticleFeed, categoryOfSlug } from "../domain/article-feed";
import { FEED_BOARDS, type FeedBoardSlug } from "../domain/job-feeds";
import { buildRobotsTxt, buildSitemap } from "../domain/sitemap";
import type { AppEnv } from "../env";
import { feedJobs } from "../jobs/job-board-store";
import { feedArticles, sitemapEntries } from "../site/store";

/**
 * Documents for machines, built from current data: job feeds, the articles' RSS feeds, the sitemap and robots.txt. The feeds and the
 * sitemap set no caching of their own: app.ts mounts them behind conditionalGet and the edge cache, so job boards and
 * crawlers revalidate every time, get a 304 or the edge's copy, and see an archived job gone at once.
 */

const XML = "application/xml; charset=utf-8";
const RSS = "application/rss+xml; charset=utf-8";

function feed(slug: FeedBoardSlug) {
  return async (c: Context<AppEnv>) => {
    const jobs = await feedJobs(c.var.db, slug);
    const body = FEED_BOARDS[slug].build(jobs, new URL(c.req.url).origin, new Date());
    return c.body(body, 200, { "Content-Type": XML });
  };
}

export const documentRoutes = new Hono<AppEnv>()
  .get("/feeds/indeed.xml", feed("indeed"))
  .get("/feeds/linkedin.xml", feed("linkedin"))
  .get("/feeds/ziprecruiter.xml", feed("ziprecruiter"))
  .get("/feeds/articles.xml", async (c) => {
    const body = buildArticleFeed(await feedArticles(c.var.db), new URL(c.req.url).origin);
    return c.body(body, 200, { "Content-Type": RSS });
  })
  .get("/feeds/articles/:file{[a-z0-9-]+\\.xml}", async (c) => {
    const category = categoryOfSlug(c.req.param("file").replace(/\.xml$/, ""));
    if (!category) return c.notFound();
    const body = buildArticleFeed(await feedArticles(c.var.db, category), new URL(c.req.url).origin, category);
    return c.body(body, 200, { "Content-Type": RSS });
  })
  .get("/sitemap.xml", async (c) => {
    const origin = new URL(c.req.url).origin;
    const { publishedJobs, publishedArticles } = await sitemapEntries(c.var.db);
    const body = buildSitemap([
      ...STATIC_SITE_PAGES.map((path) => ({ loc: `${origin}${path}` })),
      ...CASE_STUDY_IDS.map((id) => ({ loc: `${origin}/case-studies/${id}` })),
      ...publishedJobs.map((job) => ({ loc: `${origin}/jobs/${encodeURIComponent(job.id)}`, lastmod: job.updatedAt })),
      ...publishedArticles.map((article) => ({
        loc: `${origin}/article/${encodeURIComponent(article.id)}`,
        lastmod: article.updatedAt,
      })),
    ]);
    return c.body(body, 200, { "Content-Type": XML });
  })
  .get("/robots.txt", (c) =>
    c.text(buildRobotsTxt(new URL(c.req.url).origin), 200, { "Cache-Control": "public, max-age=3600" }),
  );
