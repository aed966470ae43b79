import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { INTERVIEWS_PAGE_MAX, type InterviewCreate, type InterviewPatch } from "#contract/interviews";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of interviews (issue 47): one place for their keys and what a change refreshes. */

/** Whose interviews a panel lists: an application's, a job order's or a client's. */
export type InterviewScope = { applicationId: string } | { jobId: string } | { clientId: string };

/** The scope's interviews, the first page of the largest size (a panel, not a list screen). */
export const useInterviews = (scope: InterviewScope) =>
  useQuery(apiPageQuery("GET /api/admin/interviews", undefined, { ...scope, limit: INTERVIEWS_PAGE_MAX }));

export const INTERVIEWS_PAGE_SIZE = 25;

/** The interviews list screen's page, by the filters in its URL (the desk's links fill them). */
export const useInterviewList = (filters: Record<string, string | undefined>, page: number) =>
  useQuery({
    ...apiPageQuery("GET /api/admin/interviews", undefined, {
      ...filters,
      limit: INTERVIEWS_PAGE_SIZE,
      offset: (page - 1) * INTERVIEWS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

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

/** The panel's common times from their marked free times, offered as the recruiter's own would be (decision 110). */
export function useOfferPanelSlots() {
  return useMutation({
    mutationFn: (id: string) => callApi("POST /api/admin/interviews/:id/panel-slots", { params: { id } }),
    onSuccess: refreshInterviews,
  });
}

/** Emails each client contact on the panel who has not marked times, nor been asked within a day (decision 118). */
export function useAskPanel() {
  return useMutation({
    mutationFn: (id: string) => callApi("POST /api/admin/interviews/:id/ask-panel", { params: { id } }),
  });
}

/** Offers the candidate times to pick from; the answer holds their link (shown once) and how it was sent. */
export function useOfferSlots() {
  return useMutation({
    mutationFn: ({ id, slots }: { id: string; slots: string[] }) =>
      callApi("POST /api/admin/interviews/:id/slots", {
        params: { id },
        body: { slots: slots.map((startsAt) => ({ startsAt })) },
      }),
    onSuccess: refreshInterviews,
  });
}
