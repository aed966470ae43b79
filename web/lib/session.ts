import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { SessionRequirement } from "#contract/account-rules";
import type { SessionInfo } from "#contract/staff-sign-in";
import type { StaffUser } from "#contract/staff-users";
import { callApi } from "./api";
import { apiQuery, queryClient } from "./query-client";

/**
 * The staff session in the browser (back-office spec section 4, "Local session"). The signed-in user is kept in
 * local storage so the header can show Logout without a request; the HttpOnly cookie, checked by the Worker on
 * every call, is what grants access. `/api/auth/verify` is cached 5 minutes and never retried; when it fails the
 * stored user is dropped.
 */

export const STORED_USER_KEY = "user";
/** Also named in query-client.ts, which re-checks the session after any 401. */
const verifyQuery = apiQuery("GET /api/auth/verify");
const VERIFY_STALE_MS = 5 * 60 * 1000;

/** The stored user, or null when there is none or it cannot be parsed (then it is discarded). */
export function parseStoredUser(raw: string | null): StaffUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffUser> | null;
    if (value && typeof value === "object" && typeof value.username === "string" && typeof value.id === "string")
      return value as StaffUser;
  } catch {
    // Unparseable: treated as absent, and removed below.
  }
  return null;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StaffUser | null = null;

function readStoredUser(): StaffUser | null {
  const raw = localStorage.getItem(STORED_USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseStoredUser(raw);
    if (raw !== null && cachedUser === null) localStorage.removeItem(STORED_USER_KEY);
  }
  return cachedUser;
}

function writeStoredUser(user: StaffUser | null) {
  if (user) localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(STORED_USER_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing out in one tab signs out the others.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function useStoredUser(): StaffUser | null {
  return useSyncExternalStore(subscribe, readStoredUser, () => null);
}

export type SessionState =
  | { status: "loading"; user: StaffUser | null }
  | { status: "signed-out"; user: null }
  | {
      status: "signed-in";
      user: StaffUser;
      areas: string[];
      requirement: SessionRequirement | null;
      emailConnected: boolean;
    };

/**
 * The session as the UI needs it. With `check` the Worker is asked (the admin guard); without it, the Worker is
 * asked only when a user is stored (the public header), so visitors who never signed in cost no request.
 */
export function useSession({ check = false }: { check?: boolean } = {}): SessionState {
  const stored = useStoredUser();
  const verify = useQuery({
    ...verifyQuery,
    enabled: check || stored !== null,
    staleTime: VERIFY_STALE_MS,
    retry: false,
  });
  useEffect(() => {
    if (verify.isError && stored) writeStoredUser(null);
    if (verify.data && !stored) writeStoredUser(verify.data.user);
  }, [verify.isError, verify.data, stored]);

  if (verify.data)
    return {
      status: "signed-in",
      user: verify.data.user,
      areas: verify.data.areas,
      requirement: verify.data.requirement,
      emailConnected: verify.data.emailConnected,
    };
  if (verify.isError || (!check && stored === null)) return { status: "signed-out", user: null };
  return { status: "loading", user: stored };
}

/**
 * Records a session the Worker has just opened (the login form's answer): the user is stored and the session
 * check is answered without asking again.
 */
export function signedIn(info: SessionInfo): void {
  writeStoredUser(info.user);
  queryClient.setQueryData(verifyQuery.queryKey, info);
}

/** Ends the session on the server (errors ignored, as the spec says) and forgets everything staff saw. */
export async function logout(): Promise<void> {
  await callApi("POST /api/auth/logout").catch(() => undefined);
  writeStoredUser(null);
  queryClient.clear();
}
