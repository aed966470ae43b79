import { useMutation, useQuery } from "@tanstack/react-query";
import { INTERVIEWS_PAGE_MAX, type InterviewCreate, type InterviewPatch } from "#contract/interviews";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of interviews (issue 47): one place for their keys and what a change refreshes. */

/** Whose interviews a panel lists: an application's, a job order's or a client's. */
export type InterviewScope = { applicationId: string } | { jobId: string } | { clientId: string };

/** The scope's interviews, the first page of the largest size (a panel, not a list screen). */
export const useInterviews = (scope: InterviewScope) =>
  useQuery(apiPageQuery("GET /api/admin/interviews", undefined, { ...scope, limit: INTERVIEWS_PAGE_MAX }));

/** Every list of interviews, and the pages whose counts they change (the candidate's and the client's no-shows). */
function refreshInterviews() {
  // The heads of the keys: every candidate and client page (their ids are not known here).
  for (const key of [
    apiQueryKey("GET /api/admin/interviews"),
    apiQueryKey("GET /api/admin/candidates/:id", { id: "" }).slice(0, 1),
    apiQueryKey("GET /api/admin/clients/:id", { id: "" }).slice(0, 1),
  ])
    void queryClient.invalidateQueries({ queryKey: key });
}

export function useCreateInterview() {
  return useMutation({
    mutationFn: (body: InterviewCreate) => callApi("POST /api/admin/interviews", { body }),
    onSuccess: refreshInterviews,
  });
}

export function usePatchInterview() {
  return useMutation({
    mutationFn: ({ id, ...body }: InterviewPatch & { id: string }) =>
      callApi("PATCH /api/admin/interviews/:id", { params: { id }, body }),
    onSuccess: refreshInterviews,
  });
}
