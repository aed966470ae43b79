import type { DateOverrideView } from "#contract/availability";
import { OVERRIDES_PANEL } from "../../../content/availability";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ACTIONS_HEADER, AdminTable } from "../AdminTable";
import { dateText, windowsText } from "./availability-text";

/** The page's date overrides: the day, the type it applies to, its hours (or Closed) and note, and Delete. */
export function OverridesTable({
  rows,
  onDelete,
}: {
  rows: DateOverrideView[];
  onDelete: (override: DateOverrideView) => void;
}) {
  return (
    <AdminTable
      rows={rows}
      rowKey={(o) => o.id}
      minWidth="36rem"
      testId="date-overrides"
      empty={OVERRIDES_PANEL.empty}
      alignTop
      columns={[
        { header: "Date", className: "font-medium whitespace-nowrap", cell: (o) => dateText(o.date) },
        { header: "Applies to", cell: (o) => o.bookingTypeName ?? "All types" },
        {
          header: "Hours",
          cell: (o) => (o.closed ? <Badge tone="red">Closed</Badge> : windowsText(o.windows ?? [])),
        },
        { header: "Note", className: "text-muted-foreground", cell: (o) => o.note },
        {
          header: ACTIONS_HEADER,
          className: "text-right",
          cell: (o) => (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onDelete(o)}
              aria-label={`Delete the override of ${dateText(o.date)}`}
            >
              Delete
            </Button>
          ),
        },
      ]}
    />
  );
}
