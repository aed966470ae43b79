import { and, count, desc, eq, gt, gte, lt, lte, type SQL } from "drizzle-orm";
import type { AssignmentStatus } from "../contract/assignment-enums";
import type { AssignmentListQuery, AssignmentView } from "../contract/assignments";
import type { Db } from "../db/client";
import { assignments } from "../db/schema";
import { viewSelect, viewsOf } from "./view-store";

/**
 * Assignments with a status on `today`, in SQL: the same rule as statusOn (worker/domain/assignment-money.ts), a
 * stored "upcoming" read by its dates.
 */
function statusIs(status: AssignmentStatus, today: string): SQL | undefined {
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
