import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "react-router";
import { fieldErrors } from "../../worker/contract/errors";
import { type FormName, type PostedFormState, postedFormKey } from "../../worker/contract/form-posts";
import type { FieldErrors } from "./field-check";

/**
 * A public form's native post, seen from the page (decision 040; the Worker's side is worker/site/form-posts.ts).
 * The form posts to the address of the page it is on; when the Worker refuses a post it re-renders that page with
 * the visitor's values and the API's field errors in its route data (`["form", name]`), and this hook hands them to
 * the form as its initial state: the server's render and the browser's hydration read the same entry, so both
 * write the same markup.
 */
export interface PostedForm {
  /** What the visitor sent, by field name: the fields' `defaultValue`s (a file is never sent back). */
  values: Record<string, string>;
  /** Each field's message, the API's own texts. */
  errors: FieldErrors;
  /** The refusal's message, for a problem no field owns (too many requests, a body too large). */
  message: string;
}

/** The refused post's state when the page was re-rendered for one, else undefined (a fresh form). Read once. */
export function usePostedForm(name: FormName): PostedForm | undefined {
  const client = useQueryClient();
  const [posted] = useState(() => {
    const state = client.getQueryData<PostedFormState>(postedFormKey(name));
    return state && { values: state.values, errors: fieldErrors(state.issues), message: state.message };
  });
  return posted;
}

/**
 * The `<form>` attributes of a native post: to the page's own address (query string included: /apply?jobId=...),
 * as multipart when it carries a file.
 */
export function useFormPostProps(multipart = false) {
  const { pathname, search } = useLocation();
  return { method: "post", action: pathname + search, ...(multipart ? { encType: "multipart/form-data" } : {}) } as const;
}
