import { type Context, Hono } from "hono";
import { applyPageData } from "../applications/apply-page-data";
import { bookPageData } from "../booking/book-page";
import { findPublishedArticle } from "../content/article-store";
import { resourcesPageData } from "../content/resources-page-data";
import { isAdminPage } from "../contract/admin-pages";
import { JOB_CLOSED_MESSAGE } from "../contract/job-listing";
import { jobListQuerySchema } from "../contract/jobs";
import { jobsPageQuery } from "../contract/list-pages";
import type { AppEnv } from "../env";
import { ApiError, errorBodyOf, validationError } from "../http/errors";
import { requestNow } from "../http/request-clock";
import { toFieldIssues } from "../http/validate";
import { findPublicJob, jobSearchOf, searchJobs, similarJobs, toJobView } from "../jobs/search-store";
import { notFoundPage, prerenderedPage, renderedPage, shellPage } from "../site/rendered-page";

/**
 * The HTML pages the Worker answers itself (wrangler.toml run_worker_first); every other page is a static file
 * pre-rendered at build time (scripts/prerender.ts).
 *
 * - /jobs/{id} and /article/{id}: rendered here per request by the SPA's own renderer (web/entry-server.tsx, built
 *   into worker/page-render), with the job's or article's API answer in its query cache and embedded in the
 *   page, so the browser hydrates the page it receives (decision 034). An unknown or unpublished id answers 404 with the
 *   not-found page; a closed (archived) job answers 410 with "This position has been filled or closed" and open jobs
 *   like it (decision 026).
 * - /jobs, /resources and /book: rendered the same way with the first answers their lists ask for (the page of jobs
 *   or articles the address names, the article statistics, the consultation types), so the list arrives in the page
 *   instead of after it (decision 035). An address the API would refuse (a keyword over its limit, a place the
 *   gazetteer does not know) renders with the API's 400 as its answer, which the page shows beside the field at
 *   fault with the search's values kept, scripts or not (decision 097). /book's address also names the
 *   wizard's step (a type's days, a day's times, the details form, a booking's confirmation: ./book-page.ts), each
 *   rendered with its answers and kept out of shared caches (decision 039).
 * - /, /contact and /apply: the pre-rendered file (/apply?jobId=... rendered with the job applied for), as the
 *   assets server would answer it; the Worker answers these pages because their forms post there natively
 *   (worker/site/form-posts.ts, decision 040).
 * - /admin/*, /book/manage/{id} and /job-alerts/*: the bare shell, rendered in the browser only (staff pages and a
 *   visitor's private booking or job alert link have nothing to pre-render or index). An /admin address that no
 *   back-office page has (worker/contract/admin-pages.ts) is the shell with 404: the back office says "This page does
 *   not exist" inside its navigation, and the status tells the browser and the logs the same.
 */

/** The address's query string, as the page reads it. */
const searchOf = (c: Context<AppEnv>) => new URL(c.req.url).searchParams;

export const pageRoutes = new Hono<AppEnv>()
  .get("/jobs", async (c) => {
    const query = jobsPageQuery(searchOf(c));
    const queryKey = ["/api/jobs", query];
    try {
      const valid = jobListQuerySchema.safeParse(query);
      if (!valid.success) throw validationError(toFieldIssues(valid.error.issues));
      const { rows, total } = await searchJobs(c.var.db, await jobSearchOf(c.var.db, valid.data, false));
      return renderedPage(c, [{ queryKey, data: { jobs: rows.map((row) => toJobView(row)), total } }]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The API's own 400, so the page shows it beside the field at fault, the search's values kept in the form; the
      // page itself is the answer the visitor asked for (200), as it was when the browser asked for the list.
      const body = JSON.stringify(errorBodyOf(c, error));
      return renderedPage(c, [{ queryKey, error: { status: error.status, body } }]);
    }
  })
  .get("/resources", async (c) => renderedPage(c, await resourcesPageData(c.var.db, searchOf(c))))
  .get("/book", async (c) => {
    const { routeData, personal } = await bookPageData(c.var.db, c.env, searchOf(c), requestNow(c));
    // A step past the types shows live availability or one booker's booking: never kept by a shared cache.
    return renderedPage(c, routeData, { personal });
  })
  .get("/jobs/:id", async (c) => {
    const db = c.var.db;
    const found = await findPublicJob(db, c.req.param("id"));
    if (!found) return notFoundPage(c);
    if ("open" in found) return renderedPage(c, [{ queryKey: ["/api/jobs", found.open.id], data: found.open }]);
    const { id } = found.closed;
    // The job's own query starts as the API's 410, so the page shows the closed notice and open jobs like it.
    return renderedPage(
      c,
      [
        {
          queryKey: ["/api/jobs", id],
          error: { status: 410, body: JSON.stringify({ error: "job_closed", message: JOB_CLOSED_MESSAGE }) },
        },
        { queryKey: ["/api/jobs", id, "similar"], data: await similarJobs(db, found.closed) },
      ],
      { status: 410 },
    );
  })
  .get("/article/:id", async (c) => {
    const article = await findPublishedArticle(c.var.db, c.req.param("id"));
    if (!article) return notFoundPage(c);
    return renderedPage(c, [{ queryKey: ["/api/content/published-articles", article.id], data: article }]);
  })
  // Pre-rendered pages routed to the Worker for their forms' native posts (worker/site/form-posts.ts).
  .get("/", prerenderedPage)
  .get("/contact", prerenderedPage)
  // A job's "Apply Now" links to /apply?jobId=...: rendered with the job (and its id as the form's hidden field).
  .get("/apply", async (c) =>
    new URL(c.req.url).search ? renderedPage(c, await applyPageData(c)) : prerenderedPage(c),
  )
  .get("/admin", shellPage)
  .get("/admin/*", async (c) => {
    const shell = await shellPage(c);
    if (isAdminPage(new URL(c.req.url).pathname)) return shell;
    return new Response(shell.body, { status: 404, headers: shell.headers });
  })
  .get("/book/manage/:id", shellPage)
  // A staff member's reset or invitation link: rendered with its token (the page asks for a username without one),
  // never cached or indexed, since the address carries a secret.
  .get("/reset-password", (c) => renderedPage(c, [], { personal: true }))
  // The job alert form's confirmation, pre-rendered like the other forms' (FORM_POSTS), inside "/job-alerts/*"; with a
  // query (`?email=waiting` when its email cannot go out yet) rendered here, so the page says what the address says.
  .get("/job-alerts/sent", (c) => (new URL(c.req.url).search ? renderedPage(c, []) : prerenderedPage(c)))
  // The job alert form as a page (the /jobs dialog's fallback without scripts), its filters from the address.
  .get("/job-alerts", (c) => renderedPage(c, []))
  .get("/job-alerts/*", shellPage);
