import { useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import { resourceSearchIn, resourcesPageQuery } from "#contract/resources-page";
import { CONTENT_CATEGORIES } from "#contract/site-enums";
import { usePublishedArticles, useResourceStats } from "../../components/resources/article-queries";
import { ResourceStats, ResourcesResults } from "../../components/resources/ResourcesResults";
import { ResourcesSearch } from "../../components/resources/ResourcesSearch";
import { PageHead } from "../../lib/head";
import { staticParts } from "../../lib/static-parts";

/** The newsletter signup, kept as the server wrote it (a static part): a native form needs no script. */
const NewsletterSignupPart = staticParts(() => import("../../components/NewsletterSignup"))(
  "ResourcesNewsletterSignup",
);

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
  const { q, category, sort, page } = resourceSearchIn(params);
  const list = usePublishedArticles(resourcesPageQuery(params));
  const stats = useResourceStats().data;
  const categories = stats ? stats.categories.map((entry) => entry.category) : CONTENT_CATEGORIES;

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
        <ResourcesSearch q={q} category={category} sort={sort} categories={categories} />

        <ResourcesResults list={list} stats={stats} params={params} page={page} />
      </section>

      <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
        <NewsletterSignupPart />
      </div>

      <ResourceStats stats={stats} />
    </>
  );
}
