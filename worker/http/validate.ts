import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { ApiError, type FieldIssue, validationError } from "./errors";

/** zod issues as the client reads them: one entry per field with its message. */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** What a JSON body must be sent as (application/json, or a +json type), as Hono's own validator reads it. */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.-]+\+)?json(\s*;.*)?$/i;

/** Control characters no text field may hold: all but tab, line feed and carriage return (Windows line ends). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTERS_MESSAGE = "Text may not contain control characters";

/** Every string in `value` (at any depth) that holds a control character, named by its dotted path. */
export function controlCharacterIssues(value: unknown, path = ""): FieldIssue[] {
  if (typeof value === "string") return CONTROL_CHARACTERS.test(value) ? [{ path, message: CONTROL_CHARACTERS_MESSAGE }] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, field]) => controlCharacterIssues(field, path ? `${path}.${key}` : key));
}

/** Throws the 400 naming each field that holds a control character; the schemas then see only clean text. */
export function refuseControlCharacters(value: unknown): void {
  const issues = controlCharacterIssues(value);
  if (issues.length > 0) throw validationError(issues);
}

/**
 * The one request validator: zod through @hono/zod-validator with a shared hook, so a failed check is a
 * 400 in the project's error shape naming each field. Before the schema runs, a JSON target refuses any other
 * content type with 415 (Hono would read such a body as `{}`, and an update would then clear fields), and every
 * target refuses control characters in its text.
 *
 * @example route.post("/", validate("json", contactSchema), (c) => { const body = c.req.valid("json"); ... })
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(toFieldIssues(result.error.issues));
  });
  const guarded: typeof check = async (c, next) => {
    if (target === "json") {
      if (!JSON_CONTENT_TYPE.test(c.req.header("Content-Type") ?? "")) {
        throw new ApiError(415, "unsupported_media_type", "Content-Type must be application/json");
      }
      // A body that is not JSON is left to the validator, which answers 400 for it.
      const body: unknown = await c.req.json().catch(() => undefined);
      refuseControlCharacters(body);
    } else if (target === "query") {
      refuseControlCharacters(c.req.queries());
    } else if (target === "param") {
      refuseControlCharacters(c.req.param());
    }
    return check(c, next);
  };
  return guarded;
}

/** The `:id` path parameter of every resource route: a row id (uuid or seed id). */
export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** The `:id` of a table with serial ids: digits only ("0x1" or " 2" are not ids), read as a number. */
export const serialIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "The id must be a positive whole number written in digits")
    .transform(Number),
});
