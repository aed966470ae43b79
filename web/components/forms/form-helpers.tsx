import { type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { FORM_POSTS, type FormName } from "#contract/form-posts";
import { HONEYPOT_FIELD } from "#contract/forms";
import { checkWith, type FieldErrors, serverFieldErrors } from "../../lib/field-check";
import { formPostProps, usePostedForm } from "../../lib/posted-form";
import { usePendingCall } from "../../lib/use-pending-call";

/**
 * What the public forms share: their submit flow (`usePublicFormSubmit`), the schemas it checks with, loaded on
 * demand (web/lib/field-check.ts), and the hidden honeypot. One module, so the forms load it as one chunk.
 */

/** The form's named values: text as typed, checkboxes as booleans, files left out (read them separately). */
function readForm(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    )
      continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") values[element.name] = element.checked;
    else if (!(element instanceof HTMLInputElement && element.type === "file")) values[element.name] = element.value;
  }
  return values;
}

/** The forms' schemas, and zod with them: fetched when a visitor starts filling in a form, not with the page. */
const loadFormSchemas = () => import("#contract/form-schemas");

/** For a form's `onFocus`: the first field a visitor enters starts loading the schemas. */
function preloadFormSchemas(): void {
  void loadFormSchemas().catch(() => undefined);
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

/** The lazily loaded schemas module; only its type is named here, so zod stays out of the first load. */
type FormSchemas = Awaited<ReturnType<typeof loadFormSchemas>>;

/** The checked values as sent: with the honeypot only when something filled it in (the API then stores nothing). */
export type WithHoneypot<T> = T & { [HONEYPOT_FIELD]?: string };

export interface PublicFormSubmitOptions<T extends object, R> {
  /** The form's name (worker/contract/form-posts.ts): its native post's state and its confirmation page. */
  form: FormName;
  /** The form carries a file: its native post is multipart. */
  multipart?: boolean;
  /** The query string of its native post's address (the job applied for). */
  postQuery?: string;
  /** Picks the form's schema from the schemas module, which loads when a field is entered. */
  schema: (schemas: FormSchemas) => z.ZodType<T>;
  /** Values checked with the form's fields that are not fields themselves (the job applied for). */
  extraValues?: Record<string, unknown>;
  /** Checks the schema cannot make (a file's content, a box that is never sent); their errors join the schema's. */
  extraChecks?: (form: HTMLFormElement, values: Record<string, string | boolean>) => Promise<FieldErrors> | FieldErrors;
  /** Sends the checked values; what it answers goes to `onSent`. */
  send: (body: WithHoneypot<T>, form: HTMLFormElement) => Promise<R>;
  /** The message shown above the button when sending failed. */
  failed: (error: Error) => string;
  /** Once sent, before the confirmation page: tracking. */
  onSent?: (result: R, data: T) => void;
}

/**
 * The submit flow of the public forms (home contact, /contact, the application). The form is a real form
 * (`formProps`: method, action and enctype of its native post, decision 040), so a submit before the scripts have
 * loaded, or without them, posts it to the Worker, which answers with the confirmation page or re-renders the page
 * with the visitor's values and each field's error (`posted`, `errors`, `message` start from that answer). Once
 * hydrated, a submit checks the values with the form's schema, shows each field's error and focuses the first one,
 * sends with the honeypot, then goes to the same confirmation page the native post redirects to; a refusal shows
 * the API's field errors and `failed`'s message in the form. The schemas load with the first field entered
 * (`onFocus`); a submit waits for them and, should they fail to load, sends unchecked, as the API checks the same rules.
 *
 * @example
 * const { posted, errors, message, pending, formProps } = usePublicFormSubmit({ form: "contact", schema: (schemas) => schemas.contactPageSchema, send, failed });
 * return <form {...formProps} aria-label="Contact form"><Input name="email" defaultValue={posted?.values.email} />...</form>;
 */
export function usePublicFormSubmit<T extends object, R>(options: PublicFormSubmitOptions<T, R>) {
  const { form: formName, multipart, postQuery, schema, extraValues, extraChecks, send, failed, onSent } = options;
  const posted = usePostedForm(formName);
  const [errors, setErrors] = useState<FieldErrors>(posted?.errors ?? {});
  const [message, setMessage] = useState(posted?.message ?? "");
  const submit = usePendingCall(send);
  const navigate = useNavigate();

  /**
   * Shows the errors, then moves focus to the first field marked invalid, so keyboard and screen-reader users land
   * on the problem. The errors are rendered at once (flushSync): focusing on a later frame raced React's render and
   * sometimes found no field marked yet.
   */
  function showErrors(found: FieldErrors, form: HTMLFormElement, failure = "") {
    flushSync(() => {
      setErrors(found);
      setMessage(failure);
    });
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function checkAndSend(form: HTMLFormElement) {
    const values = readForm(form);
    const checked = await checkWith(loadFormSchemas().then(schema), { ...values, ...extraValues });
    const found = { ...("errors" in checked ? checked.errors : {}), ...(await extraChecks?.(form, values)) };
    if (!("data" in checked) || Object.keys(found).length > 0) {
      showErrors(found, form);
      return;
    }
    setErrors({});
    const { data } = checked;
    const honeypot = values[HONEYPOT_FIELD];
    const body: WithHoneypot<T> = {
      ...data,
      ...(typeof honeypot === "string" && honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
    };
    let result: R;
    try {
      result = await submit.run(body, form);
    } catch (error) {
      showErrors(serverFieldErrors(error), form, failed(error instanceof Error ? error : new Error(String(error))));
      return;
    }
    onSent?.(result, data);
    navigate(FORM_POSTS[formName].sent);
  }

  return {
    /** The refused native post's values, for the fields' `defaultValue`s. */
    posted,
    errors,
    /** A failure no field owns, shown above the submit button (`FormMessage`). */
    message,
    pending: submit.pending,
    /**
     * For the `<form>`: its native post, no native validation (the schema's messages are shown instead), the
     * submit, the preload.
     */
    formProps: {
      ...formPostProps(formName, { multipart, query: postQuery }),
      noValidate: true,
      onSubmit: onSubmitForm(checkAndSend),
      onFocus: preloadFormSchemas,
    },
  };
}

/** A failure no field owns, announced to screen readers. */
export function FormMessage({ message, className }: { message: string; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm text-red-700 ${className ?? ""}`}>
      {message}
    </p>
  );
}

const checking = new WeakSet<HTMLFormElement>();

/**
 * Prevents the native submit and hands over the form element. A second submit while the first is still being
 * checked (a double click) is ignored; once sent, the form's fieldset is disabled until the answer comes.
 */
function onSubmitForm(handler: (form: HTMLFormElement) => Promise<void>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (checking.has(form)) return;
    checking.add(form);
    void handler(form).finally(() => checking.delete(form));
  };
}
