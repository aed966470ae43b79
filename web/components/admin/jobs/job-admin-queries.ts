import { useMutation, useQuery } from "@tanstack/react-query";
import type { JobPortalView, JobView, PublishResponse } from "../../../../worker/contract/job-listing";
import type { JobCreateInput, JobUpdateInput } from "../../../../worker/contract/jobs";
import { apiFetch, apiFetchWithHeaders } from "../../../lib/api";
import { queryClient, queryKeyToPath } from "../../../lib/query-client";

/** Queries and mutations of the Job Management screen: one place for their keys and what each change refreshes. */

export const JOB_PORTALS_KEY = ["/api/portals"] as const;
/** The staff list: the newest 100 jobs of every status (the API's largest page). */
export const STAFF_JOBS_LIMIT = 100;

async function fetchPage(queryKey: readonly unknown[], signal: AbortSignal) {
  const { data, headers } = await apiFetchWithHeaders<JobView[]>(queryKeyToPath(queryKey), { signal });
  return { jobs: data, total: Number(headers.get("X-Total-Count") ?? data.length) };
}

/** Every job the staff member may see (all statuses), newest first, with the total. */
export const useStaffJobs = () =>
  useQuery({ queryKey: ["/api/jobs", { limit: STAFF_JOBS_LIMIT }], queryFn: ({ queryKey, signal }) => fetchPage(queryKey, signal) });

/** How many jobs have a status: the total of a one-row page. */
export const useJobCount = (status: JobView["status"]) =>
  useQuery({
    queryKey: ["/api/jobs", { status, limit: 1 }],
    queryFn: async ({ queryKey, signal }) => (await fetchPage(queryKey, signal)).total,
  });

export const useJobPortals = () => useQuery<JobPortalView[]>({ queryKey: JOB_PORTALS_KEY });

function refreshJobs() {
  void queryClient.invalidateQueries({ queryKey: ["/api/jobs"] });
}

export function useSaveJob() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: JobCreateInput | JobUpdateInput }) =>
      id
        ? apiFetch<JobView>(`/api/jobs/${encodeURIComponent(id)}`, { method: "PUT", body: { ...input } })
        : apiFetch<JobView>("/api/jobs", { method: "POST", body: { ...input } }),
    onSuccess: refreshJobs,
  });
}

export function useDeleteJob() {
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/jobs/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: refreshJobs,
  });
}

export function usePublishJob() {
  return useMutation({
    mutationFn: (id: string) => apiFetch<PublishResponse>(`/api/jobs/${encodeURIComponent(id)}/publish-to-portals`, { method: "POST" }),
    onSuccess: refreshJobs,
  });
}

export function useToggleJobPortal() {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch<JobPortalView>(`/api/portals/${encodeURIComponent(id)}`, { method: "PUT", body: { isActive } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: JOB_PORTALS_KEY }),
  });
}
