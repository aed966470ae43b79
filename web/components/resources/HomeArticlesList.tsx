import type { ReactNode } from "react";
import { ArticleCard } from "./ArticleCard";
import { usePublishedArticles } from "./article-queries";

/** Articles the home teaser shows: the newest published ones. */
export const HOME_ARTICLE_COUNT = 3;

/** The home teaser's cards: the newest articles with Read More, and `placeholder` until they have arrived. */
export default function HomeArticlesList({ placeholder }: { placeholder: ReactNode }) {
  const { data, isPending } = usePublishedArticles({ limit: HOME_ARTICLE_COUNT });
  if (isPending) return placeholder;
  return (data?.rows ?? []).map((article) => <ArticleCard key={article.id} article={article} action="Read More" />);
}
