import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import {
  BOOKING_TYPES_PAGE_MAX,
  type BookingTypeInput,
  type DateOverrideInput,
  OVERRIDES_PAGE_DEFAULT,
  type WeeklyHours,
} from "#contract/availability";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Availability screen: one place for their keys and what each change refreshes. */

export const TYPES_PAGE_SIZE = BOOKING_TYPES_PAGE_MAX;
export const OVERRIDES_PAGE_SIZE = OVERRIDES_PAGE_DEFAULT;

const pageOf = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

export function useBookingTypes(page: number) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/booking/types", undefined, pageOf(page, TYPES_PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
}

export function useDateOverrides(page: number) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/booking/overrides", undefined, pageOf(page, OVERRIDES_PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
}

export const useBookingSettings = () => useQuery(apiQuery("GET /api/admin/booking/settings"));

export const useFirmHours = () => useQuery(apiQuery("GET /api/admin/booking/firm-hours"));

const refresh =
  (
    ...routes: (
      | "GET /api/admin/booking/types"
      | "GET /api/admin/booking/overrides"
      | "GET /api/admin/booking/settings"
      | "GET /api/admin/booking/firm-hours"
    )[]
  ) =>
  () => {
    for (const route of routes) void queryClient.invalidateQueries({ queryKey: apiQueryKey(route) });
  };

export function useSaveBookingType() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<BookingTypeInput> }) =>
      id
        ? callApi("PUT /api/admin/booking/types/:id", { params: { id }, body: { ...input } })
        : callApi("POST /api/admin/booking/types", { body: { ...input } }),
    // Overrides show their type's name.
    onSuccess: refresh("GET /api/admin/booking/types", "GET /api/admin/booking/overrides"),
  });
}

export function useAddDateOverride() {
  return useMutation({
    mutationFn: (input: DateOverrideInput) => callApi("POST /api/admin/booking/overrides", { body: { ...input } }),
    onSuccess: refresh("GET /api/admin/booking/overrides"),
  });
}

export function useDeleteDateOverride() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/admin/booking/overrides/:id", { params: { id } }),
    onSuccess: refresh("GET /api/admin/booking/overrides"),
  });
}

export function useSaveBookingSettings() {
  return useMutation({
    mutationFn: (dailyCap: number | null) => callApi("PUT /api/admin/booking/settings", { body: { dailyCap } }),
    onSuccess: refresh("GET /api/admin/booking/settings"),
  });
}

export function useSaveFirmHours() {
  return useMutation({
    mutationFn: (hours: WeeklyHours[]) => callApi("PUT /api/admin/booking/firm-hours", { body: { hours } }),
    onSuccess: refresh("GET /api/admin/booking/firm-hours"),
  });
}
