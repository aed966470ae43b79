import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { type FormAccepted, type FormAnswers, HONEYPOT_FIELD } from "../contract/forms";
import type { AppEnv } from "../env";
import { ApiError, validationError } from "./errors";
import { reply } from "./reply";
import { refuseControlCharacters, toFieldIssues } from "./validate";

/**
 * Guards shared by the public form endpoints (applications, both contact forms, contact with attribution):
 * a body size cap, the honeypot, and the one success answer.
 */

const ACCEPTED: FormAccepted = { ok: true };

/** What every stored public form answers (the forms do not read it). A honeypot hit gets the same. */
export function acceptedForm(c: Context<AppEnv>, route: keyof FormAnswers): Response {
  return reply(c, route, ACCEPTED, 201);
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
 * Whether the honeypot, a field hidden from people (`website`) that bots fill in, is filled: at the top level or in
 * `formData` of a JSON body, or as a field of a form body (multipart or urlencoded: the native form posts). A body
 * that cannot be parsed counts as not filled and is left for the validator to refuse.
 */
export async function honeypotFilled(c: Context<AppEnv>): Promise<boolean> {
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
      return filled((await c.req.formData()).get(HONEYPOT_FIELD));
    }
    const body = (await c.req.json()) as Record<string, unknown> | null;
    const nested = body?.formData as Record<string, unknown> | undefined;
    return filled(body?.[HONEYPOT_FIELD]) || filled(nested?.[HONEYPOT_FIELD]);
  } catch {
    return false;
  }
}

/** Logs a honeypot hit (the request is then answered like a stored one, and nothing is stored). */
export function logHoneypot(c: Context<AppEnv>): void {
  console.log(JSON.stringify({ level: "info", requestId: c.get("requestId"), path: c.req.path, event: "honeypot" }));
}

/**
 * The honeypot of the JSON API: a filled one is answered exactly like a stored request and nothing is stored, so a
 * bot cannot tell. (The native form posts answer it with their own success, a redirect: worker/site/form-posts.ts.)
 */
export const honeypot = createMiddleware<AppEnv>(async (c, next) => {
  if (await honeypotFilled(c)) {
    logHoneypot(c);
    // A decoy for bots, not an answer of the contract: the middleware does not know its route, and on the booking
    // form (whose real answer is the confirmation) it is not even the route's shape. The SPA never fills the field.
    return c.json(ACCEPTED, 201);
  }
  await next();
});

/** Checks a value with a schema outside `validate()` (multipart bodies): the same 400 naming each field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  refuseControlCharacters(value);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(toFieldIssues(result.error.issues));
  return result.data;
}
