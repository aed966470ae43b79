import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { InvoiceStatus, PlacementStatus } from "#contract/desk-enums";
import { PLACEMENTS_PAGE_DEFAULT, type PlacementCreate } from "#contract/placements";
import { type DeskSettingsView, SUBMITTALS_PAGE_DEFAULT, type SubmittalCreate } from "#contract/submittals";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of submittals and placements (issue 32): keys and what each change refreshes. */

export const SUBMITTALS_PAGE_SIZE = SUBMITTALS_PAGE_DEFAULT;

export function useSubmittals({
  page,
  waiting,
  applicationId,
}: {
  page?: number;
  waiting?: boolean;
  applicationId?: string;
}) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/submittals", undefined, {
      waiting: waiting ? "true" : undefined,
      applicationId,
      limit: SUBMITTALS_PAGE_SIZE,
      offset: ((page ?? 1) - 1) * SUBMITTALS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

export const useSubmitOptions = (applicationId: string) =>
  useQuery(apiQuery("GET /api/admin/submittals/options/:applicationId", { applicationId }));

/** After a submittal or a placement: the lists, the application (its stage and history) and its options. */
function refreshDesk(applicationId: string) {
  for (const key of [
    apiQueryKey("GET /api/admin/submittals"),
    apiQueryKey("GET /api/admin/placements"),
    apiQueryKey("GET /api/admin/applications/:id", { id: applicationId }),
    apiQueryKey("GET /api/admin/submittals/options/:applicationId", { applicationId }),
    apiQueryKey("GET /api/admin/applications"),
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export function useCreateSubmittal() {
  return useMutation({
    mutationFn: (body: SubmittalCreate) => callApi("POST /api/admin/submittals", { body }),
    onSuccess: (_created, body) => refreshDesk(body.applicationId),
  });
}

export function useCreatePlacement() {
  return useMutation({
    mutationFn: (body: PlacementCreate) => callApi("POST /api/admin/placements", { body }),
    onSuccess: (_placement, body) => refreshDesk(body.applicationId),
  });
}

export const PLACEMENTS_PAGE_SIZE = PLACEMENTS_PAGE_DEFAULT;

/** A page of placements, newest start first, with the totals of all of them. */
export function usePlacements({ page, status }: { page: number; status?: PlacementStatus }) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/placements", undefined, {
      status,
      limit: PLACEMENTS_PAGE_SIZE,
      offset: (page - 1) * PLACEMENTS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** After a fee line's status or a fall-off: the placements (and their totals), the desk's numbers. */
function refreshPlacements(applicationId?: string) {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/placements") });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/desk") });
  if (applicationId) refreshDesk(applicationId);
}

export function useSetInvoiceStatus() {
  return useMutation({
    mutationFn: ({ id, lineId, invoiceStatus }: { id: string; lineId: string; invoiceStatus: InvoiceStatus }) =>
      callApi("PATCH /api/admin/placements/:id/fee-lines/:lineId", { params: { id, lineId }, body: { invoiceStatus } }),
    onSuccess: () => refreshPlacements(),
  });
}

export function useFallOff() {
  return useMutation({
    mutationFn: ({ id, lastDay }: { id: string; lastDay: string }) =>
      callApi("POST /api/admin/placements/:id/fall-off", { params: { id }, body: { lastDay } }),
    onSuccess: ({ placement }) => refreshPlacements(placement.applicationId),
  });
}

export const useDeskSettings = () => useQuery(apiQuery("GET /api/admin/submittals/settings"));

export function useSaveDeskSettings() {
  return useMutation({
    mutationFn: (body: DeskSettingsView) => callApi("PUT /api/admin/submittals/settings", { body: { ...body } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(apiQueryKey("GET /api/admin/submittals/settings"), saved);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/submittals") });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/desk") });
    },
  });
}
