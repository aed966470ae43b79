import { pageIn } from "./list-pages";
import {
  CONTENT_CATEGORIES,
  type ContentCategory,
  PUBLISHED_ARTICLE_SORTS,
  type PublishedArticleSort,
} from "./site-enums";

/**
 * How /resources reads its address, shared by the page and the Worker that renders it with its first answer (see
 * ./list-pages.ts). No zod here: public pages stay light.
 */

/** Cards per page of /resources: four rows of three on a wide screen. */
export const RESOURCES_PAGE_SIZE = 12;

/** /resources: the search, category, sort and page, as the address gives them (an unknown category or sort is none). */
export function resourceSearchIn(params: URLSearchParams) {
  return {
    q: params.get("q") ?? "",
    category: CONTENT_CATEGORIES.find((value): value is ContentCategory => value === params.get("category")),
    sort:
      PUBLISHED_ARTICLE_SORTS.find((value): value is PublishedArticleSort => value === params.get("sort")) ?? "newest",
    page: pageIn(params),
  };
}

/** The query of GET /api/content/published-articles that /resources sends for its address. */
export function resourcesPageQuery(params: URLSearchParams) {
  const { q, category, sort, page } = resourceSearchIn(params);
  return { q: q || undefined, category, sort, limit: RESOURCES_PAGE_SIZE, offset: (page - 1) * RESOURCES_PAGE_SIZE };
}
