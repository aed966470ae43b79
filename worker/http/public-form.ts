import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { type FormAccepted, type FormAnswers, HONEYPOT_FIELD } from "../contract/forms";
import type { AppEnv } from "../env";
import { ApiError, validationError } from "./errors";
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
 * The honeypot: a field hidden from people (`website`) that bots fill in. When it is filled, at the top level or in
 * `formData`, the request gets the route's `decoy` (its own success answer) and nothing is stored, so a bot cannot
 * tell. A body that cannot be parsed is left for the validator to refuse.
 */
export function honeypot(decoy: HoneypotDecoy) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    let body: Record<string, unknown> | null = null;
    try {
      body = type.startsWith("multipart/form-data") ? Object.fromEntries(await c.req.formData()) : ((await c.req.json()) as Record<string, unknown> | null);
    } catch {
      body = null;
    }
    const nested = body?.formData as Record<string, unknown> | undefined;
    if (filled(body?.[HONEYPOT_FIELD]) || filled(nested?.[HONEYPOT_FIELD])) {
      console.log(JSON.stringify({ level: "info", requestId: c.get("requestId"), path: c.req.path, event: "honeypot" }));
      return decoy(c, body);
    }
    await next();
  });
}

/** Checks a value with a schema outside `validate()` (multipart bodies): the same 400 naming each field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  refuseUnsafeInput(value);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(toFieldIssues(result.error.issues));
  return result.data;
}
