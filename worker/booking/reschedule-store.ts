import { and, eq, sql } from "drizzle-orm";
import type { ScheduleWarning } from "../contract/appointments";
import { BOOKING_MESSAGES } from "../contract/booking";
import { createDb } from "../db/client";
import { asD1Statement, existsCondition } from "../db/raw-batch";
import { bookingAppointments } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { closedToChange, guestMoveRefusal, textNumberOf } from "../domain/appointment-rules";
import { appointmentIcs, rescheduleEmail } from "../domain/booking-email";
import { validationError } from "../http/errors";
import { emailIdsOf, notifyStaff } from "../notifications/store";
import { appointmentView } from "./appointment-view";
import {
  appointmentLink,
  bookingEmail,
  type ChangeBy,
  type ChangeOptions,
  changedMeanwhile,
  conflict,
  happened,
  ifHappened,
  insertEvent,
  type LoadedAppointment,
  refuse,
  staffLog,
  unchanged,
} from "./change-batch";
import { bookerTarget, staffTarget } from "./move-targets";
import { reminderStatements, withdrawReminderStatements } from "./reminder-store";

/**
 * Moves an appointment to `startTime`, atomically: of racing moves into one free time exactly one wins. The booker
 * may move only to an offered slot, and only for types that allow rescheduling, outside the notice for guest
 * changes; staff to any time to come that no other appointment holds, with warnings when it is outside the calendar
 * (./move-targets.ts). Its old time is free at once; the booker gets the new time with a calendar file of a higher
 * SEQUENCE; its pending reminders are withdrawn and new ones written. Answers the deliveries to dispatch now and the
 * warnings.
 */
export async function rescheduleAppointment(
  d1: D1Database,
  loaded: LoadedAppointment,
  startTime: string,
  by: ChangeBy,
  options: ChangeOptions,
): Promise<{ deliveryIds: string[]; warnings: ScheduleWarning[] }> {
  const { appointment: a, type } = loaded;
  const { now, origin } = options;
  refuse(by.kind === "booker" ? guestMoveRefusal(a, type, now) : closedToChange(a, now, "moved"));
  const start = new Date(startTime);
  if (start.getTime() === a.appointmentDate.getTime())
    throw validationError([{ path: "startTime", message: BOOKING_MESSAGES.sameTime }]);
  const db = createDb(d1);
  const { slot, free, warnings } =
    by.kind === "staff" ? await staffTarget(d1, loaded, start, now) : await bookerTarget(d1, loaded, start, now);

  const eventId = crypto.randomUUID();
  const stillThere = unchanged(a);
  const done = existsCondition(happened(eventId));
  const claim = insertEvent(
    d1,
    {
      id: eventId,
      appointmentId: a.id,
      action: "rescheduled",
      by,
      fromStart: a.appointmentDate,
      toStart: slot.start,
      now,
    },
    sql`${stillThere} and ${free}`,
  );
  const move = db
    .update(bookingAppointments)
    .set({
      appointmentDate: slot.start,
      endsAt: slot.end,
      duration: type.duration,
      rescheduleCount: sql`${bookingAppointments.rescheduleCount} + 1`,
      sequence: sql`${bookingAppointments.sequence} + 1`,
      updatedAt: now,
    })
    .where(and(eq(bookingAppointments.id, a.id), ifHappened(eventId)));
  const moved = { ...a, appointmentDate: slot.start, endsAt: slot.end, duration: type.duration };
  const view = appointmentView(moved, type, now);
  const previous = appointmentView(a, type, now);
  const email = queueDeliveryWhere(
    d1,
    "email",
    bookingEmail(view, rescheduleEmail(view, previous, origin), appointmentIcs(view, origin, now, a.sequence + 1)),
    now,
    done,
  );
  // Staff hear of a booker's move (their calendar changed without them); a staff member's own move needs no notice.
  const notify =
    by.kind === "booker"
      ? notifyStaff(db, {
          event: "booking_moved",
          subjectId: a.id,
          title: `Booking moved: ${view.bookerName}, ${view.serviceName} from ${previous.date} ${previous.startTime} to ${view.date} ${view.startTime} ET`,
          link: appointmentLink(a.id),
          origin,
          onlyIf: happened(eventId),
          now,
        })
      : null;
  const textTo = textNumberOf(a, options.textsConfigured);
  const results = await d1.batch([
    claim,
    asD1Statement(d1, move),
    ...withdrawReminderStatements(d1, a.id, now, done),
    ...reminderStatements(d1, { view, textTo, leadId: a.leadId, origin, now }, done),
    email.statement,
    ...staffLog(d1, by, "appointment.reschedule", a.id, eventId, {
      from: a.appointmentDate.toISOString(),
      to: slot.start.toISOString(),
      ...(warnings.length > 0 && { warnings: warnings.map((w) => w.code) }),
    }),
    ...(notify ? [...notify.statements, notify.deliveryIds].map((query) => asD1Statement(d1, query)) : []),
  ]);
  if (results[0]?.meta.changes !== 1) {
    // Still as read: its new time was taken meanwhile. Otherwise the appointment itself changed under this request.
    const still = await db.get(stillThere);
    throw still ? conflict("slot_taken", BOOKING_MESSAGES.slotTaken) : changedMeanwhile();
  }
  const staffEmails = notify ? emailIdsOf(results[results.length - 1]?.results as { id: string | null }[]) : [];
  return { deliveryIds: [email.id, ...staffEmails], warnings };
}
