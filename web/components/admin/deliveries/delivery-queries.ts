import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { DeliveryView } from "../../../../worker/contract/deliveries";
import type { DeliveryKind, DeliveryStatus } from "../../../../worker/contract/enums";
import { apiFetch, apiFetchWithHeaders } from "../../../lib/api";
import { queryClient, queryKeyToPath } from "../../../lib/query-client";

/** Queries and mutations of the Deliveries screen: one place for their keys and what each change refreshes. */

export const DELIVERIES_KEY = ["/api/admin/deliveries"] as const;
export const DELIVERIES_PAGE_SIZE = 25;

export interface DeliveryQuery {
  status?: DeliveryStatus;
  kind?: DeliveryKind;
  /** 1-based. */
  page: number;
}

/** One page of messages, newest first, with the total of the filter (`X-Total-Count`). */
export function useDeliveries({ status, kind, page }: DeliveryQuery) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, { status, kind, limit: DELIVERIES_PAGE_SIZE, offset: (page - 1) * DELIVERIES_PAGE_SIZE }],
    queryFn: async ({ queryKey, signal }) => {
      const { data, headers } = await apiFetchWithHeaders<DeliveryView[]>(queryKeyToPath(queryKey), { signal });
      return { deliveries: data, total: Number(headers.get("X-Total-Count") ?? data.length) };
    },
    // Paging and filtering keep the old rows on screen until the new ones arrive, instead of a "Loading" flash.
    placeholderData: keepPreviousData,
  });
}

function refreshDeliveries() {
  void queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
}

export function useRetryDelivery() {
  return useMutation({
    mutationFn: (id: string) => apiFetch<DeliveryView>(`/api/admin/deliveries/${encodeURIComponent(id)}/retry`, { method: "POST" }),
    onSuccess: refreshDeliveries,
  });
}

export function useDiscardDelivery() {
  return useMutation({
    mutationFn: (id: string) => apiFetch<DeliveryView>(`/api/admin/deliveries/${encodeURIComponent(id)}/discard`, { method: "POST" }),
    onSuccess: refreshDeliveries,
  });
}
