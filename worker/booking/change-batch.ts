import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ActivityAction } from "../contract/activity";
import type { AppointmentView } from "../contract/booking";
import type { AppointmentEventAction } from "../contract/enums";
import { createDb } from "../db/client";
import { asD1Statement, insertWhere } from "../db/raw-batch";
import { type BookingAppointment, type BookingType, bookingAppointmentEvents, bookingAppointments } from "../db/schema";
import type { NewDeliveryInput } from "../delivery/pipeline";
import { type ChangeRefusal, LIVE_STATUSES } from "../domain/appointment-rules";
import { type Actor, activityLogEach } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { base64OfText } from "../integrations/email/client";
import type { AppointmentWithToken } from "./appointment-view";

/**
 * What every change to a booked appointment (move, cancel, status; ./reschedule-store.ts, ./cancel-store.ts,
 * ./staff-status-store.ts) is made of. Each change is ONE batch: first its history row, inserted only if the
 * appointment is still as it was read (and, for a move, the new time is free); then the change itself and everything
 * it causes (emails, reminders withdrawn and rewritten, the activity log, staff's notification), each only if that
 * history row exists. The history row is this request's own witness: of two racing requests only one writes it
 * (decision 023). A booking's own first history row is written the same way (./appointment-store.ts).
 */

/** Who makes a change: the booker through the manage link, or a staff member (named in the history). */
export type ChangeBy = { kind: "booker" } | { kind: "staff"; actor: Actor; name: string };

export interface ChangeOptions {
  now: Date;
  origin: string;
  /** Whether the text service can send now (the sms kind's status): reminders go by text too only then. */
  textsConfigured: boolean;
}

/** An appointment as read before a change, with its type. */
export interface LoadedAppointment {
  appointment: AppointmentWithToken;
  type: BookingType;
}

/** Where a notification about a booking takes staff: the appointment's page. */
export const appointmentLink = (id: string) => `/admin/appointments/${encodeURIComponent(id)}`;

export const conflict = (code: string, message: string) => new ApiError(409, code, message);

/** A change the rules refuse (worker/domain/appointment-rules.ts), answered as a conflict. */
export function refuse(refusal: ChangeRefusal | null): void {
  if (refusal) throw conflict(refusal.code, refusal.message);
}

export const changedMeanwhile = () =>
  conflict("appointment_changed", "This appointment was changed at the same moment. Please reload it and try again.");

/** The booker's email about `view` (confirmation, move or cancellation), with its calendar file. */
export function bookingEmail(
  view: AppointmentView,
  content: { subject: string; text: string },
  ics: string,
): NewDeliveryInput<"email"> {
  return {
    recipient: view.bookerEmail,
    summary: content.subject,
    payload: {
      subject: content.subject,
      text: content.text,
      attachment: { filename: "consultation.ics", contentType: "text/calendar", base64Content: base64OfText(ics) },
    },
    related: { type: "booking_appointment", id: view.id },
  };
}

/** The history row of a change, inserted only if the select `condition` finds a row; its id is the change's witness. */
export function insertEvent(
  d1: D1Database,
  event: {
    id: string;
    appointmentId: string;
    action: AppointmentEventAction;
    by: ChangeBy;
    fromStart?: Date;
    toStart?: Date;
    reason?: string;
    now: Date;
  },
  condition: SQL,
): D1PreparedStatement {
  const staff = event.by.kind === "staff" ? event.by : null;
  const row = {
    id: event.id,
    appointmentId: event.appointmentId,
    action: event.action,
    actorUserId: staff?.actor.userId ?? null,
    actorName: staff?.name ?? "Booker",
    fromStart: event.fromStart ?? null,
    toStart: event.toStart ?? null,
    reason: event.reason ?? null,
    createdAt: event.now,
  };
  return asD1Statement(d1, insertWhere(bookingAppointmentEvents, row, sql`exists (${condition})`));
}

/** The select "this change's history row was written". */
export function happened(eventId: string): SQL {
  return sql`select 1 from ${bookingAppointmentEvents} where ${bookingAppointmentEvents.id} = ${eventId}`;
}

/** The condition "this change's history row was written", for a Drizzle query's WHERE. */
export function ifHappened(eventId: string): SQL {
  return sql`exists (${happened(eventId)})`;
}

/** The select "the appointment is still as it was read": same status and calendar revision. */
export function unchanged(a: BookingAppointment, statuses: readonly BookingAppointment["status"][] = LIVE_STATUSES) {
  return sql`select 1 from ${bookingAppointments} where ${and(
    eq(bookingAppointments.id, a.id),
    inArray(bookingAppointments.status, [...statuses]),
    eq(bookingAppointments.sequence, a.sequence),
    eq(bookingAppointments.appointmentDate, a.appointmentDate),
  )}`;
}

/** The staff member's activity log entry, written only if the change happened. */
export function staffLog(
  d1: D1Database,
  by: ChangeBy,
  action: ActivityAction,
  appointmentId: string,
  eventId: string,
  details: Record<string, unknown>,
): D1PreparedStatement[] {
  if (by.kind !== "staff") return [];
  const db = createDb(d1);
  // Named "id": the log's insert reads `entities.id`.
  const ofThisChange = db
    .select({ id: sql<string>`${bookingAppointmentEvents.appointmentId}`.as("id") })
    .from(bookingAppointmentEvents)
    .where(eq(bookingAppointmentEvents.id, eventId));
  return [
    asD1Statement(
      d1,
      activityLogEach(
        by.actor,
        db,
        { action, entityType: "booking_appointment", details: { appointmentId, ...details } },
        ofThisChange,
      ),
    ),
  ];
}
