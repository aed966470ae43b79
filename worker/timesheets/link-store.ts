import { and, desc, eq, gt } from "drizzle-orm";
import { addDays, dayOfWeekOf, isCalendarDate } from "../contract/time-zone";
import type { Db } from "../db/client";
import { applications, assignments, clients, jobs, timesheetLinks, timesheets } from "../db/schema";
import { hashLinkToken, randomLinkToken } from "../domain/link-token";
import { dayName } from "../domain/timesheet-week";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { workingDates } from "./views";

/**
 * The contractor's magic link for a week (decision 108): a random token of which only the SHA-256 is stored, scoped
 * to one assignment and one week, so a link opens nothing else. Staff make it; the cron's weekly email and reminders
 * (notices.ts) carry the same kind. A wrong or expired token is one 404.
 */

/** Long enough for a late week and its correction after approval. */
export const TIMESHEET_LINK_DAYS = 60;

export const timesheetLinkNotFound = () =>
  new ApiError(
    404,
    "not_found",
    "This timesheet link does not work. It may have expired: ask your recruiter for a new one.",
  );

/** The contractor's page for a token, on the site's origin. */
export function timesheetUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/timesheet/${token}`;
}

/** Why a week cannot be opened for an assignment, or null: a Monday that overlaps its working days. */
export function weekRefusal(weekStart: string, assignment: Parameters<typeof workingDates>[0]): ApiError | null {
  if (!isCalendarDate(weekStart) || dayOfWeekOf(weekStart) !== 1) {
    const message = isCalendarDate(weekStart)
      ? `The week start ${weekStart} is a ${dayName(weekStart)}; weeks start on a Monday.`
      : "The week start must be written yyyy-MM-dd.";
    return new ApiError(400, "validation_failed", message, [{ path: "weekStart", message }]);
  }
  const { startDate, endDate } = workingDates(assignment);
  if (endDate !== null && weekStart > endDate) {
    return new ApiError(409, "assignment_ended", `This assignment ended on ${endDate}: it takes no new weeks.`);
  }
  if (addDays(weekStart, 6) < startDate) {
    const message = `The week of ${weekStart} is before the assignment starts on ${startDate}.`;
    return new ApiError(400, "validation_failed", message, [{ path: "weekStart", message }]);
  }
  return null;
}

/** The insert of a new link for an assignment's week (made by staff, or by the cron when `createdBy` is null). */
export async function newTimesheetLink(
  db: Db,
  assignmentId: string,
  weekStart: string,
  createdBy: string | null,
  now: Date,
) {
  const token = randomLinkToken();
  const insert = db.insert(timesheetLinks).values({
    id: crypto.randomUUID(),
    assignmentId,
    weekStart,
    tokenHash: await hashLinkToken(token),
    expiresAt: new Date(now.getTime() + TIMESHEET_LINK_DAYS * 24 * 60 * 60_000),
    createdBy,
    createdAt: now,
  });
  return { token, insert };
}

/** A new link for an assignment's week; null when there is no such assignment. */
export async function makeTimesheetLink(
  db: Db,
  actor: Actor,
  assignmentId: string,
  weekStart: string,
  origin: string,
  now: Date,
): Promise<{ url: string } | null> {
  const assignment = await db.select().from(assignments).where(eq(assignments.id, assignmentId)).get();
  if (!assignment) return null;
  const refusal = weekRefusal(weekStart, assignment);
  if (refusal) throw refusal;
  const link = await newTimesheetLink(db, assignmentId, weekStart, actor.userId, now);
  await db.batch([
    link.insert,
    activityLog(actor, db, {
      action: "timesheet.link",
      entityType: "assignment",
      entityId: assignmentId,
      details: { weekStart },
    }),
  ]);
  return { url: timesheetUrl(origin, link.token) };
}

/** The week a live token opens: its assignment, who and where, and every version so far (latest first). */
export async function contractorWeekOf(db: Db, token: string, now: Date) {
  const found = await db
    .select({
      linkId: timesheetLinks.id,
      weekStart: timesheetLinks.weekStart,
      assignment: assignments,
      firstName: applications.firstName,
      lastName: applications.lastName,
      clientName: clients.name,
      jobTitle: jobs.title,
    })
    .from(timesheetLinks)
    .innerJoin(assignments, eq(assignments.id, timesheetLinks.assignmentId))
    .innerJoin(applications, eq(applications.id, assignments.applicationId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .where(and(eq(timesheetLinks.tokenHash, await hashLinkToken(token)), gt(timesheetLinks.expiresAt, now)))
    .get();
  if (!found) throw timesheetLinkNotFound();
  const versions = await db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.assignmentId, found.assignment.id), eq(timesheets.weekStart, found.weekStart)))
    .orderBy(desc(timesheets.version));
  return { ...found, contractorName: `${found.firstName} ${found.lastName}`.trim(), versions };
}

export type ContractorWeek = Awaited<ReturnType<typeof contractorWeekOf>>;
