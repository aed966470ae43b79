import { useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * The state of a back-office list in its URL (?status=dead&kind=email&page=2), so a reload, the back button or a
 * shared link shows the same view. `apply` changes the named filters (an empty value leaves the URL) and goes back
 * to page 1 unless it names a page.
 *
 * Each change starts from the last one asked for, not from the rendered URL: the router commits a navigation in a
 * transition, so a second change made before that render (a sort chosen right after a search) would otherwise
 * start from the old URL and drop the first.
 *
 * @example const { params, page, apply } = useListParams(["status", "kind"]); apply({ status: "dead" })
 */
export function useListParams<const Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  // The last URL state asked for, and the asked ones not rendered yet. A rendered URL that is not one of them
  // (Back, a link) starts again from it.
  const latest = useRef({ rendered: params, asked: params, pending: [] as string[] });
  if (latest.current.rendered !== params) {
    const landed = latest.current.pending.indexOf(params.toString());
    latest.current =
      landed >= 0
        ? { ...latest.current, rendered: params, pending: latest.current.pending.slice(landed + 1) }
        : { rendered: params, asked: params, pending: [] };
  }

  function apply(changes: Partial<Record<Name, string>> & { page?: number }) {
    const next = new URLSearchParams(latest.current.asked);
    for (const name of names) {
      if (!(name in changes)) continue;
      const value = changes[name];
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (changes.page && changes.page > 1) next.set("page", String(changes.page));
    else next.delete("page");
    latest.current.asked = next;
    latest.current.pending.push(next.toString());
    setParams(next);
  }

  return { params, page, apply };
}
