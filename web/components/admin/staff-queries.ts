import { useMutation, useQuery } from "@tanstack/react-query";
import type { AccessMatrix, ActivityLogEntry, StaffPortal, StaffUser, UserCreateInput, UserUpdateInput, PortalCreateInput } from "../../../worker/contract/staff";
import { apiFetch } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** Queries and mutations of the users and portals screens: one place for their keys and what each change refreshes. */

export const USERS_KEY = ["/api/admin/users"] as const;
export const PORTALS_KEY = ["/api/admin/portals"] as const;
export const MATRIX_KEY = ["/api/admin/access-matrix"] as const;
/** The Activity Logs tab shows the 20 newest entries (back-office spec section 9). */
export const LOGS_KEY = ["/api/admin/activity-logs", { limit: 20 }] as const;

export const useUsers = () => useQuery<StaffUser[]>({ queryKey: USERS_KEY });
export const usePortals = () => useQuery<StaffPortal[]>({ queryKey: PORTALS_KEY });
export const useAccessMatrix = () => useQuery<AccessMatrix>({ queryKey: MATRIX_KEY });
export const useActivityLogs = () => useQuery<ActivityLogEntry[]>({ queryKey: LOGS_KEY });

/** Every staff change can alter the users list, the matrix, the log and (for one's own account) the session. */
function refreshStaffData() {
  for (const queryKey of [USERS_KEY, PORTALS_KEY, MATRIX_KEY, ["/api/admin/activity-logs"], ["/api/auth/verify"]]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useCreateUser() {
  return useMutation({
    mutationFn: (input: UserCreateInput) => apiFetch<StaffUser>("/api/admin/users", { method: "POST", body: { ...input } }),
    onSuccess: refreshStaffData,
  });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserUpdateInput }) =>
      apiFetch<StaffUser>(`/api/admin/users/${encodeURIComponent(id)}`, { method: "PUT", body: { ...changes } }),
    onSuccess: refreshStaffData,
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: refreshStaffData,
  });
}

export function useSavePortal() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<PortalCreateInput> }) =>
      id
        ? apiFetch<StaffPortal>(`/api/admin/portals/${encodeURIComponent(id)}`, { method: "PUT", body: { ...input } })
        : apiFetch<StaffPortal>("/api/admin/portals", { method: "POST", body: { ...input } }),
    onSuccess: refreshStaffData,
  });
}

export function useDeletePortal() {
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/admin/portals/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: refreshStaffData,
  });
}
