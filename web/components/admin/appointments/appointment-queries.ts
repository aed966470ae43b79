import { keepPreviousData, useIsFetching, useMutation, useQuery } from "@tanstack/react-query";
import {
  APPOINTMENTS_PAGE_DEFAULT,
  APPOINTMENTS_PAGE_MAX,
  type AppointmentDetail,
  type AppointmentStaffStatus,
} from "#contract/appointments";
import { BOOKING_TYPES_PAGE_MAX } from "#contract/availability";
import type { AppointmentStatus } from "#contract/enums";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Appointments screens: one place for their keys and what each change refreshes. */

export const APPOINTMENTS_PAGE_SIZE = APPOINTMENTS_PAGE_DEFAULT;
/** The agenda reads its day or week in one request of the largest page. */
export const AGENDA_LIMIT = APPOINTMENTS_PAGE_MAX;

/** The filters every view shares, as the URL holds them. */
export interface AppointmentFilters {
  typeId?: string;
  status?: AppointmentStatus;
  q?: string;
}

/** One page of the list, with the total of the filter (`X-Total-Count`). */
export function useAppointmentPage(
  filters: AppointmentFilters & { from?: string; to?: string; page: number },
  enabled: boolean,
) {
  const { page, ...query } = filters;
  return useQuery({
    enabled,
    ...apiPageQuery("GET /api/admin/appointments", undefined, {
      ...query,
      limit: APPOINTMENTS_PAGE_SIZE,
      offset: (page - 1) * APPOINTMENTS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Every appointment (up to AGENDA_LIMIT) of the business-zone days `from` to `to`, earliest first. */
export function useAgenda(filters: AppointmentFilters & { from: string; to: string }, enabled: boolean) {
  return useQuery({
    enabled,
    ...apiPageQuery("GET /api/admin/appointments", undefined, { ...filters, limit: AGENDA_LIMIT }),
    placeholderData: keepPreviousData,
  });
}

export const useAppointment = (id: string) => useQuery(apiQuery("GET /api/admin/appointments/:id", { id }));

/** The types to filter by, switched-off ones too (their appointments remain): a firm has a handful. */
export const useBookingTypeChoices = () =>
  useQuery(apiPageQuery("GET /api/admin/booking/types", undefined, { limit: BOOKING_TYPES_PAGE_MAX }));

/** A day's free times of a type, from the public slots (what a reschedule may take). */
/** Which days of `from`..`to` the type has a free time on, and why not when it has none. */
export const useBookingDays = (typeId: string, from: string, to: string) =>
  useQuery({
    ...apiQuery("GET /api/booking/types/:id/days", { id: typeId }, { from, to }),
    placeholderData: keepPreviousData,
  });

export const useFreeSlots = (typeId: string, date: string) =>
  useQuery({ ...apiQuery("GET /api/booking/types/:id/slots", { id: typeId }, { date }), staleTime: 0 });

function refreshAppointments() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/appointments") });
}

/** The Refresh button of the agenda and the list. */
export function useRefreshAppointments() {
  const fetching = useIsFetching({ queryKey: apiQueryKey("GET /api/admin/appointments") });
  return { refresh: refreshAppointments, isFetching: fetching > 0 };
}

/**
 * After a change: the page shows the answer at once (not read again), and the agenda's and the list's pages and the
 * type's free times are read again.
 */
function showChanged(detail: AppointmentDetail) {
  queryClient.setQueryData(apiQuery("GET /api/admin/appointments/:id", { id: detail.id }).queryKey, detail);
  void queryClient.invalidateQueries({
    queryKey: apiQueryKey("GET /api/admin/appointments"),
    predicate: (query) => query.queryKey.at(-1) === "page",
  });
  void queryClient.invalidateQueries({
    queryKey: apiQueryKey("GET /api/booking/types/:id/slots", { id: detail.typeId }),
  });
}

export function useReschedule(id: string) {
  return useMutation({
    mutationFn: (startTime: string) =>
      callApi("POST /api/admin/appointments/:id/reschedule", { params: { id }, body: { startTime } }),
    // The page keeps the appointment; the warnings are the dialog's to show.
    onSuccess: ({ warnings: _warnings, ...detail }) => showChanged(detail),
  });
}

export function useCancelAppointment(id: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      callApi("POST /api/admin/appointments/:id/cancel", { params: { id }, body: { reason } }),
    onSuccess: showChanged,
  });
}

export function useSetAppointmentStatus(id: string) {
  return useMutation({
    mutationFn: (change: { status: AppointmentStaffStatus; reason?: string }) =>
      callApi("PATCH /api/admin/appointments/:id", { params: { id }, body: { ...change } }),
    onSuccess: showChanged,
  });
}
