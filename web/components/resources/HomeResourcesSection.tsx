import { Link } from "react-router";
import { HOME_RESOURCES } from "../../content/home";
import { Section } from "../marketing/Section";
import { Button } from "../ui/button";
import { ArticleCard, ArticleCardSkeleton } from "./ArticleCard";
import { usePublishedArticles } from "./article-queries";

/** Articles the home teaser shows: the newest published ones. */
export const HOME_ARTICLE_COUNT = 3;

/**
 * The home page's resources teaser (anchor `resources`): the three newest published articles, each with Read More
 * to its page, and Explore All Resources to /resources. Three skeleton cards while loading (public spec section 9).
 */
export function HomeResourcesSection() {
  const { data: articles, isPending } = usePublishedArticles();
  const newest = (articles ?? []).slice(0, HOME_ARTICLE_COUNT);
  return (
    <Section id="resources" eyebrow="Insights" heading={HOME_RESOURCES.heading} intro={HOME_RESOURCES.intro} tone="muted">
      <div>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {isPending
            ? [0, 1, 2].map((i) => <ArticleCardSkeleton key={i} />)
            : newest.map((article) => <ArticleCard key={article.id} article={article} action="Read More" />)}
        </div>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to="/resources">Explore All Resources</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
