import type { FormEvent } from "react";
import { useState } from "react";
import type { z } from "zod";
import { fieldErrors, HONEYPOT_FIELD } from "../../../worker/contract/forms";
import { ApiError } from "../../lib/api";

/**
 * What the three public forms share: reading the native form into plain values, checking them with the shared
 * schema, keeping per-field errors (the browser's own and the server's), and the hidden honeypot.
 */

export type FieldErrors = Record<string, string>;

/** The form's named values: text as typed, checkboxes as booleans, files left out (read them separately). */
export function readForm(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") values[element.name] = element.checked;
    else if (!(element instanceof HTMLInputElement && element.type === "file")) values[element.name] = element.value;
  }
  return values;
}

/** The forms' schemas, and zod with them: fetched when a visitor starts filling in a form, not with the page. */
const loadFormSchemas = () => import("../../../worker/contract/form-schemas");
type FormSchemas = Awaited<ReturnType<typeof loadFormSchemas>>;

/** For a form's `onFocus`: the first field a visitor enters starts loading the schemas. */
export function preloadFormSchemas(): void {
  void loadFormSchemas().catch(() => undefined);
}

/**
 * Checks values with one of the shared schemas; on failure returns the errors by field instead of the data. Should
 * the schemas fail to load (the network dropped), the values go as they are: the API checks them with the same
 * schema and answers with the same field errors, so nothing typed is lost.
 *
 * @example const checked = await checkWith((schemas) => schemas.contactPageSchema, readForm(form));
 */
export async function checkWith<S extends z.ZodType>(
  pick: (schemas: FormSchemas) => S,
  values: Record<string, unknown>,
): Promise<{ data: z.output<S> } | { errors: FieldErrors }> {
  const schema = await loadFormSchemas().then(pick, () => null);
  // Unchecked values have the request's input shape, which is what the API takes.
  if (!schema) return { data: values as z.output<S> };
  const result = schema.safeParse(values);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error.issues) };
}

/** The server's per-field errors of a rejected submission, when it sent any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.issues ? fieldErrors(error.issues) : {};
}

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Per-field error state of a form. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return { errors, setErrors, clear: () => setErrors({}) };
}

const checking = new WeakSet<HTMLFormElement>();

/**
 * Prevents the native submit and hands over the form element. A second submit while the first is still being
 * checked (a double click) is ignored; once sent, the form's fieldset is disabled until the answer comes.
 */
export function onSubmitForm(handler: (form: HTMLFormElement) => Promise<void>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (checking.has(form)) return;
    checking.add(form);
    void handler(form).finally(() => checking.delete(form));
  };
}

/**
 * The trap for bots: off-screen, out of the tab order and hidden from assistive technology, so people never fill
 * it in. The API answers a filled one like a success and stores nothing.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
