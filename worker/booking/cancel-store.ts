import { and, eq, sql } from "drizzle-orm";
import { BOOKING_RULES } from "../contract/booking";
import { zonedDate } from "../contract/time-zone";
import { createDb } from "../db/client";
import { asD1Statement, existsCondition } from "../db/raw-batch";
import { bookingAppointments } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { guestCancelRefusal, LIVE_STATUSES, staffCancelRefusal } from "../domain/appointment-rules";
import { appointmentIcs, type CancelCause, cancellationEmail } from "../domain/booking-email";
import { recordLeadCancellation } from "../leads/store";
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
import { withdrawReminderStatements } from "./reminder-store";

/**
 * Cancels an appointment: by its booker (outside the notice for guest changes; cancelling twice answers the
 * cancelled appointment again with nothing sent), or by staff with a reason the booker is told, or staff's decline
 * of a booking that waited for confirmation. The calendar file of the email removes the event (METHOD:CANCEL, a
 * higher SEQUENCE); pending reminders are withdrawn; the lead is noted; a booker's cancel notifies staff. Answers
 * whether this request cancelled it, and the deliveries to dispatch now.
 */
export async function cancelAppointment(
  d1: D1Database,
  loaded: LoadedAppointment,
  cause: CancelCause,
  by: ChangeBy,
  options: Omit<ChangeOptions, "textsConfigured">,
): Promise<{ cancelled: boolean; deliveryIds: string[] }> {
  const { appointment: a, type } = loaded;
  const { now, origin } = options;
  const declined = cause.by === "staff" && cause.declined;
  if (by.kind === "booker") {
    if (a.status === "cancelled") return { cancelled: false, deliveryIds: [] };
    refuse(guestCancelRefusal(a, type, now));
  } else {
    refuse(staffCancelRefusal(a, type, now, declined));
  }

  const db = createDb(d1);
  const eventId = crypto.randomUUID();
  const done = existsCondition(happened(eventId));
  const reason = cause.by === "staff" ? cause.reason : "Cancelled by the booker through the manage link";
  const claim = insertEvent(
    d1,
    {
      id: eventId,
      appointmentId: a.id,
      action: declined ? "declined" : "cancelled",
      by,
      reason: cause.by === "staff" ? cause.reason : undefined,
      now,
    },
    unchanged(a, declined ? ["scheduled"] : LIVE_STATUSES),
  );
  const cancel = db
    .update(bookingAppointments)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancelReason: reason,
      sequence: sql`${bookingAppointments.sequence} + 1`,
      updatedAt: now,
    })
    .where(and(eq(bookingAppointments.id, a.id), ifHappened(eventId)));
  const view = appointmentView({ ...a, status: "cancelled", cancelledAt: now }, type, now);
  const email = queueDeliveryWhere(
    d1,
    "email",
    bookingEmail(view, cancellationEmail(view, origin, cause), appointmentIcs(view, origin, now, a.sequence + 1)),
    now,
    done,
  );
  const who = by.kind === "booker" ? "the booker" : by.name;
  const lead = a.leadId
    ? [
        asD1Statement(
          d1,
          recordLeadCancellation(
            db,
            a.leadId,
            `${declined ? "Declined" : "Cancelled"} by ${who} on ${zonedDate(now.getTime(), BOOKING_RULES.timeZone)}: ${view.serviceName} of ${view.date} ${view.startTime} ET.`,
            now,
            ifHappened(eventId),
          ),
        ),
      ]
    : [];
  // Staff hear of a booker's cancel; a staff member's own cancel needs no notice to staff.
  const notify =
    by.kind === "booker"
      ? notifyStaff(db, {
          event: "booking_cancelled",
          subjectId: a.id,
          title: `Booking cancelled: ${view.bookerName}, ${view.serviceName} on ${view.date} ${view.startTime} ET`,
          link: appointmentLink(a.id),
          origin,
          onlyIf: happened(eventId),
          now,
        })
      : null;
  const results = await d1.batch([
    claim,
    asD1Statement(d1, cancel),
    ...withdrawReminderStatements(d1, a.id, now, done),
    email.statement,
    ...lead,
    ...staffLog(d1, by, declined ? "appointment.decline" : "appointment.cancel", a.id, eventId, { reason }),
    ...(notify ? [...notify.statements, notify.deliveryIds].map((query) => asD1Statement(d1, query)) : []),
  ]);
  if (results[0]?.meta.changes !== 1) {
    const row = await db
      .select({ status: bookingAppointments.status })
      .from(bookingAppointments)
      .where(eq(bookingAppointments.id, a.id))
      .get();
    if (row?.status === "cancelled") {
      if (by.kind === "booker") return { cancelled: false, deliveryIds: [] };
      throw conflict("appointment_cancelled", "This appointment is cancelled already.");
    }
    throw changedMeanwhile();
  }
  const staffEmails = notify ? emailIdsOf(results[results.length - 1]?.results as { id: string | null }[]) : [];
  return { cancelled: true, deliveryIds: [email.id, ...staffEmails] };
}
