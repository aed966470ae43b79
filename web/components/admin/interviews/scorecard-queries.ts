import { useMutation, useQuery } from "@tanstack/react-query";
import type { InterviewDecisionInput } from "#contract/scorecards";
import { callApi } from "../../../lib/api";
import { apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of what follows an interview (issue 47 item 5): the criteria, scorecards and decision. */

export const useInterviewScorecards = (id: string) =>
  useQuery(apiQuery("GET /api/admin/interviews/:id/scorecards", { id }));

export function useDecideInterview(id: string) {
  return useMutation({
    mutationFn: (body: InterviewDecisionInput) =>
      callApi("POST /api/admin/interviews/:id/decision", { params: { id }, body }),
    onSuccess: (view) => {
      queryClient.setQueryData(apiQueryKey("GET /api/admin/interviews/:id/scorecards", { id }), view);
      // The decision moved the application: its page and the boards read the new stage.
      for (const key of [
        apiQueryKey("GET /api/admin/applications/:id", { id: "" }).slice(0, 1),
        apiQueryKey("GET /api/admin/interviews"),
      ])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useScorecardCriteria = (jobId: string) =>
  useQuery(apiQuery("GET /api/admin/scorecard-criteria/:jobId", { jobId }));

export function useSetScorecardCriteria(jobId: string) {
  return useMutation({
    mutationFn: (criteria: string[]) =>
      callApi("PUT /api/admin/scorecard-criteria/:jobId", { params: { jobId }, body: { criteria } }),
    onSuccess: (view) =>
      queryClient.setQueryData(apiQueryKey("GET /api/admin/scorecard-criteria/:jobId", { jobId }), view),
  });
}

/** Emails each client interviewer still to score a fresh link of their own. */
export function useRequestScorecards(id: string) {
  return useMutation({
    mutationFn: () => callApi("POST /api/admin/interviews/:id/scorecard-requests", { params: { id } }),
  });
}
