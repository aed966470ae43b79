import { eq, type SQL, sql } from "drizzle-orm";
import { type AppointmentView, BOOKING_MESSAGES } from "../contract/booking";
import type { BookingRequest } from "../contract/booking-request";
import { employerLeadScore } from "../contract/lead-scoring";
import type { MeetingLocation } from "../contract/site-enums";
import { createDb, type Db } from "../db/client";
import { asD1Statement } from "../db/raw-batch";
import { bookingAppointments } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { textNumberOf } from "../domain/appointment-rules";
import { appointmentIcs, confirmationEmail, confirmationText } from "../domain/booking-email";
import { storedManageToken } from "../domain/link-token";
import { ApiError } from "../http/errors";
import { leadSyncDelivery } from "../leads/crm-delivery";
import { deleteLeadUnless, insertLead, scoreLead } from "../leads/store";
import { emailIdsOf, notifyStaff } from "../notifications/store";
import { dropUnusedCandidate, matchCandidate, splitName } from "../people/store";
import { recordConsents } from "../privacy/consent-store";
import { queueTextWhere } from "../sms/text-store";
import { plannedBooking } from "./booking-plan";
import { appointmentLink, bookingEmail, insertEvent } from "./change-batch";
import { slotIsFreeSql } from "./free-time-sql";
import { reminderStatements } from "./reminder-store";
import { d1Statement, insertWhere, plainSql } from "./sql-statements";

/** Booking an appointment: the atomic check-and-insert with its lead, email, text, history and reminders. */

/** The select "appointment `id` was inserted": what exists only if the appointment won its slot in the batch. */
function booked(id: string): SQL {
  return sql`select 1 from ${bookingAppointments} where ${bookingAppointments.id} = ${id}`;
}

/** What staff read on the lead: the booking and the booker's details (the lead has no contact row). */
function leadNotes(typeName: string, view: AppointmentView, body: BookingRequest): string {
  const extras = [body.bookerCompany, body.bookerPhone].filter(Boolean).join(", ");
  return `Booked ${typeName} for ${view.date} ${view.startTime} ET (${body.meetingLocation}). ${body.bookerName} <${body.bookerEmail}>${extras ? `, ${extras}` : ""}.`;
}

export interface NewAppointment {
  id: string;
  bookingTypeId: string;
  bookerName: string;
  bookerEmail: string;
  bookerPhone: string | null;
  smsConsent: boolean;
  bookerCompany: string | null;
  bookerNotes: string | null;
  start: Date;
  end: Date;
  duration: number;
  /** The new appointment's own buffers before and after it, in minutes. */
  bufferBefore: number;
  bufferTime: number;
  timeZone: string;
  status: "scheduled" | "confirmed";
  meetingLocation: MeetingLocation;
  meetingLink: string | null;
  leadId: string;
  manageToken: string;
  now: Date;
}

/**
 * The check and the insert as ONE statement: the row is inserted only if its time is free by `slotIsFreeSql` (the
 * slot function's rule). SQLite runs a statement atomically and D1 serializes writes, so of two overlapping
 * requests exactly one inserts; the other writes 0 rows. A plain D1 statement with bound parameters, so it can share
 * a `DB.batch` (one transaction) with the rows that depend on it.
 */
function insertAppointmentIfFree(
  d1: D1Database,
  a: NewAppointment,
  stored: { manageTokenHash: string; manageTokenSealed: string },
): D1PreparedStatement {
  const free = slotIsFreeSql({
    start: a.start,
    end: a.end,
    bufferBefore: a.bufferBefore,
    bufferAfter: a.bufferTime,
    bookingTypeId: a.bookingTypeId,
  });
  const row = {
    id: a.id,
    bookingTypeId: a.bookingTypeId,
    bookerName: a.bookerName,
    bookerEmail: a.bookerEmail,
    bookerPhone: a.bookerPhone,
    bookerCompany: a.bookerCompany,
    bookerNotes: a.bookerNotes,
    appointmentDate: a.start,
    endsAt: a.end,
    duration: a.duration,
    timeZone: a.timeZone,
    status: a.status,
    meetingLocation: a.meetingLocation,
    meetingLink: a.meetingLink,
    leadId: a.leadId,
    manageTokenHash: stored.manageTokenHash,
    manageTokenSealed: stored.manageTokenSealed,
    createdAt: a.now,
    updatedAt: a.now,
    smsConsent: a.smsConsent,
  };
  return d1Statement(d1, insertWhere(bookingAppointments, row, free));
}

export interface QueuedText {
  toNumber: string;
  message: string;
  now: Date;
}

/**
 * Stores a booking in ONE transaction (`DB.batch`): the lead first so the appointment can point to it; the
 * appointment only if its time is still free, then its booker's candidate; the email, the lead's CRM sync (and the
 * text, with consent) only if the appointment was inserted; and a lead or a new candidate whose appointment lost the
 * race is deleted again. Answers whether the
 * appointment was inserted (on false no row is left) and the text's delivery to dispatch, if there is a text.
 */
export async function storeBooking(
  d1: D1Database,
  parts: {
    /** The booker's candidate (worker/people/store.ts matchCandidate). */
    candidate: ReturnType<typeof matchCandidate>;
    lead: { toSQL(): { sql: string; params: unknown[] } };
    appointment: NewAppointment;
    /** What is stored of its manage token (decision 078): the hash and the token sealed. */
    storedToken: { manageTokenHash: string; manageTokenSealed: string };
    email: D1PreparedStatement;
    leadSync: D1PreparedStatement;
    /** Its history's first row and its reminders, conditional on the appointment like the email. */
    followUps: D1PreparedStatement[];
    /** The staff's notifications of the booking, conditional on the appointment like the email. */
    notify: ReturnType<typeof notifyStaff>;
    text?: QueuedText;
  },
): Promise<{ stored: boolean; textDeliveryId?: string; notificationDeliveryIds: string[] }> {
  const { id, leadId } = parts.appointment;
  const won = plainSql(booked(id));
  // The text confirmation (its consent is checked again when it is sent).
  const text = parts.text
    ? queueTextWhere(
        d1,
        {
          toNumber: parts.text.toNumber,
          message: parts.text.message,
          messageType: "booking_confirmation",
          relatedBookingId: id,
          relatedLeadId: leadId,
        },
        parts.text.now,
        won,
      )
    : undefined;
  const db = createDb(d1);
  const { candidate } = parts;
  const notify = [...parts.notify.statements, parts.notify.deliveryIds].map((query) => asD1Statement(d1, query));
  const results = await d1.batch([
    asD1Statement(d1, parts.lead),
    insertAppointmentIfFree(d1, parts.appointment, parts.storedToken),
    asD1Statement(d1, candidate.upsert),
    asD1Statement(
      d1,
      db
        .update(bookingAppointments)
        .set({ candidateId: candidate.candidateId })
        .where(eq(bookingAppointments.id, parts.appointment.id)),
    ),
    parts.email,
    parts.leadSync,
    ...parts.followUps,
    asD1Statement(
      d1,
      recordConsents(
        db,
        { type: "booking_appointment", id: parts.appointment.id },
        parts.appointment.smsConsent ? ["booking", "sms_appointment"] : ["booking"],
        new Date(),
        sql`exists (${booked(id)})`,
      ),
    ),
    ...(text?.statements ?? []),
    ...notify,
    // A lead whose appointment lost the race goes again.
    deleteLeadUnless(d1, leadId, won),
    asD1Statement(d1, dropUnusedCandidate(db, candidate.newId)),
  ]);
  const emails = results[results.length - 3]?.results as { id: string | null }[];
  return {
    stored: results[1]?.meta.changes === 1,
    textDeliveryId: text?.deliveryId,
    notificationDeliveryIds: emailIdsOf(emails),
  };
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
  const won = plainSql(booked(id));
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
