import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { EmailChangeInput, PasswordChangeInput, ProfileUpdateInput } from "#contract/staff-account";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of /admin/account and the Users screen's security controls, and what each refreshes. */

export const SESSIONS_PAGE_SIZE = 20;

export function useOwnSessions(page: number) {
  return useQuery({
    ...apiPageQuery("GET /api/auth/sessions", undefined, {
      limit: SESSIONS_PAGE_SIZE,
      offset: (page - 1) * SESSIONS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** A security change can alter the session (what it must do first), its list and the users screen. */
export function refreshAccount() {
  for (const route of [
    "GET /api/auth/verify",
    "GET /api/auth/sessions",
    "GET /api/auth/trusted-browsers",
    "GET /api/admin/users",
    "GET /api/admin/activity-logs",
  ] as const) {
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(route) });
  }
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => callApi("POST /api/auth/password", { body: { ...input } }),
    onSuccess: refreshAccount,
  });
}

/** One's own full name and signature: the session (which carries them) and the users screen are read again. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => callApi("PUT /api/auth/profile", { body: { ...input } }),
    onSuccess: refreshAccount,
  });
}

export const useOwnEmail = () => useQuery(apiQuery("GET /api/auth/email"));

/** The answer is the address as it now stands (the new one pending): the panel shows it at once. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: EmailChangeInput) => callApi("POST /api/auth/email", { body: { ...input } }),
    onSuccess: (view) => {
      queryClient.setQueryData(apiQuery("GET /api/auth/email").queryKey, view);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/auth/sessions") });
    },
  });
}

export function useStartMfaSetup() {
  return useMutation({ mutationFn: () => callApi("POST /api/auth/mfa/setup") });
}

/** Not refreshed on success: the page first shows the backup codes, then refreshes when they are put away. */
export function useEnableMfa() {
  return useMutation({ mutationFn: (code: string) => callApi("POST /api/auth/mfa/enable", { body: { code } }) });
}

export function useDisableMfa() {
  return useMutation({
    mutationFn: (code: string) => callApi("POST /api/auth/mfa/disable", { body: { code } }),
    onSuccess: refreshAccount,
  });
}

export function useEndSession() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/auth/sessions/:id", { params: { id } }),
    onSuccess: refreshAccount,
  });
}

export function useEndOtherSessions() {
  return useMutation({ mutationFn: () => callApi("DELETE /api/auth/sessions"), onSuccess: refreshAccount });
}

export const useTrustedBrowsers = () => useQuery(apiQuery("GET /api/auth/trusted-browsers"));

export function useRevokeTrustedBrowser() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/auth/trusted-browsers/:id", { params: { id } }),
    onSuccess: refreshAccount,
  });
}

export function useRevokeAllTrustedBrowsers() {
  return useMutation({ mutationFn: () => callApi("DELETE /api/auth/trusted-browsers"), onSuccess: refreshAccount });
}

export function useEndSessionsOfUser() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/admin/users/:id/sessions", { params: { id } }),
    onSuccess: refreshAccount,
  });
}

export const useSecuritySettings = (enabled: boolean) =>
  useQuery({ ...apiQuery("GET /api/admin/security-settings"), enabled });

export function useSaveSecuritySettings() {
  return useMutation({
    mutationFn: (requireMfa: boolean) => callApi("PUT /api/admin/security-settings", { body: { requireMfa } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/security-settings") });
      refreshAccount();
    },
  });
}
