/**
 * Time-zone arithmetic and booking time formats with `Intl` only (no date library), shared by the slot function,
 * the booking routes, the confirmation email and the /book wizard. Dates are "yyyy-MM-dd" and times "HH:MM" on
 * the wall clock of a named IANA zone; instants are epoch milliseconds.
 */

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0-6, Sunday = 0. */
  dayOfWeek: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of an instant in a zone. */
export function zonedParts(instant: number, timeZone: string): ZonedParts {
  const values: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) values[part.type] = part.value;
  return {
    year: Number(values.year),
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour) % 24,
    minute: Number(values.minute),
    dayOfWeek: WEEKDAYS.indexOf(values.weekday ?? ""),
  };
}

/** Minutes the zone's wall clock is ahead of UTC at an instant (New York: -300 in winter, -240 in summer). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "yyyy-MM-dd" of an instant in a zone. */
export function zonedDate(instant: number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** "HH:MM" (24-hour) of an instant in a zone. */
export function zonedTime(instant: number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant at which a zone's wall clock reads `date` `time`. On the autumn change the repeated hour is read as
 * its first occurrence (daylight time); a time skipped by the spring change (02:30 in New York) does not exist
 * and gives `null`.
 *
 * @example zonedTimeToInstant("2026-03-09", "09:00", "America/New_York") // Date.UTC(2026, 2, 9, 13)
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): number | null {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // At most one offset change happens within a day: the offsets half a day either side are the only candidates.
  const offsets = new Set([zoneOffsetMinutes(wall - DAY_MS / 2, timeZone), zoneOffsetMinutes(wall + DAY_MS / 2, timeZone)]);
  const matches = [...offsets]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => zonedDate(instant, timeZone) === date && zonedTime(instant, timeZone) === time)
    .sort((a, b) => a - b);
  return matches[0] ?? null;
}

/** Day of week (Sunday = 0) of a calendar date, whatever the zone. */
export function dayOfWeekOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The calendar date `days` after `date` ("2026-02-28" + 1 = "2026-03-01"). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** True for a real calendar date written "yyyy-MM-dd" (rejects "2026-02-30" and "2026-2-3"). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes since midnight of "HH:MM". */
export function minutesOfDay(time: string): number {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return hour * 60 + minute;
}

/** "HH:MM" of minutes since midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The booking date format 'MMMM d, yyyy' (public spec section 9), e.g. "March 9, 2026". */
export function formatLongDate(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "long", day: "numeric", year: "numeric" }).format(instant);
}

/** The booking time format 'h:mm a', e.g. "9:00 AM". */
export function formatClockTime(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }).format(instant);
}

/** A short name of the zone at an instant: "ET" for New York, "PT" for Los Angeles, "GMT+1" where none exists. */
export function zoneLabel(instant: number, timeZone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortGeneric" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}
