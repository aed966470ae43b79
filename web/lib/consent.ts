/**
 * The visitor's cookie choice (public spec sections 4 and 9): stored in local storage (the choice and its date)
 * and in the `cookies_accepted` cookie for a year, read back on the next visit so the banner stays hidden. Other
 * modules (analytics, the forms) read the current choice and hear about changes through this module only.
 */

export interface CookieConsent {
  /** Always true: the site cannot work without them. */
  essential: true;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
}

export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_DATE_STORAGE_KEY = "cookie-consent-date";
export const CONSENT_COOKIE_NAME = "cookies_accepted";
/** One year, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 31_536_000;

export const ALL_COOKIES: CookieConsent = { essential: true, analytics: true, functional: true, marketing: true };
export const ESSENTIAL_ONLY: CookieConsent = { essential: true, analytics: false, functional: false, marketing: false };

/** A stored choice read back, or `null` when there is none or it is not one we wrote. */
export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== "object") return null;
    const { analytics, functional, marketing } = value;
    if (typeof analytics !== "boolean" || typeof functional !== "boolean" || typeof marketing !== "boolean")
      return null;
    return { essential: true, analytics, functional, marketing };
  } catch {
    return null;
  }
}

/** The `document.cookie` assignment that stores a choice: JSON, path /, a year, SameSite=Lax (and Secure on https). */
export function consentCookie(consent: CookieConsent, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${CONSENT_COOKIE_NAME}=${value}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The `cookies_accepted` value from a `document.cookie` string. */
export function consentFromCookieHeader(cookieHeader: string): CookieConsent | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE_NAME) {
      try {
        return parseConsent(decodeURIComponent(rest.join("=")));
      } catch {
        return null;
      }
    }
  }
  return null;
}

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
