import { eq } from "drizzle-orm";
import type { BookingSettingsView, FirmHoursView, WeeklyHours } from "../contract/availability";
import { BOOKING_SETTINGS_ID } from "../contract/booking";
import { minutesOfDay } from "../contract/time-zone";
import type { Db } from "../db/client";
import { bookingFirmHours, bookingSettings } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";

/**
 * The firm calendar as staff manage it: its weekly hours, which every booking type inherits, and the overall daily
 * cap. Each write is one batch with its activity-log entry.
 */

/** Weekly hours in day and clock order, as the contract shows them. */
export function inWeekOrder(hours: readonly WeeklyHours[]): WeeklyHours[] {
  return hours
    .map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }))
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek || minutesOfDay(a.startTime) - minutesOfDay(b.startTime));
}

export async function getBookingSettings(db: Db): Promise<BookingSettingsView> {
  const row = await db
    .select({ dailyCap: bookingSettings.dailyCap })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, BOOKING_SETTINGS_ID))
    .get();
  return { dailyCap: row?.dailyCap ?? null };
}

export async function putBookingSettings(
  db: Db,
  actor: Actor,
  body: BookingSettingsView,
): Promise<BookingSettingsView> {
  await db.batch([
    db
      .insert(bookingSettings)
      .values({ id: BOOKING_SETTINGS_ID, dailyCap: body.dailyCap })
      .onConflictDoUpdate({ target: bookingSettings.id, set: { dailyCap: body.dailyCap, updatedAt: new Date() } }),
    activityLog(actor, db, {
      action: "booking_settings.update",
      entityType: "booking_settings",
      entityId: BOOKING_SETTINGS_ID,
      details: { ...body },
    }),
  ]);
  return getBookingSettings(db);
}

/** The firm calendar's weekly hours, which every type inherits. */
export async function getFirmHours(db: Db): Promise<FirmHoursView> {
  return { hours: inWeekOrder(await db.select().from(bookingFirmHours)) };
}

/** Replaces the firm's weekly hours whole (a day with none is closed), in one batch with its log entry. */
export async function putFirmHours(db: Db, actor: Actor, hours: readonly WeeklyHours[]): Promise<FirmHoursView> {
  const rows = hours.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }));
  const inserts = [];
  // Chunks under D1's 100 bound parameters.
  for (let i = 0; i < rows.length; i += 20) inserts.push(db.insert(bookingFirmHours).values(rows.slice(i, i + 20)));
  await db.batch([
    db.delete(bookingFirmHours),
    ...inserts,
    activityLog(actor, db, {
      action: "booking_firm_hours.update",
      entityType: "booking_settings",
      entityId: BOOKING_SETTINGS_ID,
      details: { hours: inWeekOrder(hours) },
    }),
  ]);
  return getFirmHours(db);
}
