import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { CandidateAddOutcome } from "#contract/candidates";
import { MATCHES_PAGE_DEFAULT } from "#contract/matching";
import { ApiError, callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";
import { type MatchFilterValues, matchQuery } from "./match-filters";

/** Queries and mutations of the matching screens (issue 46): their keys, and what adding and submitting refresh. */

export const MATCHES_PAGE_SIZE = MATCHES_PAGE_DEFAULT;

/** One page of the candidates matching a job order, best first, with the total of the filters. */
export function useJobMatches(jobId: string, filters: MatchFilterValues, page: number) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/jobs/:id/matches", { id: jobId }, matchQuery(filters, page, MATCHES_PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
}

/** The candidate page's matching jobs come 5 at a time: the best few, beside everything else the page shows. */
export const JOB_MATCHES_PAGE_SIZE = 5;

/** One page of the open jobs matching a candidate, best first. */
export function useCandidateMatches(candidateId: string, page: number) {
  return useQuery({
    ...apiPageQuery(
      "GET /api/admin/candidates/:id/matches",
      { id: candidateId },
      matchQuery({}, page, JOB_MATCHES_PAGE_SIZE),
    ),
    placeholderData: keepPreviousData,
  });
}

/** A staff member's view of one job (any status). */
export const useStaffJob = (id: string) => useQuery(apiQuery("GET /api/jobs/:id", { id }));

/** After adding or submitting: the job's matches (their restrictions), the candidates and the pipeline. */
function refreshAfterMatchAction(jobId: string) {
  for (const key of [
    apiQueryKey("GET /api/admin/jobs/:id/matches", { id: jobId }),
    apiQueryKey("GET /api/admin/candidates"),
    apiQueryKey("GET /api/admin/applications"),
    apiQueryKey("GET /api/admin/submittals"),
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** Puts the chosen candidates on the job, each its own outcome (added, already on it, gone). */
export function useAddMatchesToJob(jobId: string) {
  return useMutation({
    mutationFn: (candidateIds: string[]) =>
      callApi("POST /api/admin/candidates/add-to-job", { body: { jobId, candidateIds } }),
    onSuccess: () => refreshAfterMatchAction(jobId),
  });
}

/** One chosen person's outcome of "Submit to client": submitted, or why not in the server's words. */
export interface SubmitOutcome {
  candidateId: string;
  name: string;
  submitted: boolean;
  message: string;
  applicationId: string | null;
}

/**
 * Submits each chosen candidate to a contact of the job's client: on the job first (their application there, made
 * when they have none), then one submittal each; a refusal (off-limits, already presented: 409) is that person's
 * outcome and does not stop the others.
 */
export function useSubmitMatches(jobId: string) {
  return useMutation({
    mutationFn: async ({
      candidates,
      contactId,
      note,
    }: {
      candidates: { id: string; name: string }[];
      contactId: string;
      note: string;
    }): Promise<SubmitOutcome[]> => {
      const added = await callApi("POST /api/admin/candidates/add-to-job", {
        body: { jobId, candidateIds: candidates.map((candidate) => candidate.id) },
      });
      const outcomes: SubmitOutcome[] = [];
      for (const candidate of candidates) {
        const outcome = added.outcomes.find((item) => item.candidateId === candidate.id);
        outcomes.push(await submitOne(candidate, outcome, contactId, note));
      }
      return outcomes;
    },
    onSuccess: () => refreshAfterMatchAction(jobId),
  });
}

async function submitOne(
  candidate: { id: string; name: string },
  added: CandidateAddOutcome | undefined,
  contactId: string,
  note: string,
): Promise<SubmitOutcome> {
  const applicationId = added?.applicationId ?? null;
  const base = { candidateId: candidate.id, name: candidate.name, applicationId };
  if (!applicationId) return { ...base, submitted: false, message: added?.message ?? `${candidate.name} is gone.` };
  try {
    const { submittal } = await callApi("POST /api/admin/submittals", { body: { applicationId, contactId, note } });
    return { ...base, submitted: true, message: `${candidate.name} submitted to ${submittal.contactName}.` };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { ...base, submitted: false, message: `${candidate.name}: ${error.serverMessage ?? error.message}` };
  }
}

/** The job's client with its contacts, whom a match is submitted to; nothing to ask for a job without one. */
export const useJobClient = (clientId: string | null) =>
  useQuery({ ...apiQuery("GET /api/admin/clients/:id", { id: clientId ?? "" }), enabled: Boolean(clientId) });
