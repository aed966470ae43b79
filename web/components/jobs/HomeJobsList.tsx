import type { ReactNode } from "react";
import { Link } from "react-router";
import { HOME_JOBS_SHOWN } from "#contract/job-listing";
import { publishedJobsQuery } from "#contract/list-pages";
import { JobCard } from "./JobCard";
import { type JobFilters, usePublishedJobs } from "./job-queries";

/** The home page's first jobs for `filters`, and `placeholder` until they have arrived. */
export default function HomeJobsList({ filters, placeholder }: { filters: JobFilters; placeholder: ReactNode }) {
  const jobs = usePublishedJobs(publishedJobsQuery(filters, { limit: HOME_JOBS_SHOWN, offset: 0 }));
  if (jobs.isPending) return placeholder;
  if (jobs.isError) {
    return (
      <p role="alert" className="text-red-800">
        Current openings could not be loaded.{" "}
        <Link to="/jobs" className="underline">
          See all jobs
        </Link>
      </p>
    );
  }
  if (jobs.data.jobs.length === 0)
    return <p className="text-muted-foreground">No positions match these filters right now.</p>;
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {jobs.data.jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} linkLabel="Apply Now" />
        </li>
      ))}
    </ul>
  );
}
