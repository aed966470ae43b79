import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { type FieldIssue, validationError } from "./errors";

/** zod issues as the client reads them: one entry per field with its message. */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/**
 * The one request validator: zod through @hono/zod-validator with a shared hook, so a failed check is a
 * 400 in the project's error shape naming each field.
 *
 * @example route.post("/", validate("json", contactSchema), (c) => { const body = c.req.valid("json"); ... })
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(toFieldIssues(result.error.issues));
  });
}

/** The `:id` path parameter of every resource route: a row id (uuid or seed id). */
export const idParamSchema = z.object({ id: z.string().min(1).max(64) });
