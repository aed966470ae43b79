import { Link } from "react-router";
import { splitListItems } from "#contract/job-listing";
import { Button } from "../ui/button";
import { BriefcaseIcon, CalendarIcon, CircleCheckIcon, DollarSignIcon, GiftIcon, MapPinIcon } from "../ui/icons";
import { JobBadge } from "./JobCard";
import type { useJob } from "./job-queries";
import { PostedLabel } from "./PostedLabel";

type Job = NonNullable<ReturnType<typeof useJob>["data"]>;

/** The job's title, company and facts, with an Apply Now on a phone's first screen. */
export function JobHeader({ data, applyHref }: { data: Job; applyHref: string }) {
  return (
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
  );
}

/** The description and, when there are any, the requirements and the benefits as lists. */
export function JobSections({ data }: { data: Job }) {
  const requirements = splitListItems(data.requirements);
  const benefits = splitListItems(data.benefits);
  return (
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
  );
}

/** The sidebar: the job's terms and the ways to apply or ask. */
export function JobSidebar({ data, applyHref }: { data: Job; applyHref: string }) {
  return (
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
  );
}
