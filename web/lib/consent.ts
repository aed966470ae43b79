import { type CookieConsent, consentCookie, consentFromCookieHeader, parseConsent } from "#contract/cookie-consent";

export {
  ALL_COOKIES,
  type CookieConsent,
  consentCookie,
  consentFromCookieHeader,
  ESSENTIAL_ONLY,
  parseConsent,
} from "#contract/cookie-consent";

/**
 * The visitor's cookie choice (public spec sections 4 and 9): stored in local storage (the choice and its date)
 * and in the `cookies_accepted` cookie for a year, read back on the next visit so the banner stays hidden. Other
 * modules (analytics, the forms) read the current choice and hear about changes through this module only. The
 * cookie's format is shared with the Worker (worker/contract/cookie-consent.ts), which writes it for a form posted
 * without scripts.
 */

export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_DATE_STORAGE_KEY = "cookie-consent-date";

/** Where a choice is kept: the browser's local storage and cookie jar (tests pass their own). */
export interface ConsentStore {
  storage: Pick<Storage, "getItem" | "setItem">;
  cookies: { cookie: string };
  secure: boolean;
}

function browserStore(): ConsentStore | null {
  if (typeof window === "undefined") return null;
  return { storage: window.localStorage, cookies: document, secure: window.location.protocol === "https:" };
}

/** The stored choice: local storage first, else the cookie (local storage may have been cleared on its own). */
export function readConsent(store: ConsentStore | null = browserStore()): CookieConsent | null {
  if (!store) return null;
  try {
    return parseConsent(store.storage.getItem(CONSENT_STORAGE_KEY)) ?? consentFromCookieHeader(store.cookies.cookie);
  } catch {
    // Storage blocked by the browser: the cookie alone.
    return consentFromCookieHeader(store.cookies.cookie);
  }
}

/** Keeps a choice in all three places. Storage that the browser refuses is skipped; the cookie still holds it. */
export function writeConsent(consent: CookieConsent, now: Date, store: ConsentStore | null = browserStore()): void {
  if (!store) return;
  try {
    store.storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    store.storage.setItem(CONSENT_DATE_STORAGE_KEY, now.toISOString());
  } catch {
    // Private mode or a full quota: the cookie below is enough to remember the choice.
  }
  store.cookies.cookie = consentCookie(consent, store.secure);
}

let current: CookieConsent | null | undefined;
const listeners = new Set<(consent: CookieConsent) => void>();

/** The visitor's choice in this page, read once from storage; `null` until they choose. */
export function currentConsent(): CookieConsent | null {
  if (current === undefined) current = readConsent();
  return current;
}

/** Stores the visitor's choice and tells every listener (analytics switches on or off at once). */
export function saveConsent(consent: CookieConsent, now = new Date()): void {
  const chosen: CookieConsent = { ...consent, essential: true };
  writeConsent(chosen, now);
  current = chosen;
  for (const listener of listeners) listener(chosen);
}

/** Calls `listener` with every new choice; returns the unsubscribe function. */
export function onConsentChange(listener: (consent: CookieConsent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor allowed analytics. */
export function analyticsAllowed(): boolean {
  return currentConsent()?.analytics === true;
}
