import { importPKCS8, SignJWT } from "jose";
import type { Bindings } from "../../env";

/** Google's Indexing API (developers.google.com/search/apis/indexing-api): tells Google a job page changed or went. */
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const INDEXING_SCOPE = "https://www.googleapis.com/auth/indexing";
export const INDEXING_PUBLISH_URL = "https://indexing.googleapis.com/v3/urlNotifications:publish";
const TIMEOUT_MS = 10_000;

export type IndexingNotification = "URL_UPDATED" | "URL_DELETED";

/** The fields of a service account's JSON key that the token exchange needs. */
interface ServiceAccountKey {
  clientEmail: string;
  privateKey: string;
  privateKeyId: string | null;
}

/** A call Google refused or could not take; `retryable` for outages and rate limits, not for a refused key or URL. */
export class IndexingError extends Error {
  override readonly name = "IndexingError";
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface IndexingClient {
  readonly configured: true;
  /** The job page's absolute URL on the public site (SITE_URL). */
  pageUrl(path: string): string;
  notify(url: string, type: IndexingNotification): Promise<void>;
}

export interface IndexingNotConfigured {
  readonly configured: false;
  readonly reason: string;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The key's fields, or why it cannot be used. */
export function readServiceAccountKey(json: string): ServiceAccountKey | string {
  try {
    const key = JSON.parse(json) as { client_email?: unknown; private_key?: unknown; private_key_id?: unknown };
    if (typeof key.client_email !== "string" || typeof key.private_key !== "string")
      return "The Google service account key lacks client_email or private_key";
    return {
      clientEmail: key.client_email,
      privateKey: key.private_key,
      privateKeyId: typeof key.private_key_id === "string" ? key.private_key_id : null,
    };
  } catch {
    return "The Google service account key is not a service account's JSON key";
  }
}

async function call(fetchImpl: FetchLike, url: string, init: RequestInit, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new IndexingError(`${what}: Google could not be reached: ${String(err)}`, true);
  }
  const text = await response.text();
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500;
    throw new IndexingError(
      `${what}: Google answered ${response.status}${text ? `: ${text.slice(0, 300)}` : ""}`,
      retryable,
    );
  }
  return text ? (JSON.parse(text) as unknown) : {};
}

/**
 * The Indexing API client from the secret `GOOGLE_INDEXING_KEY` (a service account's JSON key; the account must be
 * an owner of the site's Search Console property) and `SITE_URL` (the verified origin the job URLs are on); the
 * not-configured stand-in without them. Each notification signs a fresh assertion (RS256, jose) and trades it for an
 * access token, then publishes.
 */
export function createIndexingClient(
  env: Pick<Bindings, "GOOGLE_INDEXING_KEY" | "SITE_URL">,
  fetchImpl: FetchLike = fetch,
): IndexingClient | IndexingNotConfigured {
  if (!env.GOOGLE_INDEXING_KEY)
    return { configured: false, reason: "Google Indexing API is not connected: no service account key is set up yet." };
  if (!env.SITE_URL)
    return {
      configured: false,
      reason: "Google Indexing API is not connected: the site's public address is not set up yet.",
    };
  const key = readServiceAccountKey(env.GOOGLE_INDEXING_KEY);
  if (typeof key === "string") return { configured: false, reason: `Google Indexing API is not connected: ${key}` };
  const origin = env.SITE_URL.replace(/\/+$/, "");

  async function accessToken(): Promise<string> {
    let privateKey: CryptoKey;
    try {
      privateKey = await importPKCS8((key as ServiceAccountKey).privateKey, "RS256");
    } catch {
      throw new IndexingError("The Google service account key's private_key is not a PKCS#8 RSA key", false);
    }
    const { clientEmail, privateKeyId } = key as ServiceAccountKey;
    const assertion = await new SignJWT({ scope: INDEXING_SCOPE })
      .setProtectedHeader({ alg: "RS256", typ: "JWT", ...(privateKeyId ? { kid: privateKeyId } : {}) })
      .setIssuer(clientEmail)
      .setAudience(GOOGLE_TOKEN_URL)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    const answer = (await call(
      fetchImpl,
      GOOGLE_TOKEN_URL,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString(),
      },
      "Token exchange",
    )) as { access_token?: unknown };
    if (typeof answer.access_token !== "string")
      throw new IndexingError("Token exchange: Google answered no access_token", true);
    return answer.access_token;
  }

  return {
    configured: true,
    pageUrl: (path) => `${origin}${path}`,
    async notify(url, type) {
      const token = await accessToken();
      await call(
        fetchImpl,
        INDEXING_PUBLISH_URL,
        {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ url, type }),
        },
        "Publish",
      );
    },
  };
}
