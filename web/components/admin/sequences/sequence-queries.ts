import { useMutation, useQuery } from "@tanstack/react-query";
import type { ApplicationFilter } from "#contract/application-pipeline";
import type { EnrollmentInput, EnrollmentState, SequenceInput, SequenceUpdate } from "#contract/sequences";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the sequences screens: one place for their keys and what each change refreshes. */

export const SEQUENCES_PAGE_SIZE = 25;
export const ENROLLMENTS_PAGE_SIZE = 25;

export function useSequences(page: number) {
  return useQuery(
    apiPageQuery("GET /api/admin/sequences", undefined, {
      limit: SEQUENCES_PAGE_SIZE,
      offset: (page - 1) * SEQUENCES_PAGE_SIZE,
    }),
  );
}

/** Every sequence a person can be enrolled in (the first 100), for the enrol control. */
export function useSequenceChoices() {
  return useQuery(apiQuery("GET /api/admin/sequences", undefined, { limit: 100 }));
}

export function useSequence(id: string) {
  return useQuery(apiQuery("GET /api/admin/sequences/:id", { id }));
}

export function useEnrollments(id: string, page: number, state?: EnrollmentState) {
  return useQuery(
    apiPageQuery(
      "GET /api/admin/sequences/:id/enrollments",
      { id },
      { limit: ENROLLMENTS_PAGE_SIZE, offset: (page - 1) * ENROLLMENTS_PAGE_SIZE, ...(state ? { state } : {}) },
    ),
  );
}

/** Each step for the chosen candidate, filled in from the chosen job when there is one. */
export function useSequencePreview(id: string, candidateId: string | undefined, jobId: string | undefined) {
  return useQuery({
    ...apiQuery("GET /api/admin/sequences/:id/preview", { id }, { candidateId: candidateId ?? "", jobId }),
    enabled: Boolean(candidateId),
    retry: false,
  });
}

/** How many candidates an applications filter finds, and how many are in the sequence already (once one is chosen). */
export function useEnrollmentCount(id: string, filter: ApplicationFilter) {
  return useQuery({
    ...apiQuery("GET /api/admin/sequences/:id/enrollments/count", { id }, { ...filter }),
    enabled: Boolean(id),
  });
}

function refresh() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/sequences") });
}

export function useCreateSequence() {
  return useMutation({
    mutationFn: (input: SequenceInput) => callApi("POST /api/admin/sequences", { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateSequence(id: string) {
  return useMutation({
    mutationFn: (input: SequenceUpdate) => callApi("PATCH /api/admin/sequences/:id", { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteSequence() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/admin/sequences/:id", { params: { id } }),
    onSuccess: refresh,
  });
}

export function useEnroll() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EnrollmentInput }) =>
      callApi("POST /api/admin/sequences/:id/enrollments", { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useStopEnrollment(id: string) {
  return useMutation({
    mutationFn: (enrollmentId: string) =>
      callApi("POST /api/admin/sequences/:id/enrollments/:enrollmentId/stop", { params: { id, enrollmentId } }),
    onSuccess: refresh,
  });
}

/** The published jobs a start rule may name (the newest 100), for its job choice. */
export function useJobChoices() {
  return useQuery(apiQuery("GET /api/jobs", undefined, { status: "published", limit: 100 }));
}
