import { type RefObject, useEffect, useRef } from "react";

/**
 * The public list pages' searches (/jobs, /resources) are GET forms with named fields and their pagers are links, so
 * they work before and without scripts (the Worker renders the address with its list). Once hydrated, the page
 * takes over the same addresses without a reload, through these helpers. The fields are uncontrolled: what a
 * visitor typed before hydration stays in them.
 */

/** The id of the element that holds a list page's results, which showResults brings into view. */
export const RESULTS_ID = "search-results";

/**
 * The fragment a list page's search form names in its action, so that without scripts the new page lands on its
 * results: an empty element at their top, shown below `lg` only, since on a wide screen the results already show
 * below the form and a jump would hide it (a fragment whose element is not displayed scrolls nowhere).
 */
export const RESULTS_FRAGMENT = "results";

/** `path` with `params` changed by `changes`; empty values leave the address. For the pager and filter links. */
export function addressWith(path: string, params: URLSearchParams, changes: Record<string, string> = {}): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) next.set(name, value);
  for (const [name, value] of [...next]) if (!value) next.delete(name);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The address a search form asks for, as the browser would submit it but without empty fields and without the
 * values in `defaults` (a search starts at page 1, so there is no page).
 *
 * @example searchAddress(form, { sort: "newest" }) // "/resources?q=salary"
 */
export function searchAddress(form: HTMLFormElement, defaults: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    const text = String(value).trim();
    if (text !== (defaults[name] ?? "")) params.set(name, text);
  }
  return addressWith(new URL(form.action).pathname, params);
}

/**
 * Keeps a search form's fields on the address's values when the address changes (Back, a popular search, Clear),
 * but not on the first render: hydration leaves what a visitor typed or chose before it, and hands the form to
 * `onChangedBeforeHydration` when a field no longer shows its address value.
 */
export function useFieldsFollowAddress(
  form: RefObject<HTMLFormElement | null>,
  values: Record<string, string>,
  onChangedBeforeHydration?: (form: HTMLFormElement) => void,
) {
  const shown = useRef<Record<string, string>>(undefined);
  useEffect(() => {
    const fields = form.current;
    if (!fields) return;
    let changed = false;
    for (const [name, value] of Object.entries(values)) {
      const field = fields.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      // A checkbox shows its value when ticked, "" when not.
      const box = field instanceof HTMLInputElement && field.type === "checkbox" ? field : undefined;
      if (!shown.current) changed ||= (box ? (box.checked ? box.value : "") : field.value) !== value;
      else if (shown.current[name] !== value) {
        if (box) box.checked = box.value === value;
        else field.value = value;
      }
    }
    if (changed) onChangedBeforeHydration?.(fields);
    shown.current = values;
  });
}

/**
 * Brings the results into view after a search or a page change. Below `lg` (a phone, where the search form fills
 * the screen) they come to the top, where a search without scripts lands (RESULTS_FRAGMENT's element is displayed
 * there only); on a wide screen, only when their top is out of sight (the pager sits at the bottom of a long list).
 */
export function showResults() {
  const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  const anchor = document.getElementById(RESULTS_FRAGMENT);
  if (anchor?.getClientRects().length) return anchor.scrollIntoView({ behavior, block: "start" });
  const results = document.getElementById(RESULTS_ID);
  const top = results?.getBoundingClientRect().top ?? 0;
  if (top < 0 || top > window.innerHeight) results?.scrollIntoView({ behavior, block: "start" });
}
