import { type ComponentProps, type ReactNode, useState } from "react";
import {
  APPLICATION_STAGE_LABELS,
  type ApplicationListItem,
  BOARD_COLUMN_PAGE,
  type BoardColumnView,
  type BoardColumn as Column,
} from "#contract/application-pipeline";
import { BOARD_COPY } from "../../../content/applications";
import { cn } from "../../../lib/utils";
import { Button } from "../../ui/button";
import { type BoardScope, useBoardColumn } from "./application-queries";

/** The list API's largest page: a column shows at most this many; the table works the rest. */
const COLUMN_MAX = 100;

export const columnLabel = (column: Column) =>
  column === "closed" ? BOARD_COPY.closedColumn : APPLICATION_STAGE_LABELS[column];

/**
 * One column: its count in the heading and its newest cards; "Show more" reads the column further through the list
 * (same order), up to the list's largest page. A card the board has since moved elsewhere is left out here.
 */
export function BoardColumnSection({
  scope,
  view,
  placedIn,
  dropTarget,
  card,
  ...drop
}: {
  scope: BoardScope;
  view: BoardColumnView;
  /** The column the board holds a card in, if it holds it. */
  placedIn: (id: string) => Column | undefined;
  dropTarget: boolean;
  card: (application: ApplicationListItem) => ReactNode;
} & Pick<ComponentProps<"section">, "onDragOver" | "onDragLeave" | "onDrop">) {
  const [limit, setLimit] = useState(BOARD_COLUMN_PAGE);
  const [opened, setOpened] = useState(false);
  const more = useBoardColumn(scope, view.column, limit, limit > BOARD_COLUMN_PAGE);
  const boardIds = new Set(view.rows.map((row) => row.id));
  const further = (limit > BOARD_COLUMN_PAGE ? (more.data?.rows ?? []) : []).filter(
    (row) => !boardIds.has(row.id) && (placedIn(row.id) ?? view.column) === view.column,
  );
  const cards = [...view.rows, ...further];
  const left = view.total - cards.length;
  // An empty stage folds to a strip (its name and count), still a drop target; its button opens it.
  const folded = view.total === 0 && cards.length === 0 && !opened;
  const title = (
    <>
      {columnLabel(view.column)} <span className="font-normal text-muted-foreground">({view.total})</span>
    </>
  );
  return (
    <section
      aria-labelledby={`board-${view.column}`}
      data-column={view.column}
      data-folded={folded || undefined}
      {...drop}
      className={cn(
        "flex shrink-0 flex-col rounded-lg border border-border bg-muted/50 p-1.5",
        folded ? "w-11" : "w-64",
        dropTarget && "border-primary bg-blue-50",
      )}
    >
      <h3 id={`board-${view.column}`} className="px-1 py-1 text-sm font-semibold text-primary">
        {view.total === 0 && cards.length === 0 ? (
          <button
            type="button"
            aria-expanded={!folded}
            onClick={() => setOpened(!opened)}
            className={cn(
              "rounded-sm text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring",
              folded && "[writing-mode:vertical-rl]",
            )}
          >
            {title}
          </button>
        ) : (
          title
        )}
      </h3>
      {!folded && <ul className="mt-1 flex min-h-16 flex-col gap-2">{cards.map(card)}</ul>}
      {left > 0 &&
        (limit < COLUMN_MAX ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1"
            disabled={more.isFetching}
            onClick={() => setLimit((shown) => Math.min(COLUMN_MAX, shown + BOARD_COLUMN_PAGE))}
          >
            {BOARD_COPY.showMore(left)}
            <span className="sr-only"> {columnLabel(view.column)}</span>
          </Button>
        ) : (
          <p className="mt-1 px-1 text-xs text-muted-foreground">{BOARD_COPY.moreInTable(left)}</p>
        ))}
    </section>
  );
}
