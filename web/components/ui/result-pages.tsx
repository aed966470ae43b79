import { Link } from "react-router";
import { showResults } from "../../lib/list-search";
import { Button } from "./button";

/**
 * Previous / "Page n of m" / Next under a public list; shown only when there is more than one page. The steps are
 * links (`hrefFor` gives a page's address), so they work without scripts; with them, the new page's results come
 * into view.
 */
export function ResultPages({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const shown = Math.min(page, pages);
  const step = (to: number, label: string) =>
    to < 1 || to > pages ? (
      <Button asChild variant="outline" className="pointer-events-none opacity-50">
        <span aria-disabled="true">{label}</span>
      </Button>
    ) : (
      <Button asChild variant="outline">
        <Link to={hrefFor(to)} onClick={showResults}>
          {label}
        </Link>
      </Button>
    );
  return (
    <nav className="mt-8 flex items-center justify-center gap-3" aria-label="Result pages">
      {step(shown - 1, "Previous")}
      <span className="text-sm text-muted-foreground">
        Page {shown} of {pages}
      </span>
      {step(shown + 1, "Next")}
    </nav>
  );
}
