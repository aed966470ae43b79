/**
 * The one fetch wrapper of the SPA. Every call to the Worker's API goes through `apiFetch`, so the rules of public
 * spec section 7 and 8 live in one place: cookies always sent, JSON bodies, JSON answers, any non-OK answer thrown as
 * an `ApiError` whose message is "<status>: <body text or status text>", and the D1 bookmark handed back.
 */

import {
  type ApiAnswer,
  type ApiParams,
  type ApiPath,
  type ApiRoute,
  BOOKMARK_HEADER,
  type HasParams,
} from "#contract/api";
import type { ErrorBody, FieldIssue } from "#contract/errors";

/**
 * Thrown for every non-OK answer. `message` follows the spec ("404: Not Found", "500: boom"); when the body is
 * the server's JSON error shape, `code`, `serverMessage` and `issues` carry its parts so forms can show the
 * server's own words.
 *
 * @example
 * try { await apiFetch("/api/applications", { method: "POST", body: form }) }
 * catch (error) { toast(error instanceof ApiError ? (error.serverMessage ?? "Please try again later.") : "...") }
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status code. */
  readonly status: number;
  /** The raw body text of the answer ("" when empty). */
  readonly body: string;
  /** The server's machine-readable error code (`error` in the JSON shape), when the body had that shape. */
  readonly code: string | undefined;
  /** The server's human message (`message` in the JSON shape), when the body had that shape. */
  readonly serverMessage: string | undefined;
  /** Per-field problems of a rejected request, when the server sent them. */
  readonly issues: FieldIssue[] | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.code = parsed?.error;
    this.serverMessage = parsed?.message;
    this.issues = parsed?.issues;
  }
}

/** Options of `apiFetch`: those of `fetch`, except that `body` may also be a plain object or array sent as JSON. */
export interface ApiFetchInit extends Omit<RequestInit, "body"> {
  body?: BodyInit | Record<string, unknown> | unknown[] | null;
}

/**
 * The newest D1 bookmark the API handed this page (docs/decisions/032-read-replication.md), sent with every later
 * call so that a read after this browser's write sees it, whichever replica answers. In memory only: after a reload,
 * staff read from the primary anyway.
 */
let bookmark: string | undefined;

/** Bookmarks sort oldest to newest; answers may arrive out of order, so an older one never replaces a newer. */
function keepBookmark(given: string | null): void {
  if (given && (bookmark === undefined || given > bookmark)) bookmark = given;
}

/**
 * Calls the API and returns the parsed JSON answer (`undefined` for an empty one, the text for a non-JSON one).
 * `path` is a same-origin path such as "/api/jobs" or an absolute URL.
 *
 * @example const jobs = await apiFetch<Job[]>("/api/jobs?industry=Finance")
 * @example await apiFetch("/api/contact/submit", { method: "POST", body: { firstName, lastName, email } })
 * @throws ApiError for any non-OK answer; the TypeError of `fetch` when the network fails.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).data;
}

/**
 * `apiFetch` that also returns the answer's headers, for the few calls that carry data there (the total of a paged
 * list in `X-Total-Count`).
 *
 * @example const { data, headers } = await apiFetchWithHeaders<Job[]>("/api/jobs?limit=20"); Number(headers.get("X-Total-Count"))
 */
export async function apiFetchWithHeaders<T = unknown>(
  path: string,
  init: ApiFetchInit = {},
): Promise<{ data: T; headers: Headers }> {
  const { body, headers: givenHeaders, ...rest } = init;
  const headers = new Headers(givenHeaders);
  if (!headers.has("accept")) headers.set("accept", "application/json");

  let requestBody: BodyInit | null | undefined;
  if (isJsonBody(body)) {
    requestBody = JSON.stringify(body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  } else {
    requestBody = body;
  }

  if (bookmark && !headers.has(BOOKMARK_HEADER)) headers.set(BOOKMARK_HEADER, bookmark);

  const response = await fetch(path, { ...rest, headers, body: requestBody, credentials: "include" });
  keepBookmark(response.headers.get(BOOKMARK_HEADER));
  const text = await response.text().catch(() => "");
  if (!response.ok) throw apiError(response, text);
  if (!text) return { data: undefined as T, headers: response.headers };
  const type = response.headers.get("content-type") ?? "";
  return { data: (type.includes("json") ? JSON.parse(text) : text) as T, headers: response.headers };
}

/** A query string's values; empty ones (undefined, null, "") are left out, so "All Locations" is simply not sent. */
export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

/** How a route is called: its path parameters (required when it has any), query string, body and fetch options. */
export type ApiCall<R extends ApiRoute> = Omit<ApiFetchInit, "method"> & {
  query?: ApiQuery;
} & (HasParams<R> extends true ? { params: ApiParams<R> } : { params?: undefined });

/**
 * The URL of a route with its parameters filled in (encoded) and its query string.
 *
 * @example apiPath("GET /api/jobs/:id", { id: "a b" }) // "/api/jobs/a%20b"
 * @example apiPath("GET /api/jobs", undefined, { title: "cfo", location: "" }) // "/api/jobs?title=cfo"
 */
export function apiPath<R extends ApiRoute>(route: R, params?: ApiParams<R>, query?: ApiQuery): string {
  const template = route.slice(route.indexOf(" ") + 1) as ApiPath<R>;
  const values = (params ?? {}) as Record<string, string | number>;
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === "") throw new TypeError(`${route} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls a route of the API and answers what the contract says it answers (worker/contract/api.ts). Errors as
 * `apiFetch`.
 *
 * @example const job = await callApi("GET /api/jobs/:id", { params: { id } })
 * @example await callApi("PUT /api/portals/:id", { params: { id }, body: { isActive } })
 */
export async function callApi<R extends ApiRoute>(route: R, ...[call]: CallArgs<R>): Promise<ApiAnswer<R>> {
  return (await callApiWithHeaders(route, ...([call] as CallArgs<R>))).data;
}

/** `callApi` that also gives the answer's headers. */
export async function callApiWithHeaders<R extends ApiRoute>(
  route: R,
  ...[call]: CallArgs<R>
): Promise<{ data: ApiAnswer<R>; headers: Headers }> {
  const { params, query, ...init } = (call ?? {}) as ApiCall<R>;
  const method = route.slice(0, route.indexOf(" "));
  return apiFetchWithHeaders<ApiAnswer<R>>(apiPath(route, params, query), { ...init, method });
}

/** One page of a paged list and the total of the whole list (`X-Total-Count`). */
export interface ApiPage<T> {
  rows: T;
  total: number;
}

/**
 * Reads one page of a paged list route (`limit` and `offset` in `query`) with its total.
 *
 * @example const { rows, total } = await callApiPage("GET /api/admin/deliveries", { query: { status, limit: 50, offset } })
 */
export async function callApiPage<R extends ApiRoute>(
  route: R,
  ...[call]: CallArgs<R>
): Promise<ApiPage<ApiAnswer<R>>> {
  const { data, headers } = await callApiWithHeaders(route, ...([call] as CallArgs<R>));
  const total = headers.get("X-Total-Count");
  return { rows: data, total: total === null ? (Array.isArray(data) ? data.length : 0) : Number(total) };
}

/** `call` may be left out when the route has no parameters. */
export type CallArgs<R extends ApiRoute> = HasParams<R> extends true ? [call: ApiCall<R>] : [call?: ApiCall<R>];

/** Plain objects and arrays are sent as JSON; strings, FormData, Blobs, streams and the like go as they are. */
function isJsonBody(body: ApiFetchInit["body"]): body is Record<string, unknown> | unknown[] {
  if (body === null || typeof body !== "object") return false;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null;
}

function parseErrorBody(text: string): ErrorBody | undefined {
  if (!text.startsWith("{")) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ErrorBody> | null;
    if (value && typeof value.error === "string" && typeof value.message === "string") {
      return {
        error: value.error,
        message: value.message,
        issues: Array.isArray(value.issues) ? value.issues : undefined,
      };
    }
  } catch {
    // Not JSON after all: the message already carries the text.
  }
  return undefined;
}

/**
 * HTTP/2 and HTTP/3 answers carry no status text (`response.statusText` is ""), which is how Cloudflare serves the
 * site; these stand in so an empty error body still reads "404: Not Found" as the spec wants.
 */
/** The error of a non-OK answer whose body was `text`. */
export function apiError(response: Response, text: string): ApiError {
  return new ApiError(response.status, response.statusText || REASON_PHRASES[response.status] || "Error", text);
}

const REASON_PHRASES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};
