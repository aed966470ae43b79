import { Search } from "lucide-react";
import { useMemo, useState } from "react";
import { COMPANY } from "../../../worker/contract/company";
import { ArticleCard } from "../../components/resources/ArticleCard";
import { ArticleCardSkeleton } from "../../components/resources/ArticleCardSkeleton";
import { usePublishedArticles } from "../../components/resources/article-queries";
import { Button } from "../../components/ui/button";
import { Input, Label, Select } from "../../components/ui/form";
import { PageHead } from "../../lib/head";
import { ALL_CATEGORIES, filterResources, RESOURCE_SORTS, type ResourceSort, resourceCategories, resourceStats } from "../../lib/resources";

/**
 * /resources (public spec): published articles with search, category filter, four sorts, the result count, three
 * skeleton cards while loading, the empty state and a statistics strip. The spec's newsletter button had no
 * behaviour; it is left out until the firm has a mailing list (README, "Content").
 */
export default function ResourcesPage() {
  const { data: articles, isPending, isError } = usePublishedArticles();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [sort, setSort] = useState<ResourceSort>("Newest First");
  const categories = resourceCategories(articles);
  const shown = useMemo(() => filterResources(articles ?? [], { search, category, sort }), [articles, search, category, sort]);
  const stats = resourceStats(articles ?? []);
  const clear = () => {
    setSearch("");
    setCategory(ALL_CATEGORIES);
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
              <Input id="resource-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search articles..." className="pl-9" />
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="resource-category">Category</Label>
            <Select id="resource-category" value={category} onChange={(e) => setCategory(e.target.value)}>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name === ALL_CATEGORIES ? "All Categories" : name}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="resource-sort">Sort by</Label>
            <Select id="resource-sort" value={sort} onChange={(e) => setSort(e.target.value as ResourceSort)}>
              {RESOURCE_SORTS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </Select>
          </div>
        </div>

        <h2 className="sr-only">Articles</h2>
        <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
          {isPending ? "Loading resources..." : `Showing ${shown.length} of ${articles?.length ?? 0} resources`}
        </p>

        {isPending ? (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <ArticleCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <p className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">We could not load the resources. Please refresh the page to try again.</p>
        ) : shown.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-border bg-muted px-6 py-14 text-center">
            <h2 className="text-xl font-bold text-primary">No Resources Found</h2>
            <p className="mt-2 text-foreground">No resources found matching your criteria.</p>
            <p className="mt-1 text-sm text-muted-foreground">Try adjusting your search terms or category filter to find more resources.</p>
            <Button className="mt-6" variant="outline" onClick={clear}>
              Clear Filters
            </Button>
          </div>
        ) : (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        )}
      </section>

      <section aria-label="Resource statistics" className="border-t border-border bg-muted">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center sm:grid-cols-4 sm:px-6 lg:px-8">
          {[
            ["Total Resources", String(stats.total)],
            ["Categories", String(stats.categories)],
            ["Avg. Read Time", `${stats.averageReadTime} min`],
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
