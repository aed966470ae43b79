import { keepPreviousData, useIsFetching, useMutation, useQuery } from "@tanstack/react-query";
import type {
  ApplicationBulkChange,
  ApplicationListItem,
  ApplicationSort,
  ApplicationUpdate,
} from "../../../../worker/contract/application-pipeline";
import { APPLICATIONS_PAGE_DEFAULT, APPLICATIONS_PAGE_MAX } from "../../../../worker/contract/application-pipeline";
import type { JobView } from "../../../../worker/contract/job-listing";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Applications screens: one place for their keys and what each change refreshes. */

export const APPLICATIONS_PAGE_SIZE = APPLICATIONS_PAGE_DEFAULT;

/** The table's state, as the URL holds it. */
export interface ApplicationFilters {
  stage?: string;
  jobId?: string;
  ownerId?: string;
  q?: string;
  from?: string;
  to?: string;
  sort?: ApplicationSort;
  /** 1-based. */
  page: number;
}

/** One page of applications with the total of the filter (`X-Total-Count`). */
export function useApplications({ page, ...filters }: ApplicationFilters, enabled = true) {
  return useQuery({
    enabled,
    ...apiPageQuery("GET /api/admin/applications", undefined, {
      ...filters,
      limit: APPLICATIONS_PAGE_SIZE,
      offset: (page - 1) * APPLICATIONS_PAGE_SIZE,
    }),
    // Paging and filtering keep the old rows on screen until the new ones arrive, instead of a "Loading" flash.
    placeholderData: keepPreviousData,
  });
}

/** A job's board: its first 100 applications, newest first, with how many it has in all. */
const boardQuery = (jobId: string) =>
  apiPageQuery("GET /api/admin/applications", undefined, { jobId, limit: APPLICATIONS_PAGE_MAX });

export const BOARD_LIMIT = APPLICATIONS_PAGE_MAX;

export const useBoardApplications = (jobId: string) => useQuery(boardQuery(jobId));

export const useApplication = (id: string) => useQuery(apiQuery("GET /api/admin/applications/:id", { id }));

/** Who may own an application: one page of up to 100 working staff by name, every one of them at this firm's size. */
export const useApplicationOwners = () => useQuery(apiQuery("GET /api/admin/applications/owners"));

/** The jobs to filter by: the newest 100 of every status (staff see drafts and archived ones too). */
export const useJobChoices = () =>
  useQuery({
    ...apiPageQuery("GET /api/jobs", undefined, { limit: 100 }),
    select: (page): Pick<JobView, "id" | "title" | "status">[] => page.rows,
  });

function refreshApplications() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/applications") });
}

/** The Refresh button of the list and the board: reads them again, and says whether it is reading. */
export function useRefreshApplications() {
  const fetching = useIsFetching({ queryKey: apiQueryKey("GET /api/admin/applications") });
  return { refresh: refreshApplications, isFetching: fetching > 0 };
}

export function useUpdateApplication(id: string) {
  return useMutation({
    mutationFn: (change: ApplicationUpdate) =>
      callApi("PATCH /api/admin/applications/:id", { params: { id }, body: { ...change } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(apiQuery("GET /api/admin/applications/:id", { id }).queryKey, detail);
      refreshApplications();
    },
  });
}

export function useAddNote(id: string) {
  return useMutation({
    mutationFn: (body: string) => callApi("POST /api/admin/applications/:id/notes", { params: { id }, body: { body } }),
    onSuccess: refreshApplications,
  });
}

/** Placing a candidate may close the job: archived, it leaves the site and the feeds at once. */
export function useCloseJob() {
  return useMutation({
    mutationFn: (jobId: string) =>
      callApi("PUT /api/jobs/:id", { params: { id: jobId }, body: { status: "archived" } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/jobs") }),
  });
}

/** A card's move on a board: which application, to which stage (and reason), and where it was before. */
export interface BoardMove {
  application: ApplicationListItem;
  change: Pick<ApplicationUpdate, "stage" | "rejectionReason">;
}

const BOARD_MOVES = ["board-move"];

/**
 * Moves cards on a job's board: the card moves at once (optimistic) and the PATCH follows. Moves run one after
 * another (one mutation scope), so three quick Alt+ArrowRight presses reach the server in their order; the board is
 * read again only once the last one is done, so a card never jumps back mid-way. A refused move puts the card back
 * where it was, unless a later move has already taken it elsewhere. `on` is told of every move's outcome (the
 * callbacks of `mutate` itself would reach only the last of several quick moves).
 */
export function useMoveOnBoard(
  jobId: string,
  on: { saved: (move: BoardMove) => void; refused: (error: Error, move: BoardMove) => void },
) {
  const { queryKey } = boardQuery(jobId);
  const setCard = (id: string, values: Pick<ApplicationListItem, "stage" | "rejectionReason">) =>
    queryClient.setQueryData(
      queryKey,
      (page) => page && { ...page, rows: page.rows.map((row) => (row.id === id ? { ...row, ...values } : row)) },
    );
  return useMutation({
    mutationKey: BOARD_MOVES,
    scope: { id: `board-${jobId}` },
    onMutate: async ({ application, change }) => {
      await queryClient.cancelQueries({ queryKey });
      setCard(application.id, {
        stage: change.stage ?? application.stage,
        rejectionReason: change.rejectionReason ?? null,
      });
    },
    mutationFn: ({ application, change }: BoardMove) =>
      callApi("PATCH /api/admin/applications/:id", { params: { id: application.id }, body: { ...change } }),
    onSuccess: (detail, move) => {
      queryClient.setQueryData(apiQuery("GET /api/admin/applications/:id", { id: detail.id }).queryKey, detail);
      on.saved(move);
    },
    onError: (error, move) => {
      const { application, change } = move;
      const now = queryClient.getQueryData(queryKey)?.rows.find((row) => row.id === application.id);
      if (now?.stage === change.stage)
        setCard(application.id, { stage: application.stage, rejectionReason: application.rejectionReason });
      on.refused(error, move);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: BOARD_MOVES }) <= 1) refreshApplications();
    },
  });
}

/** One change to the selected applications of the table (move, assign, reject). */
export function useBulkUpdate() {
  return useMutation({
    mutationFn: (change: ApplicationBulkChange) =>
      callApi("POST /api/admin/applications/bulk", { body: { ...change } }),
    onSettled: refreshApplications,
  });
}
