import { tzOffset } from "@date-fns/tz";
import {
  addDays,
  formatClockTime,
  formatLongDate,
  minutesOfDay,
  shortZoneName,
  startOfZonedDay,
  timeOfMinutes,
  zonedDate,
  zonedTimeToInstant,
  zoneLabel,
} from "../contract/time-zone";
import type { TimeInterval } from "./interview-times";

/**
 * Interview times between a person's wall clock and UTC (issue 47): a panel member's "9:00-17:00" on a date in their
 * zone as the instants the slot finder reads, and the offered instants as a viewer (the candidate) reads them on
 * their own clock, grouped by their own dates.
 */

const DAY_MINUTES = 24 * 60;

/** The instant a zone's clock reads `time` on `date`; a time the spring change skips reads as the next one there is. */
function wallClockInstant(date: string, time: string, timeZone: string): number {
  if (minutesOfDay(time) >= DAY_MINUTES) return startOfZonedDay(addDays(date, 1), timeZone);
  for (let minute = minutesOfDay(time); minute < DAY_MINUTES; minute++) {
    const instant = zonedTimeToInstant(date, timeOfMinutes(minute), timeZone);
    if (instant !== null) return instant;
  }
  return startOfZonedDay(addDays(date, 1), timeZone);
}

/**
 * The free interval a member marks on their own clock: `date` "yyyy-MM-dd", `startTime`..`endTime` "HH:MM" ("24:00"
 * = midnight ending the day) in `timeZone`. A time the spring change skips moves to the next one there is; a time the
 * autumn change repeats is its first occurrence. Throws when the end is not after the start.
 *
 * @example wallClockInterval("2026-03-09", "09:00", "17:00", "America/New_York") // 13:00Z..21:00Z
 */
export function wallClockInterval(date: string, startTime: string, endTime: string, timeZone: string): TimeInterval {
  const start = wallClockInstant(date, startTime, timeZone);
  const end = wallClockInstant(date, endTime, timeZone);
  if (end <= start) throw new RangeError(`endTime ${endTime} must be after startTime ${startTime}`);
  return { start: new Date(start), end: new Date(end) };
}

export interface OfferedTime {
  /** ISO instant: what the pick sends back. */
  startsAt: string;
  endsAt: string;
  /** "9:00 AM - 10:00 AM ET" on the viewer's clock; on a day their clock changes, "1:00 AM EST - 3:00 AM EDT". */
  label: string;
}

export interface OfferedDay {
  /** "yyyy-MM-dd" on the viewer's clock. */
  date: string;
  /** "Monday, March 9, 2026" */
  label: string;
  times: OfferedTime[];
}

/** Whether the zone's offset changes during the local day `date` (its clock repeats or skips an hour). */
export function clockChangesOn(date: string, timeZone: string): boolean {
  const offsetAt = (instant: number) => tzOffset(timeZone, new Date(instant));
  return offsetAt(startOfZonedDay(date, timeZone)) !== offsetAt(startOfZonedDay(addDays(date, 1), timeZone));
}

function timeLabel(slot: TimeInterval, date: string, timeZone: string): string {
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  if (clockChangesOn(date, timeZone)) {
    const at = (instant: number) => `${formatClockTime(instant, timeZone)} ${shortZoneName(instant, timeZone)}`;
    return `${at(start)} - ${at(end)}`;
  }
  return `${formatClockTime(start, timeZone)} - ${formatClockTime(end, timeZone)} ${zoneLabel(start, timeZone)}`;
}

const weekday = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long" }).format(instant);

/** Offered slots as the viewer reads them in `viewerZone`: by their local date of each start, in time order. */
export function offeredTimesByDay(slots: readonly TimeInterval[], viewerZone: string): OfferedDay[] {
  const days: OfferedDay[] = [];
  const ordered = [...slots].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const slot of ordered) {
    const start = slot.start.getTime();
    const date = zonedDate(start, viewerZone);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: `${weekday(start, viewerZone)}, ${formatLongDate(start, viewerZone)}`, times: [] };
      days.push(day);
    }
    const label = timeLabel(slot, date, viewerZone);
    day.times.push({ startsAt: slot.start.toISOString(), endsAt: slot.end.toISOString(), label });
  }
  return days;
}
