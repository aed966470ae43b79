import { JOBS_PAGE_SIZE } from "./job-listing";
import { CONTENT_CATEGORIES, type ContentCategory, PUBLISHED_ARTICLE_SORTS, type PublishedArticleSort } from "./site-enums";

/**
 * How the public list pages read their address, shared by the pages (web/pages/public) and the Worker that renders
 * them with their first answer (worker/site/page-routes.ts): both must ask the API the same question, or the
 * browser's first render would not find the answer the Worker embedded. No zod here: public pages stay light.
 */

/** The page number an address asks for: 1 when absent or not a positive whole number. */
function pageIn(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
}

/** /jobs: the keyword, location and industry filters and the page, as the address gives them. */
export function jobSearchIn(params: URLSearchParams) {
  return { title: params.get("title") ?? "", location: params.get("location") ?? "", industry: params.get("industry") ?? "", page: pageIn(params) };
}

/**
 * The query of GET /api/jobs for one page of published jobs matching `filters` (the /jobs page and the home page's
 * section). `status: "published"` is sent so that a signed-in recruiter browsing the public site sees what visitors
 * see, not drafts.
 */
export function publishedJobsQuery(filters: { title?: string; location?: string; industry?: string }, page: { limit: number; offset: number }) {
  return { ...filters, status: "published" as const, limit: page.limit, offset: page.offset };
}

/** The query of GET /api/jobs that /jobs sends for its address. */
export function jobsPageQuery(params: URLSearchParams) {
  const { page, ...filters } = jobSearchIn(params);
  return publishedJobsQuery(filters, { limit: JOBS_PAGE_SIZE, offset: (page - 1) * JOBS_PAGE_SIZE });
}

/** Cards per page of /resources: four rows of three on a wide screen. */
export const RESOURCES_PAGE_SIZE = 12;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** /resources: the search, category, sort and page, as the address gives them (an unknown category or sort is none). */
export function resourceSearchIn(params: URLSearchParams) {
  return {
    q: params.get("q") ?? "",
    category: oneOf<ContentCategory>(CONTENT_CATEGORIES, params.get("category")),
    sort: oneOf<PublishedArticleSort>(PUBLISHED_ARTICLE_SORTS, params.get("sort")) ?? "newest",
    page: pageIn(params),
  };
}

/** The query of GET /api/content/published-articles that /resources sends for its address. */
export function resourcesPageQuery(params: URLSearchParams) {
  const { q, category, sort, page } = resourceSearchIn(params);
  return { q: q || undefined, category, sort, limit: RESOURCES_PAGE_SIZE, offset: (page - 1) * RESOURCES_PAGE_SIZE };
}
