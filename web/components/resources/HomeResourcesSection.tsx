import { Link } from "react-router";
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
    <section id="resources" aria-labelledby="home-resources-heading" className="scroll-mt-20 bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="home-resources-heading" className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
            Career Resources &amp; Insights
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">Advice from our recruiters on careers, hiring and the job market.</p>
        </div>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
    </section>
  );
}
