import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../ui/button";

/**
 * "Showing 26-50 of 112" with Previous and Next under a paged back-office list; with no rows on a page past the
 * first (the list shrank meanwhile), a way back to the first page.
 */
export function ListPager({
  label,
  testId,
  page,
  pageSize,
  shown,
  total,
  onPage,
}: {
  /** Names the navigation for screen readers, e.g. "Message pages". */
  label: string;
  testId: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (shown === 0) {
    return page > 1 ? (
      <Button variant="outline" size="sm" className="mt-3" onClick={() => onPage(1)}>
        Back to the first page
      </Button>
    ) : null;
  }
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={testId}>
        Showing {first}-{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
