import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { CandidatesAddResult } from "#contract/candidates";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Whom the dialog adds: their id and name. */
export interface AddedCandidate {
  id: string;
  name: string;
}

const JOBS_SHOWN = 8;

/** The open (published) jobs whose title matches, newest first, while the dialog is open. */
export function useOpenJobs(q: string, enabled: boolean) {
  return useQuery({
    ...apiPageQuery("GET /api/jobs", undefined, { title: q || undefined, status: "published", limit: JOBS_SHOWN }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function refreshAfterAdd() {
  // Every candidate view (the prefix covers the list and each page) and every application list now show the new ones.
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/candidates") });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/applications") });
}

/** Adds each candidate to the job: one through its own route (201 with the application), several in one bulk call. */
export function useAddToJob(candidates: AddedCandidate[]) {
  return useMutation({
    mutationFn: async (jobId: string): Promise<{ applicationId?: string; result?: CandidatesAddResult }> => {
      const [only] = candidates;
      if (candidates.length === 1 && only) {
        const application = await callApi("POST /api/admin/candidates/:id/applications", {
          params: { id: only.id },
          body: { jobId },
        });
        return { applicationId: application.id };
      }
      const candidateIds = candidates.map((candidate) => candidate.id);
      return { result: await callApi("POST /api/admin/candidates/add-to-job", { body: { jobId, candidateIds } }) };
    },
    onSuccess: refreshAfterAdd,
  });
}
