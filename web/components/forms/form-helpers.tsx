import type { FormEvent } from "react";
import { useState } from "react";
import { HONEYPOT_FIELD } from "../../../worker/contract/forms";
import type { FieldErrors } from "../../lib/field-check";

/**
 * What the three public forms share: reading the native form into plain values, loading the shared schemas they
 * are checked with (web/lib/field-check.ts), keeping per-field errors, and the hidden honeypot.
 */

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
export const loadFormSchemas = () => import("../../../worker/contract/form-schemas");

/** For a form's `onFocus`: the first field a visitor enters starts loading the schemas. */
export function preloadFormSchemas(): void {
  void loadFormSchemas().catch(() => undefined);
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
