import { aliasedTable, asc, eq, inArray, sql } from "drizzle-orm";
import type { AssignmentView, ExtensionView, RatePeriodView } from "../contract/assignments";
import type { Db } from "../db/client";
import {
  applications,
  assignmentExtensions,
  assignmentRatePeriods,
  assignments,
  clientContacts,
  clients,
  jobs,
  users,
} from "../db/schema";
import { marginCents, markupPercent, type RatePeriod, ratesOn, statusOn } from "../domain/assignment-money";
import { toDollars } from "../domain/placement-fees";

/**
 * An assignment as staff read it (issue 48 item 1): the contractor, the client, the job order, the approver, every
 * rate period with its margin and markup, every extension, and where it stands today. Every assignments read
 * answers these views.
 */

const creators = aliasedTable(users, "creators");
const extenders = aliasedTable(users, "extenders");

export function viewSelect(db: Db) {
  return db
    .select({
      assignment: assignments,
      firstName: applications.firstName,
      lastName: applications.lastName,
      clientName: clients.name,
      jobTitle: jobs.title,
      // Aliased: a batch (the list's) reads rows by column name, and the client's name is "name" too.
      approverName: sql<string | null>`${clientContacts.name}`.as("approver_name"),
      approverEmail: sql<string | null>`${clientContacts.email}`.as("approver_email"),
      creatorName: creators.username,
    })
    .from(assignments)
    .innerJoin(applications, eq(applications.id, assignments.applicationId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .leftJoin(clientContacts, eq(clientContacts.id, assignments.approverContactId))
    .leftJoin(creators, eq(creators.id, assignments.createdBy));
}

type ViewRow = Awaited<ReturnType<typeof viewSelect>>[number];

const dollars = (period: RatePeriod) => ({
  billRate: toDollars(period.billRateCents),
  payRate: toDollars(period.payRateCents),
  marginPerHour: toDollars(marginCents(period)),
  markupPercent: markupPercent(period),
});

function periodView(period: RatePeriod): RatePeriodView {
  return { from: period.fromDate, ...dollars(period) };
}

function toView(row: ViewRow, periods: RatePeriod[], extensions: ExtensionView[], today: string): AssignmentView {
  const a = row.assignment;
  // Every assignment is made with its first period, in the same batch.
  const current = ratesOn(periods, today)!;
  return {
    id: a.id,
    applicationId: a.applicationId,
    candidateId: a.candidateId,
    candidateName: `${row.firstName} ${row.lastName}`.trim(),
    clientId: a.clientId,
    clientName: row.clientName,
    jobId: a.jobId,
    jobTitle: row.jobTitle,
    startDate: a.startDate,
    endDate: a.endDate,
    status: statusOn(a, today),
    endedOn: a.endedOn,
    endReason: a.endReason,
    ...dollars(current),
    overtimeMultiplier: a.overtimeMultiplier,
    overtimeAfterHours: a.overtimeAfterHours,
    workLocation: a.workLocation,
    timeZone: a.timeZone,
    engagementType: a.engagementType,
    approver: a.approverContactId
      ? { id: a.approverContactId, name: row.approverName ?? "", email: row.approverEmail }
      : null,
    ratePeriods: periods.map(periodView),
    extensions,
    createdBy: a.createdBy ? { id: a.createdBy, name: row.creatorName ?? "Former staff member" } : null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The views of rows, each with its rate periods and extensions (two reads for the whole page). */
export async function viewsOf(db: Db, rows: ViewRow[], today: string): Promise<AssignmentView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.assignment.id);
  const [periods, extensions] = await db.batch([
    db
      .select()
      .from(assignmentRatePeriods)
      .where(inArray(assignmentRatePeriods.assignmentId, ids))
      .orderBy(asc(assignmentRatePeriods.fromDate)),
    db
      .select({ extension: assignmentExtensions, extenderName: extenders.username })
      .from(assignmentExtensions)
      .leftJoin(extenders, eq(extenders.id, assignmentExtensions.extendedBy))
      .where(inArray(assignmentExtensions.assignmentId, ids))
      .orderBy(asc(assignmentExtensions.createdAt), asc(assignmentExtensions.endDate)),
  ]);
  return rows.map((row) =>
    toView(
      row,
      periods.filter((period) => period.assignmentId === row.assignment.id),
      extensions
        .filter(({ extension }) => extension.assignmentId === row.assignment.id)
        .map(({ extension, extenderName }) => ({
          previousEndDate: extension.previousEndDate,
          endDate: extension.endDate,
          note: extension.note,
          extendedBy: extension.extendedBy
            ? { id: extension.extendedBy, name: extenderName ?? "Former staff member" }
            : null,
          createdAt: extension.createdAt.toISOString(),
        })),
      today,
    ),
  );
}

export async function findAssignment(db: Db, id: string, today: string): Promise<AssignmentView | undefined> {
  const rows = await viewSelect(db).where(eq(assignments.id, id)).limit(1);
  return (await viewsOf(db, rows, today))[0];
}
