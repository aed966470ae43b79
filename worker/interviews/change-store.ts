import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { InterviewPatch, InterviewView } from "../contract/interviews";
import { createDb, type Db } from "../db/client";
import { asD1Statement, asD1StatementWhere, type ExistsCondition, existsCondition } from "../db/raw-batch";
import { interviewPanel, interviews } from "../db/schema";
import type { InvitationKind } from "../domain/interview-email";
import {
  type InterviewChange,
  interviewChange,
  isRefusal,
  sendsInvitations,
  sequenceAfter,
  statusAfter,
} from "../domain/interview-rules";
import { type Actor, activityLogEach } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { failReminderTextsStatement, reminderTextStatements } from "./candidate-texts";
import { invitationStatements, reminderStatements, withdrawRemindersStatement } from "./invitations";
import { revokeInterviewPickLinksWhere } from "./pick-links";
import { findInterview, inviteOf } from "./view-store";

/**
 * Changing an interview (issue 47 items 1, 4, 5): setting its time, moving it, cancelling it, marking who turned up.
 * The change is claimed by ONE conditional update (the status and sequence read, still there) that stamps it with a
 * new `change_id`; the invitations, reminders and log are written in the same batch only if the interview holds that
 * id, so two changes at once give one change and one set of emails.
 */

const ACTIONS = {
  schedule: "interview.schedule",
  reschedule: "interview.reschedule",
  cancel: "interview.cancel",
  attendance: "interview.attendance",
} as const;

/** The version of the invitation a change sends, from the interview before it. */
function versionOf(change: InterviewChange, previousStart: Date | null): InvitationKind {
  if (change.kind === "cancel") return { kind: "cancel", reason: change.reason };
  if (change.kind === "reschedule" && previousStart) return { kind: "update", previousStart };
  return { kind: "invitation" };
}

/** Seats the pool members a round robin's pick chose (and unseats the rest of the pool), if the pick happened. */
function seatPoolWhere(d1: D1Database, db: Db, id: string, seats: readonly string[], happened: ExistsCondition) {
  return asD1StatementWhere(d1, happened, (holds) =>
    db
      .update(interviewPanel)
      .set({
        seated: sql`case when ${inArray(interviewPanel.id, seats.length > 0 ? [...seats] : [""])} then 1 else 0 end`,
      })
      .where(and(eq(interviewPanel.interviewId, id), eq(interviewPanel.required, false), holds)),
  );
}

/**
 * Applies a PATCH. Answers undefined for an unknown interview, the interview after the change and the deliveries to
 * dispatch now; a change that makes no sense now is a 409 naming the field, as is one that lost to another change.
 * `claimIf` adds a condition to the claiming update (the candidate's pick: the time still offered, the panel free),
 * so it is checked in the same statement; a claim it stops is the same 409 changed_meanwhile. `seats` (a round
 * robin's pick) are the pool members it chose: seated in the same batch, invited, the rest of the pool not.
 */
export async function changeInterview(
  d1: D1Database,
  actor: Actor,
  id: string,
  patch: InterviewPatch,
  now: Date,
  claimIf?: SQL,
  seats?: readonly string[],
): Promise<{ result: InterviewView; deliveryIds: string[] } | undefined> {
  const db: Db = createDb(d1);
  const found = await findInterview(db, id);
  if (!found) return undefined;
  const current = found.row.interview;
  const change = interviewChange(current, patch, now);
  if (isRefusal(change))
    throw new ApiError(409, change.code, change.message, [{ path: change.path, message: change.message }]);

  const changeId = crypto.randomUUID();
  const status = statusAfter(change);
  const sequence = sequenceAfter(change, current);
  const startsAt = "startsAt" in change ? change.startsAt : current.startsAt;
  const claim = db
    .update(interviews)
    .set({
      status,
      sequence,
      startsAt,
      changeId,
      ...(change.kind === "cancel" ? { cancelReason: change.reason } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(interviews.id, id),
        eq(interviews.status, current.status),
        eq(interviews.sequence, current.sequence),
        current.startsAt ? eq(interviews.startsAt, current.startsAt) : sql`${interviews.startsAt} is null`,
        claimIf,
      ),
    );
  const happened = existsCondition(
    sql`select 1 from ${interviews} where ${interviews.id} = ${id} and ${interviews.changeId} = ${changeId}`,
  );
  const view = seats
    ? { ...found.view, panel: found.view.panel.map((m) => ({ ...m, seated: m.required || seats.includes(m.id) })) }
    : found.view;
  const invite = startsAt ? inviteOf(view, found.row.candidateEmail, startsAt, sequence) : undefined;
  const emails =
    invite && sendsInvitations(change, current)
      ? invitationStatements(d1, invite, versionOf(change, current.startsAt), now, happened)
      : { statements: [], ids: [] };
  const remindsAgain = invite !== undefined && change.kind !== "cancel" && change.kind !== "attendance";
  const reminders =
    change.kind === "attendance"
      ? []
      : [
          ...(current.startsAt
            ? [failReminderTextsStatement(d1, id, happened), withdrawRemindersStatement(d1, id, now, happened)]
            : []),
          ...(remindsAgain ? reminderStatements(d1, invite, now, happened) : []),
          // The candidate's reminder texts, with their consent, held to their daytime (./candidate-texts.ts).
          ...(remindsAgain ? await reminderTextStatements(d1, db, found.view, invite, now, happened) : []),
        ];
  // One entry, only if this change happened: the interview holding this change's id.
  const log = activityLogEach(
    actor,
    db,
    {
      action: ACTIONS[change.kind],
      entityType: "interview",
      details: {
        status,
        ...(startsAt ? { startsAt: startsAt.toISOString() } : {}),
        ...(current.startsAt && change.kind === "reschedule" ? { from: current.startsAt.toISOString() } : {}),
      },
    },
    db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.id, id), eq(interviews.changeId, changeId))),
  );
  const results = await d1.batch([
    asD1Statement(d1, claim),
    ...emails.statements,
    ...reminders,
    // A cancelled interview's pick link stops working with it.
    ...(change.kind === "cancel" ? [revokeInterviewPickLinksWhere(d1, db, id, now, happened)] : []),
    ...(seats ? [seatPoolWhere(d1, db, id, seats, happened)] : []),
    asD1Statement(d1, log),
  ]);
  if (results[0]?.meta.changes !== 1)
    throw new ApiError(409, "changed_meanwhile", "This interview was changed meanwhile: reload it and try again.", [
      { path: patch.startsAt !== undefined ? "startsAt" : "status", message: "Changed meanwhile" },
    ]);
  return { result: (await findInterview(db, id))!.view, deliveryIds: emails.ids };
}
