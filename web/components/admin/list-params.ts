import { useSearchParams } from "react-router";

/**
 * The state of a back-office list in its URL (?status=dead&kind=email&page=2), so a reload, the back button or a
 * shared link shows the same view. `apply` changes the named filters (an empty value leaves the URL) and goes back
 * to page 1 unless it names a page.
 *
 * @example const { params, page, apply } = useListParams(["status", "kind"]); apply({ status: "dead" })
 */
export function useListParams<const Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  function apply(changes: Partial<Record<Name, string>> & { page?: number }) {
    const next = new URLSearchParams(params);
    for (const name of names) {
      if (!(name in changes)) continue;
      const value = changes[name];
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (changes.page && changes.page > 1) next.set("page", String(changes.page));
    else next.delete("page");
    setParams(next);
  }

  return { params, page, apply };
}
