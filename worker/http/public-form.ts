import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { type FormAccepted, type FormAnswers, HONEYPOT_FIELD } from "../contract/forms";
import type { AppEnv } from "../env";
import { ApiError, type FieldIssue, validationError } from "./errors";
import { reply } from "./reply";
import { refuseUnsafeInput, toFieldIssues } from "./validate";

/**
 * Guards shared by the public form endpoints (applications, both contact forms, contact with attribution):
 * a body size cap, the honeypot, and the one success answer.
 */

const ACCEPTED: FormAccepted = { ok: true };

/** What every stored public form answers (the forms do not read it). A honeypot hit gets the same. */
export function acceptedForm(c: Context<AppEnv>, route: keyof FormAnswers): Response {
  return reply(c, route, ACCEPTED, 201);
}

/**
 * What a route answers a trapped request: its own success answer, status and shape, made without storing anything.
 * `body` is the parsed JSON body, or the multipart form's fields.
 */
export type HoneypotDecoy = (c: Context<AppEnv>, body: unknown) => Response | Promise<Response>;

/**
 * The decoy of a form whose real answer is `acceptedForm`: the body checked by the route's schema (a bad one gets
 * the same 400 as without the trap), then the same 201.
 */
export function acceptedDecoy(route: keyof FormAnswers, schema?: z.ZodType): HoneypotDecoy {
  return (c, body) => {
    if (schema) parseOrThrow(schema, body);
    return acceptedForm(c, route);
  };
}

/** Refuses bodies over `maxBytes` with a 413 in the project's error shape, before anything is parsed. */
export function limitBody(maxBytes: number, message: string) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, "payload_too_large", message);
    },
  });
}

function filled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * The body as the honeypot reads it: the fields of a form body (multipart or urlencoded: the native form posts and
 * the application's upload) or the parsed JSON. A body that cannot be parsed is null, left for the validator.
 */
async function honeypotBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
      return Object.fromEntries(await c.req.formData());
    }
    return (await c.req.json()) as Record<string, unknown> | null;
  } catch {
    return null;
  }
}

/** Whether the hidden field (`website`) that bots fill in is filled, at the top level or in `formData`. */
function trapped(body: Record<string, unknown> | null): boolean {
  const nested = body?.formData as Record<string, unknown> | undefined;
  return filled(body?.[HONEYPOT_FIELD]) || filled(nested?.[HONEYPOT_FIELD]);
}

/** Whether the request's honeypot is filled (the native form posts answer it with their own redirect). */
export async function honeypotFilled(c: Context<AppEnv>): Promise<boolean> {
  return trapped(await honeypotBody(c));
}

/** Logs a honeypot hit (the request is then answered like a stored one, and nothing is stored). */
export function logHoneypot(c: Context<AppEnv>): void {
  console.log(JSON.stringify({ level: "info", requestId: c.get("requestId"), path: c.req.path, event: "honeypot" }));
}

/**
 * The honeypot of the JSON API: when it is filled, the request gets the route's `decoy` (its own success answer)
 * and nothing is stored, so a bot cannot tell.
 */
export function honeypot(decoy: HoneypotDecoy) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = await honeypotBody(c);
    if (trapped(body)) {
      logHoneypot(c);
      return decoy(c, body);
    }
    await next();
  });
}

/**
 * Checks a value with a schema outside `validate()` (multipart and native form bodies): the same 400 naming each
 * field, with `moreIssues` (checks the schema cannot make, such as a native post's terms box) in the same answer.
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  moreIssues: FieldIssue[] = [],
): z.output<S> {
  refuseUnsafeInput(value);
  const result = schema.safeParse(value);
  const issues = [...(result.success ? [] : toFieldIssues(result.error.issues)), ...moreIssues];
  if (!result.success || issues.length > 0) throw validationError(issues);
  return result.data;
}
