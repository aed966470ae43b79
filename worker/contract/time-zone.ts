import { TZDate, tz } from "@date-fns/tz";
import { addDays as addDaysTo, getDaysInMonth, lightFormat, set, startOfDay, subMonths } from "date-fns";
import type { ScheduleFrequency } from "./enums";

/**
 * The project's time-zone arithmetic, on date-fns with `@date-fns/tz`, shared by the slot function, the booking
 * routes, the confirmation email, the /book wizard and the schedules' next run. Dates are "yyyy-MM-dd" and times
 * "HH:MM" on the wall clock of a named IANA zone; instants are epoch milliseconds.
 */

const toNumbers = (value: string, separator: string) => value.split(separator).map(Number);

/** Midnight of a calendar date in UTC: plain calendar arithmetic, no zone changes to trip over. */
function calendarDay(date: string): TZDate {
  const [year, month, day] = toNumbers(date, "-") as [number, number, number];
  return new TZDate(year, month - 1, day, "UTC");
}

/** "yyyy-MM-dd" of an instant in a zone. */
export function zonedDate(instant: number, timeZone: string): string {
  return lightFormat(new TZDate(instant, timeZone), "yyyy-MM-dd");
}

/** "HH:MM" (24-hour) of an instant in a zone. */
export function zonedTime(instant: number, timeZone: string): string {
  return lightFormat(new TZDate(instant, timeZone), "HH:mm");
}

/**
 * The instant at which a zone's wall clock reads `date` `time`. On the autumn change the repeated hour is read as
 * its first occurrence (daylight time); a time skipped by the spring change (02:30 in New York) does not exist
 * and gives `null`.
 *
 * @example zonedTimeToInstant("2026-03-09", "09:00", "America/New_York") // Date.UTC(2026, 2, 9, 13)
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): number | null {
  const [year, month, day] = toNumbers(date, "-") as [number, number, number];
  const [hour, minute] = toNumbers(time, ":") as [number, number];
  const instant = new TZDate(year, month - 1, day, hour, minute, timeZone);
  // TZDate moves a skipped time forward by the gap; the slots want to know it never happened.
  return lightFormat(instant, "yyyy-MM-dd HH:mm") === `${date} ${time}` ? instant.getTime() : null;
}

/**
 * The instant (epoch ms) at which a zone's calendar day begins. Midnight is never skipped in the zones the firm
 * uses (their changes happen at 02:00); were it skipped, the day is read from midnight UTC.
 */
export function startOfZonedDay(date: string, timeZone: string): number {
  return zonedTimeToInstant(date, "00:00", timeZone) ?? Date.parse(`${date}T00:00:00Z`);
}

/** Day of week (Sunday = 0) of a calendar date, whatever the zone. */
export function dayOfWeekOf(date: string): number {
  return calendarDay(date).getDay();
}

/** The calendar date `days` after `date` ("2026-02-28" + 1 = "2026-03-01"). */
export function addDays(date: string, days: number): string {
  return lightFormat(addDaysTo(calendarDay(date), days), "yyyy-MM-dd");
}

/** The Monday of the week (Monday to Sunday) that holds a calendar date. */
export function mondayOf(date: string): string {
  return addDays(date, -((dayOfWeekOf(date) + 6) % 7));
}

/** True for a real calendar date written "yyyy-MM-dd" (rejects "2026-02-30" and "2026-2-3"). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // An impossible day rolls over into the next month, so it does not read back the same.
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
  const [hour, minute] = toNumbers(time, ":") as [number, number];
  return hour * 60 + minute;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "HH:MM" of minutes since midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

// The display formats stay on Intl: date-fns `format` would bring its locale tables into the /book chunk.

/** The booking date format 'MMMM d, yyyy' (public spec section 9), e.g. "March 9, 2026". */
export function formatLongDate(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "long", day: "numeric", year: "numeric" }).format(instant);
}

/** The booking time format 'h:mm a', e.g. "9:00 AM". */
export function formatClockTime(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }).format(
    instant,
  );
}

/** The zone's short name at an instant, as its clock reads then: "CST", "CDT", "GMT+5:30" for one without a name. */
export function shortZoneName(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(instant);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * The name of the zone at an instant, as short as stays a name: "ET" for New York, "PT" for Los Angeles, "Germany
 * Time" for Berlin; "UTC" for UTC; and where the short form is only an offset ("GMT+5:30" for a zone with no
 * generic name), the long one ("India Standard Time"), since an offset alone does not tell staff whose clock it is.
 */
export function zoneLabel(instant: number, timeZone: string): string {
  if (/^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu)$/.test(timeZone)) return "UTC";
  const named = (timeZoneName: "shortGeneric" | "short" | "long") =>
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName })
      .formatToParts(instant)
      .find((p) => p.type === "timeZoneName")?.value;
  const generic = named("shortGeneric");
  if (generic && !/^GMT[+-]/.test(generic)) return generic;
  return named("long") ?? generic ?? timeZone;
}

/** When a content schedule fires, in its own time zone (content_schedules columns). */
export interface ScheduleRule {
  frequency: ScheduleFrequency;
  /** "HH:MM", wall-clock time in `timezone`. */
  time: string;
  /** 0-6, Sunday = 0; weekly only; Monday when absent (spec section 9). */
  dayOfWeek?: number | null;
  /** 1-31; monthly only; a day past the month's end means its last day; the 1st when absent. */
  dayOfMonth?: number | null;
  /** IANA zone, e.g. America/New_York. */
  timezone: string;
}

function firesOn(rule: ScheduleRule, day: Date): boolean {
  if (rule.frequency === "daily") return true;
  if (rule.frequency === "weekly") return day.getDay() === (rule.dayOfWeek ?? 1);
  return day.getDate() === Math.min(rule.dayOfMonth ?? 1, getDaysInMonth(day));
}

/** A monthly rule fires at least once in any two months in a row. */
const SEARCH_DAYS = 62;

/**
 * THE next-run rule: the first instant strictly after `after` at which the schedule fires, computed on the
 * schedule's wall clock (so 09:00 New York stays 09:00 across daylight saving changes; a time in the skipped hour
 * moves forward by the gap, a repeated hour fires once, at its first occurrence) and returned as a plain Date.
 *
 * @example nextRunAfter({ frequency: "weekly", time: "09:00", dayOfWeek: 1, timezone: "America/New_York" }, new Date("2026-03-05T00:00:00Z"))
 * // 2026-03-09T13:00:00Z (Monday 09:00 EDT, the day after clocks went forward)
 */
export function nextRunAfter(rule: ScheduleRule, after: Date): Date {
  const [hours, minutes] = toNumbers(rule.time, ":") as [number, number];
  const today = startOfDay(after, { in: tz(rule.timezone) });
  for (let days = 0; days <= SEARCH_DAYS; days++) {
    const day = addDaysTo(today, days);
    if (!firesOn(rule, day)) continue;
    const run = set(day, { hours, minutes });
    // A TZDate's toISOString carries the zone's offset; callers store and compare UTC.
    if (run > after) return new Date(run.getTime());
  }
  throw new Error(`No next run within ${SEARCH_DAYS} days for ${JSON.stringify(rule)}`);
}

/** The instant `months` calendar months before `instant` in UTC (the month's last day when the day does not exist). */
export function monthsBefore(instant: Date, months: number): Date {
  return new Date(subMonths(new TZDate(instant.getTime(), "UTC"), months).getTime());
}
