import { eq, exists, sql } from "drizzle-orm";
import type { ActivityAction } from "../contract/activity";
import type { AppointmentStaffStatus, ScheduleWarning } from "../contract/appointments";
import { type AppointmentView, BOOKING_MESSAGES, BOOKING_RULES } from "../contract/booking";
import type { AppointmentEventAction } from "../contract/enums";
import { zonedDate } from "../contract/time-zone";
import { createDb } from "../db/client";
import { asD1Statement } from "../db/raw-batch";
import { type BookingAppointment, type BookingType, bookingAppointmentEvents } from "../db/schema";
import { type NewDeliveryInput, queueDeliveryWhere } from "../delivery/pipeline";
import {
  appointmentIcs,
  type CancelCause,
  cancellationEmail,
  confirmationEmail,
  rescheduleEmail,
} from "../domain/booking-email";
import { calendarWarnings } from "../domain/slots";
import { type Actor, activityLogEach } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { base64OfText } from "../integrations/email/client";
import { recordLeadCancellation } from "../leads/store";
import { emailIdsOf, notifyStaff } from "../notifications/store";
import { type ChangeCondition, reminderStatements, withdrawReminderStatements } from "./reminder-store";
import {
  type AppointmentWithToken,
  appointmentView,
  daySlotsFor,
  daySlotsInputFor,
  guestChangeRefusal,
  LIVE_STATUSES,
  noOverlapSql,
  slotIsFreeSql,
} from "./store";

/**
 * What happens to an appointment after it is booked, by staff or by its booker: move, cancel, confirm or decline,
 * mark completed or no-show. Each change is ONE batch: first its history row, inserted only if the appointment is
 * still as it was read (and, for a move, the new time is free); then the change itself and everything it causes
 * (emails, reminders withdrawn and rewritten, the activity log, staff's notification), each only if that history row
 * exists. The history row is this request's own witness: of two racing requests only one writes it (decision 023).
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

const conflict = (code: string, message: string) => new ApiError(409, code, message);
const changedMeanwhile = () =>
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

/** The history row of a change, inserted only if `condition` holds; its id is the change's witness. */
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
  condition: ChangeCondition,
): D1PreparedStatement {
  const staff = event.by.kind === "staff" ? event.by : null;
  return d1
    .prepare(
      `insert into booking_appointment_events (id, appointment_id, action, actor_user_id, actor_name, from_start, to_start, reason, created_at)
      select ?, ?, ?, ?, ?, ?, ?, ?, ? where exists (${condition.sql})`,
    )
    .bind(
      event.id,
      event.appointmentId,
      event.action,
      staff?.actor.userId ?? null,
      staff?.name ?? "Booker",
      event.fromStart?.getTime() ?? null,
      event.toStart?.getTime() ?? null,
      event.reason ?? null,
      event.now.getTime(),
      ...condition.params,
    );
}

/** The condition "this change's history row was written". */
function happened(eventId: string): ChangeCondition {
  return { sql: "select 1 from booking_appointment_events where id = ?", params: [eventId] };
}

/** "The appointment is still as it was read": same status and calendar revision. */
function unchanged(a: BookingAppointment, statuses: readonly string[] = LIVE_STATUSES): ChangeCondition {
  return {
    sql: `select 1 from booking_appointments where id = ? and status in (${statuses.map(() => "?").join(", ")}) and sequence = ? and appointment_date = ?`,
    params: [a.id, ...statuses, a.sequence, a.appointmentDate.getTime()],
  };
}

/** The staff member's activity log entry, written only if the change happened. */
function staffLog(
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

/** Refuses a change to an appointment that no longer holds its time: cancelled, marked, or already started. */
function assertOpen(a: BookingAppointment, now: Date, verb: "moved" | "cancelled"): void {
  if (a.status === "cancelled")
    throw conflict("appointment_cancelled", `This appointment is cancelled and can no longer be ${verb}.`);
  if (a.appointmentDate.getTime() <= now.getTime() || a.status === "completed" || a.status === "no_show") {
    throw conflict("appointment_past", `This appointment has already taken place and can no longer be ${verb}.`);
  }
}

/** The booker's limits (staff have none): the type's notice for guest changes. */
function assertGuestMayChange(loaded: LoadedAppointment, now: Date): void {
  const refusal = guestChangeRefusal(loaded.appointment.appointmentDate, loaded.type, now);
  if (refusal) throw conflict("inside_guest_notice", refusal);
}

/** The booker's number for reminder texts: consent with a phone, and a configured text service. */
function textTo(a: BookingAppointment, options: ChangeOptions): string | null {
  return a.smsConsent && a.bookerPhone && options.textsConfigured ? a.bookerPhone : null;
}

/** The new time of a move and the condition that claims it: a slot offered to the booker, any free time for staff. */
interface MoveTarget {
  slot: { start: Date; end: Date };
  free: ChangeCondition;
  warnings: ScheduleWarning[];
}

/**
 * The booker's new time must be a slot the slot function offers as available for the type that day (the appointment
 * itself left out), claimed by the whole rule (slotIsFreeSql).
 */
async function bookerTarget(d1: D1Database, loaded: LoadedAppointment, start: Date, now: Date): Promise<MoveTarget> {
  const { appointment: a, type } = loaded;
  const slots = await daySlotsFor(createDb(d1), type, zonedDate(start.getTime(), BOOKING_RULES.timeZone), now, {
    exceptId: a.id,
  });
  const slot = slots.find((s) => s.start.getTime() === start.getTime());
  if (slot?.status === "booked") throw conflict("slot_taken", BOOKING_MESSAGES.slotTaken);
  if (slot?.status !== "available") {
    throw new ApiError(400, "slot_not_offered", BOOKING_MESSAGES.slotNotOffered, [
      { path: "startTime", message: BOOKING_MESSAGES.slotNotOffered },
    ]);
  }
  const free = slotIsFreeSql({
    start: slot.start,
    end: slot.end,
    bufferBefore: type.bufferBefore,
    bufferAfter: type.bufferTime,
    bookingTypeId: type.id,
    exceptId: a.id,
  });
  return { slot, free, warnings: [] };
}

/**
 * Staff may choose any time to come (decision 090): only one another live appointment holds (buffers included) is
 * refused, claimed in the move's statement; a time outside the firm's or the type's hours, or on a closure, is moved
 * to with a warning.
 */
async function staffTarget(d1: D1Database, loaded: LoadedAppointment, start: Date, now: Date): Promise<MoveTarget> {
  const { appointment: a, type } = loaded;
  if (start.getTime() <= now.getTime())
    throw validationError([{ path: "startTime", message: "Start time must be in the future" }]);
  const slot = { start, end: new Date(start.getTime() + type.duration * 60_000) };
  const input = await daySlotsInputFor(createDb(d1), type, zonedDate(start.getTime(), BOOKING_RULES.timeZone), now, {
    exceptId: a.id,
  });
  const free = noOverlapSql(
    start.getTime() - type.bufferBefore * 60_000,
    slot.end.getTime() + type.bufferTime * 60_000,
    a.id,
  );
  const isFree = await d1
    .prepare(`select 1 where ${free.sql}`)
    .bind(...free.params)
    .first();
  if (!isFree) throw conflict("slot_taken", "Another appointment holds that time. Please choose another time.");
  return { slot, free, warnings: calendarWarnings(input, slot) };
}

/**
 * Moves an appointment to `startTime`, atomically: of racing moves into one free time exactly one wins. The booker
 * may move only to an offered slot, and only for types that allow rescheduling, outside the notice for guest
 * changes; staff to any time to come that no other appointment holds, with warnings when it is outside the calendar.
 * Its old time is free at once; the booker gets the new time with a calendar file of a higher SEQUENCE; its pending
 * reminders are withdrawn and new ones written. Answers the deliveries to dispatch now and the warnings.
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
  assertOpen(a, now, "moved");
  if (by.kind === "booker") {
    if (!type.allowRescheduling) throw conflict("reschedule_not_allowed", BOOKING_MESSAGES.rescheduleNotAllowed);
    assertGuestMayChange(loaded, now);
  }
  const start = new Date(startTime);
  if (start.getTime() === a.appointmentDate.getTime())
    throw validationError([{ path: "startTime", message: BOOKING_MESSAGES.sameTime }]);
  const db = createDb(d1);
  const { slot, free, warnings } =
    by.kind === "staff" ? await staffTarget(d1, loaded, start, now) : await bookerTarget(d1, loaded, start, now);

  const eventId = crypto.randomUUID();
  const stillThere = unchanged(a);
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
    {
      sql: `${stillThere.sql} and ${free.sql}`,
      params: [...stillThere.params, ...free.params],
    },
  );
  const move = d1
    .prepare(
      `update booking_appointments set appointment_date = ?, ends_at = ?, duration = ?, reschedule_count = reschedule_count + 1,
        sequence = sequence + 1, updated_at = ? where id = ? and exists (select 1 from booking_appointment_events where id = ?)`,
    )
    .bind(slot.start.getTime(), slot.end.getTime(), type.duration, now.getTime(), a.id, eventId);
  const moved = { ...a, appointmentDate: slot.start, endsAt: slot.end, duration: type.duration };
  const view = appointmentView(moved, type, now);
  const previous = appointmentView(a, type, now);
  const email = queueDeliveryWhere(
    d1,
    "email",
    bookingEmail(view, rescheduleEmail(view, previous, origin), appointmentIcs(view, origin, now, a.sequence + 1)),
    now,
    happened(eventId),
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
          onlyIf: db
            .select({ id: bookingAppointmentEvents.id })
            .from(bookingAppointmentEvents)
            .where(eq(bookingAppointmentEvents.id, eventId))
            .getSQL(),
          now,
        })
      : null;
  const results = await d1.batch([
    claim,
    move,
    ...withdrawReminderStatements(d1, a.id, now, happened(eventId)),
    ...reminderStatements(d1, { view, textTo: textTo(a, options), leadId: a.leadId, origin, now }, happened(eventId)),
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
    const still = await d1
      .prepare(stillThere.sql)
      .bind(...stillThere.params)
      .first();
    throw still ? conflict("slot_taken", BOOKING_MESSAGES.slotTaken) : changedMeanwhile();
  }
  const staffEmails = notify ? emailIdsOf(results[results.length - 1]?.results as { id: string | null }[]) : [];
  return { deliveryIds: [email.id, ...staffEmails], warnings };
}

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
  if (a.status === "cancelled" && by.kind === "booker") return { cancelled: false, deliveryIds: [] };
  assertOpen(a, now, "cancelled");
  if (by.kind === "booker") assertGuestMayChange(loaded, now);
  if (declined && !(a.status === "scheduled" && !type.autoConfirm)) {
    throw conflict("not_awaiting_confirmation", "Only a booking that is waiting for confirmation can be declined.");
  }

  const db = createDb(d1);
  const eventId = crypto.randomUUID();
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
  const cancel = d1
    .prepare(
      `update booking_appointments set status = 'cancelled', cancelled_at = ?, cancel_reason = ?, sequence = sequence + 1, updated_at = ?
      where id = ? and exists (select 1 from booking_appointment_events where id = ?)`,
    )
    .bind(now.getTime(), reason, now.getTime(), a.id, eventId);
  const view = appointmentView({ ...a, status: "cancelled", cancelledAt: now }, type, now);
  const email = queueDeliveryWhere(
    d1,
    "email",
    bookingEmail(view, cancellationEmail(view, origin, cause), appointmentIcs(view, origin, now, a.sequence + 1)),
    now,
    happened(eventId),
  );
  const ofThisChange = db
    .select({ id: bookingAppointmentEvents.id })
    .from(bookingAppointmentEvents)
    .where(eq(bookingAppointmentEvents.id, eventId));
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
            exists(ofThisChange),
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
          onlyIf: ofThisChange.getSQL(),
          now,
        })
      : null;
  const results = await d1.batch([
    claim,
    cancel,
    ...withdrawReminderStatements(d1, a.id, now, happened(eventId)),
    email.statement,
    ...lead,
    ...staffLog(d1, by, declined ? "appointment.decline" : "appointment.cancel", a.id, eventId, { reason }),
    ...(notify ? [...notify.statements, notify.deliveryIds].map((query) => asD1Statement(d1, query)) : []),
  ]);
  if (results[0]?.meta.changes !== 1) {
    const [row] = await d1.prepare("select status from booking_appointments where id = ?").bind(a.id).raw<[string]>();
    if (row?.[0] === "cancelled") {
      if (by.kind === "booker") return { cancelled: false, deliveryIds: [] };
      throw conflict("appointment_cancelled", "This appointment is cancelled already.");
    }
    throw changedMeanwhile();
  }
  const staffEmails = notify ? emailIdsOf(results[results.length - 1]?.results as { id: string | null }[]) : [];
  return { cancelled: true, deliveryIds: [email.id, ...staffEmails] };
}

/**
 * Staff's status change: confirm or decline a booking waiting for confirmation (its type needs one), or mark one that
 * has started completed or a no-show. A confirm tells the booker, with a calendar file no longer tentative; a decline
 * is a cancel with its reason. Answers the deliveries to dispatch now.
 */
export async function setAppointmentStatus(
  d1: D1Database,
  loaded: LoadedAppointment,
  change: { status?: AppointmentStaffStatus; reason?: string },
  by: Extract<ChangeBy, { kind: "staff" }>,
  options: Omit<ChangeOptions, "textsConfigured">,
): Promise<{ deliveryIds: string[] }> {
  const { appointment: a, type } = loaded;
  const { now, origin } = options;
  const { status } = change;
  if (!status) throw validationError([{ path: "status", message: "Status is required" }]);
  if (status === "declined") {
    if (!change.reason)
      throw validationError([{ path: "reason", message: "A reason is required to decline: the booker is told" }]);
    const { deliveryIds } = await cancelAppointment(
      d1,
      loaded,
      { by: "staff", reason: change.reason, declined: true },
      by,
      options,
    );
    return { deliveryIds };
  }
  if (status === "confirmed") {
    if (a.status !== "scheduled" || type.autoConfirm) {
      throw conflict("not_awaiting_confirmation", "Only a booking that is waiting for confirmation can be confirmed.");
    }
    if (a.appointmentDate.getTime() <= now.getTime())
      throw conflict("appointment_past", "This appointment has already taken place and can no longer be confirmed.");
  } else {
    if (a.status === "cancelled")
      throw conflict(
        "appointment_cancelled",
        `A cancelled appointment cannot be marked ${status === "completed" ? "completed" : "a no-show"}.`,
      );
    if (a.appointmentDate.getTime() > now.getTime()) {
      throw conflict(
        "appointment_not_started",
        "An appointment can be marked completed or a no-show only once it has started.",
      );
    }
    if (a.status === status)
      throw conflict(
        "status_unchanged",
        `This appointment is marked ${status === "completed" ? "completed" : "a no-show"} already.`,
      );
  }

  const eventId = crypto.randomUUID();
  const claim = insertEvent(
    d1,
    { id: eventId, appointmentId: a.id, action: status, by, now },
    unchanged(a, [a.status]),
  );
  // A confirm changes what the booker's calendar shows (tentative to confirmed), so it raises the sequence too.
  const update = d1
    .prepare(
      `update booking_appointments set status = ?, completed_at = ?, sequence = sequence + ?, updated_at = ?
      where id = ? and exists (select 1 from booking_appointment_events where id = ?)`,
    )
    .bind(
      status,
      status === "completed" ? now.getTime() : null,
      status === "confirmed" ? 1 : 0,
      now.getTime(),
      a.id,
      eventId,
    );
  const view = appointmentView({ ...a, status }, type, now);
  const email =
    status === "confirmed"
      ? queueDeliveryWhere(
          d1,
          "email",
          bookingEmail(view, confirmationEmail(view, origin), appointmentIcs(view, origin, now, a.sequence + 1)),
          now,
          happened(eventId),
        )
      : null;
  const results = await d1.batch([
    claim,
    update,
    ...(email ? [email.statement] : []),
    ...staffLog(d1, by, `appointment.${status}`, a.id, eventId, { status }),
  ]);
  if (results[0]?.meta.changes !== 1) throw changedMeanwhile();
  return { deliveryIds: email ? [email.id] : [] };
}
