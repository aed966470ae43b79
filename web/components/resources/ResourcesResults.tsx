import { Link } from "react-router";
import { RESOURCES_PAGE_SIZE } from "#contract/resources-page";
import { addressWith, RESULTS_FRAGMENT, RESULTS_ID } from "../../lib/list-search";
import { Button } from "../ui/button";
import { ResultPages } from "../ui/result-pages";
import { ArticleCard } from "./ArticleCard";
import { ArticleCardSkeleton } from "./ArticleCardSkeleton";
import type { usePublishedArticles, useResourceStats } from "./article-queries";

type Stats = ReturnType<typeof useResourceStats>["data"];

/**
 * /resources's results: the count, three skeleton cards while loading, the error, the empty state, or the cards and
 * the pager.
 */
export function ResourcesResults({
  list,
  stats,
  params,
  page,
}: {
  list: ReturnType<typeof usePublishedArticles>;
  stats: Stats;
  params: URLSearchParams;
  page: number;
}) {
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RESOURCES_PAGE_SIZE));
  return (
    <div id={RESULTS_ID} className="scroll-mt-18">
      <span id={RESULTS_FRAGMENT} className="block scroll-mt-20 lg:hidden" />
      <h2 className="sr-only">Articles</h2>
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {list.isPending ? "Loading resources..." : `Showing ${total} of ${stats?.total ?? total} resources`}
      </p>

      {list.isPending ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <p className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">
          We could not load the resources. Please refresh the page to try again.
        </p>
      ) : total === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-border bg-muted px-6 py-14 text-center">
          <h2 className="text-xl font-bold text-primary">No Resources Found</h2>
          <p className="mt-2 text-foreground">No resources found matching your criteria.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Try adjusting your search terms or category filter to find more resources.
          </p>
          <Button asChild className="mt-6" variant="outline">
            <Link to={addressWith("/resources", params, { q: "", category: "", page: "" })}>Clear Filters</Link>
          </Button>
        </div>
      ) : (
        <>
          <div
            className={`mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? "opacity-60" : ""}`}
          >
            {list.data.rows.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
          <ResultPages
            page={page}
            pages={pages}
            hrefFor={(to) => addressWith("/resources", params, { page: to > 1 ? String(to) : "" })}
          />
        </>
      )}
    </div>
  );
}

/** The statistics strip under the list. */
export function ResourceStats({ stats }: { stats: Stats }) {
  return (
    <section aria-label="Resource statistics" className="border-t border-border bg-muted">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center sm:grid-cols-4 sm:px-6 lg:px-8">
        {[
          ["Total Resources", String(stats?.total ?? 0)],
          ["Categories", String(stats?.categories.length ?? 0)],
          ["Avg. Read Time", `${stats?.averageReadTime ?? 0} min`],
          ["New Content", "Weekly"],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-primary">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
