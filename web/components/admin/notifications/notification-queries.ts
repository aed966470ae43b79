import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { NOTIFICATIONS_PAGE_DEFAULT, type NotificationPreferencesUpdate } from "#contract/notifications";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of /admin/notifications and the header's bell: their keys and what each change refreshes. */

export const NOTIFICATIONS_PAGE_SIZE = NOTIFICATIONS_PAGE_DEFAULT;
/** How often the bell looks for new notifications while the back office is open (emails go out within a minute too). */
const UNREAD_POLL_MS = 30_000;

export function useNotifications({ page, unread }: { page: number; unread: boolean }) {
  return useQuery({
    ...apiPageQuery("GET /api/staff/notifications", undefined, {
      unread: unread ? "true" : undefined,
      limit: NOTIFICATIONS_PAGE_SIZE,
      offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationUnreadCount(enabled: boolean) {
  return useQuery({
    ...apiQuery("GET /api/staff/notifications/unread-count"),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    select: (data) => data.unread,
  });
}

function refreshNotifications() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/staff/notifications") });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/staff/notifications/unread-count") });
}

/** Marks the named notifications read, or all of them without ids. */
export function useMarkRead() {
  return useMutation({
    mutationFn: (ids?: string[]) =>
      callApi("POST /api/staff/notifications/read", { body: ids ? { ids } : { all: true } }),
    onSuccess: refreshNotifications,
  });
}

export const useNotificationPreferences = () => useQuery(apiQuery("GET /api/staff/notification-preferences"));

export function useSavePreferences() {
  return useMutation({
    mutationFn: (change: NotificationPreferencesUpdate) =>
      callApi("PUT /api/staff/notification-preferences", { body: { ...change } }),
    onSuccess: (saved) => queryClient.setQueryData(apiQuery("GET /api/staff/notification-preferences").queryKey, saved),
  });
}
