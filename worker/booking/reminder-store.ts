import type { AppointmentView } from "../contract/booking";
import type { ExistsCondition } from "../db/raw-batch";
import { queueDeliveryWhere, withdrawDeliveriesWhere } from "../delivery/pipeline";
import { reminderEmail, reminderText } from "../domain/booking-email";
import { failPendingTextsWhere, queueTextWhere } from "../sms/text-store";

/**
 * An appointment's reminders: `deliveries` rows written with the change that sets its time (booking, move) and due
 * at their send time, so the pipeline sends them then; the change that moves or cancels it withdraws the pending
 * ones in its own batch. The outbox therefore holds only reminders of the appointment's current time.
 */

/** How many hours before the start each reminder goes. */
export const REMINDER_HOURS = [24, 1] as const;

/** The deliveries' related type: the appointment page lists them by it and the appointment's id. */
export const REMINDER_RELATED_TYPE = "booking_reminder";

/** An EXISTS subquery that holds only if the change that writes or withdraws the reminders happened. */
export type ChangeCondition = ExistsCondition;

export interface ReminderTarget {
  view: AppointmentView;
  /** The booker's number (E.164) when they consented to texts AND the text service was configured at writing. */
  textTo: string | null;
  leadId: string | null;
  origin: string;
  now: Date;
}

/**
 * The reminders of `view`'s time, 24 hours and 1 hour before it, each an email and, with `textTo`, a text; one whose
 * time has passed already is not written. Each row is inserted only if `condition` holds in the same transaction.
 */
export function reminderStatements(
  d1: D1Database,
  target: ReminderTarget,
  condition: ChangeCondition,
): D1PreparedStatement[] {
  const { view, textTo, origin, now } = target;
  const start = Date.parse(view.startsAt);
  const related = { type: REMINDER_RELATED_TYPE, id: view.id };
  return REMINDER_HOURS.filter((hours) => start - hours * 3_600_000 > now.getTime()).flatMap((hours) => {
    const notBefore = new Date(start - hours * 3_600_000);
    const content = reminderEmail(view, hours, origin);
    const email = queueDeliveryWhere(
      d1,
      "email",
      { recipient: view.bookerEmail, summary: content.subject, payload: content, related, notBefore },
      now,
      condition,
    );
    if (!textTo) return [email.statement];
    const message = reminderText(view, hours, origin);
    const reminder = { toNumber: textTo, message, messageType: "reminder" as const, relatedBookingId: view.id };
    const text = queueTextWhere(d1, { ...reminder, relatedLeadId: target.leadId }, now, condition, {
      related,
      notBefore,
    });
    return [email.statement, ...text.statements];
  });
}

/** What a withdrawn reminder text's history row says. */
const WITHDRAWN_TEXT = "Withdrawn unsent: the appointment was moved or cancelled";

/**
 * Withdraws the appointment's pending reminders (and marks their texts' history) if `condition` holds. Put it before
 * the new reminders of a move in the same batch, or it withdraws those too.
 */
export function withdrawReminderStatements(
  d1: D1Database,
  appointmentId: string,
  now: Date,
  condition: ChangeCondition,
): D1PreparedStatement[] {
  const related = { type: REMINDER_RELATED_TYPE, id: appointmentId };
  return [
    failPendingTextsWhere(d1, related, WITHDRAWN_TEXT, condition),
    withdrawDeliveriesWhere(d1, related, now, condition),
  ];
}
