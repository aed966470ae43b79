import { and, eq, exists, gt, gte, lt, lte, notExists, type SQL, sql } from "drizzle-orm";
import type { AssignmentStatus } from "../contract/assignment-enums";
import { addDays, mondayOf } from "../contract/time-zone";
import type { Db } from "../db/client";
import { assignments, timesheets } from "../db/schema";
import { isLatestVersion } from "../timesheets/approved-store";

/**
 * The assignments list's filters as SQL, shared with the desk's counts (worker/desk/contract-store.ts), so a number on
 * the desk and the list its link opens always agree.
 */

/**
 * Assignments with a status on `today`, in SQL: the same rule as statusOn (worker/domain/assignment-money.ts), a
 * stored "upcoming" read by its dates.
 */
export function statusIs(status: AssignmentStatus, today: string): SQL | undefined {
  const dated = eq(assignments.status, "upcoming");
  switch (status) {
    case "upcoming":
      return and(dated, gt(assignments.startDate, today));
    case "active":
      return and(dated, lte(assignments.startDate, today), gte(assignments.endDate, today));
    case "completed":
      return and(dated, lt(assignments.endDate, today));
    default:
      return eq(assignments.status, status);
  }
}

/** The last working day: the early end (or conversion), else the planned end. */
const lastDay = sql`coalesce(${assignments.endedOn}, ${assignments.endDate})`;

/** Working some day from `from` to `to`, both included (either side open when not given). */
export function workingBetween(from: string | undefined, to: string | undefined): SQL | undefined {
  return and(to ? lte(assignments.startDate, to) : undefined, from ? gte(lastDay, from) : undefined);
}

/** Working the week of `week` (a Monday, or the Monday before it) with no version of that week sent. */
export function timesheetMissing(db: Db, week: string): SQL | undefined {
  const monday = mondayOf(week);
  return and(
    workingBetween(monday, addDays(monday, 6)),
    notExists(
      db
        .select({ id: timesheets.id })
        .from(timesheets)
        .where(and(eq(timesheets.assignmentId, assignments.id), eq(timesheets.weekStart, monday))),
    ),
  );
}

/** A week whose latest version waits for the approver. */
export function timesheetWaiting(db: Db): SQL {
  return exists(
    db
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(and(eq(timesheets.assignmentId, assignments.id), eq(timesheets.status, "submitted"), isLatestVersion(db))),
  );
}

/** The week before the one holding `today`: the last whole week, the one a missing timesheet is looked for. */
export const lastWeekOf = (today: string) => addDays(mondayOf(today), -7);
