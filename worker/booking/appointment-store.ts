import { eq } from "drizzle-orm";
import { type AppointmentView, BOOKING_MESSAGES } from "../contract/booking";
import type { BookingRequest } from "../contract/booking-request";
import { employerLeadScore } from "../contract/lead-scoring";
import { createDb, type Db } from "../db/client";
import { existsCondition } from "../db/raw-batch";
import { bookingAppointments } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { textNumberOf } from "../domain/appointment-rules";
import { appointmentIcs, confirmationEmail, confirmationText } from "../domain/booking-email";
import { storedManageToken } from "../domain/link-token";
import { ApiError } from "../http/errors";
import { leadSyncDelivery } from "../leads/crm-delivery";
import { insertLead, scoreLead } from "../leads/store";
import { notifyStaff } from "../notifications/store";
import { matchCandidate, splitName } from "../people/store";
import { booked, storeBooking } from "./booking-batch";
import { plannedBooking } from "./booking-plan";
import { appointmentLink, bookingEmail, insertEvent } from "./change-batch";
import { reminderStatements } from "./reminder-store";

/**
 * Booking an appointment: the request checked (./booking-plan.ts), then one transaction (./booking-batch.ts) with
 * its lead, email, text, history and reminders.
 */

/** What staff read on the lead: the booking and the booker's details (the lead has no contact row). */
function leadNotes(typeName: string, view: AppointmentView, body: BookingRequest): string {
  const extras = [body.bookerCompany, body.bookerPhone].filter(Boolean).join(", ");
  return `Booked ${typeName} for ${view.date} ${view.startTime} ET (${body.meetingLocation}). ${body.bookerName} <${body.bookerEmail}>${extras ? `, ${extras}` : ""}.`;
}

/**
 * Books the slot the visitor chose if it is still offered and free, with its CRM lead and the lead's CRM sync, the
 * confirmation email and, with consent, a confirmation text. Answers the booker's view and the deliveries to
 * dispatch now.
 */
export async function bookAppointment(
  d1: D1Database,
  body: BookingRequest,
  options: {
    now: Date;
    origin: string;
    meetingRoomBase: string | undefined;
    textsConfigured: boolean;
    /** The key that seals the manage token (worker/domain/link-token.ts linkSealKey). */
    linkKey: string;
  },
): Promise<{ view: AppointmentView; deliveryIds: string[] }> {
  const { now, origin } = options;
  const db = createDb(d1);
  const { type, slot, appointment, view } = await plannedBooking(db, body, now, options.meetingRoomBase);
  const { id, leadId } = appointment;
  // Queued only if the appointment is inserted in the same transaction (it may lose its slot to a race).
  const won = existsCondition(booked(id));
  const email = queueDeliveryWhere(
    d1,
    "email",
    bookingEmail(view, confirmationEmail(view, origin), appointmentIcs(view, origin, now, 0)),
    now,
    won,
  );
  const textTo = textNumberOf(appointment, options.textsConfigured);
  const followUps = [
    insertEvent(
      d1,
      {
        id: crypto.randomUUID(),
        appointmentId: id,
        action: "booked",
        by: { kind: "booker" },
        toStart: slot.start,
        now,
      },
      booked(id),
    ),
    ...reminderStatements(d1, { view, textTo, leadId, origin, now }, won),
  ];
  const leadSync = queueDeliveryWhere(
    d1,
    "crm_sync",
    leadSyncDelivery(leadId, { name: body.bookerName, email: body.bookerEmail }),
    now,
    won,
  );
  const visit = { timeOnSiteMs: body.timeOnSiteMs, pageViews: body.pageViews, utmSource: body.utmSource };
  const baseScore = employerLeadScore({
    action: "request_consultation",
    company: body.bookerCompany,
    phone: body.bookerPhone,
    ...visit,
  });
  const score = await scoreLead(db, baseScore, "contact", {
    ...visit,
    leadSource: "booking",
    service: type.name,
    meetingLocation: body.meetingLocation,
    hasCompany: Boolean(body.bookerCompany),
    hasPhone: Boolean(body.bookerPhone),
    company: body.bookerCompany,
  });
  const { stored, textDeliveryId, notificationDeliveryIds } = await storeBooking(d1, {
    lead: insertLead(
      db,
      {
        id: leadId,
        leadType: "contact",
        leadSource: "booking",
        score,
        tags: ["booking", type.name],
        notes: leadNotes(type.name, view, body),
      },
      now,
    ),
    appointment,
    storedToken: await storedManageToken(options.linkKey, appointment.manageToken),
    candidate: matchCandidate(
      db,
      { ...splitName(body.bookerName), email: body.bookerEmail, phone: appointment.bookerPhone },
      now,
    ),
    email: email.statement,
    leadSync: leadSync.statement,
    followUps,
    notify: notifyStaff(db, {
      event: "booking_new",
      subjectId: id,
      title: `New booking: ${body.bookerName}, ${view.serviceName} on ${view.date} ${view.startTime} ET`,
      link: appointmentLink(id),
      origin,
      onlyIf: booked(id),
      now,
    }),
    text:
      body.smsConsent && appointment.bookerPhone
        ? { toNumber: appointment.bookerPhone, message: confirmationText(view, origin), now }
        : undefined,
  });
  if (!stored) throw new ApiError(409, "slot_taken", BOOKING_MESSAGES.slotTaken);
  return {
    view,
    deliveryIds: [email.id, leadSync.id, ...(textDeliveryId ? [textDeliveryId] : []), ...notificationDeliveryIds],
  };
}

/** A candidate merge's move of the merged candidate's bookings to `intoId`, for the merge's batch. */
export function moveCandidateBookings(db: Db, candidateId: string, intoId: string) {
  return db
    .update(bookingAppointments)
    .set({ candidateId: intoId })
    .where(eq(bookingAppointments.candidateId, candidateId));
}
