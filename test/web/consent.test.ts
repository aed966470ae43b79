import { describe, expect, it } from "vitest";
import {
  ALL_COOKIES,
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  type ConsentStore,
  consentCookie,
  consentFromCookieHeader,
  ESSENTIAL_ONLY,
  parseConsent,
  readConsent,
  writeConsent,
} from "../../web/lib/consent";

/** A store like the browser's: a Map for local storage and a cookie jar that keeps name=value pairs. */
function memoryStore(secure = false): ConsentStore & { jar: Map<string, string>; written: string[] } {
  const items = new Map<string, string>();
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    jar,
    written,
    secure,
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) },
    cookies: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      },
      set cookie(assignment: string) {
        written.push(assignment);
        const [pair] = assignment.split(";");
        const [name, ...value] = pair!.split("=");
        jar.set(name!, value.join("="));
      },
    },
  };
}

describe("parseConsent", () => {
  it("reads a stored choice and forces essential on", () => {
    expect(parseConsent('{"essential":false,"analytics":true,"functional":false,"marketing":true}')).toEqual({
      essential: true,
      analytics: true,
      functional: false,
      marketing: true,
    });
  });
  it("refuses anything else", () => {
    for (const raw of [null, "", "nope", "null", "[]", '{"analytics":"yes","functional":false,"marketing":false}'])
      expect(parseConsent(raw)).toBe(null);
  });
});

describe("consentCookie", () => {
  it("is cookies_accepted with the JSON choice, path /, a year, SameSite=Lax, Secure on https", () => {
    const cookie = consentCookie(ESSENTIAL_ONLY, false);
    expect(cookie).toBe(
      `cookies_accepted=${encodeURIComponent(JSON.stringify(ESSENTIAL_ONLY))}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(consentCookie(ALL_COOKIES, true).endsWith("; SameSite=Lax; Secure")).toBe(true);
  });
  it("reads back from a cookie header among others", () => {
    const value = consentCookie(ALL_COOKIES, false).split(";")[0]!;
    expect(consentFromCookieHeader(`a=1; ${value}; b=2`)).toEqual(ALL_COOKIES);
    expect(consentFromCookieHeader("a=1")).toBe(null);
    expect(consentFromCookieHeader("cookies_accepted=%E0%A4%A")).toBe(null);
  });
});

describe("writeConsent and readConsent", () => {
  it("keeps the choice and its date in local storage and the cookie, and reads it back", () => {
    const store = memoryStore();
    expect(readConsent(store)).toBe(null);
    const now = new Date("2026-11-22T06:00:00.000Z");
    writeConsent(ESSENTIAL_ONLY, now, store);
    expect(store.storage.getItem(CONSENT_STORAGE_KEY)).toBe(JSON.stringify(ESSENTIAL_ONLY));
    expect(store.storage.getItem(CONSENT_DATE_STORAGE_KEY)).toBe("2026-11-22T06:00:00.000Z");
    expect(store.written).toEqual([consentCookie(ESSENTIAL_ONLY, false)]);
    expect(readConsent(store)).toEqual(ESSENTIAL_ONLY);
  });
  it("falls back to the cookie when local storage was cleared or refuses access", () => {
    const store = memoryStore();
    store.cookies.cookie = consentCookie(ALL_COOKIES, false);
    expect(readConsent(store)).toEqual(ALL_COOKIES);
    const blocked: ConsentStore = {
      ...store,
      storage: {
        getItem: () => {
          throw new Error("SecurityError");
        },
        setItem: () => {
          throw new Error("SecurityError");
        },
      },
    };
    expect(readConsent(blocked)).toEqual(ALL_COOKIES);
    writeConsent(ESSENTIAL_ONLY, new Date(), blocked);
    expect(readConsent(blocked)).toEqual(ESSENTIAL_ONLY);
  });
});
