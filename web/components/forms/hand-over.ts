/** A form control that holds a value of the visitor's. */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(element: unknown): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * Gives the live form (`to`) what the visitor has done in the server's form (`from`) it replaces: each named field's
 * current value, typed, pasted or filled in by the browser, or its checked state; and the focus, with its caret or
 * selection, when it is in one of those fields. Both forms must be in the page, so it is called in the commit that
 * mounts the live form, before the server's form is removed: no keystroke can land between the copy and the swap.
 * The live form's fields are uncontrolled, so their DOM value is the form's value. A module of its own, loaded with
 * the live form, so no page's first load carries it.
 */
export function handOverForm(from: HTMLFormElement, to: HTMLFormElement): void {
  for (const source of from.elements) {
    if (!isField(source) || !source.name) continue;
    const target = to.elements.namedItem(source.name);
    if (!isField(target)) continue;
    if (source instanceof HTMLInputElement && (source.type === "checkbox" || source.type === "radio")) {
      if (target instanceof HTMLInputElement) target.checked = source.checked;
    } else if (target.value !== source.value) {
      target.value = source.value;
    }
  }

  const focused = document.activeElement;
  if (!isField(focused) || !focused.name || !from.contains(focused)) return;
  const target = to.elements.namedItem(focused.name);
  if (!isField(target)) return;
  // The live form stands where the server's stood: nothing to scroll to.
  target.focus({ preventScroll: true });
  if (focused instanceof HTMLSelectElement || target instanceof HTMLSelectElement) return;
  // Null for fields without a caret (email, checkbox), which refuse setSelectionRange.
  if (focused.selectionStart === null || focused.selectionEnd === null || target.selectionStart === null) return;
  target.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
}
