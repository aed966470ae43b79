import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { COMPANY } from "../../../worker/contract/company";
import { RESOURCES_PAGE_SIZE, resourceSearchIn, resourcesPageQuery } from "../../../worker/contract/resources-page";

import { CONTENT_CATEGORIES, PUBLISHED_ARTICLE_SORTS, SEARCH_TEXT_MAX } from "../../../worker/contract/site-enums";
import { ArticleCard } from "../../components/resources/ArticleCard";
import { ArticleCardSkeleton } from "../../components/resources/ArticleCardSkeleton";
import { usePublishedArticles, useResourceStats } from "../../components/resources/article-queries";
import { Button } from "../../components/ui/button";
import { Input, Label, Select } from "../../components/ui/form";
import { ResultPages } from "../../components/ui/result-pages";
import { PageHead } from "../../lib/head";
import { RESOURCE_SORT_LABELS } from "../../lib/resources";

/** How long typing pauses before the search is sent (and written into the address). */
const SEARCH_DELAY_MS = 300;

/**
 * /resources (public spec): published articles with search, category filter, four sorts, the result count, three
 * skeleton cards while loading, the empty state and a statistics strip. The server searches, sorts and pages
 * (GET /api/content/published-articles), and the search, category, sort and page live in the address, so a search
 * can be shared and the back button steps through it. The spec's newsletter button had no behaviour; it is left out
 * until the firm has a mailing list (README, "Content").
 */
export default function ResourcesPage() {
  const [params, setParams] = useSearchParams();
  const { q, category, sort, page } = resourceSearchIn(params);
  const [search, setSearch] = useState(q);

  const list = usePublishedArticles(resourcesPageQuery(params));
  const stats = useResourceStats().data;
  const categories = stats ? stats.categories.map((entry) => entry.category) : CONTENT_CATEGORIES;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RESOURCES_PAGE_SIZE));

  /** A new search, category or sort starts again at page 1; empty values and the defaults leave the address. */
  function apply(changes: Record<string, string>, options?: { replace: boolean }) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value.trim() && !(name === "sort" && value === "newest")) next.set(name, value.trim());
      else next.delete(name);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next, options);
  }

  // The address follows the search box once typing pauses; one history entry per search, not per key.
  useEffect(() => setSearch(q), [q]);
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => apply({ q: search }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const clear = () => {
    setSearch("");
    apply({ q: "", category: "" });
  };

  return (
    <>
      <PageHead
        title={`Career Resources & Hiring Insights | ${COMPANY.name}`}
        description="Career advice, hiring insights, salary negotiation, interview preparation and market trends from our executive recruiters."
      />
      <section className="bg-primary text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Career Resources</h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-200">
            Practical advice from our recruiters on careers, hiring, salaries, interviews and the job market.
          </p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="grid gap-4 rounded-xl border border-border bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_1fr] sm:p-5">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="resource-search">Search</Label>
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                id="resource-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Search articles..."
                maxLength={SEARCH_TEXT_MAX}
                className="pl-9"
              />
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="resource-category">Category</Label>
            <Select id="resource-category" value={category ?? ""} onChange={(e) => apply({ category: e.target.value })}>
              <option value="">All Categories</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="resource-sort">Sort by</Label>
            <Select id="resource-sort" value={sort} onChange={(e) => apply({ sort: e.target.value })}>
              {PUBLISHED_ARTICLE_SORTS.map((value) => (
                <option key={value} value={value}>
                  {RESOURCE_SORT_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
        </div>

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
          <p className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">We could not load the resources. Please refresh the page to try again.</p>
        ) : total === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-border bg-muted px-6 py-14 text-center">
            <h2 className="text-xl font-bold text-primary">No Resources Found</h2>
            <p className="mt-2 text-foreground">No resources found matching your criteria.</p>
            <p className="mt-1 text-sm text-muted-foreground">Try adjusting your search terms or category filter to find more resources.</p>
            <Button className="mt-6" variant="outline" onClick={clear}>
              Clear Filters
            </Button>
          </div>
        ) : (
          <>
            <div className={`mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? "opacity-60" : ""}`}>
              {list.data.rows.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </div>
            <ResultPages page={page} pages={pages} onPage={(to) => apply({ page: to > 1 ? String(to) : "" })} />
          </>
        )}
      </section>

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
    </>
  );
}
