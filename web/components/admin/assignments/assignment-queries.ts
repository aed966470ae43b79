import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { AssignmentStatus } from "#contract/assignment-enums";
import {
  ASSIGNMENTS_PAGE_DEFAULT,
  type AssignmentCreate,
  type AssignmentTimesheetFilter,
  type AssignmentUpdate,
} from "#contract/assignments";
import type { ConversionInput } from "#contract/conversion";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of contract assignments (issue 48): keys and what each change refreshes. */

export const ASSIGNMENTS_PAGE_SIZE = ASSIGNMENTS_PAGE_DEFAULT;

export interface AssignmentFilters {
  page: number;
  status?: AssignmentStatus;
  clientId?: string;
  candidateId?: string;
  endingBefore?: string;
  workingFrom?: string;
  workingTo?: string;
  timesheet?: AssignmentTimesheetFilter;
  week?: string;
}

/** A page of assignments, the soonest planned end first. */
export function useAssignments({ page, ...filters }: AssignmentFilters) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/assignments", undefined, {
      ...filters,
      limit: ASSIGNMENTS_PAGE_SIZE,
      offset: (page - 1) * ASSIGNMENTS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

export const useAssignment = (id: string) => useQuery(apiQuery("GET /api/admin/assignments/:id", { id }));

/** After a change: the lists, the assignment itself and, for a new one, the application it was started from. */
function refresh(id: string, applicationId: string) {
  for (const key of [
    apiQueryKey("GET /api/admin/assignments"),
    apiQueryKey("GET /api/admin/assignments/:id", { id }),
    apiQueryKey("GET /api/admin/applications/:id", { id: applicationId }),
    apiQueryKey("GET /api/admin/applications"),
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export function useCreateAssignment() {
  return useMutation({
    mutationFn: (body: AssignmentCreate) => callApi("POST /api/admin/assignments", { body }),
    onSuccess: (created) => refresh(created.id, created.applicationId),
  });
}

export function useUpdateAssignment(id: string) {
  return useMutation({
    mutationFn: (body: AssignmentUpdate) => callApi("PATCH /api/admin/assignments/:id", { params: { id }, body }),
    onSuccess: (changed) => {
      queryClient.setQueryData(apiQueryKey("GET /api/admin/assignments/:id", { id }), changed);
      refresh(id, changed.applicationId);
    },
  });
}

/** Every version of the assignment's weeks (issue 48 item 2), newest week first. */
export const useAssignmentTimesheets = (id: string) =>
  useQuery(apiQuery("GET /api/admin/assignments/:id/timesheets", { id }));

/** A new contractor's link for a week: its url is shown once (only its hash is kept). */
export function useTimesheetLink(id: string) {
  return useMutation({
    mutationFn: (weekStart: string) =>
      callApi("POST /api/admin/assignments/:id/timesheets/:weekStart/link", { params: { id, weekStart } }),
  });
}

/** The fee a conversion to a hire would record (issue 48 item 4), once a date and a salary are typed. */
export const useConversionPreview = (id: string, input: ConversionInput | null) =>
  useQuery({
    ...apiQuery("GET /api/admin/assignments/:id/conversion", { id }, input ?? undefined),
    enabled: input !== null,
    retry: false,
  });

/** Converts the assignment to a hire: the assignment, the lists and the placements change. */
export function useConvertAssignment(id: string, applicationId: string) {
  return useMutation({
    mutationFn: (body: ConversionInput) =>
      callApi("POST /api/admin/assignments/:id/conversion", { params: { id }, body }),
    onSuccess: () => {
      refresh(id, applicationId);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/placements") });
    },
  });
}
