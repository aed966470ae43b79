import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, FieldIssue } from "../contract/errors";
import type { AppEnv } from "../env";

export type { ErrorBody, FieldIssue };

/**
 * The one error type routes throw. `code` is a stable machine-readable string; `message` is for people.
 *
 * @example throw new ApiError(409, "conflict", "That time was just taken. Please choose another time.")
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
    this.name = "ApiError";
  }
}

/** Whether a D1 error is a UNIQUE constraint violation (a duplicate username, slug ...), to answer 409 for it. */
export function isUniqueViolation(err: unknown): boolean {
  return String(err).includes("UNIQUE constraint failed");
}

/**
 * A 400 naming the fields at fault, for checks that zod schemas cannot express. An issue of the whole input (no path)
 * is named as `whole`: the body, or the query string or path of a request checked there.
 */
export function validationError(issues: FieldIssue[], whole = "body"): ApiError {
  const fields = issues.map((issue) => issue.path || whole).join(", ");
  return new ApiError(400, "validation_failed", `Invalid request: check ${fields}.`, issues);
}

const codesByStatus: Partial<Record<number, string>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

function body(c: Context<AppEnv>, error: string, message: string, issues?: FieldIssue[]): ErrorBody {
  return { error, message, ...(issues ? { issues } : {}), requestId: c.get("requestId") };
}

/** An ApiError as the API answers it: what a page the Worker renders embeds for its query (worker/pages). */
export function errorBodyOf(c: Context<AppEnv>, err: ApiError): ErrorBody {
  return body(c, err.code, err.message, err.issues);
}

/** `app.onError`: maps ApiError and Hono's own HTTPExceptions to the JSON shape; anything else is a logged 500. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiError) {
    return c.json(body(c, err.code, err.message, err.issues), err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    // Hono's own, e.g. "Malformed JSON in request body" from the validator (400).
    const code = codesByStatus[err.status] ?? "http_error";
    return c.json(body(c, code, err.message || "Request failed."), err.status);
  }
  console.error(
    JSON.stringify({
      level: "error",
      requestId: c.get("requestId"),
      path: c.req.path,
      error: String(err),
      stack: err.stack,
    }),
  );
  return c.json(body(c, "internal_error", "Something went wrong on our side. Please try again."), 500);
}

/** `app.notFound` for the API: a JSON 404, never the SPA. */
export function apiNotFound(c: Context<AppEnv>): Response {
  return c.json(body(c, "not_found", `No API route for ${c.req.method} ${c.req.path}.`), 404);
}
