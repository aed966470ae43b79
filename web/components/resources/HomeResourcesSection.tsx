import { lazy, Suspense, useRef } from "react";
import { Link } from "react-router";
import { HOME_RESOURCES } from "../../content/home";
import { useDeferredRender } from "../../lib/use-deferred-render";
import { Section } from "../marketing/Section";
import { Button } from "../ui/button";
import { ArticleCardSkeleton } from "./ArticleCardSkeleton";

const HomeArticlesList = lazy(() => import("./HomeArticlesList"));

/**
 * The home page's resources teaser (anchor `resources`): the three newest published articles, each with Read More
 * to its page, and Explore All Resources to /resources. Three skeleton cards while loading (public spec section 9).
 * The articles, and the code that shows them, are fetched as the section nears the viewport: far down a long page,
 * they are not part of its first load.
 */
export function HomeResourcesSection() {
  const anchor = useRef<HTMLDivElement>(null);
  const ready = useDeferredRender(anchor);
  const skeletons = [0, 1, 2].map((i) => <ArticleCardSkeleton key={i} />);
  return (
    <Section
      id="resources"
      eyebrow="Insights"
      heading={HOME_RESOURCES.heading}
      intro={HOME_RESOURCES.intro}
      tone="muted"
    >
      <div>
        <div ref={anchor} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ready ? (
            <Suspense fallback={skeletons}>
              <HomeArticlesList placeholder={skeletons} />
            </Suspense>
          ) : (
            skeletons
          )}
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
