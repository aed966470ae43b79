import { Link, useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import { jobSearchIn, jobsPageQuery } from "#contract/list-pages";
import { JobsResults } from "../../components/jobs/JobsResults";
import { JobAlertLink, JobsSearch, PopularJobSearches } from "../../components/jobs/JobsSearch";
import { searchErrors, usePublishedJobs } from "../../components/jobs/job-queries";
import { Button } from "../../components/ui/button";
import { PageHead, siteOrigin } from "../../lib/head";
import { jobListJsonLd } from "../../lib/job-list-ld";

/**
 * /jobs (public spec section 2). The filters live in the URL query (title, location, industry, near, radius,
 * salaryMin, remote, page), so a search
 * can be shared and the back button steps through searches. The search is a GET form and the pager, the popular
 * searches and Clear are links, which work before and without scripts (the Worker renders every address with its
 * list); with scripts, Search Jobs (or Enter) applies the keyword, and the selects apply at once.
 */
export default function JobsPage() {
  const [params] = useSearchParams();
  const { page, ...search } = jobSearchIn(params);
  const jobs = usePublishedJobs(jobsPageQuery(params));
  const errors = searchErrors(jobs.error);

  return (
    <>
      <PageHead
        title={`Job Listings | ${COMPANY.name}`}
        description="Search current executive, professional and technical openings nationwide by keyword, location, distance, salary and industry. Free for candidates."
        keywords={[
          "job listings",
          "executive jobs",
          "professional jobs",
          "technical jobs",
          "job search",
          "jobs by location",
          "jobs by industry",
          "recruiter jobs",
        ]}
        breadcrumb="Job Listings"
        jsonLd={jobs.data && jobListJsonLd(siteOrigin(), jobs.data.jobs)}
      />
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Job Listings</h1>
          <p className="mt-3 max-w-2xl text-lg text-navy-200">
            Find your next opportunity: open positions with the companies we recruit for, across the United States.
          </p>

          <JobsSearch search={search} errors={errors} />
          <JobAlertLink search={search} />
          <PopularJobSearches />
        </div>
      </section>

      <JobsResults jobs={jobs} params={params} page={page} refused={Object.keys(errors).length > 0} />

      <section className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 lg:px-8">
          <h2 className="text-2xl font-bold text-primary">Don't See the Right Role?</h2>
          <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
            Many of our searches are confidential and never posted. Share your profile and a recruiter will contact you
            within 48 hours.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="accent">
              <Link to="/candidates">Submit Your Resume</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contact">Talk to a Recruiter</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
