import { and, count, eq, gte, isNotNull, ne, or, sql, sum } from "drizzle-orm";
import { BOOKING_RULES } from "../contract/booking";
import { DESK_INTERVIEW_NUMBERS, type DeskInterviewNumber, type DeskView } from "../contract/desk";
import { addDays, mondayOf, startOfZonedDay, zonedDate } from "../contract/time-zone";
import type { Db } from "../db/client";
import { applicationEvents, applications, clients, jobs, placements, submittals } from "../db/schema";
import { deskInterviewCounts, deskInterviewLists } from "../interviews/list-store";
import { deskSettingsOf, waitingCondition } from "../submittals/store";

/**
 * The desk's numbers (issue 32 item 7): reads of the areas that own each record, counted in one batch (jobs by
 * client, submittals by status and date, stage events by type and date on their indexes; placements, a few hundred
 * a year, by date).
 */

const ZONE = BOOKING_RULES.timeZone;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Monday and Sunday of the business-zone week holding `now`, the first and last days of its month, and the first
 * day of its calendar quarter.
 */
export function deskPeriods(now: Date) {
  const today = zonedDate(now.getTime(), ZONE);
  const weekStart = mondayOf(today);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const quarterMonth = Math.floor((month - 1) / 3) * 3 + 1;
  const monthStart = `${year}-${pad(month)}-01`;
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return {
    weekStart,
    weekEnd: addDays(weekStart, 6),
    monthStart,
    monthEnd: addDays(nextMonth, -1),
    quarterStart: `${year}-${pad(quarterMonth)}-01`,
  };
}

/** A desk list's filters as the interviews list reads them in its URL. */
function listQuery(filters: Record<string, string | string[]>, ownerId: string | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) params.set(name, Array.isArray(value) ? value.join(",") : value);
  if (ownerId) params.set("ownerId", ownerId);
  return params.toString();
}

const startOf = (date: string) => new Date(startOfZonedDay(date, ZONE));

/**
 * An interview is on someone's desk when they work the candidate or the client: the application's owner, the job
 * order's owner, the client's account manager, or whoever submitted the candidate. A manager who submits and owns
 * the job order but leaves the application unassigned still counts their interviews.
 */
const interviewIsTheirs = (staffId: string) =>
  or(
    eq(applications.ownerId, staffId),
    eq(jobs.ownerId, staffId),
    eq(clients.ownerId, staffId),
    sql`exists (select 1 from ${submittals} where ${submittals.applicationId} = ${applications.id}
      and ${submittals.submittedBy} = ${staffId})`,
  );

export async function deskNumbers(db: Db, ownerId: string | undefined, now = new Date()): Promise<DeskView> {
  const periods = deskPeriods(now);
  const { weekStart, quarterStart } = periods;
  const lists = deskInterviewLists(periods);
  const interviewCounts = await deskInterviewCounts(db, lists, ownerId);
  const week = startOf(weekStart);
  const quarter = startOf(quarterStart);
  const { waitingDays } = await deskSettingsOf(db);
  const submittedBy = ownerId ? eq(submittals.submittedBy, ownerId) : undefined;
  const [[openJobs], [submitted], [movedToInterview], [placed], [waiting]] = await db.batch([
    db
      .select({ value: count() })
      .from(jobs)
      .where(
        and(isNotNull(jobs.clientId), eq(jobs.status, "published"), ownerId ? eq(jobs.ownerId, ownerId) : undefined),
      ),
    db
      .select({ value: count() })
      .from(submittals)
      .where(and(gte(submittals.createdAt, week), submittedBy)),
    db
      .select({ value: count() })
      .from(applicationEvents)
      .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(clients, eq(clients.id, jobs.clientId))
      .where(
        and(
          eq(applicationEvents.type, "stage"),
          eq(applicationEvents.toValue, "interviewing"),
          gte(applicationEvents.changedAt, week),
          ownerId ? interviewIsTheirs(ownerId) : undefined,
        ),
      ),
    db
      .select({ value: count(), fees: sum(placements.feeCents) })
      .from(placements)
      .where(
        and(
          gte(placements.createdAt, quarter),
          ne(placements.status, "fell_off"),
          ownerId ? eq(placements.placedBy, ownerId) : undefined,
        ),
      ),
    db
      .select({ value: count() })
      .from(submittals)
      .where(and(waitingCondition(waitingDays, now), submittedBy)),
  ]);
  return {
    openJobOrders: openJobs?.value ?? 0,
    submittalsThisWeek: submitted?.value ?? 0,
    movedToInterviewThisWeek: movedToInterview?.value ?? 0,
    ...interviewCounts,
    interviewLists: Object.fromEntries(
      DESK_INTERVIEW_NUMBERS.map((key) => [key, listQuery(lists[key], ownerId)]),
    ) as Record<DeskInterviewNumber, string>,
    placementsThisQuarter: placed?.value ?? 0,
    feesThisQuarter: Number(placed?.fees ?? 0) / 100,
    waitingForClient: waiting?.value ?? 0,
    weekStart,
    monthStart: periods.monthStart,
    quarterStart,
  };
}
