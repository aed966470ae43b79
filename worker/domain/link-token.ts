import { decryptText, encryptText } from "./secret-box";

/**
 * Secrets carried by links (a booking's manage link, a subscription's confirm link, a client portal, a staff
 * member's password reset or invitation): random bytes, base64url. Only the SHA-256 is stored, so a copy of the
 * database opens nothing; a manage token that later emails carry again is also kept sealed with a key from the
 * Worker's session secret (decision 078).
 */

/** A secret for a link: 32 random bytes (256 bits) unless told, base64url. */
export function randomLinkToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The hex SHA-256 of a token: what is stored and looked up. */
export async function hashLinkToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The key that seals the manage tokens later emails carry again (decision 078), from SESSION_SECRET: a copy of the
 * database alone opens no link. Without the secret nothing can be sealed, so the request fails as sign-in does.
 */
export function linkSealKey(env: { SESSION_SECRET?: string }): string {
  const secret = env.SESSION_SECRET;
  if (!secret || secret.length < 32) throw new Error("The session secret is missing: it seals the links sent by email");
  return `link-tokens:${secret}`;
}

/** A manage token as stored: its hash, looked up, and the token sealed for the emails that carry it again. */
export async function storedManageToken(key: string, token: string) {
  return { manageTokenHash: await hashLinkToken(token), manageTokenSealed: await encryptText(key, token) };
}

/** The manage token of a row: a legacy one as it is, else the sealed one opened. */
export async function manageTokenOf(
  key: string,
  row: { manageTokenSealed: string | null; legacyManageToken: string | null },
): Promise<string> {
  if (row.legacyManageToken) return row.legacyManageToken;
  if (!row.manageTokenSealed) throw new Error("A manage link without its token");
  return decryptText(key, row.manageTokenSealed);
}

/**
 * What replaces a row's tokens stored before decision 078: their hash (and the manage token sealed), the legacy
 * columns cleared. SQLite has no SHA-256, so the Worker's cron does this a batch at a time.
 */
export async function hashedLegacyTokens(
  key: string,
  row: { legacyManageToken: string | null; legacyConfirmToken?: string | null },
) {
  return {
    ...(row.legacyManageToken ? await storedManageToken(key, row.legacyManageToken) : {}),
    ...(row.legacyConfirmToken ? { confirmTokenHash: await hashLinkToken(row.legacyConfirmToken) } : {}),
    legacyManageToken: null,
    ...(row.legacyConfirmToken === undefined ? {} : { legacyConfirmToken: null }),
  };
}

/** How many rows of a table one cron run hashes the legacy tokens of. */
export const LEGACY_TOKENS_BATCH = 100;
