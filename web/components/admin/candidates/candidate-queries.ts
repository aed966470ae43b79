import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { CandidateProfileInput } from "#contract/candidate-profile";
import { CANDIDATES_PAGE_DEFAULT } from "#contract/candidates";
import { UNMATCHED_TEXTS_PAGE_DEFAULT } from "#contract/sms";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";
import type { MatchFilterValues } from "../matching/match-filters";

/** Queries and mutations of the Candidates screens: one place for their keys and what a merge refreshes. */

export const CANDIDATES_PAGE_SIZE = CANDIDATES_PAGE_DEFAULT;

/** The list's state, as the URL holds it: the search, "duplicates only", a job match's filters, the page. */
export interface CandidateFilters {
  q?: string;
  duplicates: boolean;
  match: MatchFilterValues;
  /** 1-based. */
  page: number;
}

/** One page of candidates with the total of the search (`X-Total-Count`). */
export function useCandidates({ q, duplicates, match, page }: CandidateFilters) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/candidates", undefined, {
      q,
      duplicates: duplicates ? "1" : undefined,
      ...match,
      limit: CANDIDATES_PAGE_SIZE,
      offset: (page - 1) * CANDIDATES_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

export const useCandidate = (id: string) => useQuery(apiQuery("GET /api/admin/candidates/:id", { id }));

/** What merging `id` into `into` would move; asked only while the merge dialog is open. */
export const useMergePreview = (id: string, into: string | undefined) =>
  useQuery({ ...apiQuery("GET /api/admin/candidates/:id/merge-preview", { id }, { into }), enabled: Boolean(into) });

/** Merges candidate `id` into another; the candidate merged away is forgotten, every candidate view refreshed. */
export function useMergeCandidate(id: string) {
  return useMutation({
    mutationFn: (intoId: string) =>
      callApi("POST /api/admin/candidates/:id/merge", { params: { id }, body: { intoId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: apiQueryKey("GET /api/admin/candidates/:id", { id }) });
      // The prefix covers the list and every candidate; the moved applications now link to another candidate.
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/candidates") });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/applications") });
    },
  });
}

/** Replaces a candidate's tags; the candidate and the list (which a tag search may now find) refresh. */
export function useSetCandidateTags(id: string) {
  return useMutation({
    mutationFn: (tags: string[]) => callApi("PUT /api/admin/candidates/:id/tags", { params: { id }, body: { tags } }),
    onSuccess: (candidate) => {
      queryClient.setQueryData(apiQueryKey("GET /api/admin/candidates/:id", { id }), candidate);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/candidates") });
    },
  });
}

/** The skills the candidate's resumes name that are not yet confirmed (issue 46). */
export const useSkillSuggestions = (id: string) =>
  useQuery(apiQuery("GET /api/admin/candidates/:id/skill-suggestions", { id }));

/**
 * Changes what the candidate offers (only the fields sent); the candidate, their suggestions (a confirmed skill is
 * no longer one) and the list refresh.
 */
export function useUpdateCandidateProfile(id: string) {
  return useMutation({
    mutationFn: (body: CandidateProfileInput) => callApi("PATCH /api/admin/candidates/:id", { params: { id }, body }),
    onSuccess: (candidate) => {
      queryClient.setQueryData(apiQueryKey("GET /api/admin/candidates/:id", { id }), candidate);
      void queryClient.invalidateQueries({
        queryKey: apiQueryKey("GET /api/admin/candidates/:id/skill-suggestions", { id }),
      });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/candidates") });
    },
  });
}

export const UNMATCHED_TEXTS_PAGE_SIZE = UNMATCHED_TEXTS_PAGE_DEFAULT;

/** One page of the texts from numbers no candidate has (decision 073), newest first, with their total. */
export function useUnmatchedTexts(page: number) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/unmatched-texts", undefined, {
      limit: UNMATCHED_TEXTS_PAGE_SIZE,
      offset: (page - 1) * UNMATCHED_TEXTS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}
