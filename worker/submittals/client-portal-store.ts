import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { applicationEvent } from "../applications/history";
import { stageMoveStatements } from "../applications/move-statements";
import { applicationNoteStatement } from "../applications/note-store";
import { REJECTION_REASON_LABELS } from "../contract/application-pipeline";
import { STATUS_OF_DECISION, SUBMITTAL_OPEN_STATUSES, type SubmittalStatus } from "../contract/desk-enums";
import type {
  ClientPortalResume,
  ClientPortalSubmittalView,
  ClientPortalView,
  SubmittalFeedback,
} from "../contract/submittals";
import { SUBMITTAL_DECISION_LABELS } from "../contract/submittals";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { applications, candidates, jobs, submittals } from "../db/schema";
import { redactContactDetails } from "../domain/redact-contacts";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { emailIdsOf, notifyStaff } from "../notifications/store";
import { clientPortalContactOf, clientPortalNotFound } from "./client-portal-links";

/**
 * The client portal's use cases (issue 32 item 3): what a contact sees (their own submittals, never a candidate's
 * email or phone), their answer, and a resume. The token is the only authority: every query is scoped to its
 * contact, so another contact's submittal id is the same 404 as a missing one.
 */

const clientPortalColumns = {
  submittal: submittals,
  firstName: applications.firstName,
  lastName: applications.lastName,
  currentPosition: applications.currentPosition,
  resumeKey: applications.resumeKey,
  resumeTextStatus: applications.resumeTextStatus,
  // Whether there is text to copy, without reading a resume's worth of it per candidate.
  hasResumeText: sql<number>`${applications.resumeText} is not null and ${applications.resumeText} != ''`,
  ownerId: applications.ownerId,
  jobTitle: jobs.title,
};

function clientPortalSelect(db: Db) {
  return db
    .select(clientPortalColumns)
    .from(submittals)
    .innerJoin(applications, eq(applications.id, submittals.applicationId))
    .leftJoin(jobs, eq(jobs.id, submittals.jobId));
}

type ClientPortalRow = Awaited<ReturnType<typeof clientPortalSelect>>[number];

/** What the client has of the resume: a copy of its text, or why not (decision 084). */
function clientPortalResumeOf(
  token: string,
  row: Pick<ClientPortalRow, "submittal" | "resumeKey" | "resumeTextStatus" | "hasResumeText">,
): ClientPortalResume {
  if (row.hasResumeText) {
    const path = `/${encodeURIComponent(token)}/submittals/${encodeURIComponent(row.submittal.id)}/resume`;
    return { status: "ready", pagePath: `/client${path}`, downloadPath: `/api/client-portal${path}` };
  }
  if (!row.resumeKey) return { status: "none" };
  return { status: row.resumeTextStatus === "pending" ? "pending" : "unreadable" };
}

function toClientPortalView(token: string, row: ClientPortalRow): ClientPortalSubmittalView {
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
    resume: clientPortalResumeOf(token, row),
    submittedAt: s.createdAt.toISOString(),
  };
}

/** The contact's portal: their submittals, newest first. */
export async function clientPortal(db: Db, token: string, now: Date): Promise<ClientPortalView> {
  const contact = await clientPortalContactOf(db, token, now);
  const rows = await clientPortalSelect(db)
    .where(eq(submittals.contactId, contact.contactId))
    .orderBy(desc(submittals.createdAt), desc(submittals.id));
  return {
    contactName: contact.contactName,
    clientName: contact.clientName,
    linkExpiresAt: contact.expiresAt.toISOString(),
    submittals: rows.map((row) => toClientPortalView(token, row)),
  };
}

/** The request's actor as the link's contact: the log names them, not "The system" (issue 42 item 15b). */
function asContact(actor: Actor, contactId: string): Actor {
  return { ...actor, clientContactId: contactId };
}

/** One of the contact's submittals; 404 for a wrong token or another contact's submittal. */
async function contactSubmittal(db: Db, token: string, id: string, now: Date) {
  const contact = await clientPortalContactOf(db, token, now);
  const [row] = await clientPortalSelect(db)
    .where(and(eq(submittals.id, id), eq(submittals.contactId, contact.contactId)))
    .limit(1);
  if (!row) throw clientPortalNotFound();
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
): Promise<{ view: ClientPortalSubmittalView; deliveryIds: string[] }> {
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
  return { view: toClientPortalView(token, updated), deliveryIds: emailIdsOf(deliveryRows) };
}

/** Why a resume has no client copy, in the client portal's words. */
const NO_COPY: Record<Exclude<ClientPortalResume["status"], "ready">, string> = {
  none: "No resume was sent with this candidate.",
  pending: "The resume is still being prepared. Reload this page in a few minutes.",
  unreadable:
    "This resume is a scanned image or a file whose text we cannot read, so we cannot show a copy with the candidate's contact details removed. Ask your recruiter for it.",
};

/** The client portal's words for a resume with no copy to show. */
export function noCopyMessage(status: Exclude<ClientPortalResume["status"], "ready">): string {
  return NO_COPY[status];
}

/**
 * The client copy of a submittal's resume for its contact (decision 084), the reading logged: the text read from the
 * file with every email address, phone number and street address removed (the application's and the person's own
 * email and phone however the resume writes them). Never the file itself: no client portal route reads R2. 404 for a wrong token, another
 * contact's submittal, or a resume with no text to copy (with why).
 */
export async function clientPortalResumeCopy(db: Db, actor: Actor, token: string, id: string, now: Date) {
  const { contact, row } = await contactSubmittal(db, token, id, now);
  const resume = clientPortalResumeOf(token, row);
  if (resume.status !== "ready") throw new ApiError(404, "no_resume_copy", noCopyMessage(resume.status));
  const application = await db
    .select({
      text: applications.resumeText,
      email: applications.email,
      phone: applications.phone,
      // The person's current email and phone too: they may have changed since this application.
      personEmail: candidates.email,
      personPhone: candidates.phone,
    })
    .from(applications)
    .leftJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(applications.id, row.submittal.applicationId))
    .get();
  if (!application?.text) throw new ApiError(404, "no_resume_copy", noCopyMessage("unreadable"));
  await activityLog(asContact(actor, contact.contactId), db, {
    action: "submittal.resume_view",
    entityType: "submittal",
    entityId: id,
  });
  return {
    candidateName: `${row.firstName} ${row.lastName}`.trim(),
    jobTitle: row.jobTitle,
    downloadPath: resume.downloadPath,
    text: redactContactDetails(application.text, {
      emails: [application.email, application.personEmail ?? ""],
      phones: [application.phone, application.personPhone ?? ""],
    }),
  };
}
