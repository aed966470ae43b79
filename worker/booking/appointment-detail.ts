import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppointmentDetail, AppointmentListItem } from "../contract/appointments";
import { BOOKING_RULES } from "../contract/booking";
import type { LEAD_STATUSES } from "../contract/enums";
import { zonedDate, zonedTime } from "../contract/time-zone";
import type { Db } from "../db/client";
import {
  type BookingAppointment,
  bookingAppointmentEvents,
  bookingAppointments,
  bookingTypes,
  crmLeads,
  deliveries,
} from "../db/schema";
import { locationText } from "./appointment-view";

/** One appointment as staff see it: the booker in both zones, its lead, its history and its messages. */

/** The columns a list row is made of, with its type's name and color. */
export type AppointmentListRow = Pick<
  BookingAppointment,
  | "id"
  | "status"
  | "bookingTypeId"
  | "appointmentDate"
  | "endsAt"
  | "bookerName"
  | "bookerEmail"
  | "bookerCompany"
  | "meetingLocation"
> & { typeName: string; typeColor: string };

/** A list row's view: instants as ISO, and the business zone's wall-clock date and times. */
export function appointmentListItem(row: AppointmentListRow): AppointmentListItem {
  const zone = BOOKING_RULES.timeZone;
  const start = row.appointmentDate.getTime();
  return {
    id: row.id,
    status: row.status,
    typeId: row.bookingTypeId,
    typeName: row.typeName,
    typeColor: row.typeColor,
    startsAt: row.appointmentDate.toISOString(),
    endsAt: row.endsAt.toISOString(),
    date: zonedDate(start, zone),
    startTime: zonedTime(start, zone),
    endTime: zonedTime(row.endsAt.getTime(), zone),
    bookerName: row.bookerName,
    bookerEmail: row.bookerEmail,
    bookerCompany: row.bookerCompany,
    meetingLocation: row.meetingLocation,
  };
}

/** Messages about an appointment: its booking emails and texts, and its reminders. */
const APPOINTMENT_DELIVERY_TYPES = ["booking_appointment", "booking_reminder"];

/** The appointment's page, or undefined when there is no such appointment. */
export async function findAppointmentDetail(db: Db, id: string): Promise<AppointmentDetail | undefined> {
  const [rows, history, messages] = await db.batch([
    db
      .select({
        appointment: bookingAppointments,
        typeName: bookingTypes.name,
        typeColor: bookingTypes.color,
        autoConfirm: bookingTypes.autoConfirm,
        leadScore: crmLeads.leadScore,
        // Aliased: in a D1 batch, drizzle reads rows by position from objects keyed by column name, so a second
        // "status" would be lost.
        leadStatus: sql<(typeof LEAD_STATUSES)[number]>`${crmLeads.status}`.as("lead_status"),
      })
      .from(bookingAppointments)
      .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
      .leftJoin(crmLeads, eq(crmLeads.id, bookingAppointments.leadId))
      .where(eq(bookingAppointments.id, id))
      .limit(1),
    db
      .select()
      .from(bookingAppointmentEvents)
      .where(eq(bookingAppointmentEvents.appointmentId, id))
      .orderBy(asc(bookingAppointmentEvents.createdAt)),
    db
      .select()
      .from(deliveries)
      .where(
        and(
          inArray(deliveries.relatedType, APPOINTMENT_DELIVERY_TYPES),
          eq(deliveries.relatedId, id),
          inArray(deliveries.kind, ["email", "sms"]),
        ),
      )
      .orderBy(desc(deliveries.createdAt))
      .limit(50),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const a = row.appointment;
  const start = a.appointmentDate.getTime();
  return {
    ...appointmentListItem({ ...a, typeName: row.typeName, typeColor: row.typeColor }),
    duration: a.duration,
    timeZone: BOOKING_RULES.timeZone,
    bookerTimeZone: a.timeZone,
    bookerDate: zonedDate(start, a.timeZone),
    bookerStartTime: zonedTime(start, a.timeZone),
    bookerPhone: a.bookerPhone,
    smsConsent: a.smsConsent,
    locationText: locationText(a),
    meetingLink: a.meetingLink,
    bookerNotes: a.bookerNotes,
    needsConfirmation: !row.autoConfirm,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    cancelReason: a.cancelReason,
    rescheduleCount: a.rescheduleCount,
    lead:
      a.leadId && row.leadStatus !== null && row.leadScore !== null
        ? { id: a.leadId, score: row.leadScore, status: row.leadStatus }
        : null,
    candidateId: a.candidateId,
    history: history.map((event) => ({
      id: event.id,
      action: event.action,
      actorName: event.actorName,
      at: event.createdAt.toISOString(),
      fromStart: event.fromStart?.toISOString() ?? null,
      toStart: event.toStart?.toISOString() ?? null,
      reason: event.reason,
    })),
    deliveries: messages.map((message) => ({
      id: message.id,
      kind: message.kind === "sms" ? "sms" : "email",
      summary: message.summary,
      status: message.status,
      dueAt: message.status === "pending" ? (message.nextAttemptAt?.toISOString() ?? null) : null,
      sentAt: message.sentAt?.toISOString() ?? null,
    })),
  };
}
