/**
 * Indeed Apply's authenticity check (docs.indeed.com, "Message signature generation"): Indeed signs each application
 * it posts with HMAC-SHA1 of the raw body, keyed with the Indeed Apply API secret, base64-encoded, in the
 * X-Indeed-Signature header.
 */
export const INDEED_SIGNATURE_HEADER = "X-Indeed-Signature";

const encoder = new TextEncoder();

/** The base64 HMAC-SHA1 of `body` under `secret`. */
export async function indeedApplySignature(body: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-1" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(body)));
  return btoa(String.fromCharCode(...mac));
}

/** Whether `signature` is the body's, compared in constant time. */
export async function indeedSignatureMatches(
  body: string,
  secret: string,
  signature: string | undefined,
): Promise<boolean> {
  if (!signature) return false;
  const expected = encoder.encode(await indeedApplySignature(body, secret));
  const given = encoder.encode(signature.trim());
  if (expected.length !== given.length) return false;
  return crypto.subtle.timingSafeEqual(expected, given);
}
