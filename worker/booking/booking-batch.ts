import { eq, type SQL, sql } from "drizzle-orm";
import type { MeetingLocation } from "../contract/site-enums";
import { createDb } from "../db/client";
import { asD1Statement, existsCondition, insertWhere } from "../db/raw-batch";
import { bookingAppointments } from "../db/schema";
import { deleteLeadUnless } from "../leads/store";
import { emailIdsOf, type notifyStaff } from "../notifications/store";
import { dropUnusedCandidate, type matchCandidate } from "../people/store";
import { recordConsents } from "../privacy/consent-store";
import { queueTextWhere } from "../sms/text-store";
import { slotIsFreeSql } from "./free-time-sql";

/**
 * A booking's one transaction: the appointment inserted only if its time is still free, and everything that hangs on
 * it (its lead, candidate, consent, email, text, history, reminders, staff's notification) written only if it was.
 */

/** The select "appointment `id` was inserted": what exists only if the appointment won its slot in the batch. */
export function booked(id: string): SQL {
  return sql`select 1 from ${bookingAppointments} where ${bookingAppointments.id} = ${id}`;
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
  return asD1Statement(d1, insertWhere(bookingAppointments, row, free));
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
  const won = existsCondition(booked(id));
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
