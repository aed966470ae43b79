import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { TIMELINE_PAGE_DEFAULT } from "#contract/timeline";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** The candidate page's timeline and its composer: their keys and what a send refreshes. */

export const TIMELINE_PAGE_SIZE = TIMELINE_PAGE_DEFAULT;

/** One page (1-based) of a candidate's timeline with its total (`X-Total-Count`). */
export function useTimeline(id: string, page: number) {
  return useQuery({
    ...apiPageQuery(
      "GET /api/admin/candidates/:id/timeline",
      { id },
      { limit: TIMELINE_PAGE_SIZE, offset: (page - 1) * TIMELINE_PAGE_SIZE },
    ),
    placeholderData: keepPreviousData,
  });
}

const refreshTimeline = (id: string) =>
  queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/candidates/:id/timeline", { id }) });

/** What the composer sends: the words, and the application a job's merge fields are filled from. */
export type ComposedEmail = {
  subject: string;
  body: string;
  applicationId?: string;
};

/**
 * The email filled in as the candidate would receive it, asked while `enabled` (the words use merge fields); a
 * refusal (a field without a value) is the query's error, with the server's words on what to do.
 */
export function useEmailPreview(id: string, email: ComposedEmail, enabled: boolean) {
  return useQuery({
    queryKey: [...apiQueryKey("GET /api/admin/candidates/:id", { id }), "email-preview", email],
    queryFn: () => callApi("POST /api/admin/candidates/:id/emails/preview", { params: { id }, body: email }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Emails the candidate on a new thread whose replies come back to the timeline. */
export function useSendEmail(id: string) {
  return useMutation({
    mutationFn: (email: ComposedEmail) =>
      callApi("POST /api/admin/candidates/:id/emails", { params: { id }, body: email }),
    onSuccess: () => refreshTimeline(id),
  });
}

/** Whether a text can be written to the candidate, and whether it would wait (texting not connected). */
export function useTexting(id: string) {
  return useQuery(apiQuery("GET /api/admin/candidates/:id/texting", { id }));
}

/** Texts the candidate (consent, STOP and their quiet hours are the Worker's to check). */
export function useSendText(id: string) {
  return useMutation({
    mutationFn: (text: { body: string }) =>
      callApi("POST /api/admin/candidates/:id/texts", { params: { id }, body: text }),
    onSuccess: () => refreshTimeline(id),
    // A refusal means the consent changed meanwhile (a STOP): the composer asks again and says why.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/candidates/:id/texting", { id }) }),
  });
}

/** A note on the candidate themself (staff only), on their timeline from then on. */
export function useAddCandidateNote(id: string) {
  return useMutation({
    mutationFn: (note: { body: string }) =>
      callApi("POST /api/admin/candidates/:id/notes", { params: { id }, body: note }),
    onSuccess: () => refreshTimeline(id),
  });
}
