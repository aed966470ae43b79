import { type FormEvent, useState } from "react";
import { TIMESHEET_STATUS_LABELS, type TimesheetView } from "#contract/timesheets";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { type AdminColumn, AdminTable } from "../AdminTable";
import { formatDay } from "../labels";
import { Panel } from "../Panel";
import { useAssignmentTimesheets, useTimesheetLink } from "./assignment-queries";

const COLUMNS: readonly AdminColumn<TimesheetView>[] = [
  { header: "Week", cell: (timesheet) => formatDay(timesheet.weekStart, "medium") },
  { header: "Regular", cell: (timesheet) => `${timesheet.regularHours} h` },
  { header: "Overtime", cell: (timesheet) => `${timesheet.overtimeHours} h` },
  {
    header: "Status",
    cell: (timesheet) => (
      <>
        {TIMESHEET_STATUS_LABELS[timesheet.status]}
        {timesheet.rejectionReason && timesheet.status === "rejected" && (
          <span className="block text-xs text-muted-foreground">{timesheet.rejectionReason}</span>
        )}
        {timesheet.correctionNote && (
          <span className="block text-xs text-muted-foreground">{timesheet.correctionNote}</span>
        )}
      </>
    ),
  },
  { header: "Version", cell: (timesheet) => timesheet.version },
];

/**
 * An assignment's timesheets (issue 48 item 2): each version of each week with its regular and overtime hours, and
 * the contractor's link for a week, made here and shown once to send them.
 */
export function TimesheetsPanel({ assignmentId, open }: { assignmentId: string; open: boolean }) {
  const list = useAssignmentTimesheets(assignmentId);
  const link = useTimesheetLink(assignmentId);
  const [weekStart, setWeekStart] = useState("");
  const error =
    link.error instanceof ApiError
      ? (link.error.issues?.[0]?.message ?? link.error.serverMessage ?? "Please try again.")
      : link.error
        ? "Please try again."
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    link.mutate(weekStart);
  };
  return (
    <Panel id="timesheets" title="Timesheets" className="mt-6">
      {open && (
        <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={submit}>
          <Field label="Week starting (a Monday)" required error={error}>
            {(p) => (
              <Input
                {...p}
                type="date"
                name="weekStart"
                value={weekStart}
                onChange={(e) => setWeekStart(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={link.isPending || weekStart === ""}>
            Make the week's link
          </Button>
        </form>
      )}
      {link.data && (
        <p className="mt-3 rounded-md border border-border bg-white p-3 text-sm break-all" role="note">
          The contractor's link for the week (shown this once, send it to them):{" "}
          <span className="font-mono" data-testid="timesheet-link">
            {link.data.url}
          </span>
        </p>
      )}
      {list.data && (
        <div className="mt-4">
          <AdminTable
            rows={list.data}
            rowKey={(timesheet) => timesheet.id}
            columns={COLUMNS}
            testId="timesheets"
            minWidth="32rem"
            alignTop
            empty={<p className="text-sm text-muted-foreground">No timesheets yet.</p>}
          />
        </div>
      )}
    </Panel>
  );
}
