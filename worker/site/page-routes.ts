import { type Context, Hono } from "hono";
import { articleHead, buildArticleLd } from "../contract/article-ld";
import { COMPANY } from "../contract/company";
import { headTags, type PageHeadData } from "../contract/head-tags";
import { closedJobPageTitle, JOB_CLOSED_MESSAGE, jobMetaDescription, jobPageTitle } from "../contract/job-listing";
import { buildJobPostingLd } from "../contract/job-posting-ld";
import { serializeInlineJson } from "../contract/json-ld";
import { PAGE_HEAD_SELECTORS, ROUTE_DATA_ELEMENT_ID, type RouteDataEntry } from "../contract/route-data";
import { PAGE_SECURITY_HEADERS } from "../contract/security-headers";
import { findPublishedArticle } from "../content/article-store";
import { createDb } from "../db/client";
import { findPublicJob, similarJobs } from "../jobs/store";
import { articleSummaryHtml, closedJobSummaryHtml, headTagsHtml, jobSummaryHtml } from "../domain/page-summary";
import type { AppEnv } from "../env";

/**
 * The HTML pages the Worker answers itself (wrangler.toml run_worker_first); every other page is a static file
 * pre-rendered at build time (scripts/prerender.ts).
 *
 * - /jobs/{id} and /article/{id}: the pre-rendered frame of their list page (header, footer) with the head of this
 *   job or article, its summary in place of the main content, and its API answer embedded so the browser's first
 *   render is the full page. An unknown or unpublished id answers 404 with the not-found page; a closed (archived)
 *   job answers 410 with "This position has been filled or closed" and open jobs like it (decision 026).
 * - /admin/*, /book/manage/{id} and /job-alerts/*: the bare shell, rendered in the browser only (staff pages and a
 *   visitor's private booking or job alert link have nothing to pre-render or index).
 */

/** Pre-rendered files of web/dist the pages are built on, by their address (html_handling drops ".html"). */
const FRAMES = { jobs: "/jobs", articles: "/resources", notFound: "/404", shell: "/app-shell" } as const;

const MAIN_SELECTOR = "main#main-content";

async function frame(c: Context<AppEnv>, path: string): Promise<Response> {
  const response = await c.env.ASSETS.fetch(new URL(path, c.req.url));
  if (!response.ok) throw new Error(`the built site has no ${path} page (run npm run build)`);
  return response;
}

function htmlResponse(body: ReadableStream | null, status: number): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, no-cache", ...PAGE_SECURITY_HEADERS },
  });
}

interface FilledPage {
  status?: 200 | 410;
  head: PageHeadData;
  summary: string;
  routeData: RouteDataEntry[];
}

/** The frame with the page's head tags, its summary as the main content and its data for the browser. */
async function filledPage(c: Context<AppEnv>, framePath: string, page: FilledPage): Promise<Response> {
  const rewriter = new HTMLRewriter();
  for (const selector of PAGE_HEAD_SELECTORS) rewriter.on(selector, { element: (element) => void element.remove() });
  const filled = rewriter
    .on("head", { element: (head) => void head.append(headTagsHtml(headTags(page.head)), { html: true }) })
    .on(MAIN_SELECTOR, { element: (main) => void main.setInnerContent(page.summary, { html: true }) })
    .on("body", {
      element: (body) => {
        const data = serializeInlineJson(page.routeData);
        body.append(`<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${data}</script>`, { html: true });
      },
    })
    .transform(await frame(c, framePath));
  return htmlResponse(filled.body, page.status ?? 200);
}

/** The not-found page with a real 404 status, so crawlers drop the address (also app.ts's answer to unknown paths). */
export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  return htmlResponse((await frame(c, FRAMES.notFound)).body, 404);
}

async function shellPage(c: Context<AppEnv>): Promise<Response> {
  const response = htmlResponse((await frame(c, FRAMES.shell)).body, 200);
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

const pageUrl = (c: Context<AppEnv>) => new URL(c.req.path, c.req.url).href;

export const pageRoutes = new Hono<AppEnv>()
  .get("/jobs/:id", async (c) => {
    const db = createDb(c.env.DB);
    const found = await findPublicJob(db, c.req.param("id"));
    if (!found) return notFoundPage(c);
    if ("closed" in found) {
      const { id } = found.closed;
      const similar = await similarJobs(db, found.closed);
      return filledPage(c, FRAMES.jobs, {
        status: 410,
        // No canonical URL: the page asks not to be indexed, and carries no JobPosting.
        head: { title: closedJobPageTitle(COMPANY.name), description: JOB_CLOSED_MESSAGE },
        summary: closedJobSummaryHtml(similar),
        routeData: [
          // The job's own query starts as the API's 410, so the browser renders the closed page without a request.
          { queryKey: ["/api/jobs", id], error: { status: 410, body: JSON.stringify({ error: "job_closed", message: JOB_CLOSED_MESSAGE }) } },
          { queryKey: ["/api/jobs", id, "similar"], data: similar },
        ],
      });
    }
    const job = found.open;
    const url = pageUrl(c);
    return filledPage(c, FRAMES.jobs, {
      head: { title: jobPageTitle(job, COMPANY.name), description: jobMetaDescription(job.description), canonicalUrl: url, jsonLd: buildJobPostingLd(job, url) },
      summary: jobSummaryHtml(job),
      routeData: [{ queryKey: ["/api/jobs", job.id], data: job }],
    });
  })
  .get("/article/:id", async (c) => {
    const article = await findPublishedArticle(createDb(c.env.DB), c.req.param("id"));
    if (!article) return notFoundPage(c);
    const url = pageUrl(c);
    return filledPage(c, FRAMES.articles, {
      head: { ...articleHead(article, url), ogType: "article", jsonLd: buildArticleLd(article, url) },
      summary: articleSummaryHtml(article),
      routeData: [{ queryKey: ["/api/content/published-articles", article.id], data: article }],
    });
  })
  .get("/admin", shellPage)
  .get("/admin/*", shellPage)
  .get("/book/manage/:id", shellPage)
  .get("/job-alerts/*", shellPage);
