import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { ASSIGNMENT_DATED_STATUSES } from "../contract/assignment-enums";
import type { AssignmentChanged, AssignmentUpdateInput } from "../contract/assignments";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { assignmentExtensions, assignmentRatePeriods, assignments, clientContacts } from "../db/schema";
import { toCents } from "../domain/placement-fees";
import { type Actor, activityLog, changesOf } from "../http/activity-log";
import { ApiError, isUniqueViolation, validationError } from "../http/errors";
import { clientPortalUrl, newClientPortalLink } from "../submittals/client-portal-links";
import { findAssignment } from "./view-store";

/**
 * Changing an assignment (issue 48 item 1): only the fields named. An extension moves the planned end later and
 * keeps its note; ending early records the last day and the reason; a rate change is a new rate period from a day,
 * the earlier ones kept. Extending, ending and changing rates are claimed in the assignment's own update (still not
 * ended, its planned end as read), so two requests at once never both act on what the other changed.
 */

const ended = () =>
  new ApiError(409, "assignment_ended", "This assignment has ended: it takes no extension, end or rate change.");

type Row = typeof assignments.$inferSelect;

/** The named fields that are the assignment's own columns, as they would be stored. */
function plainChanges(input: AssignmentUpdateInput) {
  return Object.fromEntries(
    Object.entries({
      approverContactId: input.approverContactId,
      engagementType: input.engagementType,
      timeZone: input.timeZone,
      workLocation: input.workLocation === undefined ? undefined : input.workLocation || null,
      overtimeMultiplier: input.overtimeMultiplier,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<Row>;
}

/** The 400s the dates of an extension, an end or a rate period can earn against the assignment as read. */
function dateIssues(row: Row, input: AssignmentUpdateInput) {
  return [
    ...(input.extend && input.extend.endDate <= row.endDate
      ? [{ path: "extend.endDate", message: `End date must be after the planned end (${row.endDate})` }]
      : []),
    ...(input.endEarly && (input.endEarly.lastDay < row.startDate || input.endEarly.lastDay >= row.endDate)
      ? [
          {
            path: "endEarly.lastDay",
            message: `Last day must be from the start (${row.startDate}) to before the planned end (${row.endDate})`,
          },
        ]
      : []),
    ...(input.rates && (input.rates.from < row.startDate || input.rates.from > row.endDate)
      ? [
          {
            path: "rates.from",
            message: `From must be within the assignment (${row.startDate} to ${row.endDate})`,
          },
        ]
      : []),
  ];
}

/** Changes an assignment; undefined when there is none of that id. */
export async function updateAssignment(
  db: Db,
  actor: Actor,
  id: string,
  input: AssignmentUpdateInput,
  origin: string,
  now: Date,
  today: string,
): Promise<AssignmentChanged | undefined> {
  const [[row], [approver]] = await db.batch([
    db.select().from(assignments).where(eq(assignments.id, id)).limit(1),
    db
      .select({ id: clientContacts.id, clientId: clientContacts.clientId })
      .from(clientContacts)
      .where(eq(clientContacts.id, input.approverContactId ?? ""))
      .limit(1),
  ]);
  if (!row) return undefined;
  if (input.approverContactId && approver?.clientId !== row.clientId) {
    throw validationError([
      {
        path: "approverContactId",
        message: approver ? "The approver must be a contact of the assignment's client" : "No such client contact",
      },
    ]);
  }
  const dated = (ASSIGNMENT_DATED_STATUSES as readonly string[]).includes(row.status);
  if ((input.extend || input.endEarly || input.rates) && !dated) throw ended();
  const issues = dateIssues(row, input);
  if (issues.length > 0) throw validationError(issues);

  const plain = plainChanges(input);
  const link = input.approverContactId && approver ? await newClientPortalLink(db, approver.id, now) : undefined;
  const acting = input.extend || input.endEarly || input.rates;
  // The claim: still not ended and its planned end as read, or the whole batch fails (worker/db/claim.ts).
  const claim = acting
    ? {
        status: claimed(
          and(inArray(assignments.status, ASSIGNMENT_DATED_STATUSES), eq(assignments.endDate, row.endDate)),
          input.endEarly ? ("ended_early" as const) : row.status,
        ),
      }
    : {};
  const log = (entry: Omit<Parameters<typeof activityLog>[2], "entityType" | "entityId">) =>
    activityLog(actor, db, { ...entry, entityType: "assignment", entityId: id });
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(assignments)
      .set({
        ...plain,
        ...claim,
        ...(input.extend ? { endDate: input.extend.endDate } : {}),
        ...(input.endEarly ? { endedOn: input.endEarly.lastDay, endReason: input.endEarly.reason } : {}),
        updatedAt: now,
      })
      .where(eq(assignments.id, id)),
  ];
  if (link) statements.push(link.insert);
  if (Object.keys(plain).length > 0)
    statements.push(log({ action: "assignment.update", changes: changesOf(row, plain) }));
  if (input.extend) {
    statements.push(
      db.insert(assignmentExtensions).values({
        assignmentId: id,
        previousEndDate: row.endDate,
        endDate: input.extend.endDate,
        note: input.extend.note,
        extendedBy: actor.userId,
        createdAt: now,
      }),
      log({ action: "assignment.extend", details: { from: row.endDate, to: input.extend.endDate } }),
    );
  }
  if (input.endEarly)
    statements.push(log({ action: "assignment.end_early", details: { lastDay: input.endEarly.lastDay } }));
  if (input.rates) {
    statements.push(
      db.insert(assignmentRatePeriods).values({
        assignmentId: id,
        fromDate: input.rates.from,
        billRateCents: toCents(input.rates.billRate),
        payRateCents: toCents(input.rates.payRate),
        createdBy: actor.userId,
        createdAt: now,
      }),
      // The day only: a contractor's pay is theirs (decision 099), the rate period holds it.
      log({ action: "assignment.rate_change", details: { from: input.rates.from } }),
    );
  }
  try {
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, "rate_period_exists", "This assignment already has rates from that day.", [
        { path: "rates.from", message: "Rates from this day are already recorded" },
      ]);
    }
    if (!isRefusedClaim(error, "assignments.status")) throw error;
    throw new ApiError(409, "changed_meanwhile", "This assignment was changed meanwhile: reload it and try again.");
  }
  const assignment = (await findAssignment(db, id, today))!;
  return { ...assignment, approverPortalUrl: link ? clientPortalUrl(origin, link.token) : null };
}
