import type { Bindings } from "../../env";
import type { GraphqlRequest } from "./job-posting";

/**
 * Indeed's Job Sync API client (docs.indeed.com/job-sync-api): an OAuth client-credentials token from Indeed's token
 * endpoint, then one GraphQL POST. Each call answers Indeed's words as they came, so the posting can keep them.
 */
const INDEED_ORIGIN = "https://apis.indeed.com";
const tokenUrl = (origin: string) => `${origin}/oauth/v2/tokens`;
const graphqlUrl = (origin: string) => `${origin}/graphql`;
export const INDEED_TOKEN_URL = tokenUrl(INDEED_ORIGIN);
export const INDEED_GRAPHQL_URL = graphqlUrl(INDEED_ORIGIN);
/** Indeed asks callers to give up after 5 seconds. */
const TIMEOUT_MS = 5_000;
/** Indeed's words kept of an answer. */
const ANSWER_MAX = 4_000;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What a call came to, with Indeed's answer word for word (bounded). */
export type IndeedAnswer =
  | { ok: true; answer: string; data: unknown }
  | { ok: false; answer: string; retryable: boolean; credentialsRefused: boolean };

export interface IndeedClient {
  readonly configured: true;
  /** The token request then the GraphQL request; a refused token answers without calling GraphQL. */
  call(request: GraphqlRequest): Promise<IndeedAnswer>;
}

export interface IndeedNotConfigured {
  readonly configured: false;
  readonly reason: string;
}

export const INDEED_NOT_CONFIGURED =
  "Indeed Job Sync API is not connected: no Indeed client id and secret are set up yet.";

async function post(fetchImpl: FetchLike, url: string, init: RequestInit): Promise<Response | string> {
  try {
    return await fetchImpl(url, { ...init, method: "POST", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    return `Indeed could not be reached: ${String(err)}`;
  }
}

const words = (status: number, text: string) => `Indeed answered ${status}: ${text}`.slice(0, ANSWER_MAX);

/** GraphQL answers its refusals with 200 and `errors`; their messages are the board's words. */
function graphqlErrors(body: unknown): string | null {
  const errors = (body as { errors?: { message?: unknown }[] } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors.map((error) => (typeof error.message === "string" ? error.message : JSON.stringify(error))).join("; ");
}

/**
 * The client from the secrets INDEED_CLIENT_ID and INDEED_CLIENT_SECRET (an app in Indeed's Partner Console), or the
 * not-configured stand-in without them; at INDEED_API_ORIGIN when that is set.
 */
export function createIndeedClient(
  env: Pick<Bindings, "INDEED_CLIENT_ID" | "INDEED_CLIENT_SECRET" | "INDEED_API_ORIGIN">,
  fetchImpl: FetchLike = fetch,
): IndeedClient | IndeedNotConfigured {
  const { INDEED_CLIENT_ID: clientId, INDEED_CLIENT_SECRET: clientSecret } = env;
  if (!clientId || !clientSecret) return { configured: false, reason: INDEED_NOT_CONFIGURED };
  const origin = env.INDEED_API_ORIGIN?.replace(/\/+$/, "") || INDEED_ORIGIN;

  async function accessToken(): Promise<string | IndeedAnswer> {
    const response = await post(fetchImpl, tokenUrl(origin), {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: clientId!,
        client_secret: clientSecret!,
        scope: "employer_access",
      }).toString(),
    });
    if (typeof response === "string")
      return { ok: false, answer: response, retryable: true, credentialsRefused: false };
    const text = await response.text();
    if (!response.ok)
      return {
        ok: false,
        answer: words(response.status, text),
        retryable: response.status === 429 || response.status >= 500,
        credentialsRefused: response.status === 400 || response.status === 401 || response.status === 403,
      };
    const token = (JSON.parse(text) as { access_token?: unknown }).access_token;
    if (typeof token !== "string")
      return { ok: false, answer: words(response.status, text), retryable: true, credentialsRefused: false };
    return token;
  }

  return {
    configured: true,
    async call(request) {
      const token = await accessToken();
      if (typeof token !== "string") return token;
      const response = await post(fetchImpl, graphqlUrl(origin), {
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(request),
      });
      if (typeof response === "string")
        return { ok: false, answer: response, retryable: true, credentialsRefused: false };
      const text = await response.text();
      const answer = words(response.status, text);
      if (!response.ok)
        return {
          ok: false,
          answer,
          retryable: response.status === 429 || response.status >= 500,
          credentialsRefused: response.status === 401 || response.status === 403,
        };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, answer, retryable: true, credentialsRefused: false };
      }
      const refused = graphqlErrors(body);
      if (refused)
        return {
          ok: false,
          answer: `Indeed refused it: ${refused}`.slice(0, ANSWER_MAX),
          retryable: false,
          credentialsRefused: false,
        };
      return { ok: true, answer, data: (body as { data?: unknown }).data };
    },
  };
}
