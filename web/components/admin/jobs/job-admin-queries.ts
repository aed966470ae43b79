import { useMutation, useQuery } from "@tanstack/react-query";
import type { JobView } from "../../../../worker/contract/job-listing";
import type { JobCreateInput, JobUpdateInput } from "../../../../worker/contract/jobs";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Job Management screen: one place for their keys and what each change refreshes. */

/** The staff list: the newest 100 jobs of every status (the API's largest page). */
export const STAFF_JOBS_LIMIT = 100;

/** Every job the staff member may see (all statuses), newest first, with the total. */
export const useStaffJobs = () => useQuery(apiPageQuery("GET /api/jobs", undefined, { limit: STAFF_JOBS_LIMIT }));

/** How many jobs have a status: the total of a one-row page. */
export const useJobCount = (status: JobView["status"]) =>
  useQuery({ ...apiPageQuery("GET /api/jobs", undefined, { status, limit: 1 }), select: (page) => page.total });

/** Who may own a job (working staff), for the form's Owner select and the owner's name in the list. */
export const useJobOwners = () => useQuery(apiQuery("GET /api/jobs/owners"));

/** The owner's name, "Former staff member" for one no longer working, or undefined for none. */
export function ownerName(owners: readonly { id: string; name: string }[] | undefined, ownerId: string | null): string | undefined {
  if (!ownerId) return undefined;
  return owners?.find((owner) => owner.id === ownerId)?.name ?? "Former staff member";
}

export const useJobPortals = () => useQuery(apiQuery("GET /api/portals"));

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

export function useToggleJobPortal() {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => callApi("PUT /api/portals/:id", { params: { id }, body: { isActive } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/portals") }),
  });
}
