import { isRemoteJob } from "../contract/job-listing";
import { HOURS_PER_YEAR, type PayPeriod } from "../contract/matching";
import { type Coordinates, distanceMiles } from "./geo";

/**
 * What a visitor's job search and a job alert ask of a job beyond its words (issue 46, decision 097), as one pure
 * predicate: the /jobs list answers it in SQL (worker/jobs/search-store.ts) and a job being published is matched
 * with it against the saved alerts (worker/job-alerts/matches-store.ts). The keyword is the jobs_fts index's in both
 * (porter-stemmed words, the last one a prefix), so it is not repeated here.
 */

/** The columns of a job the filters read. */
export interface FilterableJob {
  location: string;
  type: string;
  industry: string;
  latitude: number | null;
  longitude: number | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryPeriod: PayPeriod | null;
}

/** The filters beyond the keyword, the place resolved to coordinates (the gazetteer). Absent: no filter. */
export interface JobFacets {
  /** Exactly this location ("Chicago, IL", "Remote"). */
  location?: string;
  industry?: string;
  type?: string;
  /** Remote jobs only. */
  remote?: boolean;
  /** Jobs within `radiusMiles` of `center`, and remote jobs, which are worked from anywhere. */
  near?: { center: Coordinates; radiusMiles: number };
  /** Jobs whose range reaches this yearly pay, in cents; a job with no pay given is left out. */
  salaryMinCents?: number;
}

/** The top of a job's range as yearly pay in cents (an hourly rate times HOURS_PER_YEAR), or null when not given. */
export function yearlyTopCents(job: Pick<FilterableJob, "salaryMinCents" | "salaryMaxCents" | "salaryPeriod">) {
  const top = job.salaryMaxCents ?? job.salaryMinCents;
  if (top === null) return null;
  return job.salaryPeriod === "hour" ? top * HOURS_PER_YEAR : top;
}

/** Whether a job is within the radius of `near`: a remote job always is; a job with no coordinates never. */
export function jobIsNear(job: FilterableJob, near: NonNullable<JobFacets["near"]>): boolean {
  if (isRemoteJob(job)) return true;
  if (job.latitude === null || job.longitude === null) return false;
  return distanceMiles(near.center, { latitude: job.latitude, longitude: job.longitude }) <= near.radiusMiles;
}

/** Whether `job` meets every filter of `facets` (the keyword aside). */
export function jobMeetsAlert(job: FilterableJob, facets: JobFacets): boolean {
  if (facets.location !== undefined && job.location !== facets.location) return false;
  if (facets.industry !== undefined && job.industry !== facets.industry) return false;
  if (facets.type !== undefined && job.type !== facets.type) return false;
  if (facets.remote && !isRemoteJob(job)) return false;
  if (facets.near && !jobIsNear(job, facets.near)) return false;
  if (facets.salaryMinCents !== undefined) {
    const top = yearlyTopCents(job);
    if (top === null || top < facets.salaryMinCents) return false;
  }
  return true;
}
