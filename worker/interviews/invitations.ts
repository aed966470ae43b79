import { INTERVIEW_REMINDER_RELATED_TYPE, INVITATION_RELATED_TYPE } from "../contract/interview-enums";
import type { ExistsCondition } from "../db/raw-batch";
import { queueDeliveryWhere, withdrawDeliveriesWhere } from "../delivery/pipeline";
import {
  type InterviewInvite,
  type InvitationKind,
  interviewIcs,
  interviewReminderEmail,
  invitationEmail,
} from "../domain/interview-email";
import { base64OfText } from "../integrations/email/client";

/**
 * An interview's emails through the one delivery pipeline (issue 47 item 4): every version of the invitation to each
 * participant with the .ics attached, and the reminders 24 hours and 1 hour before, written as deliveries due then
 * (as an appointment's reminders are: worker/booking/reminder-store.ts), so the cron's sweep sends them when due. A
 * move or a cancel withdraws the pending reminders in its own batch. Every row is written only if `condition` (the
 * change happened) holds in the same transaction.
 */

/** How many hours before the start each reminder goes. */
const INTERVIEW_REMINDER_HOURS = [24, 1] as const;

/** One email per participant with this version's .ics; answers the statements and the ids to dispatch now. */
export function invitationStatements(
  d1: D1Database,
  invite: InterviewInvite,
  version: InvitationKind,
  now: Date,
  condition: ExistsCondition,
): { statements: D1PreparedStatement[]; ids: string[] } {
  const ics = interviewIcs(invite, now, version.kind === "cancel");
  const attachment = {
    filename: "interview.ics",
    contentType: `text/calendar; method=${version.kind === "cancel" ? "CANCEL" : "REQUEST"}`,
    base64Content: base64OfText(ics),
  };
  const queued = invite.participants.map((person) => {
    const content = invitationEmail(invite, person, version);
    return queueDeliveryWhere(
      d1,
      "email",
      {
        recipient: person.email,
        summary: content.subject,
        payload: { ...content, attachment },
        related: { type: INVITATION_RELATED_TYPE, id: invite.id },
      },
      now,
      condition,
    );
  });
  return { statements: queued.map((q) => q.statement), ids: queued.map((q) => q.id) };
}

/** The reminders of the interview's time to every participant; one whose time has passed already is not written. */
export function reminderStatements(
  d1: D1Database,
  invite: InterviewInvite,
  now: Date,
  condition: ExistsCondition,
): D1PreparedStatement[] {
  const start = invite.startsAt.getTime();
  return INTERVIEW_REMINDER_HOURS.filter((hours) => start - hours * 3_600_000 > now.getTime()).flatMap((hours) =>
    invite.participants.map((person) => {
      const content = interviewReminderEmail(invite, person, hours);
      return queueDeliveryWhere(
        d1,
        "email",
        {
          recipient: person.email,
          summary: content.subject,
          payload: content,
          related: { type: INTERVIEW_REMINDER_RELATED_TYPE, id: invite.id },
          notBefore: new Date(start - hours * 3_600_000),
        },
        now,
        condition,
      ).statement;
    }),
  );
}

/** Withdraws the interview's pending reminders; put it before the new ones of a move in the same batch. */
export function withdrawRemindersStatement(
  d1: D1Database,
  interviewId: string,
  now: Date,
  condition: ExistsCondition,
): D1PreparedStatement {
  return withdrawDeliveriesWhere(d1, { type: INTERVIEW_REMINDER_RELATED_TYPE, id: interviewId }, now, condition);
}
