import { Link } from "react-router";
import type { JobView } from "#contract/job-listing";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { BriefcaseIcon, CalendarIcon, DollarSignIcon, MapPinIcon } from "../ui/icons";
import { PostedLabel } from "./PostedLabel";

/** Urgent if urgent, else the job type (public spec section 2). */
export function JobBadge({ job }: { job: Pick<JobView, "isUrgent" | "type"> }) {
  return job.isUrgent ? <Badge tone="red">Urgent</Badge> : <Badge tone="blue">{job.type}</Badge>;
}

/** A job in a list: title, company, badge, three lines of description, salary, location, industry, date, link. */
export function JobCard({ job, linkLabel = "View Details" }: { job: JobView; linkLabel?: string }) {
  return (
    <article
      className="flex h-full flex-col rounded-lg border border-border bg-white p-5 shadow-xs"
      data-testid="job-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-primary">{job.title}</h3>
          <p className="text-sm text-muted-foreground">{job.company}</p>
        </div>
        <JobBadge job={job} />
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-foreground">{job.description}</p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
        {job.salary && (
          <li className="flex items-center gap-1.5 font-medium text-green-800">
            <DollarSignIcon className="size-4" aria-hidden />
            {job.salary}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <MapPinIcon className="size-4" aria-hidden />
          {job.location}
        </li>
        <li className="flex items-center gap-1.5">
          <BriefcaseIcon className="size-4" aria-hidden />
          {job.industry}
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarIcon className="size-4" aria-hidden />
          <PostedLabel createdAt={job.createdAt} />
        </li>
      </ul>
      <div className="mt-auto pt-4">
        <Button asChild variant="outline" size="sm">
          <Link to={`/jobs/${encodeURIComponent(job.id)}`} aria-label={`${linkLabel}: ${job.title}`}>
            {linkLabel}
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** The loading stand-in for a job card. */
export function JobCardSkeleton() {
  return (
    <div className="animate-pulse rounded-lg border border-border bg-white p-5" aria-hidden data-testid="job-skeleton">
      <div className="h-5 w-2/3 rounded bg-muted" />
      <div className="mt-2 h-4 w-1/3 rounded bg-muted" />
      <div className="mt-4 space-y-2">
        <div className="h-3 rounded bg-muted" />
        <div className="h-3 rounded bg-muted" />
        <div className="h-3 w-4/5 rounded bg-muted" />
      </div>
      <div className="mt-4 h-9 w-28 rounded bg-muted" />
    </div>
  );
}
