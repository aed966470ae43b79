import type { TimesheetView } from "../contract/timesheets";
import type { Assignment, Timesheet } from "../db/schema";
import { type AssignmentDates, DEFAULT_OVERTIME_RULE, type OvertimeRule, weekDates } from "../domain/timesheet-week";

/** How the timesheets area reads a version and an assignment's week rule. */

/** A version as every timesheet route answers it: hours as decimal numbers, Monday to Sunday. */
export function timesheetView(row: Timesheet): TimesheetView {
  return {
    id: row.id,
    assignmentId: row.assignmentId,
    weekStart: row.weekStart,
    version: row.version,
    status: row.status,
    days: weekDates(row.weekStart).map((date, index) => ({ date, hours: (row.dayHundredths[index] ?? 0) / 100 })),
    regularHours: row.regularHundredths / 100,
    overtimeHours: row.overtimeHundredths / 100,
    note: row.note,
    correctionNote: row.correctionNote,
    rejectionReason: row.rejectionReason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The assignment's days that take hours: from its start to its early end, else its planned end. */
export function workingDates(assignment: Pick<Assignment, "startDate" | "endDate" | "endedOn">): AssignmentDates {
  return { startDate: assignment.startDate, endDate: assignment.endedOn ?? assignment.endDate };
}

/** The assignment's overtime rule: its multiplier over its weekly hours (US practice by default). */
export function overtimeRuleOf(
  assignment: Pick<Assignment, "overtimeAfterHours" | "overtimeMultiplier">,
): OvertimeRule {
  return {
    ...DEFAULT_OVERTIME_RULE,
    weeklyHours: assignment.overtimeAfterHours,
    multiplier: assignment.overtimeMultiplier,
  };
}
