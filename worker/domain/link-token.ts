/**
 * Secrets carried by links (a booking's manage link, a subscription's confirm link, a client portal, a staff
 * member's password reset or invitation): random bytes, base64url. Where the link opens something that matters,
 * only the SHA-256 is stored, so a copy of the database opens nothing.
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
