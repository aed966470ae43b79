import { errorText } from "./labels";

/**
 * What a content list (articles, schedules, LinkedIn posts) shows above its rows: "Loading ...", the server's reason
 * when the page could not be loaded, and on the first page of an empty list what `empty` says (nothing matches the
 * filters, or nothing yet).
 *
 * @example <ContentListState query={posts} noun="LinkedIn posts" page={page} empty={q ? "No posts match." : "No LinkedIn posts yet."} />
 */
export function ContentListState({
  query,
  noun,
  page,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { rows: readonly unknown[] } };
  /** Plural, as in "Loading LinkedIn posts...". */
  noun: string;
  page: number;
  empty: string;
}) {
  if (query.isPending) return <p className="mt-4 text-muted-foreground">Loading {noun}...</p>;
  if (query.isError) {
    return (
      <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-800">
        {`${noun.charAt(0).toUpperCase()}${noun.slice(1)} could not be loaded: ${errorText(query.error)}`}
      </p>
    );
  }
  if (query.data?.rows.length === 0 && page === 1) {
    return (
      <p className="mt-4 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {empty}
      </p>
    );
  }
  return null;
}
