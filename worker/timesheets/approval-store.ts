import { aliasedTable, and, desc, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import type { PortalTimesheetView, TimesheetStatus } from "../contract/timesheets";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { applications, assignments, jobs, timesheets } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { clientPortalContactOf, clientPortalNotFound } from "../submittals/client-portal-links";
import { timesheetView } from "./views";

/**
 * The approver's side (issue 48 item 2): in the client portal, a contact sees the weeks of the assignments they
 * approve (the latest version of each) and approves or rejects the one waiting. The token is the authority: every
 * read and write is scoped to the assignments whose approver is its contact, so another client's week is the same
 * 404 as a missing one. The decision is claimed in its one update (still submitted, still the latest version), so of
 * twenty at once exactly one is recorded.
 */

const later = aliasedTable(timesheets, "later");

/** The version is the latest of its week: no later one exists. */
const isLatest = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(later)
      .where(
        and(
          eq(later.assignmentId, timesheets.assignmentId),
          eq(later.weekStart, timesheets.weekStart),
          gt(later.version, timesheets.version),
        ),
      ),
  );

const approversAssignments = (db: Db, contactId: string) =>
  db.select({ id: assignments.id }).from(assignments).where(eq(assignments.approverContactId, contactId));

function portalSelect(db: Db) {
  return db
    .select({
      timesheet: timesheets,
      firstName: applications.firstName,
      lastName: applications.lastName,
      jobTitle: jobs.title,
    })
    .from(timesheets)
    .innerJoin(assignments, eq(assignments.id, timesheets.assignmentId))
    .innerJoin(applications, eq(applications.id, assignments.applicationId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId));
}

type PortalRow = Awaited<ReturnType<typeof portalSelect>>[number];

function portalView(row: PortalRow): PortalTimesheetView {
  return {
    ...timesheetView(row.timesheet),
    contractorName: `${row.firstName} ${row.lastName}`.trim(),
    jobTitle: row.jobTitle,
  };
}

/** How many recent weeks the portal lists: the waiting ones come first, then the latest decided. */
const PORTAL_WEEKS_MAX = 50;

/** The latest version of each week of a contact's assignments, waiting ones first, then the newest weeks. */
export async function approverTimesheets(db: Db, contactId: string): Promise<PortalTimesheetView[]> {
  const rows = await portalSelect(db)
    .where(and(eq(assignments.approverContactId, contactId), isLatest(db)))
    .orderBy(
      sql`case when ${timesheets.status} = 'submitted' then 0 else 1 end`,
      desc(timesheets.weekStart),
      desc(timesheets.submittedAt),
    )
    .limit(PORTAL_WEEKS_MAX);
  return rows.map(portalView);
}

/** The token's weeks, for GET /api/client-portal/{token}/timesheets. */
export async function portalTimesheets(db: Db, token: string, now: Date): Promise<PortalTimesheetView[]> {
  const contact = await clientPortalContactOf(db, token, now);
  return approverTimesheets(db, contact.contactId);
}

async function contactTimesheet(db: Db, contactId: string, id: string) {
  const [row] = await portalSelect(db)
    .where(and(eq(timesheets.id, id), eq(assignments.approverContactId, contactId)))
    .limit(1);
  if (!row) throw clientPortalNotFound();
  return row;
}

export type TimesheetDecision = { decision: "approved" } | { decision: "rejected"; reason: string };

/** Approves or rejects a waiting week; 409 when it was decided already or the contractor sent a newer version. */
export async function decideTimesheet(
  db: Db,
  actor: Actor,
  token: string,
  id: string,
  decision: TimesheetDecision,
  now: Date,
): Promise<PortalTimesheetView> {
  const contact = await clientPortalContactOf(db, token, now);
  const row = await contactTimesheet(db, contact.contactId, id);
  const status: TimesheetStatus = decision.decision;
  const claim = db
    .update(timesheets)
    .set({
      status: claimed(and(eq(timesheets.status, "submitted"), isLatest(db)), status),
      rejectionReason: decision.decision === "rejected" ? decision.reason : null,
      decidedAt: now,
      decidedByContactId: contact.contactId,
    })
    .where(and(eq(timesheets.id, id), inArray(timesheets.assignmentId, approversAssignments(db, contact.contactId))));
  await db
    .batch([
      claim,
      activityLog({ ...actor, clientContactId: contact.contactId }, db, {
        action: decision.decision === "approved" ? "timesheet.approve" : "timesheet.reject",
        entityType: "assignment",
        entityId: row.timesheet.assignmentId,
        details: { timesheetId: id, weekStart: row.timesheet.weekStart, version: row.timesheet.version },
      }),
    ])
    .catch(async (error: unknown) => {
      if (!isRefusedClaim(error, "timesheets.status")) throw error;
      const current = await contactTimesheet(db, contact.contactId, id);
      if (current.timesheet.status !== "submitted") {
        throw new ApiError(409, "already_decided", `This week is already ${current.timesheet.status}.`);
      }
      throw new ApiError(409, "superseded", "The contractor sent a newer version of this week: decide on that one.");
    });
  return portalView(await contactTimesheet(db, contact.contactId, id));
}
