import { useMutation, useQuery } from "@tanstack/react-query";
import type { PortalCreateInput, UserCreateInput, UserUpdateInput } from "../../../worker/contract/staff";
import { callApi } from "../../lib/api";
import { apiQuery, apiQueryKey, queryClient } from "../../lib/query-client";

/** Queries and mutations of the users and portals screens: one place for their keys and what each change refreshes. */

/** The Activity Logs tab shows the 20 newest entries (back-office spec section 9). */
const ACTIVITY_LOG_LIMIT = 20;

export const useUsers = () => useQuery(apiQuery("GET /api/admin/users"));
export const usePortals = () => useQuery(apiQuery("GET /api/admin/portals"));
export const useAccessMatrix = () => useQuery(apiQuery("GET /api/admin/access-matrix"));
export const useActivityLogs = () => useQuery(apiQuery("GET /api/admin/activity-logs", undefined, { limit: ACTIVITY_LOG_LIMIT }));

/** Every staff change can alter the users list, the matrix, the log and (for one's own account) the session. */
function refreshStaffData() {
  const routes = ["GET /api/admin/users", "GET /api/admin/portals", "GET /api/admin/access-matrix", "GET /api/admin/activity-logs", "GET /api/auth/verify"] as const;
  for (const route of routes) void queryClient.invalidateQueries({ queryKey: apiQueryKey(route) });
}

export function useCreateUser() {
  return useMutation({
    mutationFn: (input: UserCreateInput) => callApi("POST /api/admin/users", { body: { ...input } }),
    onSuccess: refreshStaffData,
  });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserUpdateInput }) => callApi("PUT /api/admin/users/:id", { params: { id }, body: { ...changes } }),
    onSuccess: refreshStaffData,
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/admin/users/:id", { params: { id } }),
    onSuccess: refreshStaffData,
  });
}

export function useSavePortal() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<PortalCreateInput> }) =>
      id
        ? callApi("PUT /api/admin/portals/:id", { params: { id }, body: { ...input } })
        : callApi("POST /api/admin/portals", { body: { ...input } }),
    onSuccess: refreshStaffData,
  });
}

export function useDeletePortal() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/admin/portals/:id", { params: { id } }),
    onSuccess: refreshStaffData,
  });
}
