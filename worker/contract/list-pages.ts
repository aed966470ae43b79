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

/** /jobs's filters as its address gives them ("" when absent); `remote` is "true" when the box is ticked. */
export interface JobSearchFilters {
  title: string;
  location: string;
  industry: string;
  near: string;
  radius: string;
  salaryMin: string;
  remote: string;
}

/** /jobs: the keyword, location, industry, place, radius, salary floor and remote filters and the page. */
export function jobSearchIn(params: URLSearchParams): JobSearchFilters & { page: number } {
  const text = (name: string) => params.get(name)?.trim() ?? "";
  return {
    title: params.get("title") ?? "",
    location: params.get("location") ?? "",
    industry: params.get("industry") ?? "",
    near: text("near"),
    radius: text("radius"),
    salaryMin: text("salaryMin"),
    remote: params.get("remote") === "true" ? "true" : "",
    page: pageIn(params),
  };
}

/**
 * The query of GET /api/jobs for one page of published jobs matching `filters` (the /jobs page and the home page's
 * section). `status: "published"` is sent so that a signed-in recruiter browsing the public site sees what visitors
 * see, not drafts. The place, salary and remote filters are sent only when set, the radius only with a place (the
 * form always sends its choice).
 */
export function publishedJobsQuery(
  filters: { title?: string; location?: string; industry?: string } & Partial<JobSearchFilters>,
  page: { limit: number; offset: number },
) {
  const { near, radius, salaryMin, remote, ...lists } = filters;
  return {
    ...lists,
    ...(near ? { near, ...(radius ? { radius } : {}) } : {}),
    ...(salaryMin ? { salaryMin } : {}),
    ...(remote === "true" ? { remote } : {}),
    status: "published" as const,
    limit: page.limit,
    offset: page.offset,
  };
}

/** The query of GET /api/jobs that /jobs sends for its address. */
export function jobsPageQuery(params: URLSearchParams) {
  const { page, ...filters } = jobSearchIn(params);
  return publishedJobsQuery(filters, { limit: JOBS_PAGE_SIZE, offset: (page - 1) * JOBS_PAGE_SIZE });
}
