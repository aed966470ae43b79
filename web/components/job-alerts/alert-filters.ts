/** What /jobs needs of job alerts without loading their schemas (zod): kept apart from the form. */
import type { JobAlertFilters } from "../../../worker/contract/job-alerts";
import { INDUSTRIES, JOB_LOCATIONS } from "../../../worker/contract/site-enums";

/** A /jobs search (jobSearchIn) as a job alert's filters: the keyword as `q`, a location or industry off the lists left out. */
export function alertFiltersOfSearch({ title, location, industry }: { title: string; location: string; industry: string }): JobAlertFilters {
  return {
    q: title || undefined,
    location: (JOB_LOCATIONS as readonly string[]).includes(location) ? (location as (typeof JOB_LOCATIONS)[number]) : undefined,
    industry: (INDUSTRIES as readonly string[]).includes(industry) ? (industry as (typeof INDUSTRIES)[number]) : undefined,
  };
}

/** The /job-alerts page's address for a /jobs search: its filters in the same query names as /jobs's (title, ...). */
export function jobAlertsPageFor(search: { title?: string; location?: string; industry?: string }): string {
  const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `/job-alerts${query.size > 0 ? `?${query}` : ""}`;
}
