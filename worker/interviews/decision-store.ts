import type { BatchItem } from "drizzle-orm/batch";
import { stageMoveStatements } from "../applications/move-statements";
import { applicationNoteStatement } from "../applications/note-store";
import { REJECTION_REASON_LABELS } from "../contract/application-pipeline";
import type { ApplicationStage } from "../contract/enums";
import type { InterviewView } from "../contract/interviews";
import { roundLabel } from "../contract/interviews";
import {
  type ClientPortalInterviewView,
  INTERVIEW_DECISION_LABELS,
  type InterviewDecision,
  type InterviewDecisionInput,
  type InterviewScorecardsView,
} from "../contract/scorecards";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { interviewDecisions } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation } from "../http/errors";
import { isCompleted, notCompleted, portalInterview, portalInterviewView, staffScorecards } from "./scorecard-store";
import { findInterview } from "./view-store";

/**
 * The client's decision after an interview (issue 47 item 5, decision 109): next round, offer, or decline with a
 * reason, by the job order's hiring contact in the portal or by the recruiter. It moves the application through the
 * pipeline's own move (stageMoveStatements), in the batch that records it; one decision per interview, claimed in
 * its insert (the key), and only once the interview is completed (the claimed decision).
 */

/** Where each decision moves the application: another round keeps it interviewing. */
const STAGE_OF_DECISION: Readonly<Record<InterviewDecision, ApplicationStage>> = {
  next_round: "interviewing",
  offer: "offered",
  decline: "client_declined",
};

async function recordDecision(
  db: Db,
  by: Actor,
  view: InterviewView,
  input: InterviewDecisionInput,
  decidedBy: string,
  now: Date,
): Promise<void> {
  const reason = input.decision === "decline" ? (input.reason ?? "other") : null;
  const comment = input.comment || null;
  const said = [
    `${decidedBy} decided after the ${roundLabel(view.round).toLowerCase()} interview: ${INTERVIEW_DECISION_LABELS[input.decision]}.`,
    ...(reason ? [`Reason: ${REJECTION_REASON_LABELS[reason]}.`] : []),
    ...(comment ? [`"${comment}"`] : []),
  ].join(" ");
  const statements: BatchItem<"sqlite">[] = [
    db.insert(interviewDecisions).values({
      interviewId: view.id,
      decision: claimed(isCompleted(view.id), input.decision),
      reason,
      comment,
      decidedByContactId: by.clientContactId ?? null,
      decidedByUserId: by.clientContactId ? null : by.userId,
      decidedAt: now,
    }),
    ...stageMoveStatements(db, by, view.applicationId, STAGE_OF_DECISION[input.decision], reason, "interview.decision"),
    applicationNoteStatement(db, view.applicationId, by, said),
    activityLog(by, db, {
      action: "interview.decision",
      entityType: "interview",
      entityId: view.id,
      details: { decision: input.decision, reason },
    }),
  ];
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]).catch((error: unknown) => {
    if (isRefusedClaim(error, "interview_decisions.decision")) throw notCompleted();
    if (isUniqueViolation(error))
      throw new ApiError(409, "already_decided", "A decision is already recorded for this interview.");
    throw error;
  });
}

/** The recruiter records the client's decision; undefined for no such interview. */
export async function staffDecide(
  db: Db,
  actor: Actor,
  id: string,
  input: InterviewDecisionInput,
  staffName: string,
  now: Date,
): Promise<InterviewScorecardsView | undefined> {
  const found = await findInterview(db, id);
  if (!found) return undefined;
  await recordDecision(db, actor, found.view, input, `${staffName} (for ${found.view.clientName})`, now);
  return staffScorecards(db, id);
}

/** The hiring contact decides in their portal; another contact who sees the interview (a panel member) may not. */
export async function portalDecide(
  db: Db,
  actor: Actor,
  token: string,
  id: string,
  input: InterviewDecisionInput,
  now: Date,
): Promise<ClientPortalInterviewView> {
  const { contact, view, hiringContactId } = await portalInterview(db, token, id, now);
  if (hiringContactId !== contact.contactId)
    throw new ApiError(403, "not_hiring_contact", "The hiring manager for this job records the decision.");
  const by = { ...actor, clientContactId: contact.contactId };
  await recordDecision(db, by, view, input, `${contact.contactName} (${contact.clientName})`, now);
  return portalInterviewView(db, token, id, now);
}
