import { and, asc, eq, gt, gte, isNotNull, isNull, lt, lte, ne, or } from "drizzle-orm";
import type { AppointmentView, BookingDay, TimeSlot } from "../contract/booking";
import { BOOKING_RULES, BOOKING_SETTINGS_ID, guestChangeClosedMessage } from "../contract/booking";
import { COMPANY } from "../contract/company";
import { addDays, zonedDate, zonedTime, zonedTimeToInstant } from "../contract/time-zone";
import type { Db } from "../db/client";
import {
  type BookingAppointment,
  type BookingType,
  bookingAppointments,
  bookingAvailability,
  bookingBlockedTimes,
  bookingDateOverrides,
  bookingFirmHours,
  bookingSettings,
  bookingTypes,
} from "../db/schema";
import { hashedLegacyTokens, hashLinkToken, LEGACY_TOKENS_BATCH, manageTokenOf } from "../domain/link-token";
import { computeDaySlots, type DaySlot, type DaySlotsInput, dayAvailability } from "../domain/slots";

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
      locationOptions: bookingTypes.locationOptions,
    })
    .from(bookingTypes)
    .where(eq(bookingTypes.isActive, true))
    .orderBy(asc(bookingTypes.price), asc(bookingTypes.name));
}

/** The UTC instants where a business day starts and the next one starts (midnight always exists in the zone). */
export function businessDayRange(date: string): { dayStart: number; dayEnd: number } {
  const zone = BOOKING_RULES.timeZone;
  return {
    dayStart: zonedTimeToInstant(date, "00:00", zone)!,
    dayEnd: zonedTimeToInstant(addDays(date, 1), "00:00", zone)!,
  };
}

/**
 * Loads what the slot function needs for the days `from`..`to` (the firm's and the type's windows, overrides, blocks,
 * every live appointment around them and the overall cap), once for the whole range. `exceptId` leaves out an appointment being moved, so
 * it does not stand in its own way.
 */
async function slotInputsFor(
  db: Db,
  type: BookingType,
  from: string,
  to: string,
  now: Date,
  exceptId: string | undefined,
) {
  // A day in any zone lies within the UTC day before and the one after; appointments a little beyond still matter
  // through their buffers.
  const rangeStart = new Date(Date.parse(`${from}T00:00:00Z`) - 2 * DAY_MS);
  const rangeEnd = new Date(Date.parse(`${to}T00:00:00Z`) + 3 * DAY_MS);
  const [firmHours, availability, overrides, blockedTimes, appointments, settings] = await db.batch([
    db.select().from(bookingFirmHours),
    db.select().from(bookingAvailability).where(eq(bookingAvailability.bookingTypeId, type.id)),
    db
      .select()
      .from(bookingDateOverrides)
      .where(
        and(
          gte(bookingDateOverrides.date, from),
          lte(bookingDateOverrides.date, to),
          or(isNull(bookingDateOverrides.bookingTypeId), eq(bookingDateOverrides.bookingTypeId, type.id)),
        ),
      ),
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
        bookingTypeId: bookingAppointments.bookingTypeId,
        appointmentDate: bookingAppointments.appointmentDate,
        endsAt: bookingAppointments.endsAt,
        bufferBefore: bookingTypes.bufferBefore,
        bufferTime: bookingTypes.bufferTime,
      })
      .from(bookingAppointments)
      .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
      .where(
        and(
          ne(bookingAppointments.status, "cancelled"),
          exceptId ? ne(bookingAppointments.id, exceptId) : undefined,
          lt(bookingAppointments.appointmentDate, rangeEnd),
          gt(bookingAppointments.endsAt, rangeStart),
        ),
      ),
    db
      .select({ dailyCap: bookingSettings.dailyCap })
      .from(bookingSettings)
      .where(eq(bookingSettings.id, BOOKING_SETTINGS_ID)),
  ]);
  return (date: string): DaySlotsInput => ({
    date,
    now,
    type,
    firmHours,
    availability,
    overrides,
    blockedTimes,
    appointments,
    overallDailyCap: settings[0]?.dailyCap ?? null,
  });
}

/** What the slot function reads for one day (the appointment `exceptId` left out). */
export async function daySlotsInputFor(
  db: Db,
  type: BookingType,
  date: string,
  now: Date,
  options: { exceptId?: string } = {},
): Promise<DaySlotsInput> {
  return (await slotInputsFor(db, type, date, date, now, options.exceptId))(date);
}

/** Every slot of one day with its status (worker/domain/slots.ts). */
export async function daySlotsFor(
  db: Db,
  type: BookingType,
  date: string,
  now: Date,
  options: { exceptId?: string } = {},
): Promise<DaySlot[]> {
  return computeDaySlots(await daySlotsInputFor(db, type, date, now, options));
}

/** A day's slots as the public API answers them: clock times, instants, and whether each can be booked. */
export function timeSlotsOf(slots: readonly DaySlot[]): TimeSlot[] {
  return slots.map((s) => ({
    startTime: s.startTime,
    endTime: s.endTime,
    isAvailable: s.status === "available",
    startsAt: s.start.toISOString(),
    endsAt: s.end.toISOString(),
  }));
}

/**
 * Each day `from`..`to` (at most MAX_DAYS_PER_ANSWER, checked by the route) as bookable or not, and why: a day is
 * available iff the slot function offers at least one of its slots, the same rule the insert re-checks.
 */
export async function bookingDaysFor(
  db: Db,
  type: BookingType,
  from: string,
  to: string,
  now: Date,
  options: { exceptId?: string } = {},
): Promise<BookingDay[]> {
  const inputOf = await slotInputsFor(db, type, from, to, now, options.exceptId);
  const days: BookingDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = dayAvailability(inputOf(date));
    days.push({ date, available: day.available, reason: day.available ? null : day.reason });
  }
  return days;
}

/**
 * "No live appointment overlaps the time": every live appointment occupies its time widened by its own type's
 * buffers before and after it, and the candidate time `from`..`to` (already widened by its buffers) may overlap none.
 * `exceptId` leaves out the appointment being moved. The claim of every booking and move, staff's included.
 */
export function noOverlapSql(
  from: number,
  to: number,
  exceptId: string | undefined,
): { sql: string; params: unknown[] } {
  return {
    sql: `not exists (
      select 1 from booking_appointments existing
      join booking_types existing_type on existing_type.id = existing.booking_type_id
      where existing.status != 'cancelled'
        and existing.id != ?
        and existing.appointment_date - existing_type.buffer_before * 60000 < ?
        and existing.ends_at + existing_type.buffer_time * 60000 > ?
    )`,
    params: [exceptId ?? "", to, from],
  };
}

/**
 * THE rule for a free time, as a SQL condition for the WHERE of an insert or a move (worker/domain/slots.ts offers
 * slots by the same rule), so that nothing changed between the slot check and the write can let a booking in:
 * - every live appointment occupies its time widened by its own type's buffers before and after it, and the
 *   candidate time, widened by its buffers, may overlap none of them;
 * - the business day `date` (its UTC range `dayStart`..`dayEnd`) holds fewer live appointments than the type's
 *   daily cap and than the overall one (booking_settings);
 * - no override of the date (the firm's or the type's own) is closed, and each of the two that has windows has one
 *   that holds the slot ("HH:MM" on the business zone's clock, `startTime`..`endTime`; an end on the next day reads
 *   "24:00"), since the day's windows are the firm's intersected with the type's (decision 090).
 * `exceptId` leaves out the appointment being moved. Plain `?` parameters, in order.
 */
export function slotIsFreeSql(slot: {
  start: Date;
  end: Date;
  bufferBefore: number;
  bufferAfter: number;
  bookingTypeId: string;
  exceptId?: string;
}): {
  sql: string;
  params: unknown[];
} {
  const zone = BOOKING_RULES.timeZone;
  const from = slot.start.getTime() - slot.bufferBefore * 60_000;
  const to = slot.end.getTime() + slot.bufferAfter * 60_000;
  const date = zonedDate(slot.start.getTime(), zone);
  const { dayStart, dayEnd } = businessDayRange(date);
  const startTime = zonedTime(slot.start.getTime(), zone);
  const endTime = zonedDate(slot.end.getTime(), zone) === date ? zonedTime(slot.end.getTime(), zone) : "24:00";
  const except = slot.exceptId ?? "";
  const liveThatDay = `select count(*) from booking_appointments counted
    where counted.status != 'cancelled' and counted.id != ? and counted.appointment_date >= ? and counted.appointment_date < ?`;
  const noOverlap = noOverlapSql(from, to, slot.exceptId);
  const ofDate = (alias: string) =>
    `booking_date_overrides ${alias} where ${alias}.date = ? and (${alias}.booking_type_id = ? or ${alias}.booking_type_id is null)`;
  return {
    sql: `${noOverlap.sql}
    and not exists (
      select 1 from booking_types capped where capped.id = ? and capped.daily_cap is not null
        and capped.daily_cap <= (${liveThatDay} and counted.booking_type_id = capped.id)
    )
    and not exists (
      select 1 from booking_settings settings where settings.id = ? and settings.daily_cap is not null
        and settings.daily_cap <= (${liveThatDay})
    )
    and not exists (select 1 from ${ofDate("closing")} and closing.closed = 1)
    and not exists (
      select 1 from ${ofDate("opening")} and not exists (
        select 1 from booking_date_overrides holding, json_each(holding.windows) span
        where holding.date = opening.date and holding.booking_type_id is opening.booking_type_id
          and json_extract(span.value, '$.startTime') <= ? and json_extract(span.value, '$.endTime') >= ?
      )
    )`,
    params: [
      ...noOverlap.params,
      slot.bookingTypeId,
      except,
      dayStart,
      dayEnd,
      BOOKING_SETTINGS_ID,
      except,
      dayStart,
      dayEnd,
      date,
      slot.bookingTypeId,
      date,
      slot.bookingTypeId,
      startTime,
      endTime,
    ],
  };
}

/** An appointment row with its manage token, which the booker's view and emails link to. */
export type AppointmentWithToken = BookingAppointment & { manageToken: string };

/** Whether a row's manage token is `token`: by its hash, or (before the cron hashed it) as stored (decision 078). */
async function holdsManageToken(token: string) {
  return or(
    eq(bookingAppointments.manageTokenHash, await hashLinkToken(token)),
    eq(bookingAppointments.legacyManageToken, token),
  );
}

/** An appointment with its type, found by id AND its manage token (a wrong token finds nothing). */
export async function findAppointmentByToken(
  db: Db,
  id: string,
  token: string,
): Promise<{ appointment: AppointmentWithToken; type: BookingType } | undefined> {
  const found = await db
    .select({ appointment: bookingAppointments, type: bookingTypes })
    .from(bookingAppointments)
    .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
    .where(and(eq(bookingAppointments.id, id), await holdsManageToken(token)))
    .get();
  return found && { appointment: { ...found.appointment, manageToken: token }, type: found.type };
}

/** An appointment with its type, by id (staff's changes), its manage token opened with `linkKey`. */
export async function findAppointmentWithType(
  db: Db,
  linkKey: string,
  id: string,
): Promise<{ appointment: AppointmentWithToken; type: BookingType } | undefined> {
  const found = await db
    .select({ appointment: bookingAppointments, type: bookingTypes })
    .from(bookingAppointments)
    .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
    .where(eq(bookingAppointments.id, id))
    .get();
  if (!found) return undefined;
  const manageToken = await manageTokenOf(linkKey, found.appointment);
  return { appointment: { ...found.appointment, manageToken }, type: found.type };
}

/** Statuses of an appointment that still holds its time and can be moved or cancelled. */
export const LIVE_STATUSES = ["scheduled", "confirmed"] as const satisfies readonly BookingAppointment["status"][];

/**
 * Why the booker may not move or cancel through the manage link now, or null: inside the type's notice for guest
 * changes (staff are not bound by it). Only asked of a live appointment that has not started.
 */
export function guestChangeRefusal(
  start: Date,
  type: Pick<BookingType, "guestChangeNoticeHours">,
  now: Date,
): string | null {
  return start.getTime() - now.getTime() < type.guestChangeNoticeHours * HOUR_MS
    ? guestChangeClosedMessage(type.guestChangeNoticeHours)
    : null;
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
      return a.meetingLink
        ? `Video call: ${a.meetingLink}`
        : "Video call: your consultant will email you the meeting link before the call";
  }
}

/** The columns the booker's view is made of, and the manage token its links carry. */
export type AppointmentViewRow = Pick<
  AppointmentWithToken,
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
export type AppointmentViewType = Pick<
  BookingType,
  "id" | "name" | "price" | "allowRescheduling" | "guestChangeNoticeHours"
>;

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

/** Hashes a batch of manage tokens stored before decision 078 (the cron); answers how many rows it changed. */
export async function hashLegacyManageTokens(db: Db, linkKey: string): Promise<number> {
  const rows = await db
    .select({ id: bookingAppointments.id, legacyManageToken: bookingAppointments.legacyManageToken })
    .from(bookingAppointments)
    .where(isNotNull(bookingAppointments.legacyManageToken))
    .limit(LEGACY_TOKENS_BATCH);
  // The hashes first: a query built in an async callback would run there (Drizzle's queries are thenables).
  const changes = await Promise.all(rows.map((row) => hashedLegacyTokens(linkKey, row)));
  const updates = rows.map((row, index) =>
    db
      .update(bookingAppointments)
      .set(changes[index]!)
      .where(
        and(eq(bookingAppointments.id, row.id), eq(bookingAppointments.legacyManageToken, row.legacyManageToken ?? "")),
      ),
  );
  if (updates.length > 0) await db.batch(updates as unknown as Parameters<typeof db.batch>[0]);
  return updates.length;
}
