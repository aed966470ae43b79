import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PublishedArticlesQuery } from "#contract/articles";
import { apiPageQuery, apiQuery } from "../../lib/query-client";

/**
 * One page of published articles (summaries, no bodies) and how many match; /resources and the home teaser ask for
 * theirs. The previous page stays on screen while the next one loads.
 */
export const usePublishedArticles = (query: Partial<PublishedArticlesQuery>) =>
  useQuery({
    ...apiPageQuery("GET /api/content/published-articles", undefined, query),
    placeholderData: keepPreviousData,
  });

/** The /resources statistics strip and the categories that have articles. */
export const useResourceStats = () => useQuery(apiQuery("GET /api/content/resource-stats"));

/**
 * One published article; a 404 (unknown or unpublished) is the query's error. Its key is the one the Worker seeds
 * on /article/{id} (worker/pages/page-routes.ts): ["/api/content/published-articles", id].
 */
export const usePublishedArticle = (id: string | undefined) =>
  useQuery({ ...apiQuery("GET /api/content/published-articles/:id", { id: id ?? "" }), enabled: Boolean(id) });
