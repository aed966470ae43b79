import type { ArticleView } from "../../worker/contract/content";
import { CONTENT_CATEGORIES } from "../../worker/contract/enums";

/** The /resources list rules (public spec /resources and section 9): search, category, the four sorts, the stats. */

export const ALL_CATEGORIES = "All";
export const RESOURCE_SORTS = ["Newest First", "Oldest First", "Title A-Z", "Read Time"] as const;
export type ResourceSort = (typeof RESOURCE_SORTS)[number];

/** Before articles load: the spec's default list; after: the categories the articles actually use. */
export function resourceCategories(articles: readonly ArticleView[] | undefined): string[] {
  if (!articles) return [ALL_CATEGORIES, ...CONTENT_CATEGORIES];
  return [ALL_CATEGORIES, ...[...new Set(articles.map((a) => a.category))].sort()];
}

const published = (article: ArticleView) => Date.parse(article.publishedAt ?? article.createdAt);

/**
 * Articles matching a search over title, summary and category (case-insensitive) and a category, in the chosen
 * order. "Read Time" puts the shortest first, so a reader in a hurry finds a quick read at the top.
 */
export function filterResources(articles: readonly ArticleView[], options: { search: string; category: string; sort: ResourceSort }): ArticleView[] {
  const needle = options.search.trim().toLowerCase();
  const matches = articles.filter(
    (article) =>
      (options.category === ALL_CATEGORIES || article.category === options.category) &&
      (!needle || [article.title, article.summary, article.category].some((field) => field.toLowerCase().includes(needle))),
  );
  const order: Record<ResourceSort, (a: ArticleView, b: ArticleView) => number> = {
    "Newest First": (a, b) => published(b) - published(a),
    "Oldest First": (a, b) => published(a) - published(b),
    "Title A-Z": (a, b) => a.title.localeCompare(b.title),
    "Read Time": (a, b) => a.readTime - b.readTime || a.title.localeCompare(b.title),
  };
  return [...matches].sort(order[options.sort]);
}

/** The statistics strip: total resources, category count and the average read time rounded. */
export function resourceStats(articles: readonly ArticleView[]) {
  const total = articles.length;
  return {
    total,
    categories: new Set(articles.map((a) => a.category)).size,
    averageReadTime: total ? Math.round(articles.reduce((sum, a) => sum + a.readTime, 0) / total) : 0,
  };
}

/** Topic tags of an article: its comma-separated keywords, trimmed, without blanks or repeats. */
export function articleTags(keywords: string | null): string[] {
  return [...new Set((keywords ?? "").split(",").map((k) => k.trim()).filter(Boolean))];
}

/** "March 9, 2026" for an article's date. */
export function formatArticleDate(article: Pick<ArticleView, "publishedAt" | "createdAt">): string {
  return new Date(article.publishedAt ?? article.createdAt).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
