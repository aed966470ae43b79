import { and, count, eq, gte, isNotNull, ne, or, sql, sum } from "drizzle-orm";
import { BOOKING_RULES } from "../contract/booking";
import type { DeskView } from "../contract/desk";
import { mondayOf, startOfZonedDay, zonedDate } from "../contract/time-zone";
import type { Db } from "../db/client";
import { applicationEvents, applications, clients, jobs, placements, submittals } from "../db/schema";
import { deskSettingsOf, waitingCondition } from "../submittals/store";

/**
 * The desk's numbers (issue 32 item 7): reads of the areas that own each record, counted in one batch (jobs by
 * client, submittals by status and date, stage events by type and date on their indexes; placements, a few hundred
 * a year, by date).
 */

const ZONE = BOOKING_RULES.timeZone;

/** Monday of the business-zone week holding `now`, and the first day of its calendar quarter. */
export function deskPeriods(now: Date): { weekStart: string; quarterStart: string } {
  const today = zonedDate(now.getTime(), ZONE);
  const weekStart = mondayOf(today);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const quarterMonth = Math.floor((month - 1) / 3) * 3 + 1;
  return { weekStart, quarterStart: `${year}-${String(quarterMonth).padStart(2, "0")}-01` };
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
  const { weekStart, quarterStart } = deskPeriods(now);
  const week = startOf(weekStart);
  const quarter = startOf(quarterStart);
  const { waitingDays } = await deskSettingsOf(db);
  const submittedBy = ownerId ? eq(submittals.submittedBy, ownerId) : undefined;
  const [[openJobs], [submitted], [interviews], [placed], [waiting]] = await db.batch([
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
    interviewsThisWeek: interviews?.value ?? 0,
    placementsThisQuarter: placed?.value ?? 0,
    feesThisQuarter: Number(placed?.fees ?? 0) / 100,
    waitingForClient: waiting?.value ?? 0,
    weekStart,
    quarterStart,
  };
}
