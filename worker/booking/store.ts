import { and, asc, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { AppointmentView } from "../contract/booking";
import { BOOKING_RULES, guestChangeClosedMessage } from "../contract/booking";
import { COMPANY } from "../contract/company";
import { zonedDate, zonedTime } from "../contract/time-zone";
import { computeDaySlots, type DaySlot } from "../domain/slots";
import type { Db } from "../db/client";
import { bookingAppointments, bookingAvailability, bookingBlockedTimes, bookingTypes, type BookingAppointment, type BookingType } from "../db/schema";

/** The booking queries: what the slot function needs for a day, the atomic insert, and the booker's view. */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

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

/**
 * Loads the day's windows, blocks and every live appointment around it, and computes the slots. `exceptId` leaves
 * out the appointment being moved, so its own time does not make its new one busy.
 */
export async function daySlotsFor(db: Db, type: BookingType, date: string, now: Date, options: { exceptId?: string } = {}): Promise<DaySlot[]> {
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
          options.exceptId ? ne(bookingAppointments.id, options.exceptId) : undefined,
          lt(bookingAppointments.appointmentDate, rangeEnd),
          gt(bookingAppointments.endsAt, rangeStart),
        ),
      ),
  ]);
  return computeDaySlots({ date, now, type, availability, blockedTimes, appointments });
}

/**
 * THE rule that keeps appointments apart, as a SQL condition for the WHERE of an insert or a move (worker/domain/
 * slots.ts offers slots by the same rule): every live appointment occupies its time widened by its own type's
 * buffers before and after it, and the candidate time, widened by its buffers, may overlap none of them.
 * `exceptId` leaves out the appointment being moved. Plain `?` parameters, in order.
 */
export function slotIsFreeSql(slot: { start: Date; end: Date; bufferBefore: number; bufferAfter: number; exceptId?: string }): {
  sql: string;
  params: unknown[];
} {
  const from = slot.start.getTime() - slot.bufferBefore * 60_000;
  const to = slot.end.getTime() + slot.bufferAfter * 60_000;
  return {
    sql: `not exists (
      select 1 from booking_appointments existing
      join booking_types existing_type on existing_type.id = existing.booking_type_id
      where existing.status != 'cancelled'
        and existing.id != ?
        and existing.appointment_date - existing_type.buffer_before * 60000 < ?
        and existing.ends_at + existing_type.buffer_time * 60000 > ?
    )`,
    params: [slot.exceptId ?? "", to, from],
  };
}

/** An appointment with its type, by id; with `token`, only if it is the appointment's manage token. */
async function findWithType(db: Db, id: string, token?: string): Promise<{ appointment: BookingAppointment; type: BookingType } | undefined> {
  return db
    .select({ appointment: bookingAppointments, type: bookingTypes })
    .from(bookingAppointments)
    .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
    .where(and(eq(bookingAppointments.id, id), token === undefined ? undefined : eq(bookingAppointments.manageToken, token)))
    .get();
}

/** An appointment with its type, found by id AND its manage token (a wrong token finds nothing). */
export function findAppointmentByToken(db: Db, id: string, token: string) {
  return findWithType(db, id, token);
}

/** An appointment with its type, by id (staff's changes). */
export function findAppointmentWithType(db: Db, id: string) {
  return findWithType(db, id);
}

/** Statuses of an appointment that still holds its time and can be moved or cancelled. */
export const LIVE_STATUSES = ["scheduled", "confirmed"] as const satisfies readonly BookingAppointment["status"][];

/**
 * Why the booker may not move or cancel through the manage link now, or null: inside the type's notice for guest
 * changes (staff are not bound by it). Only asked of a live appointment that has not started.
 */
export function guestChangeRefusal(start: Date, type: Pick<BookingType, "guestChangeNoticeHours">, now: Date): string | null {
  return start.getTime() - now.getTime() < type.guestChangeNoticeHours * HOUR_MS ? guestChangeClosedMessage(type.guestChangeNoticeHours) : null;
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

/** The type's facts the booker's view shows. */
export type AppointmentViewType = Pick<BookingType, "id" | "name" | "price" | "allowRescheduling" | "guestChangeNoticeHours">;

/** The booker's view of an appointment at `now`: the 201 confirmation body and the manage page. */
export function appointmentView(a: AppointmentViewRow, type: AppointmentViewType, now: Date): AppointmentView {
  const zone = BOOKING_RULES.timeZone;
  const open = (LIVE_STATUSES as readonly string[]).includes(a.status) && a.appointmentDate.getTime() > now.getTime();
  const changeNotice = open ? guestChangeRefusal(a.appointmentDate, type, now) : null;
  const start = a.appointmentDate.getTime();
  const end = a.endsAt.getTime();
  const token = encodeURIComponent(a.manageToken);
  return {
    id: a.id,
    status: a.status,
    serviceName: type.name,
    startsAt: a.appointmentDate.toISOString(),
    endsAt: a.endsAt.toISOString(),
    timeZone: zone,
    date: zonedDate(start, zone),
    startTime: zonedTime(start, zone),
    endTime: zonedTime(end, zone),
    bookerTimeZone: a.timeZone,
    duration: a.duration,
    price: type.price,
    meetingLocation: a.meetingLocation,
    meetingLink: a.meetingLink,
    locationText: locationText(a),
    bookerName: a.bookerName,
    bookerEmail: a.bookerEmail,
    manageUrl: `/book/manage/${a.id}?token=${token}`,
    calendarUrl: `/api/booking/appointments/${a.id}.ics?token=${token}`,
    cancelledAt: a.cancelledAt ? a.cancelledAt.toISOString() : null,
    bookingTypeId: type.id,
    canCancel: open && changeNotice === null,
    canReschedule: open && changeNotice === null && type.allowRescheduling,
    changeNotice,
  };
}
