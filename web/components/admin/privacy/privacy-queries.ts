import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { PrivacySettingsInput } from "#contract/privacy";
import { callApi } from "../../../lib/api";
import { fetchApiFile } from "../../../lib/api-file";
import { apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Privacy screen: one place for their keys and what each change refreshes. */

/** What is held on the person `q` names; asked only once there is a `q`. */
export const usePrivacySearch = (q: string | undefined, limit: number) =>
  useQuery({
    ...apiQuery("GET /api/admin/privacy/search", undefined, { q, limit }),
    enabled: Boolean(q),
    placeholderData: keepPreviousData,
  });

const refreshSearch = () => queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/privacy/search") });

/** Downloads the person's export under the name the server gives it (the person's and the day's). */
export function useExportPerson() {
  return useMutation({
    mutationFn: async (q: string) => {
      const { blob, filename } = await fetchApiFile("/api/admin/privacy/export", { q }, "personal-data-export.zip");
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}

export function useErasePerson() {
  return useMutation({
    mutationFn: (q: string) => callApi("POST /api/admin/privacy/erase", { body: { q } }),
    onSuccess: () => {
      void refreshSearch();
      // Every list that showed the person now shows [erased].
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/candidates") });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/applications") });
    },
  });
}

export function useLegalHold() {
  return useMutation({
    mutationFn: ({ id, legalHold }: { id: string; legalHold: boolean }) =>
      callApi("PATCH /api/admin/privacy/candidates/:id/hold", { params: { id }, body: { legalHold } }),
    onSuccess: () => void refreshSearch(),
  });
}

export const usePrivacySettings = () => useQuery(apiQuery("GET /api/admin/privacy/settings"));

export function useUpdatePrivacySettings() {
  return useMutation({
    mutationFn: (input: PrivacySettingsInput) => callApi("PATCH /api/admin/privacy/settings", { body: input }),
    onSuccess: (settings) => queryClient.setQueryData(apiQueryKey("GET /api/admin/privacy/settings"), settings),
  });
}
