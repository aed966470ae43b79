import type { z } from "zod";
import { fieldErrors } from "#contract/errors";
import { ApiError } from "./api";

/**
 * Checking what a visitor typed against the API's own schema before sending it (the public forms, the booking
 * wizard), and reading the API's field errors when it refuses.
 */

/** Field name to the message shown next to it. */
export type FieldErrors = Record<string, string>;

/**
 * Checks values with a shared schema that is loaded on demand (its chunk brings zod); on failure returns the errors
 * by field instead of the data. Should the schema fail to load (the network dropped), the values go as they are:
 * the API checks them with the same schema and answers with the same field errors, so nothing typed is lost.
 *
 * @example const checked = await checkWith(loadFormSchemas().then((schemas) => schemas.contactPageSchema), readForm(form));
 */
export async function checkWith<S extends z.ZodType>(
  loadingSchema: Promise<S>,
  values: Record<string, unknown>,
): Promise<{ data: z.output<S> } | { errors: FieldErrors }> {
  const schema = await loadingSchema.catch(() => null);
  // Unchecked values have the request's input shape, which is what the API takes.
  if (!schema) return { data: values as z.output<S> };
  const result = schema.safeParse(values);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error.issues) };
}

/** The server's per-field errors of a rejected submission, when it sent any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.issues ? fieldErrors(error.issues) : {};
}
