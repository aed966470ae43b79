import { type SQL, sql } from "drizzle-orm";
import type { ScheduleWarning } from "../contract/appointments";
import { BOOKING_RULES } from "../contract/booking";
import { zonedDate } from "../contract/time-zone";
import { createDb } from "../db/client";
import { chosenSlot } from "../domain/appointment-rules";
import { calendarWarnings } from "../domain/slots";
import { validationError } from "../http/errors";
import { conflict, type LoadedAppointment } from "./change-batch";
import { noOverlapSql, slotIsFreeSql } from "./free-time-sql";
import { daySlotsFor, daySlotsInputFor, slotRefused } from "./slot-store";

/**
 * Where an appointment may be moved, checked before the move and claimed again in its statement: the booker only to
 * a slot offered to them, staff to any time to come that no other appointment holds (decision 090).
 */

/** The new time of a move, the condition that claims it in the move's statement, and what staff are warned of. */
export interface MoveTarget {
  slot: { start: Date; end: Date };
  free: SQL;
  warnings: ScheduleWarning[];
}

/**
 * The booker's new time must be a slot the slot function offers as available for the type that day (the appointment
 * itself left out), claimed by the whole rule (slotIsFreeSql).
 */
export async function bookerTarget(
  d1: D1Database,
  loaded: LoadedAppointment,
  start: Date,
  now: Date,
): Promise<MoveTarget> {
  const { appointment: a, type } = loaded;
  const slots = await daySlotsFor(createDb(d1), type, zonedDate(start.getTime(), BOOKING_RULES.timeZone), now, {
    exceptId: a.id,
  });
  const { slot, refusal } = chosenSlot(slots, start);
  if (refusal) throw slotRefused(refusal, "startTime");
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
export async function staffTarget(
  d1: D1Database,
  loaded: LoadedAppointment,
  start: Date,
  now: Date,
): Promise<MoveTarget> {
  const { appointment: a, type } = loaded;
  if (start.getTime() <= now.getTime())
    throw validationError([{ path: "startTime", message: "Start time must be in the future" }]);
  const db = createDb(d1);
  const slot = { start, end: new Date(start.getTime() + type.duration * 60_000) };
  const input = await daySlotsInputFor(db, type, zonedDate(start.getTime(), BOOKING_RULES.timeZone), now, {
    exceptId: a.id,
  });
  const free = noOverlapSql(
    start.getTime() - type.bufferBefore * 60_000,
    slot.end.getTime() + type.bufferTime * 60_000,
    a.id,
  );
  const isFree = await db.get(sql`select 1 where ${free}`);
  if (!isFree) throw conflict("slot_taken", "Another appointment holds that time. Please choose another time.");
  return { slot, free, warnings: calendarWarnings(input, slot) };
}
