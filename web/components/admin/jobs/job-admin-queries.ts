import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { IndeedMode, JobView } from "#contract/job-listing";
import type { JobCreateInput, JobUpdateInput, StaffJobSort } from "#contract/jobs";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Job Management screen: one place for their keys and what each change refreshes. */

export const STAFF_JOBS_PAGE_SIZE = 20;

/** The staff list's state, as the URL holds it. */
export interface StaffJobFilters {
  q?: string;
  status?: JobView["status"];
  sort?: StaffJobSort;
  /** 1-based. */
  page: number;
}

/** One page of the jobs the staff member may see (every status), with the total of the filter. */
export function useStaffJobs({ q, status, sort, page }: StaffJobFilters) {
  return useQuery({
    ...apiPageQuery("GET /api/jobs", undefined, {
      title: q,
      status,
      sort,
      limit: STAFF_JOBS_PAGE_SIZE,
      offset: (page - 1) * STAFF_JOBS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** The newest jobs of every status, with how many there are in all (the Total Jobs card). */
export const useRecentJobs = (limit: number) => useQuery(apiPageQuery("GET /api/jobs", undefined, { limit }));

/** How many jobs have a status: the total of a one-row page. */
export const useJobCount = (status: JobView["status"]) =>
  useQuery({ ...apiPageQuery("GET /api/jobs", undefined, { status, limit: 1 }), select: (page) => page.total });

/** Who may own a job (working staff), for the form's Owner select and the owner's name in the list: one page of
 * up to 100 by name, which holds every working staff member of a firm this size. */
export const useJobOwners = () => useQuery(apiQuery("GET /api/jobs/owners"));

/** The owner's name, "Former staff member" for one no longer working, or undefined for none. */
export function ownerName(
  owners: readonly { id: string; name: string }[] | undefined,
  ownerId: string | null,
): string | undefined {
  if (!ownerId) return undefined;
  return owners?.find((owner) => owner.id === ownerId)?.name ?? "Former staff member";
}

/** The job boards: one page of up to 100, far more than the handful of boards there are. */
export const useJobBoards = () => useQuery(apiQuery("GET /api/portals"));

/** Whether Google's Indexing API is connected (the screen says when it is not). */
export const useIndexingStatus = () => useQuery(apiQuery("GET /api/jobs/indexing"));
/** Active job alert subscriptions per frequency. */
export const useJobAlertCounts = () => useQuery(apiQuery("GET /api/jobs/alert-counts"));

function refreshJobs() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/jobs") });
}

export function useSaveJob() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: JobCreateInput | JobUpdateInput }) =>
      id
        ? callApi("PUT /api/jobs/:id", { params: { id }, body: { ...input } })
        : callApi("POST /api/jobs", { body: { ...input } }),
    onSuccess: refreshJobs,
  });
}

export function useDeleteJob() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/jobs/:id", { params: { id } }),
    onSuccess: refreshJobs,
  });
}

export function usePublishJob() {
  return useMutation({
    mutationFn: (id: string) => callApi("POST /api/jobs/:id/publish-to-portals", { params: { id } }),
    onSuccess: refreshJobs,
  });
}

export function useToggleJobBoard() {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      callApi("PUT /api/portals/:id", { params: { id }, body: { isActive } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/portals") }),
  });
}

/** How Indeed is reached: its Job Sync API (a staffing firm) or the XML feed (a direct employer). */
export function useSetIndeedMode() {
  return useMutation({
    mutationFn: ({ id, indeedMode }: { id: string; indeedMode: IndeedMode }) =>
      callApi("PUT /api/portals/:id", { params: { id }, body: { indeedMode } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/portals") }),
  });
}

/** The job's posting on each board (the job order page). */
export const useJobPostings = (id: string) => useQuery(apiQuery("GET /api/portals/postings/:id", { id }));

/** Makes an image for a job from its editor's words and sets it on the job (decision 079). */
export function useGenerateJobImage() {
  return useMutation({
    mutationFn: (body: { jobId: string; title: string; description: string; industry: string; company: string }) =>
      callApi("POST /api/generate-image/job", { body }),
    onSuccess: refreshJobs,
  });
}
