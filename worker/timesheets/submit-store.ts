import type { TimesheetSubmit, TimesheetView } from "../contract/timesheets";
import type { Db } from "../db/client";
import { timesheets } from "../db/schema";
import { correctionNote } from "../domain/timesheet-correction";
import { readWeek, type WorkedDay, weekDates } from "../domain/timesheet-week";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { contractorWeekOf, weekRefusal } from "./link-store";
import { overtimeRuleOf, timesheetView, workingDates } from "./views";

/**
 * A contractor's submission of a week (issue 48 item 2): checked by the week's rule, it is always a new version, one
 * more than the latest read; two at once compete for the same version number, which is unique, so one is refused and
 * none is a duplicate. A version after an approved one is a correction: its note says which days moved since.
 */

const workedDays = (weekStart: string, hundredths: number[]): WorkedDay[] =>
  weekDates(weekStart).map((date, index) => ({ date, hundredths: hundredths[index] ?? 0 }));

export async function submitTimesheet(
  db: Db,
  actor: Actor,
  token: string,
  input: TimesheetSubmit,
  now: Date,
): Promise<TimesheetView> {
  const week = await contractorWeekOf(db, token, now);
  const { assignment, weekStart, versions } = week;
  const refusal = weekRefusal(weekStart, assignment);
  if (refusal) throw refusal;
  const read = readWeek(weekStart, input.days, workingDates(assignment), overtimeRuleOf(assignment));
  if (!read.ok) {
    throw new ApiError(400, "validation_failed", read.issues.map((issue) => issue.message).join(" "), read.issues);
  }
  const dayHundredths = read.week.days.map((day) => day.regular + day.overtime);
  const approved = versions.find((version) => version.status === "approved");
  const id = crypto.randomUUID();
  const row = {
    id,
    assignmentId: assignment.id,
    weekStart,
    version: (versions[0]?.version ?? 0) + 1,
    status: "submitted" as const,
    dayHundredths,
    regularHundredths: read.week.regular,
    overtimeHundredths: read.week.overtime,
    note: input.note || null,
    correctionNote: approved
      ? correctionNote(workedDays(weekStart, approved.dayHundredths), workedDays(weekStart, dayHundredths))
      : null,
    rejectionReason: null,
    submittedLinkId: week.linkId,
    submittedAt: now,
    decidedAt: null,
    decidedByContactId: null,
  };
  try {
    await db.batch([
      db.insert(timesheets).values(row),
      // The contractor is no staff member: their address and browser would be personal data in the staff's log.
      activityLog({ ...actor, ipAddress: null, userAgent: null }, db, {
        action: "timesheet.submit",
        entityType: "assignment",
        entityId: assignment.id,
        details: { timesheetId: id, weekStart, version: row.version },
      }),
    ]);
  } catch (error) {
    if (!String(error).includes("UNIQUE constraint failed")) throw error;
    throw new ApiError(409, "changed_meanwhile", "This week was sent again meanwhile: reload the page to see it.");
  }
  return timesheetView(row);
}
