import { keepPreviousData, useIsFetching, useMutation, useQuery } from "@tanstack/react-query";
import type {
  ApplicationBulkChange,
  ApplicationFilter,
  ApplicationListItem,
  ApplicationSort,
  ApplicationUpdate,
  BoardColumn,
  BoardColumnView,
} from "#contract/application-pipeline";
import { APPLICATIONS_PAGE_DEFAULT, isClosedStage } from "#contract/application-pipeline";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Applications screens: one place for their keys and what each change refreshes. */

export const APPLICATIONS_PAGE_SIZE = APPLICATIONS_PAGE_DEFAULT;

/** The table's state, as the URL holds it. */
export interface ApplicationFilters extends ApplicationFilter {
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

/** Whose applications a board shows: every one (no field), one job's, the general ones (jobId "none"), a client's. */
export interface BoardScope {
  jobId?: string;
  clientId?: string;
}

/** A board: each column's count and newest cards. */
const boardQuery = (scope: BoardScope) => apiQuery("GET /api/admin/applications/board", undefined, { ...scope });

export const useBoard = (scope: BoardScope) => useQuery(boardQuery(scope));

/** A column's first `limit` cards, newest first, once "Show more" has asked for more than the board's first ones. */
export function useBoardColumn(scope: BoardScope, column: BoardColumn, limit: number, enabled: boolean) {
  return useQuery({
    enabled,
    ...apiPageQuery("GET /api/admin/applications", undefined, { ...scope, stage: column, limit, offset: 0 }),
    placeholderData: keepPreviousData,
  });
}

/** The jobs with applications, counted (open and all), the general applications as one entry: the board's pickers. */
export const useApplicationJobs = () => useQuery(apiQuery("GET /api/admin/applications/jobs"));

export const useApplication = (id: string) => useQuery(apiQuery("GET /api/admin/applications/:id", { id }));

/** Who may own an application: one page of up to 100 working staff by name, every one of them at this firm's size. */
export const useApplicationOwners = () => useQuery(apiQuery("GET /api/admin/applications/owners"));

const BOARD_KEY = apiQueryKey("GET /api/admin/applications/board");

/** Reads again the list (and every application), the boards and the job counts. */
function refreshApplications() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/applications") });
  void queryClient.invalidateQueries({ queryKey: BOARD_KEY });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/applications/jobs") });
}

/** The Refresh button of the list and the board: reads them again, and says whether it is reading. */
export function useRefreshApplications() {
  const fetching =
    useIsFetching({ queryKey: apiQueryKey("GET /api/admin/applications") }) + useIsFetching({ queryKey: BOARD_KEY });
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

const columnOf = (stage: ApplicationListItem["stage"]): BoardColumn =>
  isClosedStage(stage) ? "closed" : (stage as BoardColumn);

/** The board with one card taken out of its column and put at the top of the column of its new stage. */
function withCardMoved(columns: BoardColumnView[], card: ApplicationListItem): BoardColumnView[] {
  const to = columnOf(card.stage);
  return columns.map((column) => {
    const had = column.rows.some((row) => row.id === card.id);
    const rows = column.rows.filter((row) => row.id !== card.id);
    if (column.column === to) return { ...column, rows: [card, ...rows], total: column.total + (had ? 0 : 1) };
    return had ? { ...column, rows, total: Math.max(0, column.total - 1) } : column;
  });
}

/**
 * Moves cards on a board: the card moves at once (optimistic) and the PATCH follows. Moves run one after another
 * (one mutation scope), so three quick Alt+ArrowRight presses reach the server in their order; the board is read
 * again only once the last one is done, so a card never jumps back mid-way. A refused move puts the card back where
 * it was, unless a later move has already taken it elsewhere. `on` is told of every move's outcome (the callbacks of
 * `mutate` itself would reach only the last of several quick moves).
 */
export function useMoveOnBoard(
  scope: BoardScope,
  on: { saved: (move: BoardMove) => void; refused: (error: Error, move: BoardMove) => void },
) {
  const { queryKey } = boardQuery(scope);
  const place = (card: ApplicationListItem) =>
    queryClient.setQueryData(queryKey, (columns) => columns && withCardMoved(columns, card));
  const cardNow = (id: string) =>
    queryClient
      .getQueryData(queryKey)
      ?.flatMap((column) => column.rows)
      .find((row) => row.id === id);
  return useMutation({
    mutationKey: BOARD_MOVES,
    scope: { id: "board" },
    onMutate: async ({ application, change }) => {
      await queryClient.cancelQueries({ queryKey });
      place({
        ...application,
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
      if (cardNow(application.id)?.stage === change.stage) place(application);
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
