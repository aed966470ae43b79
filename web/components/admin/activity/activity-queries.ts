import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ACTIVITY_EXPORT_PATH, type ActivityAction, type ActivityRecordType } from "#contract/activity";
import { apiPageQuery, apiQuery } from "../../../lib/query-client";

/** Queries of the activity log screen: one place for their keys. */

export const ACTIVITY_PAGE_SIZE = 25;

export interface ActivityFilters {
  userId?: string;
  action?: ActivityAction;
  entityType?: ActivityRecordType;
  from?: string;
  to?: string;
  /** The reader's zone, in which `from` and `to` are whole days. */
  zone: string;
}

/** One page of entries, newest first, with the total the filters select (`X-Total-Count`). */
export function useActivityLog(filters: ActivityFilters, page: number) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/activity-logs", undefined, {
      ...filters,
      limit: ACTIVITY_PAGE_SIZE,
      offset: (page - 1) * ACTIVITY_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

export const useActivityPeople = () => useQuery(apiQuery("GET /api/admin/activity-logs/people"));

/** The CSV of what the filters select: a plain link, so the browser downloads it as it streams. */
export function activityExportHref(filters: ActivityFilters): string {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return `${ACTIVITY_EXPORT_PATH}?${query}`;
}
