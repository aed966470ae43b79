import type { ScheduleFrequency } from "../contract/enums";

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

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (negative west of Greenwich): wall clock minus UTC. */
export function zoneOffset(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time in a zone. A time that does not exist (the hour skipped when clocks go
 * forward) moves forward by the gap, as a wall clock would; a time that happens twice (clocks go back) is its
 * first occurrence.
 */
export function wallTimeToUtc(wall: number, timeZone: string): number {
  const before = zoneOffset(wall - DAY, timeZone);
  const after = zoneOffset(wall + DAY, timeZone);
  const early = wall - before;
  const late = wall - after;
  const earlyValid = zoneOffset(early, timeZone) === before;
  const lateValid = zoneOffset(late, timeZone) === after;
  if (earlyValid && lateValid) return Math.min(early, late);
  if (earlyValid) return early;
  if (lateValid) return late;
  // In the gap: the wall time read with the offset in force before the change lands after it.
  return early;
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

function firesOn(rule: ScheduleRule, date: Date): boolean {
  if (rule.frequency === "daily") return true;
  if (rule.frequency === "weekly") return date.getUTCDay() === (rule.dayOfWeek ?? 1);
  const last = daysInMonth(date.getUTCFullYear(), date.getUTCMonth());
  return date.getUTCDate() === Math.min(rule.dayOfMonth ?? 1, last);
}

/**
 * THE next-run rule: the first instant strictly after `after` at which the schedule fires, computed in the
 * schedule's time zone (so 09:00 New York stays 09:00 across daylight saving changes) and returned as UTC.
 *
 * @example nextRunAfter({ frequency: "weekly", time: "09:00", dayOfWeek: 1, timezone: "America/New_York" }, new Date("2026-03-05T00:00:00Z"))
 * // 2026-03-09T13:00:00Z (Monday 09:00 EDT, the day after clocks went forward)
 */
export function nextRunAfter(rule: ScheduleRule, after: Date): Date {
  const [hours, minutes] = rule.time.split(":").map(Number) as [number, number];
  const start = after.getTime();
  const localToday = new Date(start + zoneOffset(start, rule.timezone));
  // Monthly rules need at most two months of days to find a firing; a few more cover any zone change.
  for (let offsetDays = -1; offsetDays <= 70; offsetDays++) {
    const date = new Date(Date.UTC(localToday.getUTCFullYear(), localToday.getUTCMonth(), localToday.getUTCDate() + offsetDays));
    if (!firesOn(rule, date)) continue;
    const wall = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hours, minutes);
    const instant = wallTimeToUtc(wall, rule.timezone);
    if (instant > start) return new Date(instant);
  }
  throw new Error(`No next run within 70 days for ${JSON.stringify(rule)}`);
}
