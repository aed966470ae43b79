import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { DeliveryKind, DeliveryStatus } from "#contract/enums";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Deliveries screen: one place for their keys and what each change refreshes. */

export const DELIVERIES_PAGE_SIZE = 25;

export interface DeliveryQuery {
  status?: DeliveryStatus;
  kind?: DeliveryKind;
  /** The start of a recipient. */
  q?: string;
  /** 1-based. */
  page: number;
}

/** One page of messages, newest first, with the total of the filter (`X-Total-Count`). */
export function useDeliveries({ status, kind, q, page }: DeliveryQuery) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/deliveries", undefined, {
      status,
      kind,
      q,
      limit: DELIVERIES_PAGE_SIZE,
      offset: (page - 1) * DELIVERIES_PAGE_SIZE,
    }),
    // Paging and filtering keep the old rows on screen until the new ones arrive, instead of a "Loading" flash.
    placeholderData: keepPreviousData,
  });
}

/** Messages waiting for a service that is not set up, per service: one banner each. */
export function useWaitingServices() {
  return useQuery(apiQuery("GET /api/admin/deliveries/waiting"));
}

/** An email as it was sent, with its delivery. */
export function useSentEmail(id: string) {
  return useQuery(apiQuery("GET /api/admin/deliveries/:id/sent-email", { id }));
}

function refreshDeliveries() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/deliveries") });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/deliveries/waiting") });
}

export function useBulkDeliveries() {
  return useMutation({
    mutationFn: (body: { action: "retry" | "discard"; ids: string[] }) =>
      callApi("POST /api/admin/deliveries/bulk", { body }),
    onSuccess: refreshDeliveries,
  });
}

export function useRetryDelivery() {
  return useMutation({
    mutationFn: (id: string) => callApi("POST /api/admin/deliveries/:id/retry", { params: { id } }),
    onSuccess: refreshDeliveries,
  });
}

export function useDiscardDelivery() {
  return useMutation({
    mutationFn: (id: string) => callApi("POST /api/admin/deliveries/:id/discard", { params: { id } }),
    onSuccess: refreshDeliveries,
  });
}

/** The daily cap of bulk email per sender (decision 106). */
export const useOutreachSettings = () => useQuery(apiQuery("GET /api/admin/outreach/settings"));

export function useSaveOutreachSettings() {
  return useMutation({
    mutationFn: (dailyEmailCap: number) => callApi("PUT /api/admin/outreach/settings", { body: { dailyEmailCap } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/outreach/settings") }),
  });
}
