import { useMutation, useQuery } from "@tanstack/react-query";
import type { BulkSyncResult, CrmLeadView, GhlStats } from "../../../../worker/contract/crm";
import { apiFetch } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";

export const LEADS_KEY = ["/api/crm/leads"] as const;
export const GHL_STATS_KEY = ["/api/ghl/stats"] as const;

export const useLeads = () => useQuery<CrmLeadView[]>({ queryKey: LEADS_KEY });
export const useGhlStats = () => useQuery<GhlStats>({ queryKey: GHL_STATS_KEY });

function refreshCrm() {
  void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
  void queryClient.invalidateQueries({ queryKey: GHL_STATS_KEY });
}

export function useSyncLead() {
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/ghl/sync-lead/${encodeURIComponent(id)}`, { method: "POST" }),
    // A failed sync changes the lead too (its error and next retry).
    onSettled: refreshCrm,
  });
}

export function useBulkSync() {
  return useMutation({ mutationFn: () => apiFetch<BulkSyncResult>("/api/ghl/bulk-sync", { method: "POST" }), onSettled: refreshCrm });
}

export function useTestConnection() {
  return useMutation({
    mutationFn: () => apiFetch<{ connected: true; locationName: string }>("/api/ghl/test-connection", { method: "POST" }),
    onSettled: refreshCrm,
  });
}
