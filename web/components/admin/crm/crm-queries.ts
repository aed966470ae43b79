import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { LEADS_PAGE_DEFAULT, type LeadSort, type LeadSyncState } from "#contract/crm";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

export const LEADS_PAGE_SIZE = LEADS_PAGE_DEFAULT;

export interface LeadFilters {
  q?: string;
  sync?: LeadSyncState;
  sort?: LeadSort;
  page: number;
}

/** One page of leads with the total of the filter. */
export const useLeads = ({ page, ...filters }: LeadFilters) =>
  useQuery({
    ...apiPageQuery("GET /api/crm/leads", undefined, {
      ...filters,
      limit: LEADS_PAGE_SIZE,
      offset: (page - 1) * LEADS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
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

/**
 * "Make client": the lead becomes a client with its person as first contact; the lead list, clients, messages (the
 * inquiry is handled) and candidates (the inquirer is no longer one) refresh.
 */
export function useConvertLead() {
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      callApi("POST /api/crm/leads/:id/convert", { params: { id }, body: { to: "client", name } }),
    onSuccess: () => {
      refreshCrm();
      for (const route of ["GET /api/admin/clients", "GET /api/admin/messages", "GET /api/admin/candidates"] as const)
        void queryClient.invalidateQueries({ queryKey: apiQueryKey(route) });
    },
  });
}
