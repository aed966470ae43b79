import type { QueryClient } from "@tanstack/react-query";
import { type FormName, type PostedFormState, postedFormKey } from "../../../worker/contract/form-posts";

/**
 * Hands what a visitor typed into `form` (the server's form, about to be replaced by the live one) to the live form
 * as its posted state's values (web/lib/posted-form.ts), keeping a refused post's errors. The home contact section
 * uses it; a module of its own, loaded with the live form, so no page's first load carries it.
 */
export function handOverTypedValues(client: QueryClient, name: FormName, form: HTMLFormElement): void {
  const values = Object.fromEntries(
    [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const posted = client.getQueryData<PostedFormState>(postedFormKey(name));
  client.setQueryData<PostedFormState>(postedFormKey(name), {
    issues: posted?.issues ?? [],
    message: posted?.message ?? "",
    values,
  });
}

/**
 * What the visitor typed into the server's form after the hand-over, while the live form was being rendered: copied
 * into the live form's fields (uncontrolled, so their DOM value is the form's value) once it is on screen, so no
 * keystroke is lost in the swap.
 */
export function carryLateTyping(from: HTMLFormElement, to: HTMLFormElement): void {
  for (const source of from.elements) {
    if (
      !(
        source instanceof HTMLInputElement ||
        source instanceof HTMLTextAreaElement ||
        source instanceof HTMLSelectElement
      )
    )
      continue;
    if (!source.name) continue;
    const target = to.elements.namedItem(source.name);
    if (
      !(
        target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement
      )
    )
      continue;
    if (source instanceof HTMLInputElement && (source.type === "checkbox" || source.type === "radio")) {
      if (target instanceof HTMLInputElement) target.checked = source.checked;
    } else if (target.value !== source.value) {
      target.value = source.value;
    }
  }
}
