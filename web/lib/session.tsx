import { createContext, useContext } from "react";

/**
 * Who is signed in, as the header (Login or Logout) and the admin pages read it. There is no provider yet, so
 * everyone is signed out; the sign-in work mounts a `SessionContext.Provider` in main.tsx with the real user and
 * `signOut`, and nothing else changes.
 */
export interface Session {
  user: { username: string } | null;
  /** Ends the session; the header then goes to "/" (back-office spec section 2). */
  signOut?: () => Promise<void> | void;
}

export const SessionContext = createContext<Session>({ user: null });

export function useSession(): Session {
  return useContext(SessionContext);
}
