import { useQuery } from "@tanstack/react-query";
import type { ArticleView } from "../../../worker/contract/content";

/** The public list of published articles, newest first; /resources, /article/{id} and the home teaser share it. */
export const PUBLISHED_ARTICLES_KEY = ["/api/content/published-articles"] as const;

export const usePublishedArticles = () => useQuery<ArticleView[]>({ queryKey: PUBLISHED_ARTICLES_KEY });

/** One published article; a 404 (unknown or unpublished) is the query's error. */
export const usePublishedArticle = (id: string | undefined) =>
  useQuery<ArticleView>({ queryKey: [...PUBLISHED_ARTICLES_KEY, id ?? ""], enabled: Boolean(id) });
