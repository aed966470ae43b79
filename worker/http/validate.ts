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
// biome-ignore lint/suspicious/noControlCharactersInRegex: this finds the control characters input may not hold
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTERS_MESSAGE = "Text may not contain control characters";
/** A lone UTF-16 surrogate (a JSON "\\ud800") has no UTF-8 form: D1 would store bytes no reader can decode. */
const ILL_FORMED_MESSAGE = "Text must be valid Unicode (it holds a lone surrogate)";

function textIssue(value: string): string | undefined {
  if (!value.isWellFormed()) return ILL_FORMED_MESSAGE;
  return CONTROL_CHARACTERS.test(value) ? CONTROL_CHARACTERS_MESSAGE : undefined;
}

/**
 * How deep arrays and objects may nest in an input (a top-level object is 1): far beyond any form of ours, and a
 * bound on every walk over a body, which a few thousand levels would otherwise send past the stack.
 */
export const INPUT_DEPTH_MAX = 32;

/** Whether `value` nests arrays and objects deeper than INPUT_DEPTH_MAX, found without recursion. */
function nestedTooDeeply(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth > INPUT_DEPTH_MAX) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Every string in `value` (at any depth) that holds a control character or a lone surrogate, named by its dotted
 * path. Keys are text too: a bad key is named as its parent's path.
 */
export function textIssues(value: unknown, path = ""): FieldIssue[] {
  if (typeof value === "string") {
    const message = textIssue(value);
    return message ? [{ path, message }] : [];
  }
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const keyMessage = textIssue(key);
    if (keyMessage) return [{ path, message: keyMessage }];
    return textIssues(field, path ? `${path}.${key}` : key);
  });
}

/**
 * The checks every input gets before its schema: a 400 for nesting deeper than INPUT_DEPTH_MAX, then the 400 naming
 * each field that holds a control character or ill-formed text; the schemas then see only clean text of a bounded
 * shape.
 */
export function refuseUnsafeInput(value: unknown, whole = "body"): void {
  if (nestedTooDeeply(value)) {
    throw new ApiError(
      400,
      "bad_request",
      `The ${whole} is nested too deeply: at most ${INPUT_DEPTH_MAX} levels of arrays and objects.`,
    );
  }
  const issues = textIssues(value);
  if (issues.length > 0) throw validationError(issues, whole);
}

/** How a refusal names a target's input as a whole (an issue with no field). */
const WHOLE_OF_TARGET: Partial<Record<keyof ValidationTargets, string>> = { query: "query string", param: "path" };

/**
 * The one request validator: zod through @hono/zod-validator with a shared hook, so a failed check is a
 * 400 in the project's error shape naming each field. Before the schema runs, a JSON target refuses any other
 * content type with 415 (Hono would read such a body as `{}`, and an update would then clear fields), and every
 * target refuses nesting deeper than INPUT_DEPTH_MAX, and control characters and lone surrogates in its text.
 *
 * @example route.post("/", validate("json", contactSchema), (c) => { const body = c.req.valid("json"); ... })
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const whole = WHOLE_OF_TARGET[target] ?? "body";
  const check = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(toFieldIssues(result.error.issues), whole);
  });
  const guarded: typeof check = async (c, next) => {
    if (target === "json") {
      if (!JSON_CONTENT_TYPE.test(c.req.header("Content-Type") ?? "")) {
        throw new ApiError(415, "unsupported_media_type", "Content-Type must be application/json");
      }
      // A body that is not JSON is left to the validator, which answers 400 for it.
      const body: unknown = await c.req.json().catch(() => undefined);
      refuseUnsafeInput(body);
    } else if (target === "query") {
      // Each parameter's values as one text (a line feed is allowed), so a refusal names the parameter, not "from.0".
      const values = Object.entries(c.req.queries()).map(([name, list]) => [name, list.join("\n")]);
      refuseUnsafeInput(Object.fromEntries(values), whole);
    } else if (target === "param") {
      refuseUnsafeInput(c.req.param(), whole);
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
