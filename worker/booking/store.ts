import { and, asc, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { AppointmentView } from "../contract/booking";
import { BOOKING_RULES } from "../contract/booking";
import { COMPANY } from "../contract/company";
import { zonedDate, zonedTime } from "../contract/time-zone";
import { computeDaySlots, type DaySlot } from "../domain/slots";
import type { Db } from "../db/client";
import { bookingAppointments, bookingAvailability, bookingBlockedTimes, bookingTypes, type BookingAppointment, type BookingType } from "../db/schema";

/** The booking queries: what the slot function needs for a day, the atomic insert, and the booker's view. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An active booking type, or undefined. */
export async function findActiveType(db: Db, id: string): Promise<BookingType | undefined> {
  return db
    .select()
    .from(bookingTypes)
    .where(and(eq(bookingTypes.id, id), eq(bookingTypes.isActive, true)))
    .get();
}

/** Active types in the order the wizard shows them: free first, then by price and name. */
export async function listActiveTypes(db: Db) {
  return db
    .select({
      id: bookingTypes.id,
      name: bookingTypes.name,
      description: bookingTypes.description,
      duration: bookingTypes.duration,
      price: bookingTypes.price,
      color: bookingTypes.color,
    })
    .from(bookingTypes)
    .where(eq(bookingTypes.isActive, true))
    .orderBy(asc(bookingTypes.price), asc(bookingTypes.name));
}

/** Loads the day's windows, blocks and every live appointment around it, and computes the slots. */
export async function daySlotsFor(db: Db, type: BookingType, date: string, now: Date): Promise<DaySlot[]> {
  // A day in any zone lies within the UTC day before and the one after; appointments a little beyond still matter
  // through their buffers.
  const rangeStart = new Date(Date.parse(`${date}T00:00:00Z`) - 2 * DAY_MS);
  const rangeEnd = new Date(Date.parse(`${date}T00:00:00Z`) + 3 * DAY_MS);
  const [availability, blockedTimes, appointments] = await db.batch([
    db.select().from(bookingAvailability).where(eq(bookingAvailability.bookingTypeId, type.id)),
    db
      .select()
      .from(bookingBlockedTimes)
      .where(
        and(
          or(isNull(bookingBlockedTimes.bookingTypeId), eq(bookingBlockedTimes.bookingTypeId, type.id)),
          or(
            eq(bookingBlockedTimes.isRecurring, true),
            and(lt(bookingBlockedTimes.startDateTime, rangeEnd), gt(bookingBlockedTimes.endDateTime, rangeStart)),
          ),
        ),
      ),
    db
      .select({
        appointmentDate: bookingAppointments.appointmentDate,
        endsAt: bookingAppointments.endsAt,
        bufferTime: bookingTypes.bufferTime,
      })
      .from(bookingAppointments)
      .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
      .where(
        and(
          ne(bookingAppointments.status, "cancelled"),
          lt(bookingAppointments.appointmentDate, rangeEnd),
          gt(bookingAppointments.endsAt, rangeStart),
        ),
      ),
  ]);
  return computeDaySlots({ date, now, type, availability, blockedTimes, appointments });
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
  /** The new appointment's own buffer after it, in minutes. */
  bufferTime: number;
  timeZone: string;
  status: "scheduled" | "confirmed";
  meetingLocation: string;
  meetingLink: string | null;
  leadId: string;
  manageToken: string;
  now: Date;
}

/**
 * The check and the insert as ONE statement: the row is inserted only if no live appointment of any type overlaps
 * it, each keeping its own type's buffer after it (the slot function's rule). SQLite runs a statement atomically
 * and D1 serializes writes, so of two overlapping requests exactly one inserts; the other writes 0 rows. A plain
 * D1 statement with bound parameters, so it can share a `DB.batch` (one transaction) with the rows that depend on it.
 */
function insertAppointmentIfFree(d1: D1Database, a: NewAppointment): D1PreparedStatement {
  const start = a.start.getTime();
  const endWithBuffer = a.end.getTime() + a.bufferTime * 60_000;
  return d1
    .prepare(
      `insert into booking_appointments (
        id, booking_type_id, booker_name, booker_email, booker_phone, booker_company, booker_notes,
        appointment_date, ends_at, duration, time_zone, status, meeting_location, meeting_link, lead_id,
        manage_token, created_at, updated_at, sms_consent
      )
      select ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?17, ?19
      where not exists (
        select 1 from booking_appointments existing
        join booking_types existing_type on existing_type.id = existing.booking_type_id
        where existing.status != 'cancelled'
          and existing.appointment_date < ?18
          and existing.ends_at + existing_type.buffer_time * 60000 > ?8
      )`,
    )
    .bind(
      a.id,
      a.bookingTypeId,
      a.bookerName,
      a.bookerEmail,
      a.bookerPhone,
      a.bookerCompany,
      a.bookerNotes,
      start,
      a.end.getTime(),
      a.duration,
      a.timeZone,
      a.status,
      a.meetingLocation,
      a.meetingLink,
      a.leadId,
      a.manageToken,
      a.now.getTime(),
      endWithBuffer,
      a.smsConsent ? 1 : 0,
    );
}

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachment: { name: string; type: string; base64Content: string };
  relatedType: string;
  relatedId: string;
  now: Date;
}

/** Queues an email only if the appointment `appointmentId` exists (was inserted earlier in the same batch). */
function insertEmailIfBooked(d1: D1Database, appointmentId: string, email: OutboxEmail): D1PreparedStatement {
  return d1
    .prepare(
      `insert into email_outbox (id, to_address, subject, text_body, attachment_name, attachment_type,
        attachment_content, related_type, related_id, status, attempts, created_at)
      select ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'pending', 0, ?10
      where exists (select 1 from booking_appointments where id = ?11)`,
    )
    .bind(
      email.id,
      email.to,
      email.subject,
      email.text,
      email.attachment.name,
      email.attachment.type,
      email.attachment.base64Content,
      email.relatedType,
      email.relatedId,
      email.now.getTime(),
      appointmentId,
    );
}

export interface QueuedText {
  id: string;
  toNumber: string;
  message: string;
  now: Date;
}

/** Queues the text confirmation only if the appointment exists; delivery (with its consent check) is the cron's. */
function insertTextIfBooked(d1: D1Database, appointmentId: string, leadId: string, text: QueuedText): D1PreparedStatement {
  return d1
    .prepare(
      `insert into sms_messages (id, to_number, message, message_type, status, related_booking_id, related_lead_id, attempts, next_attempt_at, created_at)
      select ?1, ?2, ?3, 'booking_confirmation', 'pending', ?4, ?5, 0, ?6, ?6
      where exists (select 1 from booking_appointments where id = ?4)`,
    )
    .bind(text.id, text.toNumber, text.message, appointmentId, leadId, text.now.getTime());
}

/** Removes a lead made in the same batch for an appointment that was not inserted (it lost the race). */
function deleteLeadIfNotBooked(d1: D1Database, leadId: string, appointmentId: string): D1PreparedStatement {
  return d1
    .prepare("delete from crm_leads where id = ?1 and not exists (select 1 from booking_appointments where id = ?2)")
    .bind(leadId, appointmentId);
}

/**
 * Stores a booking in ONE transaction (`DB.batch`): the lead first so the appointment can point to it; the
 * appointment only if its time is still free; the email (and the text, with consent) only if the appointment was
 * inserted; and a lead whose
 * appointment lost the race is deleted again. True when the appointment was inserted; on false no row is left.
 */
export async function storeBooking(
  d1: D1Database,
  parts: { lead: { toSQL(): { sql: string; params: unknown[] } }; appointment: NewAppointment; email: OutboxEmail; text?: QueuedText },
): Promise<boolean> {
  const [, inserted] = await d1.batch([
    asD1Statement(d1, parts.lead),
    insertAppointmentIfFree(d1, parts.appointment),
    insertEmailIfBooked(d1, parts.appointment.id, parts.email),
    ...(parts.text ? [insertTextIfBooked(d1, parts.appointment.id, parts.appointment.leadId, parts.text)] : []),
    deleteLeadIfNotBooked(d1, parts.appointment.leadId, parts.appointment.id),
  ]);
  return inserted?.meta.changes === 1;
}

/** A Drizzle query as a D1 statement, to join plain statements in one `DB.batch`. */
function asD1Statement(d1: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return d1.prepare(sql).bind(...params);
}

/** An appointment with its type's name and price, found by id AND its manage token (a wrong token finds nothing). */
export async function findAppointmentByToken(db: Db, id: string, token: string) {
  return db
    .select({ appointment: bookingAppointments, serviceName: bookingTypes.name, price: bookingTypes.price })
    .from(bookingAppointments)
    .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
    .where(and(eq(bookingAppointments.id, id), eq(bookingAppointments.manageToken, token)))
    .get();
}

/** Where the meeting happens, in words for the booker. */
export function locationText(a: Pick<BookingAppointment, "meetingLocation" | "meetingLink" | "bookerPhone">): string {
  const { street, city, region, postalCode } = COMPANY.address;
  switch (a.meetingLocation) {
    case "office":
      return `In person at our office: ${street}, ${city}, ${region} ${postalCode}`;
    case "phone":
      return a.bookerPhone ? `Phone call: your consultant will call you at ${a.bookerPhone}` : "Phone call";
    default:
      return a.meetingLink ? `Video call: ${a.meetingLink}` : "Video call: your consultant will email you the meeting link before the call";
  }
}

/** The columns the booker's view is made of. */
export type AppointmentViewRow = Pick<
  BookingAppointment,
  | "id"
  | "status"
  | "appointmentDate"
  | "endsAt"
  | "timeZone"
  | "duration"
  | "meetingLocation"
  | "meetingLink"
  | "bookerPhone"
  | "bookerName"
  | "bookerEmail"
  | "manageToken"
  | "cancelledAt"
>;

/** The booker's view of an appointment: the 201 confirmation body and the manage page. */
export function appointmentView(a: AppointmentViewRow, serviceName: string, price: number): AppointmentView {
  const zone = BOOKING_RULES.timeZone;
  const start = a.appointmentDate.getTime();
  const end = a.endsAt.getTime();
  const token = encodeURIComponent(a.manageToken);
  return {
    id: a.id,
    status: a.status,
    serviceName,
    startsAt: a.appointmentDate.toISOString(),
    endsAt: a.endsAt.toISOString(),
    timeZone: zone,
    date: zonedDate(start, zone),
    startTime: zonedTime(start, zone),
    endTime: zonedTime(end, zone),
    bookerTimeZone: a.timeZone,
    duration: a.duration,
    price,
    meetingLocation: a.meetingLocation,
    meetingLink: a.meetingLink,
    locationText: locationText(a),
    bookerName: a.bookerName,
    bookerEmail: a.bookerEmail,
    manageUrl: `/book/manage/${a.id}?token=${token}`,
    calendarUrl: `/api/booking/appointments/${a.id}.ics?token=${token}`,
    cancelledAt: a.cancelledAt ? a.cancelledAt.toISOString() : null,
  };
}
