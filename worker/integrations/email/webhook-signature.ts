/**
 * The signature of Resend's webhooks (sent through Svix): headers `svix-id`, `svix-timestamp` (Unix seconds) and
 * `svix-signature` ("v1,<base64>" entries separated by spaces), the signature being the base64 HMAC-SHA256, keyed
 * with the base64 part of the "whsec_..." secret, of `<id>.<timestamp>.<raw body>`.
 * https://resend.com/docs/dashboard/webhooks/verify-webhooks-requests (Svix's "Verifying webhooks manually")
 */

/** A timestamp further than this from now is refused, so a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

function bytesOfBase64(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** The base64 signature of a webhook's id, timestamp and body with `secret`. */
export async function webhookSignature(secret: string, id: string, timestamp: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    bytesOfBase64(secret.replace(/^whsec_/, "")),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

/** Whether the request carries a signature of its own body made with `secret`, at a time near `now`. */
export async function isValidWebhookSignature(
  secret: string,
  headers: { id?: string; timestamp?: string; signature?: string },
  body: string,
  now: Date,
): Promise<boolean> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > WEBHOOK_TOLERANCE_MS) return false;
  let expected: Uint8Array;
  try {
    expected = new TextEncoder().encode(await webhookSignature(secret, id, timestamp, body));
  } catch {
    // A secret that is not base64 signs nothing.
    return false;
  }
  return signature.split(" ").some((entry) => {
    const given = new TextEncoder().encode(entry.startsWith("v1,") ? entry.slice(3) : "");
    return given.byteLength === expected.byteLength && crypto.subtle.timingSafeEqual(given, expected);
  });
}
