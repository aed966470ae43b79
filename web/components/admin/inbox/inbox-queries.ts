import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { MessageStatus } from "#contract/enums";
import { MESSAGES_PAGE_DEFAULT, type MessageDetail, type MessageUpdate } from "#contract/inbox";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Messages screens and the navigation's unread badge: their keys and what each change refreshes. */

export const MESSAGES_PAGE_SIZE = MESSAGES_PAGE_DEFAULT;
/** How often the navigation looks for new messages while the back office is open (and the tab visible). */
const UNREAD_POLL_MS = 60_000;
/** While a reply's email has just been queued, its thread is read again this often until the email's state is known. */
const QUEUED_POLL_MS = 3_000;
/** How long after a reply that is worth it; later, a stuck email is the cron's and the Deliveries screen's business. */
const QUEUED_POLL_FOR_MS = 2 * 60_000;

/** The list's state, as the URL holds it. */
export interface MessageFilters {
  status?: MessageStatus;
  q?: string;
  /** 1-based. */
  page: number;
}

/** One page of messages with the total of the filter (`X-Total-Count`). */
export function useMessages({ page, ...filters }: MessageFilters) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/messages", undefined, {
      ...filters,
      limit: MESSAGES_PAGE_SIZE,
      offset: (page - 1) * MESSAGES_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** An email queued moments ago and not yet tried: its state is about to change. */
function awaitingFirstTry(message: MessageDetail | undefined): boolean {
  const since = Date.now() - QUEUED_POLL_FOR_MS;
  return Boolean(
    message?.replies.some(
      ({ delivery, createdAt }) =>
        delivery?.status === "pending" &&
        !delivery.waitingReason &&
        !delivery.lastError &&
        Date.parse(createdAt) > since,
    ),
  );
}

export function useMessage(id: string) {
  return useQuery({
    ...apiQuery("GET /api/admin/messages/:id", { id }),
    refetchInterval: (query) => (awaitingFirstTry(query.state.data) ? QUEUED_POLL_MS : false),
  });
}

/** Who may take a message: one page of up to 100 working staff by name, every one of them at this firm's size. */
export const useAssignees = () => useQuery(apiQuery("GET /api/admin/messages/assignees"));

/** The badge's count: asked only when the user has the inbox area. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    ...apiQuery("GET /api/admin/messages/unread-count"),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    select: (data) => data.unread,
  });
}

/** The list, the open message and the badge (a key of its own, not under the list's). */
function refreshInbox() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/messages") });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/messages/unread-count") });
}

export function useUpdateMessage(id: string) {
  return useMutation({
    mutationFn: (change: MessageUpdate) =>
      callApi("PATCH /api/admin/messages/:id", { params: { id }, body: { ...change } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(apiQuery("GET /api/admin/messages/:id", { id }).queryKey, detail);
      refreshInbox();
    },
  });
}

export function useReply(id: string) {
  return useMutation({
    mutationFn: (body: string) => callApi("POST /api/admin/messages/:id/reply", { params: { id }, body: { body } }),
    onSuccess: refreshInbox,
  });
}
