import { and, eq, exists, inArray, ne, notExists } from "drizzle-orm";
import { stageMoveStatements } from "../applications/move-statements";
import { isClosedStage } from "../contract/application-pipeline";
import { ASSIGNMENT_JOB_TYPES, isAssignmentJobType } from "../contract/assignment-enums";
import type { AssignmentCreated, AssignmentCreateInput } from "../contract/assignments";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { applications, assignmentRatePeriods, assignments, clientContacts, jobs } from "../db/schema";
import { closesOpenSubmittals } from "../domain/application-stages";
import { toCents } from "../domain/placement-fees";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { clientPortalUrl, newClientPortalLink } from "../submittals/client-portal-links";
import { closeOpenSubmittals } from "../submittals/closing";
import { findAssignment } from "./view-store";

/**
 * Starting an assignment (issue 48 item 1): placing a candidate on a client's Contract job order. The assignment, its
 * first rate period, the approver's client-portal link and the application's move to "placed" are one batch. The one
 * writer of `assignments`, `assignment_rate_periods` and `assignment_extensions` with change-store.ts.
 */

const alreadyAssigned = () =>
  new ApiError(409, "already_assigned", "This application already has an assignment.", [
    { path: "applicationId", message: "Already on assignment" },
  ]);

const jobClosed = () =>
  new ApiError(409, "job_closed", "This job order is closed: reopen (publish) it before starting an assignment.", [
    { path: "applicationId", message: "The application's job order is closed" },
  ]);

/** The assignment of an application, as a subquery of the claim and of the refusal after it. */
function assignmentOf(db: Db, applicationId: string) {
  return db.select({ id: assignments.id }).from(assignments).where(eq(assignments.applicationId, applicationId));
}

/**
 * Starts an assignment. Refused, changing nothing: an unknown application (400 applicationId), an approver who is no
 * contact of the job order's client (400 approverContactId), a job that is no client's job order (409
 * job_without_client), a job order that is not a Contract one (409 not_contract_job: it takes a placement), a closed
 * application (409 application_closed), a closed job order (409 job_closed), an application already on assignment
 * (409 already_assigned). The last two are claimed in the assignment's insert itself, so parallel requests start one.
 */
export async function createAssignment(
  db: Db,
  actor: Actor,
  input: AssignmentCreateInput,
  origin: string,
  now: Date,
  today: string,
): Promise<AssignmentCreated> {
  const [[application], [approver]] = await db.batch([
    db
      .select({
        id: applications.id,
        stage: applications.stage,
        candidateId: applications.candidateId,
        jobId: applications.jobId,
        clientId: jobs.clientId,
        jobType: jobs.type,
        jobStatus: jobs.status,
      })
      .from(applications)
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, input.applicationId))
      .limit(1),
    db
      .select({ id: clientContacts.id, clientId: clientContacts.clientId })
      .from(clientContacts)
      .where(eq(clientContacts.id, input.approverContactId))
      .limit(1),
  ]);
  if (!application) throw validationError([{ path: "applicationId", message: "No such application" }]);
  const { jobId, clientId } = application;
  if (!jobId || !clientId) {
    throw new ApiError(
      409,
      "job_without_client",
      "The application's job is not a job order of a client: link the job to a client first.",
      [{ path: "applicationId", message: "The application's job has no client" }],
    );
  }
  if (!approver || approver.clientId !== clientId) {
    throw validationError([
      {
        path: "approverContactId",
        message: approver ? "The approver must be a contact of the job order's client" : "No such client contact",
      },
    ]);
  }
  if (!application.jobType || !isAssignmentJobType(application.jobType)) {
    throw new ApiError(
      409,
      "not_contract_job",
      "This job order is not a Contract one: place the candidate (a fee) instead of starting an assignment.",
      [{ path: "applicationId", message: "The application's job order is not a Contract job order" }],
    );
  }
  if (isClosedStage(application.stage)) {
    throw new ApiError(
      409,
      "application_closed",
      "This application is closed: reopen it before starting an assignment.",
      [{ path: "applicationId", message: "The application is closed" }],
    );
  }
  if (application.jobStatus === "archived") throw jobClosed();

  const id = crypto.randomUUID();
  const link = await newClientPortalLink(db, approver.id, now);
  // The claim: no assignment for this application yet and its job order an open Contract one, read by the insert.
  const free = and(
    notExists(assignmentOf(db, application.id)),
    exists(
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), inArray(jobs.type, ASSIGNMENT_JOB_TYPES), ne(jobs.status, "archived"))),
    ),
  );
  try {
    await db.batch([
      db.insert(assignments).values({
        id,
        applicationId: application.id,
        candidateId: application.candidateId,
        clientId,
        jobId,
        startDate: input.startDate,
        endDate: input.endDate,
        overtimeMultiplier: input.overtimeMultiplier,
        workLocation: input.workLocation || null,
        timeZone: input.timeZone,
        approverContactId: approver.id,
        engagementType: input.engagementType,
        status: claimed(free, "upcoming" as const),
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      }),
      db.insert(assignmentRatePeriods).values({
        assignmentId: id,
        fromDate: input.startDate,
        billRateCents: toCents(input.billRate),
        payRateCents: toCents(input.payRate),
        createdBy: actor.userId,
        createdAt: now,
      }),
      link.insert,
      // Already at "placed" (staff moved it there): no move to close its submittals, so they are closed here.
      ...(closesOpenSubmittals(application.stage, "placed")
        ? stageMoveStatements(db, actor, application.id, "placed", null, "assignment.create")
        : [closeOpenSubmittals(db, [application.id], now)]),
      // No rates in the log: a contractor's pay is theirs (decision 099), the assignment's own rows hold it.
      activityLog(actor, db, {
        action: "assignment.create",
        entityType: "assignment",
        entityId: id,
        details: { applicationId: application.id, startDate: input.startDate, endDate: input.endDate },
      }),
    ]);
  } catch (error) {
    if (!isRefusedClaim(error, "assignments.status") && !String(error).includes("UNIQUE constraint failed"))
      throw error;
    const [taken] = await assignmentOf(db, application.id).limit(1);
    throw taken ? alreadyAssigned() : jobClosed();
  }
  const assignment = (await findAssignment(db, id, today))!;
  return { ...assignment, approverPortalUrl: clientPortalUrl(origin, link.token) };
}
