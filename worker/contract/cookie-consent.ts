/**
 * The visitor's cookie choice as it is kept in the `cookies_accepted` cookie (public spec sections 4 and 9): written
 * by the banner in the browser (web/lib/consent.ts) or by the Worker when the banner's form posts without scripts
 * (worker/site/consent-routes.ts), read by both. Not HttpOnly: the page reads it to switch analytics on, and it holds
 * nothing secret.
 */

export interface CookieConsent {
  /** Always true: the site cannot work without them. */
  essential: true;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE_NAME = "cookies_accepted";
/** One year, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 31_536_000;
/** Where the banner's form posts its choice (a native form; the page's scripts save it without posting). */
export const CONSENT_FORM_ACTION = "/cookie-consent";

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

/** The cookie that stores a choice (a `Set-Cookie` value or a `document.cookie` assignment): JSON, path /, a year. */
export function consentCookie(consent: CookieConsent, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${CONSENT_COOKIE_NAME}=${value}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The `cookies_accepted` value from a `Cookie` header or `document.cookie` string. */
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
