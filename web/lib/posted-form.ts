import { useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "#contract/errors";
import { FORM_POSTS, type FormName, type PostedFormState, postedFormKey } from "#contract/form-posts";
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
  /** The refusal's message when no field owns the problem (too many requests, a body too large), else "". */
  message: string;
}

/**
 * The refused post's state when the page was re-rendered for one, else undefined (a fresh form). Forms read it for
 * their initial state only: `message` is the refusal's when no field owns the problem.
 */
export function usePostedForm(name: FormName): PostedForm | undefined {
  const state = useQueryClient().getQueryData<PostedFormState>(postedFormKey(name));
  return (
    state && {
      values: state.values,
      errors: fieldErrors(state.issues),
      message: state.issues.length > 0 ? "" : state.message,
    }
  );
}

/**
 * The `<form>` attributes of a form's native post: to its page (FORM_POSTS), with `query` (/apply?jobId=...), as
 * multipart when it carries a file.
 */
export function formPostProps(
  name: FormName,
  { multipart = false, query }: { multipart?: boolean; query?: string } = {},
) {
  const action = FORM_POSTS[name].page + (query ? `?${query}` : "");
  return { method: "post", action, ...(multipart ? { encType: "multipart/form-data" } : {}) } as const;
}
