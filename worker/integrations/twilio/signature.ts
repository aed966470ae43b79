/**
 * Twilio's webhook signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth token, of the full
 * request URL followed by every POST parameter name and value, sorted by name.
 * https://www.twilio.com/docs/usage/webhooks/webhooks-security
 */
export async function twilioSignature(authToken: string, url: string, params: Record<string, string>): Promise<string> {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => name + params[name])
      .join("");
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(authToken),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

/** Constant-time comparison of the expected and the received signature. */
export async function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  received: string | undefined,
): Promise<boolean> {
  if (!received) return false;
  const expected = new TextEncoder().encode(await twilioSignature(authToken, url, params));
  const given = new TextEncoder().encode(received);
  if (expected.byteLength !== given.byteLength) return false;
  return crypto.subtle.timingSafeEqual(expected, given);
}
