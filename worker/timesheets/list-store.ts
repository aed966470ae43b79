import { desc, eq } from "drizzle-orm";
import type { TimesheetView } from "../contract/timesheets";
import type { Db } from "../db/client";
import { assignments, timesheets } from "../db/schema";
import { timesheetView } from "./views";

/** Every version of an assignment's weeks for staff, newest week first, latest version first; null for no assignment. */
export async function assignmentTimesheets(db: Db, assignmentId: string): Promise<TimesheetView[] | null> {
  const [assignment, rows] = await db.batch([
    db.select({ id: assignments.id }).from(assignments).where(eq(assignments.id, assignmentId)),
    db
      .select()
      .from(timesheets)
      .where(eq(timesheets.assignmentId, assignmentId))
      .orderBy(desc(timesheets.weekStart), desc(timesheets.version)),
  ]);
  return assignment.length === 0 ? null : rows.map(timesheetView);
}
