import { Link } from "react-router";
import { JOBS_PAGE_SIZE } from "#contract/job-listing";
import { addressWith, RESULTS_FRAGMENT, RESULTS_ID } from "../../lib/list-search";
import { Button } from "../ui/button";
import { ResultPages } from "../ui/result-pages";
import { JobCard, JobCardSkeleton } from "./JobCard";
import type { usePublishedJobs } from "./job-queries";

/**
 * /jobs's results: skeletons while loading, a refused search, the error, the empty search, or the count, the cards
 * and the pager.
 */
export function JobsResults({
  jobs,
  params,
  page,
  refused,
}: {
  jobs: ReturnType<typeof usePublishedJobs>;
  params: URLSearchParams;
  page: number;
  /** The API refused the search (a 400): the form shows why beside the field. */
  refused: boolean;
}) {
  const total = jobs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
  return (
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
      ) : jobs.isError && refused ? (
        <div role="alert" className="mx-auto max-w-xl rounded-lg border border-red-200 bg-red-50 p-8 text-center">
          <h3 className="text-xl font-semibold text-red-900">Check Your Search</h3>
          <p className="mt-2 text-red-800">
            Part of this search could not be used: see the note beside the field above, change it and search again.
          </p>
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
  );
}
