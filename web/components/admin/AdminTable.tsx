import { Fragment, type ReactNode } from "react";
import { cn } from "../../lib/utils";
import { EmptyLine } from "./Panel";

/** One column of a back-office table: its header and what each row shows in it. */
export interface AdminColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells (width, alignment, wrapping). */
  className?: string;
  /** Extra classes of the header cell. */
  headerClassName?: string;
  /** The horizontal padding of its cells, when not the usual gap after each column but the last. */
  padding?: string;
  /** The cells are headers of their rows (`<th scope="row">`), as a matrix's first column. */
  rowHeader?: boolean;
}

/** The header of a column of row actions: named for screen readers, blank on screen. */
export const ACTIONS_HEADER = <span className="sr-only">Actions</span>;

const GAP = "pr-4 last:pr-0";

/**
 * The one table of the back office: columns declared as data, a header row, a row per item (or the `empty` line
 * when there are none), inside a wrapper that scrolls sideways on a phone instead of widening the page. `relative`
 * keeps screen-reader-only labels inside (absolutely positioned, they would otherwise stretch the document).
 *
 * @example
 * <AdminTable rows={users} rowKey={(user) => user.id} minWidth="36rem" empty="No users yet."
 *   columns={[{ header: "User", cell: (user) => user.username }, { header: ACTIONS_HEADER, cell: editButton }]} />
 */
export function AdminTable<Row>({
  rows,
  columns,
  rowKey,
  minWidth,
  testId,
  empty,
  compact,
  alignTop,
  className,
  rowData,
  detail,
}: {
  rows: readonly Row[];
  columns: readonly AdminColumn<Row>[];
  rowKey: (row: Row) => string;
  minWidth?: string;
  testId?: string;
  /** The line shown instead of the table when there are no rows; none when omitted. */
  empty?: ReactNode;
  /** Tighter rows, for logs read line by line. */
  compact?: boolean;
  /** Cells start at the top of their row, for rows whose cells hold more than one line. */
  alignTop?: boolean;
  /** Extra classes of the scrolling wrapper (e.g. shown from a breakpoint up, with cards below it). */
  className?: string;
  /** Data attributes of each row (`{ "data-candidate-id": id }`), for tests and scripts to find it by. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** What a row shows opened under it (a second row the width of the table, with its id); nothing when closed. */
  detail?: (row: Row) => { id: string; content: ReactNode } | undefined;
}) {
  if (rows.length === 0) return empty ? <EmptyLine>{empty}</EmptyLine> : null;
  const padY = compact ? "py-2" : "py-3";
  return (
    <div className={cn("relative mt-4 overflow-x-auto", className)}>
      <table className="w-full text-left text-sm" style={{ minWidth }} data-testid={testId}>
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            {columns.map((column, index) => (
              <th key={index} className={cn("py-2 font-medium", column.padding ?? GAP, column.headerClassName)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const opened = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr
                  className={cn(!opened && "border-b border-border last:border-0", alignTop && "align-top")}
                  {...rowData?.(row)}
                >
                  {columns.map((column, index) => {
                    const cellClass = cn(padY, column.padding ?? GAP, column.className);
                    return column.rowHeader ? (
                      <th key={index} scope="row" className={cn("font-medium", cellClass)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={index} className={cellClass}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
                {opened && (
                  <tr id={opened.id} className="border-b border-border last:border-0">
                    <td colSpan={columns.length} className="pb-3">
                      {opened.content}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
