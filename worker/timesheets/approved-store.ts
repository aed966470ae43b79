import { aliasedTable, and, eq, gt, gte, inArray, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type Assignment, assignmentRatePeriods, assignments, type Timesheet, timesheets } from "../db/schema";
import { type PricedWeek, priceWeek } from "../domain/timesheet-pricing";
import { splitOvertime, weekDates } from "../domain/timesheet-week";
import { overtimeRuleOf } from "./views";

/**
 * What the firm billed, read from approved timesheets (issue 48 items 4 and 5): a week counts by its latest approved
 * version (a correction approved later replaces the earlier one), priced at the rates of its days.
 */

const later = aliasedTable(timesheets, "later_approved");
const newer = aliasedTable(timesheets, "newer_version");

/** A version with no later version of the same week: the one the approver decides on (decision 108). */
export const isLatestVersion = (db: Db) =>
  notExists(
    db
      .select({ id: newer.id })
      .from(newer)
      .where(
        and(
          eq(newer.assignmentId, timesheets.assignmentId),
          eq(newer.weekStart, timesheets.weekStart),
          gt(newer.version, timesheets.version),
        ),
      ),
  );

/** Approved versions with no later approved version of the same week: what billing and conversions count. */
export const latestApproved = (db: Db) =>
  and(
    eq(timesheets.status, "approved"),
    notExists(
      db
        .select({ id: later.id })
        .from(later)
        .where(
          and(
            eq(later.assignmentId, timesheets.assignmentId),
            eq(later.weekStart, timesheets.weekStart),
            eq(later.status, "approved"),
            gt(later.version, timesheets.version),
          ),
        ),
    ),
  );

/** Hours billed on an assignment so far (regular and overtime, hundredths): what a conversion's schedule reads. */
export async function billedHundredths(db: Db, assignmentId: string): Promise<number> {
  const [row] = await db
    .select({
      value: sql<number>`coalesce(sum(${timesheets.regularHundredths} + ${timesheets.overtimeHundredths}), 0)`,
    })
    .from(timesheets)
    .where(and(eq(timesheets.assignmentId, assignmentId), latestApproved(db)));
  return Number(row?.value ?? 0);
}

/** Each approved week starting from `from` to `to` (both "yyyy-MM-dd", included), priced. */
export async function pricedApprovedWeeks(
  db: Db,
  from: string,
  to: string,
): Promise<(PricedWeek & { assignmentId: string; weekStart: string })[]> {
  const inWeeks = and(gte(timesheets.weekStart, from), lte(timesheets.weekStart, to), latestApproved(db));
  // A subquery, not a list of ids: a quarter's assignments may pass D1's 100 bound parameters.
  // Not one batch: a batch reads a joined row by column names, which these two tables share (id, created_at).
  const rows = await db
    .select({ timesheet: timesheets, assignment: assignments })
    .from(timesheets)
    .innerJoin(assignments, eq(assignments.id, timesheets.assignmentId))
    .where(inWeeks);
  if (rows.length === 0) return [];
  const periods = await db
    .select()
    .from(assignmentRatePeriods)
    .where(
      inArray(
        assignmentRatePeriods.assignmentId,
        db.select({ id: timesheets.assignmentId }).from(timesheets).where(inWeeks),
      ),
    );
  return rows.map(({ timesheet, assignment }) => ({
    ...pricedTimesheet(
      timesheet,
      assignment,
      periods.filter((period) => period.assignmentId === assignment.id),
    ),
    assignmentId: assignment.id,
    weekStart: timesheet.weekStart,
  }));
}

/** A version priced at its assignment's rate periods (`periods`: the assignment's own) of each of its days. */
export function pricedTimesheet(
  timesheet: Timesheet,
  assignment: Assignment,
  periods: readonly (typeof assignmentRatePeriods.$inferSelect)[],
): PricedWeek {
  const rule = overtimeRuleOf(assignment);
  const days = splitOvertime(
    weekDates(timesheet.weekStart).map((date, index) => ({ date, hundredths: timesheet.dayHundredths[index] ?? 0 })),
    rule,
  );
  const week = {
    weekStart: timesheet.weekStart,
    days,
    regular: timesheet.regularHundredths,
    overtime: timesheet.overtimeHundredths,
  };
  const rates = periods.map((period) => ({
    from: period.fromDate,
    billCents: period.billRateCents,
    payCents: period.payRateCents,
  }));
  return priceWeek(week, rates, rule);
}
