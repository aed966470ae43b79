import { type FormEvent, lazy, Suspense, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import { JOBS_PAGE_SIZE, POPULAR_JOB_SEARCHES } from "#contract/job-listing";
import { jobSearchIn, jobsPageQuery } from "#contract/list-pages";
import { INDUSTRIES, JOB_LOCATIONS } from "#contract/site-enums";
import { JobCard, JobCardSkeleton } from "../../components/jobs/JobCard";
import { usePublishedJobs } from "../../components/jobs/job-queries";
import { Button } from "../../components/ui/button";
import { Input, Label, Select } from "../../components/ui/form";
import { BellPlusIcon, SearchIcon, XIcon } from "../../components/ui/icons";
import { ResultPages } from "../../components/ui/result-pages";
import { PageHead, siteOrigin } from "../../lib/head";
import { jobListJsonLd } from "../../lib/job-list-ld";
import {
  addressWith,
  RESULTS_FRAGMENT,
  RESULTS_ID,
  searchAddress,
  showResults,
  useFieldsFollowAddress,
} from "../../lib/list-search";

/** The job alert dialog and its form: loaded when the visitor asks for an alert, never in the first load. */
const JobAlertDialog = lazy(() => import("../../components/job-alerts/JobAlertDialog"));

/** The /job-alerts page for this search (the alert form without scripts), in /jobs's own query names. */
function jobAlertsPageFor(search: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(search).filter((entry) => entry[1]));
  return `/job-alerts${query.size > 0 ? `?${query}` : ""}`;
}

/**
 * /jobs (public spec section 2). The filters live in the URL query (title, location, industry, page), so a search
 * can be shared and the back button steps through searches. The search is a GET form and the pager, the popular
 * searches and Clear are links, which work before and without scripts (the Worker renders every address with its
 * list); with scripts, SearchIcon Jobs (or Enter) applies the keyword, and the selects apply at once.
 */
export default function JobsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { title, location, industry, page } = jobSearchIn(params);
  const form = useRef<HTMLFormElement>(null);
  const [alertOpen, setAlertOpen] = useState(false);
  useFieldsFollowAddress(form, { title, location, industry });

  const jobs = usePublishedJobs(jobsPageQuery(params));
  const total = jobs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));

  /** A search from the form's fields, at page 1; a select's change (no submitter) leaves the page where it is. */
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchAddress(event.currentTarget));
    if ((event.nativeEvent as SubmitEvent).submitter) showResults();
  }
  const applyAtOnce = (event: FormEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

  return (
    <>
      <PageHead
        title={`Job Listings | ${COMPANY.name}`}
        description="Search current executive, professional and technical openings nationwide by keyword, location and industry. Free for candidates."
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

          <form
            ref={form}
            role="search"
            method="get"
            action={`/jobs#${RESULTS_FRAGMENT}`}
            onSubmit={search}
            className="mt-8 grid gap-3 rounded-lg bg-white p-4 text-foreground shadow-lg sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto_auto]"
          >
            <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
              <Label htmlFor="job-keyword">Keyword</Label>
              <Input
                id="job-keyword"
                name="title"
                type="search"
                placeholder="Job title, company or keyword"
                defaultValue={title}
                maxLength={200}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="job-location">Location</Label>
              <Select id="job-location" name="location" defaultValue={location} onChange={applyAtOnce}>
                <option value="">All Locations</option>
                {JOB_LOCATIONS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="job-industry">Industry</Label>
              <Select id="job-industry" name="industry" defaultValue={industry} onChange={applyAtOnce}>
                <option value="">All Industries</option>
                {INDUSTRIES.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" className="self-end">
              <SearchIcon aria-hidden />
              Search Jobs
            </Button>
            <Button asChild variant="outline" className="self-end">
              <Link to="/jobs">
                <XIcon aria-hidden />
                Clear
              </Link>
            </Button>
          </form>

          {/* A link to the form's own page (/job-alerts) before and without scripts; with them, the dialog. */}
          <Button asChild variant="accent" className="mt-4">
            <a
              href={jobAlertsPageFor({ title, location, industry })}
              onClick={(event) => {
                event.preventDefault();
                setAlertOpen(true);
              }}
            >
              <BellPlusIcon aria-hidden />
              Email me jobs like these
            </a>
          </Button>
          {alertOpen && (
            <Suspense fallback={null}>
              <JobAlertDialog open={alertOpen} onOpenChange={setAlertOpen} search={{ title, location, industry }} />
            </Suspense>
          )}

          <div className="mt-5 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-navy-200">Popular searches:</span>
            {POPULAR_JOB_SEARCHES.map((term) => (
              <Link
                key={term}
                to={addressWith("/jobs", new URLSearchParams({ title: term }))}
                className="rounded-full border border-white/40 px-3 py-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {term}
              </Link>
            ))}
          </div>
        </div>
      </section>

      <section
        id={RESULTS_ID}
        className="mx-auto max-w-7xl scroll-mt-18 px-4 py-10 sm:px-6 lg:px-8"
        aria-labelledby="results-heading"
      >
        <span id={RESULTS_FRAGMENT} className="block scroll-mt-20 lg:hidden" />
        <h2 id="results-heading" className="sr-only">
          Search results
        </h2>
        {jobs.isPending ? (
          <div className="grid gap-5 md:grid-cols-2" role="status" aria-label="Loading positions">
            {Array.from({ length: 6 }, (_, i) => (
              <JobCardSkeleton key={i} />
            ))}
          </div>
        ) : jobs.isError ? (
          <div role="alert" className="mx-auto max-w-xl rounded-lg border border-red-200 bg-red-50 p-8 text-center">
            <h3 className="text-xl font-semibold text-red-900">Unable to Load Positions</h3>
            <p className="mt-2 text-red-800">
              We're having trouble loading current job openings. Please try again later or contact our team for
              assistance.
            </p>
            <Button className="mt-5" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </div>
        ) : total === 0 ? (
          <div className="mx-auto max-w-xl rounded-lg border border-border bg-white p-8 text-center">
            <h3 className="text-xl font-semibold text-primary">No Positions Found</h3>
            <p className="mt-2 text-muted-foreground">
              No positions match your current search criteria. Try adjusting your filters or check back soon for new
              opportunities.
            </p>
            <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild variant="outline">
                <Link to="/jobs">Clear Filters</Link>
              </Button>
              <Button asChild variant="accent">
                <Link to="/candidates">Submit Your Resume</Link>
              </Button>
            </div>
          </div>
        ) : (
          <>
            <p className="mb-5 font-medium text-primary" aria-live="polite" data-testid="job-count">
              {total} position{total === 1 ? "" : "s"} found
            </p>
            <ul className={`grid gap-5 md:grid-cols-2 ${jobs.isPlaceholderData ? "opacity-60" : ""}`}>
              {jobs.data.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
            <ResultPages
              page={page}
              pages={pages}
              hrefFor={(to) => addressWith("/jobs", params, { page: to > 1 ? String(to) : "" })}
            />
          </>
        )}
      </section>

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
