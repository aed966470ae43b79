import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { PlacementCreate } from "../../../../worker/contract/placements";
import { SUBMITTALS_PAGE_DEFAULT, type SubmittalCreate } from "../../../../worker/contract/submittals";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the desk's submittals and placements (issue 32): keys and what each change refreshes. */

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
