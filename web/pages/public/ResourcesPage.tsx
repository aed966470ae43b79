import { type FormEvent, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import { RESOURCES_PAGE_SIZE, resourceSearchIn, resourcesPageQuery } from "#contract/resources-page";
import { CONTENT_CATEGORIES, PUBLISHED_ARTICLE_SORTS, SEARCH_TEXT_MAX } from "#contract/site-enums";
import { ArticleCard } from "../../components/resources/ArticleCard";
import { ArticleCardSkeleton } from "../../components/resources/ArticleCardSkeleton";
import { usePublishedArticles, useResourceStats } from "../../components/resources/article-queries";
import { Button } from "../../components/ui/button";
import { Input, Label, Select } from "../../components/ui/form";
import { SearchIcon } from "../../components/ui/icons";
import { ResultPages } from "../../components/ui/result-pages";
import { PageHead } from "../../lib/head";
import {
  addressWith,
  RESULTS_FRAGMENT,
  RESULTS_ID,
  searchAddress,
  showResults,
  useFieldsFollowAddress,
} from "../../lib/list-search";
import { RESOURCE_SORT_LABELS } from "../../lib/resources";
import { staticParts } from "../../lib/static-parts";

/** The newsletter signup, kept as the server wrote it (a static part): a native form needs no script. */
const NewsletterSignupPart = staticParts(() => import("../../components/NewsletterSignup"))(
  "ResourcesNewsletterSignup",
);

/** How long typing pauses before the search is sent (and written into the address). */
const SEARCH_DELAY_MS = 300;

/**
 * /resources (public spec): published articles with search, category filter, four sorts, the result count, three
 * skeleton cards while loading, the empty state and a statistics strip. The server searches, sorts and pages
 * (GET /api/content/published-articles), and the search, category, sort and page live in the address, so a search
 * can be shared and the back button steps through it. The filters are a GET form and the pager and Clear Filters
 * are links, which work before and without scripts (the Worker renders every address with its list); with scripts,
 * the search follows the typing and the selects apply at once. The spec's newsletter button had no behaviour; it is
 * left out until the firm has a mailing list (README, "Content").
 */
export default function ResourcesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { q, category, sort, page } = resourceSearchIn(params);
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  const list = usePublishedArticles(resourcesPageQuery(params));
  const stats = useResourceStats().data;
  const categories = stats ? stats.categories.map((entry) => entry.category) : CONTENT_CATEGORIES;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RESOURCES_PAGE_SIZE));

  /** The form's search at page 1, without the default sort; a typed search replaces its history entry. */
  const apply = (target: HTMLFormElement, options?: { replace: boolean }) =>
    navigate(searchAddress(target, { sort: "newest" }), options);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(typing.current);
    void apply(event.currentTarget);
    if ((event.nativeEvent as SubmitEvent).submitter) showResults();
  }

  // The address follows the search box once typing pauses: one history entry per search, not per key.
  function searchAfterTyping(event: FormEvent<HTMLInputElement>) {
    const target = event.currentTarget.form;
    clearTimeout(typing.current);
    if (target) typing.current = setTimeout(() => void apply(target, { replace: true }), SEARCH_DELAY_MS);
  }
  const applyAtOnce = (event: FormEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  // What was typed or chosen before the page was hydrated is searched for once it is.
  useFieldsFollowAddress(form, { q, category: category ?? "", sort }, (typed) => void apply(typed, { replace: true }));

  return (
    <>
      <PageHead
        title={`Career Resources & Hiring Insights | ${COMPANY.name}`}
        description="Career advice, hiring insights, salary negotiation, interview preparation and market trends from our executive recruiters."
        keywords={[
          "career resources",
          "career advice",
          "hiring insights",
          "salary negotiation",
          "interview preparation",
          "job market trends",
          "resume tips",
        ]}
        breadcrumb="Career Resources"
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
        <form
          ref={form}
          role="search"
          method="get"
          action={`/resources#${RESULTS_FRAGMENT}`}
          onSubmit={search}
          className="grid gap-4 rounded-xl border border-border bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_auto]"
        >
          <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
            <Label htmlFor="resource-search">Search</Label>
            <div className="relative">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                id="resource-search"
                name="q"
                type="search"
                defaultValue={q}
                onChange={searchAfterTyping}
                placeholder="Search articles..."
                maxLength={SEARCH_TEXT_MAX}
                className="pl-9"
              />
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="resource-category">Category</Label>
            <Select id="resource-category" name="category" defaultValue={category ?? ""} onChange={applyAtOnce}>
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
            <Select id="resource-sort" name="sort" defaultValue={sort} onChange={applyAtOnce}>
              {PUBLISHED_ARTICLE_SORTS.map((value) => (
                <option key={value} value={value}>
                  {RESOURCE_SORT_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" className="self-end">
            Search
          </Button>
        </form>

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
      </section>

      <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
        <NewsletterSignupPart />
      </div>

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
