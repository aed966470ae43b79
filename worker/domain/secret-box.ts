/** AES-GCM for secrets at rest (the LinkedIn token, two-factor secrets) and HMACs, keyed by a Worker secret. */

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The secret, whatever its length, hashed to a 256-bit AES key. */
async function aesKey(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(`aes-gcm:${secret}`));
  return crypto.subtle.importKey("raw", digest, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** Encrypts text as "iv.ciphertext" (base64url), a fresh 96-bit IV each time. */
export async function encryptText(secret: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await aesKey(secret), encoder.encode(plaintext));
  return `${base64url(iv)}.${base64url(new Uint8Array(sealed))}`;
}

/** Decrypts what encryptText made; throws if the key is wrong or the text was altered. */
export async function decryptText(secret: string, sealed: string): Promise<string> {
  const [iv, data] = sealed.split(".");
  if (!iv || !data) throw new Error("Malformed encrypted value");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64url(iv) },
    await aesKey(secret),
    fromBase64url(data),
  );
  return new TextDecoder().decode(plain);
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(`hmac:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** "payload.signature": the payload (base64url JSON) signed with HMAC-SHA-256. */
export async function signPayload(secret: string, payload: unknown): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

/** The payload of a value signPayload made, or undefined when the signature does not match. */
export async function verifyPayload<T>(secret: string, signed: string): Promise<T | undefined> {
  const [body, signature] = signed.split(".");
  if (!body || !signature) return undefined;
  try {
    const valid = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(secret),
      fromBase64url(signature),
      encoder.encode(body),
    );
    return valid ? (JSON.parse(new TextDecoder().decode(fromBase64url(body))) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** A keyed hash (HMAC-SHA-256, base64url) of `text`: what a database copy alone cannot reverse by guessing. */
export async function keyedHash(secret: string, text: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(text));
  return base64url(new Uint8Array(signature));
}
