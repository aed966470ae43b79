import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { COMPANY } from "#contract/company";
import {
  closedJobPageTitle,
  JOB_CLOSED_MESSAGE,
  jobKeywords,
  jobMetaDescription,
  jobPageTitle,
} from "#contract/job-listing";
import { buildJobPostingLd } from "#contract/job-posting-ld";
import { JobCard } from "../../components/jobs/JobCard";
import { JobHeader, JobSections, JobSidebar } from "../../components/jobs/JobDetailSections";
import { useJob } from "../../components/jobs/job-queries";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon } from "../../components/ui/icons";
import { CLOSED_JOB_PAGE } from "../../content/jobs";
import { ApiError } from "../../lib/api";
import { PageHead, siteOrigin } from "../../lib/head";
import { apiQuery } from "../../lib/query-client";

/**
 * A closed job (the API's 410; a direct load got the same status from the Worker's page): the notice and open jobs
 * like it, no JobPosting, not indexed.
 */
function ClosedJob({ id }: { id: string }) {
  const similar = useQuery(apiQuery("GET /api/jobs/:id/similar", { id }));
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <PageHead title={closedJobPageTitle(COMPANY.name)} description={JOB_CLOSED_MESSAGE} noIndex />
      <h1 className="text-3xl font-bold text-primary">{JOB_CLOSED_MESSAGE}</h1>
      <section aria-labelledby="similar-jobs" className="mt-10">
        <h2 id="similar-jobs" className="text-xl font-semibold text-primary">
          {CLOSED_JOB_PAGE.similarHeading}
        </h2>
        {similar.data?.length === 0 && <p className="mt-3 text-muted-foreground">{CLOSED_JOB_PAGE.noSimilar}</p>}
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {similar.data?.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      </section>
      <Button asChild className="mt-8">
        <Link to="/jobs">{CLOSED_JOB_PAGE.allJobs}</Link>
      </Button>
    </div>
  );
}

/** /jobs/{id} (public spec section 2): the job with its lists, a sidebar to apply, and JobPosting structured data. */
export default function JobDetailPage() {
  const { id } = useParams();
  const job = useJob(id);

  if (job.isPending) {
    return (
      <div
        className="mx-auto max-w-7xl animate-pulse px-4 py-10 sm:px-6 lg:px-8"
        role="status"
        aria-label="Loading job"
      >
        <div className="h-8 w-2/3 rounded bg-muted" />
        <div className="mt-3 h-5 w-1/3 rounded bg-muted" />
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-3">
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className="h-4 rounded bg-muted" />
            ))}
          </div>
          <div className="h-64 rounded-lg bg-muted" />
        </div>
      </div>
    );
  }

  if (job.isError && job.error instanceof ApiError && job.error.status === 410) return <ClosedJob id={id ?? ""} />;

  if (job.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
        <PageHead title={`Job Not Found | ${COMPANY.name}`} description="This position could not be found." noIndex />
        <h1 className="text-3xl font-bold text-primary">Job Not Found</h1>
        <p className="mt-3 text-muted-foreground">
          The job you're looking for could not be found. It may have been filled or removed.
        </p>
        <Button asChild className="mt-6">
          <Link to="/jobs">View All Jobs</Link>
        </Button>
      </div>
    );
  }

  const data = job.data;
  const url = `${siteOrigin()}/jobs/${encodeURIComponent(data.id)}`;
  // Straight to the form on /apply, past its introduction: on a phone that is a screen and a half further down.
  const applyHref = `/apply?jobId=${encodeURIComponent(data.id)}#application-form`;

  return (
    <>
      <PageHead
        title={jobPageTitle(data, COMPANY.name)}
        description={jobMetaDescription(data.description)}
        keywords={jobKeywords(data)}
        imageUrl={data.imageUrl ? new URL(data.imageUrl, url).href : undefined}
        jsonLd={buildJobPostingLd(data, url)}
      />

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Link to="/jobs" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden />
          Back to Jobs
        </Link>

        <JobHeader data={data} applyHref={applyHref} />

        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <JobSections data={data} />

          <JobSidebar data={data} applyHref={applyHref} />
        </div>
      </div>
    </>
  );
}
