/** The one JSON shape of every non-2xx API answer (ARCHITECTURE.md "Request flow"), read by the SPA's fetch wrapper. */

/** One field-level problem of a rejected request. */
export interface FieldIssue {
  /** Dotted path of the field, e.g. "email" or "items.0.name". */
  path: string;
  message: string;
}

export interface ErrorBody {
  /** Stable machine-readable code, e.g. "validation_failed". */
  error: string;
  /** Human text a form can show as it is. */
  message: string;
  issues?: FieldIssue[];
  requestId?: string;
}

/** Field name to message, the first problem of each field, for showing errors next to the fields. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = typeof issue.path === "string" ? issue.path : issue.path.map(String).join(".");
    const field = key.replace(/^formData\./, "");
    errors[field] ??= issue.message;
  }
  return errors;
}
