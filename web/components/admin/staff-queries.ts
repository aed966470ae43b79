import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { Role } from "#contract/enums";
import type { StaffAreaCreateInput } from "#contract/staff";
import {
  USERS_PAGE_DEFAULT,
  USERS_PAGE_MAX,
  type UserCreateInput,
  type UserSort,
  type UserUpdateInput,
} from "#contract/staff-users";
import { callApi } from "../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../lib/query-client";

/** Queries and mutations of the users and staff areas screens: one place for their keys and what each change refreshes. */

/** The Activity Logs tab shows the 20 newest entries (back-office spec section 9). */
const ACTIVITY_LOG_LIMIT = 20;

export const USERS_PAGE_SIZE = USERS_PAGE_DEFAULT;

export interface UserFilters {
  q?: string;
  role?: Role;
  active?: "true" | "false";
  sort?: UserSort;
  page: number;
}

/** One page of staff accounts with the total of the filter (User Management). */
export const useUsers = ({ page, ...filters }: UserFilters) =>
  useQuery({
    ...apiPageQuery("GET /api/admin/users", undefined, {
      ...filters,
      limit: USERS_PAGE_SIZE,
      offset: (page - 1) * USERS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

/**
 * Access Control's users and matrix: the first 100 users by name, with the total. A firm this size has far fewer
 * staff accounts; User Management pages and searches them all.
 */
export const useAccessUsers = () => useQuery(apiQuery("GET /api/admin/users", undefined, { limit: USERS_PAGE_MAX }));
export const useAccessMatrix = () =>
  useQuery(apiQuery("GET /api/admin/access-matrix", undefined, { limit: USERS_PAGE_MAX }));
/** The staff areas: one page of up to 100, which holds the dozen or so areas there are. */
export const useStaffAreas = () => useQuery(apiQuery("GET /api/admin/portals"));
export const useActivityLogs = () =>
  useQuery(apiQuery("GET /api/admin/activity-logs", undefined, { limit: ACTIVITY_LOG_LIMIT }));

/** Every staff change can alter the users list, the matrix, the log and (for one's own account) the session. */
function refreshStaffData() {
  const routes = [
    "GET /api/admin/users",
    "GET /api/admin/portals",
    "GET /api/admin/access-matrix",
    "GET /api/admin/activity-logs",
    "GET /api/auth/verify",
  ] as const;
  for (const route of routes) void queryClient.invalidateQueries({ queryKey: apiQueryKey(route) });
}

export function useCreateUser() {
  return useMutation({
    mutationFn: (input: UserCreateInput) => callApi("POST /api/admin/users", { body: { ...input } }),
    onSuccess: refreshStaffData,
  });
}

/** A fresh invitation email for a user who has never signed in. */
export function useReinviteUser() {
  return useMutation({
    mutationFn: (id: string) => callApi("POST /api/admin/users/:id/invitation", { params: { id } }),
  });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserUpdateInput }) =>
      callApi("PUT /api/admin/users/:id", { params: { id }, body: { ...changes } }),
    onSuccess: refreshStaffData,
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/admin/users/:id", { params: { id } }),
    onSuccess: refreshStaffData,
  });
}

export function useSaveStaffArea() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<StaffAreaCreateInput> }) =>
      id
        ? callApi("PUT /api/admin/portals/:id", { params: { id }, body: { ...input } })
        : callApi("POST /api/admin/portals", { body: { ...input } }),
    onSuccess: refreshStaffData,
  });
}

export function useDeleteStaffArea() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/admin/portals/:id", { params: { id } }),
    onSuccess: refreshStaffData,
  });
}
