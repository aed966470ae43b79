import { useMutation, useQuery } from "@tanstack/react-query";
import type { EmailTemplateInput } from "#contract/conversations";
import { callApi } from "../../../lib/api";
import { apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the email templates screen: one place for their keys and what each change refreshes. */

export function useEmailTemplates() {
  return useQuery(apiQuery("GET /api/admin/email-templates"));
}

/** A template filled in for one candidate; waits until a candidate is chosen. */
export function useTemplatePreview(id: string | undefined, candidateId: string | undefined) {
  return useQuery({
    ...apiQuery("GET /api/admin/email-templates/:id/preview", { id: id ?? "" }, { candidateId: candidateId ?? "" }),
    enabled: Boolean(id && candidateId),
    retry: false,
  });
}

/** The candidates a preview may be made for (the first page of the candidates list). */
export function usePreviewCandidates() {
  return useQuery(apiQuery("GET /api/admin/candidates", undefined, { limit: 100 }));
}

function refreshTemplates() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/email-templates") });
}

export function useSaveTemplate() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: EmailTemplateInput }) =>
      id
        ? callApi("PUT /api/admin/email-templates/:id", { params: { id }, body: input })
        : callApi("POST /api/admin/email-templates", { body: input }),
    onSuccess: refreshTemplates,
  });
}

export function useDeleteTemplate() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/admin/email-templates/:id", { params: { id } }),
    onSuccess: refreshTemplates,
  });
}
