/**
 * Secrets carried by links sent by email (a staff member's password reset or invitation): 32 random bytes,
 * base64url, of which only the SHA-256 is stored, so a copy of the database opens nothing.
 */

export function randomLinkToken(): string {
  const data = crypto.getRandomValues(new Uint8Array(32));
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
