import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { COMPANY } from "#contract/company";
import {
  closedJobPageTitle,
  JOB_CLOSED_MESSAGE,
  jobKeywords,
  jobMetaDescription,
  jobPageTitle,
  splitListItems,
} from "#contract/job-listing";
import { buildJobPostingLd } from "#contract/job-posting-ld";
import { JobBadge, JobCard } from "../../components/jobs/JobCard";
import { useJob } from "../../components/jobs/job-queries";
import { PostedLabel } from "../../components/jobs/PostedLabel";
import { Button } from "../../components/ui/button";
import {
  ArrowLeftIcon,
  BriefcaseIcon,
  CalendarIcon,
  CircleCheckIcon,
  DollarSignIcon,
  GiftIcon,
  MapPinIcon,
} from "../../components/ui/icons";
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
  const requirements = splitListItems(data.requirements);
  const benefits = splitListItems(data.benefits);
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

        <header className="mt-4 border-b border-border pb-6">
          <div className="flex flex-wrap items-start gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">{data.title}</h1>
            <JobBadge job={data} />
          </div>
          <p className="mt-2 text-lg text-muted-foreground">{data.company}</p>
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <MapPinIcon className="size-4" aria-hidden />
              {data.location}
            </li>
            <li className="flex items-center gap-1.5">
              <BriefcaseIcon className="size-4" aria-hidden />
              {data.industry}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarIcon className="size-4" aria-hidden />
              <PostedLabel createdAt={data.createdAt} />
            </li>
            {data.salary && (
              <li className="flex items-center gap-1.5 font-medium text-green-800">
                <DollarSignIcon className="size-4" aria-hidden />
                {data.salary}
              </li>
            )}
          </ul>
          {/* On a phone the sidebar's Apply Now comes after the whole description: this one is on the first screen. */}
          <Button asChild variant="accent" size="lg" className="mt-5 w-full sm:w-auto lg:hidden">
            <Link to={applyHref}>Apply Now</Link>
          </Button>
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="min-w-0 space-y-8">
            <section>
              <h2 className="text-xl font-semibold text-primary">Job Description</h2>
              <p className="mt-3 whitespace-pre-line text-foreground">{data.description}</p>
            </section>
            {requirements.length > 0 && (
              <section>
                <h2 className="text-xl font-semibold text-primary">Requirements</h2>
                <ul className="mt-3 space-y-2" data-testid="requirements">
                  {requirements.map((item, i) => (
                    <li key={i} className="flex gap-2">
                      <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {benefits.length > 0 && (
              <section>
                <h2 className="text-xl font-semibold text-primary">Benefits &amp; Perks</h2>
                <ul className="mt-3 space-y-2" data-testid="benefits">
                  {benefits.map((item, i) => (
                    <li key={i} className="flex gap-2">
                      <GiftIcon className="mt-0.5 size-5 shrink-0 text-accent-hover" aria-hidden />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>

          <aside
            className="h-fit rounded-lg border border-border bg-white p-5 shadow-xs lg:sticky lg:top-24"
            aria-label="Job summary"
          >
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Salary Range</dt>
                <dd className="font-medium">{data.salary ?? "Discussed with your recruiter"}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Employment Type</dt>
                <dd className="font-medium">{data.type}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Location</dt>
                <dd className="font-medium">{data.location}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Industry</dt>
                <dd className="font-medium">{data.industry}</dd>
              </div>
            </dl>
            <div className="mt-5 flex flex-col gap-2">
              <Button asChild variant="accent" size="lg">
                <Link to={applyHref}>Apply Now</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/contact">Contact Recruiter</Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to="/jobs">View More Jobs</Link>
              </Button>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
