import { type FormEvent, useState } from "react";
import { TIMESHEET_STATUS_LABELS } from "#contract/timesheets";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { formatDay } from "../labels";
import { Panel } from "../Panel";
import { useAssignmentTimesheets, useTimesheetLink } from "./assignment-queries";

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
      {list.data && list.data.length === 0 && <p className="mt-4 text-sm text-muted-foreground">No timesheets yet.</p>}
      {list.data && list.data.length > 0 && (
        <table className="mt-4 w-full text-sm" data-testid="timesheets">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 pr-3 font-medium">Week</th>
              <th className="py-1 pr-3 font-medium">Regular</th>
              <th className="py-1 pr-3 font-medium">Overtime</th>
              <th className="py-1 pr-3 font-medium">Status</th>
              <th className="py-1 pr-3 font-medium">Version</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((timesheet) => (
              <tr key={timesheet.id} className="border-t border-border align-top">
                <td className="py-1 pr-3">{formatDay(timesheet.weekStart, "medium")}</td>
                <td className="py-1 pr-3">{timesheet.regularHours} h</td>
                <td className="py-1 pr-3">{timesheet.overtimeHours} h</td>
                <td className="py-1 pr-3">
                  {TIMESHEET_STATUS_LABELS[timesheet.status]}
                  {timesheet.rejectionReason && timesheet.status === "rejected" && (
                    <span className="block text-xs text-muted-foreground">{timesheet.rejectionReason}</span>
                  )}
                  {timesheet.correctionNote && (
                    <span className="block text-xs text-muted-foreground">{timesheet.correctionNote}</span>
                  )}
                </td>
                <td className="py-1 pr-3">{timesheet.version}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
