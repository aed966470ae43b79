import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "../../lib/query-client";

/** The public list of published articles, newest first; /resources, /article/{id} and the home teaser share it. */
export const usePublishedArticles = () => useQuery(apiQuery("GET /api/content/published-articles"));

/**
 * One published article; a 404 (unknown or unpublished) is the query's error. Its key is the one the Worker seeds
 * on /article/{id} (worker/site/page-routes.ts): ["/api/content/published-articles", id].
 */
export const usePublishedArticle = (id: string | undefined) =>
  useQuery({ ...apiQuery("GET /api/content/published-articles/:id", { id: id ?? "" }), enabled: Boolean(id) });
