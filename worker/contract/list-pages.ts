import { JOBS_PAGE_SIZE } from "./job-listing";

/**
 * How the public list pages read their address, shared by the pages (web/pages/public) and the Worker that renders
 * them with their first answer (worker/pages/page-routes.ts): both must ask the API the same question, or the
 * browser's first render would not find the answer the Worker embedded. /jobs' reading is here, /resources' in
 * ./resources-page.ts, so neither page loads the other's. No zod here: public pages stay light.
 */

/** The page number an address asks for: 1 when absent or not a positive whole number. */
export function pageIn(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
}

/** /jobs: the keyword, location and industry filters and the page, as the address gives them. */
export function jobSearchIn(params: URLSearchParams) {
  return {
    title: params.get("title") ?? "",
    location: params.get("location") ?? "",
    industry: params.get("industry") ?? "",
    page: pageIn(params),
  };
}

/**
 * The query of GET /api/jobs for one page of published jobs matching `filters` (the /jobs page and the home page's
 * section). `status: "published"` is sent so that a signed-in recruiter browsing the public site sees what visitors
 * see, not drafts.
 */
export function publishedJobsQuery(
  filters: { title?: string; location?: string; industry?: string },
  page: { limit: number; offset: number },
) {
  return { ...filters, status: "published" as const, limit: page.limit, offset: page.offset };
}

/** The query of GET /api/jobs that /jobs sends for its address. */
export function jobsPageQuery(params: URLSearchParams) {
  const { page, ...filters } = jobSearchIn(params);
  return publishedJobsQuery(filters, { limit: JOBS_PAGE_SIZE, offset: (page - 1) * JOBS_PAGE_SIZE });
}
