import { useMutation, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

export const useLeads = () => useQuery(apiQuery("GET /api/crm/leads"));
export const useGhlStats = () => useQuery(apiQuery("GET /api/ghl/stats"));

function refreshCrm() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/crm/leads") });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/ghl/stats") });
}

export function useSyncLead() {
  return useMutation({
    mutationFn: (id: string) => callApi("POST /api/ghl/sync-lead/:id", { params: { id } }),
    // A failed sync changes the lead too (its error and next retry).
    onSettled: refreshCrm,
  });
}

export function useBulkSync() {
  return useMutation({ mutationFn: () => callApi("POST /api/ghl/bulk-sync"), onSettled: refreshCrm });
}

export function useTestConnection() {
  return useMutation({ mutationFn: () => callApi("POST /api/ghl/test-connection"), onSettled: refreshCrm });
}
