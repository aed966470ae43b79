import { and, count, desc, eq, lt } from "drizzle-orm";
import type { AssignmentListQuery, AssignmentView } from "../contract/assignments";
import type { Db } from "../db/client";
import { assignments } from "../db/schema";
import { lastWeekOf, statusIs, timesheetMissing, timesheetWaiting, workingBetween } from "./list-filters";
import { viewSelect, viewsOf } from "./view-store";

/** One page of assignments, the soonest planned end first, and how many the filters match. */
export async function listAssignments(
  db: Db,
  query: AssignmentListQuery,
  today: string,
): Promise<{ rows: AssignmentView[]; total: number }> {
  const where = and(
    query.status ? statusIs(query.status, today) : undefined,
    query.clientId ? eq(assignments.clientId, query.clientId) : undefined,
    query.candidateId ? eq(assignments.candidateId, query.candidateId) : undefined,
    query.endingBefore ? lt(assignments.endDate, query.endingBefore) : undefined,
    workingBetween(query.workingFrom || undefined, query.workingTo || undefined),
    query.timesheet === "missing" ? timesheetMissing(db, query.week || lastWeekOf(today)) : undefined,
    query.timesheet === "waiting" ? timesheetWaiting(db) : undefined,
  );
  const [rows, [counted]] = await db.batch([
    viewSelect(db)
      .where(where)
      .orderBy(assignments.endDate, desc(assignments.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(assignments).where(where),
  ]);
  return { rows: await viewsOf(db, rows, today), total: counted?.value ?? 0 };
}
