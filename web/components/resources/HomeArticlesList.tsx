import type { ReactNode } from "react";
import { ArticleCard } from "./ArticleCard";
import { usePublishedArticles } from "./article-queries";

/** Articles the home teaser shows: the newest published ones. */
export const HOME_ARTICLE_COUNT = 3;

/** The home teaser's cards: the newest articles with Read More, and `placeholder` until they have arrived. */
export default function HomeArticlesList({ placeholder }: { placeholder: ReactNode }) {
  const { data: articles, isPending } = usePublishedArticles();
  if (isPending) return placeholder;
  return (articles ?? []).slice(0, HOME_ARTICLE_COUNT).map((article) => <ArticleCard key={article.id} article={article} action="Read More" />);
}
