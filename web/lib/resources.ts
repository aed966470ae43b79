import type { ArticleSummary } from "#contract/article-views";
import { calendarDate } from "#contract/plain-text";
import type { PublishedArticleSort } from "#contract/site-enums";
import { type DateZone, dayIn } from "./hydration";

/** What /resources and the article cards show (public spec /resources); the search, filter and sorts run on the server. */

/** The four sorts' names as /resources shows them. */
export const RESOURCE_SORT_LABELS: Record<PublishedArticleSort, string> = {
  newest: "Newest First",
  oldest: "Oldest First",
  title: "Title A-Z",
  "read-time": "Read Time",
};

/** Topic tags of an article: its comma-separated keywords, trimmed, without blanks or repeats. */
export function articleTags(keywords: string | null): string[] {
  return [
    ...new Set(
      (keywords ?? "")
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
}

/** "March 9, 2026" for an article's date (the day in `zone`, the reader's by default). */
export function formatArticleDate(
  article: Pick<ArticleSummary, "publishedAt" | "createdAt">,
  zone: DateZone = "reader",
): string {
  return calendarDate(dayIn(new Date(article.publishedAt ?? article.createdAt), zone), "long");
}
