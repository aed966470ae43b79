import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { BOOKING_RULES, BOOKING_SETTINGS_ID } from "../contract/booking";
import { addDays, zonedDate, zonedTime, zonedTimeToInstant } from "../contract/time-zone";
import { bookingAppointments, bookingDateOverrides, bookingSettings, bookingTypes } from "../db/schema";

/**
 * The free-time rule as SQL, for the WHERE of the statement that claims a time (a booking's insert, a move's history
 * row): checked in the write itself, so nothing changed since the slot was offered can let a booking in.
 */

/** The UTC instants where a business day starts and the next one starts (midnight always exists in the zone). */
function businessDayRange(date: string): { dayStart: number; dayEnd: number } {
  const zone = BOOKING_RULES.timeZone;
  return {
    dayStart: zonedTimeToInstant(date, "00:00", zone)!,
    dayEnd: zonedTimeToInstant(addDays(date, 1), "00:00", zone)!,
  };
}

const existing = alias(bookingAppointments, "existing");
const existingType = alias(bookingTypes, "existing_type");

/**
 * "No live appointment overlaps the time": every live appointment occupies its time widened by its own type's
 * buffers before and after it, and the candidate time `from`..`to` (already widened by its buffers) may overlap none.
 * `exceptId` leaves out the appointment being moved. The claim of every booking and move, staff's included.
 */
export function noOverlapSql(from: number, to: number, exceptId: string | undefined): SQL {
  return sql`not exists (
      select 1 from ${bookingAppointments} ${existing}
      join ${bookingTypes} ${existingType} on ${existingType.id} = ${existing.bookingTypeId}
      where ${existing.status} != 'cancelled'
        and ${existing.id} != ${exceptId ?? ""}
        and ${existing.appointmentDate} - ${existingType.bufferBefore} * 60000 < ${to}
        and ${existing.endsAt} + ${existingType.bufferTime} * 60000 > ${from}
    )`;
}

const counted = alias(bookingAppointments, "counted");
const capped = alias(bookingTypes, "capped");
const settings = alias(bookingSettings, "settings");
const closing = alias(bookingDateOverrides, "closing");
const opening = alias(bookingDateOverrides, "opening");
const holding = alias(bookingDateOverrides, "holding");

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
 * `exceptId` leaves out the appointment being moved.
 */
export function slotIsFreeSql(slot: {
  start: Date;
  end: Date;
  bufferBefore: number;
  bufferAfter: number;
  bookingTypeId: string;
  exceptId?: string;
}): SQL {
  const zone = BOOKING_RULES.timeZone;
  const from = slot.start.getTime() - slot.bufferBefore * 60_000;
  const to = slot.end.getTime() + slot.bufferAfter * 60_000;
  const date = zonedDate(slot.start.getTime(), zone);
  const { dayStart, dayEnd } = businessDayRange(date);
  const startTime = zonedTime(slot.start.getTime(), zone);
  const endTime = zonedDate(slot.end.getTime(), zone) === date ? zonedTime(slot.end.getTime(), zone) : "24:00";
  const except = slot.exceptId ?? "";
  const liveThatDay = sql`select count(*) from ${bookingAppointments} ${counted}
    where ${counted.status} != 'cancelled' and ${counted.id} != ${except}
      and ${counted.appointmentDate} >= ${dayStart} and ${counted.appointmentDate} < ${dayEnd}`;
  const ofDate = (override: typeof closing | typeof opening) =>
    sql`${bookingDateOverrides} ${override} where ${override.date} = ${date}
      and (${override.bookingTypeId} = ${slot.bookingTypeId} or ${override.bookingTypeId} is null)`;
  return sql`${noOverlapSql(from, to, slot.exceptId)}
    and not exists (
      select 1 from ${bookingTypes} ${capped} where ${capped.id} = ${slot.bookingTypeId} and ${capped.dailyCap} is not null
        and ${capped.dailyCap} <= (${liveThatDay} and ${counted.bookingTypeId} = ${capped.id})
    )
    and not exists (
      select 1 from ${bookingSettings} ${settings} where ${settings.id} = ${BOOKING_SETTINGS_ID}
        and ${settings.dailyCap} is not null and ${settings.dailyCap} <= (${liveThatDay})
    )
    and not exists (select 1 from ${ofDate(closing)} and ${closing.closed} = 1)
    and not exists (
      select 1 from ${ofDate(opening)} and not exists (
        select 1 from ${bookingDateOverrides} ${holding}, json_each(${holding.windows}) span
        where ${holding.date} = ${opening.date} and ${holding.bookingTypeId} is ${opening.bookingTypeId}
          and json_extract(span.value, '$.startTime') <= ${startTime} and json_extract(span.value, '$.endTime') >= ${endTime}
      )
    )`;
}
