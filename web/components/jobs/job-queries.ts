import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fieldErrors } from "#contract/errors";
import type { JobView } from "#contract/job-listing";
import type { publishedJobsQuery } from "#contract/list-pages";
import { ApiError, callApiPage } from "../../lib/api";
import { apiQuery, apiQueryKey } from "../../lib/query-client";

/** The public job search: what the /jobs page and the home page's section ask for. */
export interface JobFilters {
  title?: string;
  location?: string;
  industry?: string;
}

export interface JobPage {
  jobs: JobView[];
  /** How many jobs match in all (X-Total-Count), not just this page. */
  total: number;
}

/** One page of published jobs (`query` from worker/contract/list-pages.ts). Errors read 'Failed to fetch jobs' (public spec section 8). */
export function usePublishedJobs(query: ReturnType<typeof publishedJobsQuery>) {
  return useQuery({
    queryKey: apiQueryKey("GET /api/jobs", undefined, query),
    queryFn: async ({ signal }): Promise<JobPage> => {
      try {
        const { rows, total } = await callApiPage("GET /api/jobs", { query, signal });
        return { jobs: rows, total };
      } catch (error) {
        throw new Error("Failed to fetch jobs", { cause: error });
      }
    },
    placeholderData: keepPreviousData,
    // A refused search the Worker rendered (its 400) is shown as it is, not asked for again: the same answer would
    // come back, passing through the loading state first.
    retryOnMount: false,
  });
}

/**
 * The fields a refused search names (a 400's issues: an unknown place, a radius out of range), by field: the
 * error of the page's own request (its cause) or the one the Worker rendered the page with.
 */
export function searchErrors(error: Error | null): Record<string, string> {
  const refused = error instanceof ApiError ? error : error?.cause;
  return refused instanceof ApiError && refused.status === 400 && refused.issues ? fieldErrors(refused.issues) : {};
}

/**
 * One job; a missing or unpublished one is an error ('Failed to fetch job details'), a closed one the API's 410. An
 * error already known (the Worker's 410 page seeds it, web/lib/route-data.ts) is shown as it is, not fetched again,
 * which would pass through the loading state first.
 */
export function useJob(id: string | undefined) {
  return useQuery({ ...apiQuery("GET /api/jobs/:id", { id: id ?? "" }), enabled: Boolean(id), retryOnMount: false });
}
