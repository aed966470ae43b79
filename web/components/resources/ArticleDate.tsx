import type { ArticleSummary } from "#contract/article-views";
import { useDateZone } from "../../lib/hydration";
import { formatArticleDate } from "../../lib/resources";

/**
 * An article's date, in UTC while a page the Worker rendered is hydrated and in the reader's zone from the next
 * render on. Its own component, so that change re-renders this text, not the card or page around it.
 */
export function ArticleDate({ article }: { article: Pick<ArticleSummary, "publishedAt" | "createdAt"> }) {
  return formatArticleDate(article, useDateZone());
}
