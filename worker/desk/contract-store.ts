import { and, count, lt } from "drizzle-orm";
import { lastWeekOf, statusIs, timesheetMissing, timesheetWaiting, workingBetween } from "../assignments/list-filters";
import { CONTRACT_DESK_ENDING_DAYS, type ContractDeskView, type ContractMargin } from "../contract/contract-desk";
import { addDays } from "../contract/time-zone";
import type { Db } from "../db/client";
import { assignments } from "../db/schema";
import { toDollars } from "../domain/placement-fees";
import { firmToday } from "../jobs/store";
import { pricedApprovedWeeks } from "../timesheets/approved-store";
import { deskPeriods } from "./store";

/**
 * The desk's contract numbers (issue 48 item 5): four counts with the assignments list's own filters (so each equals
 * the list its link opens), in one batch, and the margin of approved weeks priced at their rates (a quarter is at
 * most thirteen weeks of each contractor).
 */

const countWhere = (db: Db, where: ReturnType<typeof and>) =>
  db.select({ value: count() }).from(assignments).where(where);

function margin(weeks: { billedCents: number; paidCents: number }[]): ContractMargin {
  const billed = weeks.reduce((sum, week) => sum + week.billedCents, 0);
  const paid = weeks.reduce((sum, week) => sum + week.paidCents, 0);
  return { billed: toDollars(billed), paid: toDollars(paid), margin: toDollars(billed - paid) };
}

export async function contractDeskNumbers(db: Db, now: Date): Promise<ContractDeskView> {
  const today = firmToday(now);
  const { weekStart, quarterStart } = deskPeriods(now);
  const weekEnd = addDays(weekStart, 6);
  const lastWeekStart = lastWeekOf(today);
  const endingBefore = addDays(today, CONTRACT_DESK_ENDING_DAYS + 1);
  const [[working], [ending], [missing], [waiting]] = await db.batch([
    countWhere(db, workingBetween(weekStart, weekEnd)),
    countWhere(db, and(statusIs("active", today), lt(assignments.endDate, endingBefore))),
    countWhere(db, timesheetMissing(db, lastWeekStart)),
    countWhere(db, timesheetWaiting(db)),
  ]);
  const weeks = await pricedApprovedWeeks(db, quarterStart, today);
  return {
    today,
    weekStart,
    weekEnd,
    lastWeekStart,
    quarterStart,
    endingBefore,
    workingThisWeek: working?.value ?? 0,
    endingSoon: ending?.value ?? 0,
    timesheetsMissing: missing?.value ?? 0,
    timesheetsWaiting: waiting?.value ?? 0,
    week: margin(weeks.filter((week) => week.weekStart === weekStart)),
    quarter: margin(weeks),
  };
}
