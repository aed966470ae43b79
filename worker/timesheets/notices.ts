import { and, asc, eq, gte, isNotNull, lte, notExists, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { addDays, mondayOf, zonedDate, zonedTime } from "../contract/time-zone";
import type { TimesheetNoticeKind } from "../contract/timesheets";
import type { Db } from "../db/client";
import { applications, assignments, clientContacts, clients, jobs, timesheetNotices, timesheets } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import { areaCodeZones } from "../domain/area-code-zones";
import type { Bindings } from "../env";
import { isUniqueViolation } from "../http/errors";
import { siteOrigin } from "../http/site-origin";
import { outreachTextCheck } from "../sms/outreach-text";
import { queueText } from "../sms/text-store";
import { clientPortalUrl, newClientPortalLink } from "../submittals/client-portal-links";
import { isLatestVersion } from "./approved-store";
import { newTimesheetLink, timesheetUrl } from "./link-store";
import { approverEmail, contractorEmail, contractorText } from "./notice-messages";

/**
 * The cron's timesheet notices (issue 48 item 2, decision 113), through the one delivery pipeline: from Monday 8 am
 * on the contractor's clock (the assignment's zone), the week's link by email, and by text with consent; the same
 * morning, a reminder of last week when no hours came; from Monday 8 am on the approver's clock, a reminder of a
 * week waiting for them. Each is a `timesheet_notices` row inserted in the batch that queues it, unique per
 * assignment, week, kind and channel, so a tick run twice (or two at once) sends once. At most NOTICE_BATCH
 * assignments a tick; the next tick (five minutes later) takes the rest.
 */

export const NOTICE_BATCH = 40;
/** "Monday morning": notices of a week go from 8 am on the recipient's clock (texts' quiet hours end then too). */
export const MONDAY_MORNING = "08:00";

/** Whether the morning of Monday `weekStart` has come on `zone`'s clock at `now` (or a later day of it). */
function mondayMorningCame(now: Date, weekStart: string, zone: string): boolean {
  const today = zonedDate(now.getTime(), zone);
  return today > weekStart || (today === weekStart && zonedTime(now.getTime(), zone) >= MONDAY_MORNING);
}

const lastDay = sql`coalesce(${assignments.endedOn}, ${assignments.endDate})`;

const noticed = (db: Db, kind: TimesheetNoticeKind, weekStart: typeof timesheets.weekStart | string) =>
  db
    .select({ id: timesheetNotices.id })
    .from(timesheetNotices)
    .where(
      and(
        eq(timesheetNotices.assignmentId, assignments.id),
        eq(timesheetNotices.weekStart, weekStart),
        eq(timesheetNotices.kind, kind),
        eq(timesheetNotices.channel, "email"),
      ),
    );

/** Assignments in `zone` working some day of the week of `weekStart`, not yet sent `kind` for it. */
function contractorRows(db: Db, zone: string, weekStart: string, kind: "link" | "missing", limit: number) {
  return db
    .select({
      assignmentId: assignments.id,
      candidateId: assignments.candidateId,
      firstName: applications.firstName,
      email: applications.email,
      phone: applications.phone,
      jobTitle: jobs.title,
      clientName: clients.name,
    })
    .from(assignments)
    .innerJoin(applications, eq(applications.id, assignments.applicationId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .where(
      and(
        eq(assignments.timeZone, zone),
        lte(assignments.startDate, addDays(weekStart, 6)),
        gte(lastDay, weekStart),
        notExists(noticed(db, kind, weekStart)),
        kind === "missing"
          ? notExists(
              db
                .select({ id: timesheets.id })
                .from(timesheets)
                .where(and(eq(timesheets.assignmentId, assignments.id), eq(timesheets.weekStart, weekStart))),
            )
          : undefined,
      ),
    )
    .orderBy(asc(assignments.id))
    .limit(limit);
}

type ContractorRow = Awaited<ReturnType<typeof contractorRows>>[number];

/** The batch of one contractor's notice: the link, the email, the text or why not, and the notice rows. */
async function contractorNotice(
  env: Pick<Bindings, "SITE_URL">,
  db: Db,
  row: ContractorRow,
  kind: "link" | "missing",
  weekStart: string,
  now: Date,
) {
  const link = await newTimesheetLink(db, row.assignmentId, weekStart, null, now);
  const notice = { ...row, weekStart, url: timesheetUrl(siteOrigin(env, null), link.token) };
  const related = { type: "assignment", id: row.assignmentId };
  const email = queueDelivery(db, "email", { recipient: row.email, ...contractorEmail(kind, notice), related }, now);
  const base = { assignmentId: row.assignmentId, weekStart, kind, createdAt: now };
  const statements: BatchItem<"sqlite">[] = [
    link.insert,
    email.insert,
    db.insert(timesheetNotices).values({ ...base, channel: "email", deliveryId: email.id }),
  ];
  // Texts with the contractor's consent only, held to their clock's hours (THE check of outreach texts).
  const check = await outreachTextCheck(
    db,
    { phone: row.phone, candidateId: row.candidateId ?? undefined, messageType: "reminder" },
    now,
  );
  if (check.allowed) {
    const text = queueText(
      db,
      { toNumber: row.phone, message: contractorText(kind, notice), messageType: "reminder" },
      now,
      { related, notBefore: check.held ? check.at : undefined },
    );
    statements.push(
      ...text.inserts,
      db.insert(timesheetNotices).values({ ...base, channel: "text", deliveryId: text.deliveryId }),
    );
  } else {
    statements.push(db.insert(timesheetNotices).values({ ...base, channel: "text", skipReason: check.reason }));
  }
  return statements;
}

/** Weeks whose latest version waits for the approver, oldest first, not yet reminded. */
function waitingRows(db: Db, before: string, limit: number) {
  return db
    .select({
      assignmentId: assignments.id,
      weekStart: timesheets.weekStart,
      timeZone: assignments.timeZone,
      contractorFirst: applications.firstName,
      contractorLast: applications.lastName,
      contactId: clientContacts.id,
      contactName: clientContacts.name,
      contactEmail: clientContacts.email,
      contactPhone: clientContacts.phone,
    })
    .from(timesheets)
    .innerJoin(assignments, eq(assignments.id, timesheets.assignmentId))
    .innerJoin(applications, eq(applications.id, assignments.applicationId))
    .innerJoin(clientContacts, eq(clientContacts.id, assignments.approverContactId))
    .where(
      and(
        eq(timesheets.status, "submitted"),
        lte(timesheets.weekStart, before),
        isNotNull(clientContacts.email),
        isLatestVersion(db),
        notExists(noticed(db, "unapproved", timesheets.weekStart)),
      ),
    )
    .orderBy(asc(timesheets.weekStart), asc(assignments.id))
    .limit(limit);
}

/** Runs a notice's batch; false when another tick sent it meanwhile (its notice row already there). */
async function sendOnce(db: Db, statements: BatchItem<"sqlite">[]): Promise<boolean> {
  try {
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The zones of assignments that may be working around now (the exact week is checked per zone). */
async function workingZones(db: Db, now: Date): Promise<string[]> {
  const today = zonedDate(now.getTime(), "UTC");
  const rows = await db
    .selectDistinct({ zone: assignments.timeZone })
    .from(assignments)
    .where(and(lte(assignments.startDate, addDays(today, 7)), gte(lastDay, addDays(today, -15))));
  return rows.map((row) => row.zone);
}

/** One cron tick's timesheet notices; answers how many were sent (a notice per assignment, week and kind). */
export async function runTimesheetNotices(env: Pick<Bindings, "SITE_URL">, db: Db, now: Date): Promise<number> {
  let budget = NOTICE_BATCH;
  for (const zone of await workingZones(db, now)) {
    const weekStart = mondayOf(zonedDate(now.getTime(), zone));
    if (!mondayMorningCame(now, weekStart, zone)) continue;
    for (const [kind, week] of [
      ["link", weekStart],
      ["missing", addDays(weekStart, -7)],
    ] as const) {
      if (budget <= 0) return NOTICE_BATCH;
      for (const row of await contractorRows(db, zone, week, kind, budget)) {
        if (await sendOnce(db, await contractorNotice(env, db, row, kind, week, now))) budget--;
      }
    }
  }
  if (budget <= 0) return NOTICE_BATCH;
  // Weeks whose next Monday may have come somewhere: the exact morning is checked on the approver's clock.
  const before = addDays(zonedDate(now.getTime(), "UTC"), -6);
  for (const row of await waitingRows(db, before, budget)) {
    // The approver's clock: their phone's area code, else the zone they approve the work in.
    const zone = (row.contactPhone && areaCodeZones(row.contactPhone)?.[0]) || row.timeZone;
    if (!mondayMorningCame(now, addDays(row.weekStart, 7), zone)) continue;
    const link = await newClientPortalLink(db, row.contactId, now);
    const email = queueDelivery(
      db,
      "email",
      {
        recipient: row.contactEmail!,
        ...approverEmail({
          contactName: row.contactName,
          contractorName: `${row.contractorFirst} ${row.contractorLast}`.trim(),
          weekStart: row.weekStart,
          clientPortalUrl: clientPortalUrl(siteOrigin(env, null), link.token),
        }),
        related: { type: "client_contact", id: row.contactId },
      },
      now,
    );
    const notice = db.insert(timesheetNotices).values({
      assignmentId: row.assignmentId,
      weekStart: row.weekStart,
      kind: "unapproved",
      channel: "email",
      deliveryId: email.id,
      createdAt: now,
    });
    if (await sendOnce(db, [link.insert, email.insert, notice])) budget--;
  }
  return NOTICE_BATCH - budget;
}
