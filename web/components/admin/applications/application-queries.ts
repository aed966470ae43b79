import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { ApplicationSort, ApplicationUpdate } from "../../../../worker/contract/application-pipeline";
import { APPLICATIONS_PAGE_DEFAULT } from "../../../../worker/contract/application-pipeline";
import type { JobView } from "../../../../worker/contract/job-listing";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Applications screens: one place for their keys and what each change refreshes. */

export const APPLICATIONS_PAGE_SIZE = APPLICATIONS_PAGE_DEFAULT;

/** The table's state, as the URL holds it. */
export interface ApplicationFilters {
  stage?: string;
  jobId?: string;
  ownerId?: string;
  q?: string;
  from?: string;
  to?: string;
  sort?: ApplicationSort;
  /** 1-based. */
  page: number;
}

/** One page of applications with the total of the filter (`X-Total-Count`). */
export function useApplications({ page, ...filters }: ApplicationFilters) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/applications", undefined, { ...filters, limit: APPLICATIONS_PAGE_SIZE, offset: (page - 1) * APPLICATIONS_PAGE_SIZE }),
    // Paging and filtering keep the old rows on screen until the new ones arrive, instead of a "Loading" flash.
    placeholderData: keepPreviousData,
  });
}

export const useApplication = (id: string) => useQuery(apiQuery("GET /api/admin/applications/:id", { id }));

export const useApplicationOwners = () => useQuery(apiQuery("GET /api/admin/applications/owners"));

/** The jobs to filter by: the newest 100 of every status (staff see drafts and archived ones too). */
export const useJobChoices = () =>
  useQuery({ ...apiPageQuery("GET /api/jobs", undefined, { limit: 100 }), select: (page): Pick<JobView, "id" | "title" | "status">[] => page.rows });

function refreshApplications() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/applications") });
}

export function useUpdateApplication(id: string) {
  return useMutation({
    mutationFn: (change: ApplicationUpdate) => callApi("PATCH /api/admin/applications/:id", { params: { id }, body: { ...change } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(apiQuery("GET /api/admin/applications/:id", { id }).queryKey, detail);
      refreshApplications();
    },
  });
}

export function useAddNote(id: string) {
  return useMutation({
    mutationFn: (body: string) => callApi("POST /api/admin/applications/:id/notes", { params: { id }, body: { body } }),
    onSuccess: refreshApplications,
  });
}

/** Placing a candidate may close the job: archived, it leaves the site and the feeds at once. */
export function useCloseJob() {
  return useMutation({
    mutationFn: (jobId: string) => callApi("PUT /api/jobs/:id", { params: { id: jobId }, body: { status: "archived" } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/jobs") }),
  });
}
