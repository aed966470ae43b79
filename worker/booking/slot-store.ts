import { and, asc, eq, gt, gte, isNull, lt, lte, ne, or } from "drizzle-orm";
import type { BookingDay, TimeSlot } from "../contract/booking";
import { BOOKING_MESSAGES, BOOKING_SETTINGS_ID } from "../contract/booking";
import { addDays } from "../contract/time-zone";
import type { Db } from "../db/client";
import {
  type BookingType,
  bookingAppointments,
  bookingAvailability,
  bookingBlockedTimes,
  bookingDateOverrides,
  bookingFirmHours,
  bookingSettings,
  bookingTypes,
} from "../db/schema";
import { computeDaySlots, type DaySlot, type DaySlotsInput, dayAvailability } from "../domain/slots";
import { ApiError } from "../http/errors";

/**
 * What a visitor can book: the active types, and a type's days and slots, read for the slot function
 * (worker/domain/slots.ts) once per answer. A booking and a booker's move check their time with the same reads.
 */

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
      locationOptions: bookingTypes.locationOptions,
    })
    .from(bookingTypes)
    .where(eq(bookingTypes.isActive, true))
    .orderBy(asc(bookingTypes.price), asc(bookingTypes.name));
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

/** A chosen slot refused (worker/domain/appointment-rules.ts chosenSlot): taken 409, never offered 400 on `path`. */
export function slotRefused(refusal: "slot_taken" | "slot_not_offered", path: string): ApiError {
  if (refusal === "slot_taken") return new ApiError(409, "slot_taken", BOOKING_MESSAGES.slotTaken);
  return new ApiError(400, "slot_not_offered", BOOKING_MESSAGES.slotNotOffered, [
    { path, message: BOOKING_MESSAGES.slotNotOffered },
  ]);
}
