import { and, desc, eq, inArray } from "drizzle-orm";
import { applicationEvent } from "../applications/history";
import { applicationNoteStatement, stageMoveStatements } from "../applications/pipeline-store";
import { streamApplicationResume } from "../applications/store";
import { REJECTION_REASON_LABELS } from "../contract/application-pipeline";
import { STATUS_OF_DECISION, SUBMITTAL_OPEN_STATUSES, type SubmittalStatus } from "../contract/desk-enums";
import type { ClientPortalView, PortalSubmittalView, SubmittalFeedback } from "../contract/submittals";
import { SUBMITTAL_DECISION_LABELS } from "../contract/submittals";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { applications, jobs, submittals } from "../db/schema";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { emailIdsOf, notifyStaff } from "../notifications/store";
import { portalContactOf, portalNotFound } from "./portal-links";

/**
 * The client portal's use cases (issue 32 item 3): what a contact sees (their own submittals, never a candidate's
 * email or phone), their answer, and a resume. The token is the only authority: every query is scoped to its
 * contact, so another contact's submittal id is the same 404 as a missing one.
 */

const portalColumns = {
  submittal: submittals,
  firstName: applications.firstName,
  lastName: applications.lastName,
  currentPosition: applications.currentPosition,
  resumeKey: applications.resumeKey,
  ownerId: applications.ownerId,
  jobTitle: jobs.title,
};

function portalSelect(db: Db) {
  return db
    .select(portalColumns)
    .from(submittals)
    .innerJoin(applications, eq(applications.id, submittals.applicationId))
    .leftJoin(jobs, eq(jobs.id, submittals.jobId));
}

type PortalRow = Awaited<ReturnType<typeof portalSelect>>[number];

function toPortalView(token: string, row: PortalRow): PortalSubmittalView {
  const s = row.submittal;
  return {
    id: s.id,
    candidateName: `${row.firstName} ${row.lastName}`.trim(),
    currentPosition: row.currentPosition,
    jobTitle: row.jobTitle,
    note: s.note,
    status: s.status,
    declineReason: s.declineReason,
    feedbackComment: s.feedbackComment,
    resumePath: row.resumeKey
      ? `/api/client-portal/${encodeURIComponent(token)}/submittals/${encodeURIComponent(s.id)}/resume`
      : null,
    resumeIsPdf: row.resumeKey?.toLowerCase().endsWith(".pdf") ?? false,
    submittedAt: s.createdAt.toISOString(),
  };
}

/** The contact's portal: their submittals, newest first. */
export async function clientPortal(db: Db, token: string, now: Date): Promise<ClientPortalView> {
  const contact = await portalContactOf(db, token, now);
  const rows = await portalSelect(db)
    .where(eq(submittals.contactId, contact.contactId))
    .orderBy(desc(submittals.createdAt), desc(submittals.id));
  return {
    contactName: contact.contactName,
    clientName: contact.clientName,
    linkExpiresAt: contact.expiresAt.toISOString(),
    submittals: rows.map((row) => toPortalView(token, row)),
  };
}

/** The request's actor as the link's contact: the log names them, not "The system" (issue 42 item 15b). */
function asContact(actor: Actor, contactId: string): Actor {
  return { ...actor, clientContactId: contactId };
}

/** One of the contact's submittals; 404 for a wrong token or another contact's submittal. */
async function contactSubmittal(db: Db, token: string, id: string, now: Date) {
  const contact = await portalContactOf(db, token, now);
  const [row] = await portalSelect(db)
    .where(and(eq(submittals.id, id), eq(submittals.contactId, contact.contactId)))
    .limit(1);
  if (!row) throw portalNotFound();
  return { contact, row };
}

/** Why a submittal takes no answer now (answered, or decided by the firm), or undefined while it is open. */
function answerRefusal(status: SubmittalStatus): ApiError | undefined {
  if ((SUBMITTAL_OPEN_STATUSES as readonly string[]).includes(status)) return undefined;
  if (status === "closed") {
    return new ApiError(
      409,
      "submittal_closed",
      "We have already decided on this candidate, so no answer is needed: your recruiter will be in touch.",
    );
  }
  return new ApiError(
    409,
    "already_answered",
    "You already answered for this candidate: your recruiter will be in touch.",
  );
}

/**
 * The contact's answer, in one batch: the submittal records it, the application moves (interview -> interviewing,
 * decline -> client_declined with the reason; hold leaves it), its history records the answer, a note tells staff
 * what the client said, and the application's owner (else who submitted it) is notified. Exactly this submittal's
 * application moves. An answer after an interview or a decline is a 409 (staff take it from there), and so is one
 * to a submittal the firm closed (the candidate placed, withdrawn or rejected). The answer is claimed in the
 * submittal's update (worker/db/claim.ts): of parallel answers one is recorded, the others are that 409.
 */
export async function recordFeedback(
  db: Db,
  actor: Actor,
  token: string,
  id: string,
  feedback: SubmittalFeedback,
  origin: string,
  now: Date,
): Promise<{ view: PortalSubmittalView; deliveryIds: string[] }> {
  const { contact, row } = await contactSubmittal(db, token, id, now);
  const by = asContact(actor, contact.contactId);
  const s = row.submittal;
  const refused = answerRefusal(s.status);
  if (refused) throw refused;
  const reason = feedback.decision === "decline" ? (feedback.reason ?? null) : null;
  const comment = feedback.comment || null;
  const move =
    feedback.decision === "interview"
      ? stageMoveStatements(db, by, s.applicationId, "interviewing", null, "submittal.feedback")
      : feedback.decision === "decline"
        ? stageMoveStatements(db, by, s.applicationId, "client_declined", reason ?? "other", "submittal.feedback")
        : [];
  const candidateName = `${row.firstName} ${row.lastName}`.trim();
  const said = [
    `${contact.contactName} (${contact.clientName}) answered on the client portal: ${SUBMITTAL_DECISION_LABELS[feedback.decision]}.`,
    ...(reason ? [`Reason: ${REJECTION_REASON_LABELS[reason]}.`] : []),
    ...(comment ? [`"${comment}"`] : []),
  ].join(" ");
  const notify = notifyStaff(db, {
    event: "client_feedback",
    // The application, so erasing the candidate finds the notification that names them.
    subjectId: s.applicationId,
    title: `${contact.clientName}: ${SUBMITTAL_DECISION_LABELS[feedback.decision]} for ${candidateName}`,
    link: `/admin/applications/${s.applicationId}`,
    origin,
    recipientId: row.ownerId ?? s.submittedBy,
    now,
  });
  const claim = db
    .update(submittals)
    .set({
      status: claimed(inArray(submittals.status, SUBMITTAL_OPEN_STATUSES), STATUS_OF_DECISION[feedback.decision]),
      declineReason: reason,
      feedbackComment: comment,
      decidedAt: now,
      updatedAt: now,
    })
    .where(eq(submittals.id, s.id));
  const results = await db
    .batch([
      claim,
      ...move,
      applicationEvent(db, {
        applicationId: s.applicationId,
        type: "client_feedback",
        fromValue: s.status,
        toValue: feedback.decision,
        rejectionReason: reason,
        subjectId: s.id,
        changedBy: null,
        clientContactId: contact.contactId,
        changedAt: now,
      }),
      applicationNoteStatement(db, s.applicationId, by, said),
      activityLog(by, db, {
        action: "submittal.feedback",
        entityType: "submittal",
        entityId: s.id,
        details: { decision: feedback.decision, reason },
      }),
      ...notify.statements,
      notify.deliveryIds,
    ])
    .catch(async (error: unknown) => {
      if (!isRefusedClaim(error, "submittals.status")) throw error;
      const { row: current } = await contactSubmittal(db, token, id, now);
      throw answerRefusal(current.submittal.status) ?? error;
    });
  const deliveryRows = results[results.length - 1] as { id: string | null }[];
  const { row: updated } = await contactSubmittal(db, token, id, now);
  return { view: toPortalView(token, updated), deliveryIds: emailIdsOf(deliveryRows) };
}

/** A submittal's resume for its contact, the reading logged; 404 for a wrong token or another contact's submittal. */
export async function portalResume(env: Bindings, db: Db, actor: Actor, token: string, id: string, now: Date) {
  const { contact, row } = await contactSubmittal(db, token, id, now);
  const response = await streamApplicationResume(env, row.submittal.applicationId);
  await activityLog(asContact(actor, contact.contactId), db, {
    action: "submittal.resume_view",
    entityType: "submittal",
    entityId: id,
  });
  return response;
}
