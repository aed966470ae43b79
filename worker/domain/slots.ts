import { BOOKING_RULES, type RecurringPattern } from "../contract/booking";
import {
  addDays,
  dayOfWeekOf,
  minutesOfDay,
  timeOfMinutes,
  zonedDate,
  zonedTime,
  zonedTimeToInstant,
} from "../contract/time-zone";

/**
 * The one slot function of the consultant calendar. Pure: everything it needs (the type, its weekly windows, the
 * blocked times, every live appointment, and "now") is passed in.
 *
 * Rules:
 * - Candidate starts lie on a grid from each availability window's start, one step = duration + buffer, on the
 *   business zone's wall clock; a start must end (start + duration) by the window's end.
 * - A wall-clock start that does not exist (skipped by the spring DST change) is not offered; a repeated one (the
 *   autumn change) means its first occurrence. Durations are real elapsed minutes, so on a change day a 60-minute
 *   slot from 01:00 ends at 03:00 (spring) or 01:00 (autumn) on the clock.
 * - Closed: weekends (BOOKING_RULES.closedDaysOfWeek), past days, days beyond `maxAdvanceBooking` days from
 *   today in the business zone: the day has no slots at all.
 * - A slot is unavailable when it starts within the minimum notice (or in the past), overlaps a blocked time
 *   (one-off or recurring), or comes within a buffer of any appointment of any type: an existing appointment
 *   keeps its own type's buffer after it, the new one keeps this type's buffer after it. The atomic insert in
 *   worker/booking/routes.ts applies the same overlap rule.
 */

export interface SlotBookingType {
  /** Minutes. */
  duration: number;
  /** Minutes kept free after every appointment of this type. */
  bufferTime: number;
  /** Days ahead (from today in the business zone) that can be booked. */
  maxAdvanceBooking: number;
  /** Start times ("HH:MM") this type is limited to; empty or null = every grid start. */
  availableSlots?: readonly string[] | null;
}

export interface AvailabilityWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

export interface BlockedTime {
  startDateTime: Date;
  endDateTime: Date;
  isRecurring: boolean;
  recurringPattern: string | null;
}

export interface BusyAppointment {
  appointmentDate: Date;
  endsAt: Date;
  /** The buffer of the appointment's own type, in minutes. */
  bufferTime: number;
}

export interface DaySlotsInput {
  /** "yyyy-MM-dd" in the business zone. */
  date: string;
  now: Date;
  type: SlotBookingType;
  availability: readonly AvailabilityWindow[];
  blockedTimes: readonly BlockedTime[];
  /** Every non-cancelled appointment near the day, of every type. */
  appointments: readonly BusyAppointment[];
  rules?: Partial<Pick<typeof BOOKING_RULES, "timeZone" | "minNoticeMinutes" | "closedDaysOfWeek">>;
}

export type SlotStatus = "available" | "too_soon" | "blocked" | "booked";

export interface DaySlot {
  startTime: string;
  endTime: string;
  start: Date;
  end: Date;
  status: SlotStatus;
}

const MINUTE_MS = 60_000;

interface Interval {
  start: number;
  end: number;
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Every slot of one day with its status; `[]` when the day is closed. */
export function computeDaySlots(input: DaySlotsInput): DaySlot[] {
  const rules = { ...BOOKING_RULES, ...input.rules };
  const { date, type } = input;
  const now = input.now.getTime();
  const today = zonedDate(now, rules.timeZone);
  if (rules.closedDaysOfWeek.includes(dayOfWeekOf(date))) return [];
  if (date < today || date > addDays(today, type.maxAdvanceBooking)) return [];

  const step = type.duration + type.bufferTime;
  const limitTo = type.availableSlots?.length ? new Set(type.availableSlots) : null;
  const blocked = blockedIntervals(input.blockedTimes, date, rules.timeZone);
  const windows = input.availability
    .filter((w) => w.isActive && w.dayOfWeek === dayOfWeekOf(date))
    .sort((a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime));

  const slots: DaySlot[] = [];
  const seen = new Set<number>();
  for (const window of windows) {
    const windowEnd = windowEndInstant(date, window.endTime, rules.timeZone);
    if (windowEnd === null) continue;
    for (let minute = minutesOfDay(window.startTime); minute < minutesOfDay(window.endTime) && step > 0; minute += step) {
      const startTime = timeOfMinutes(minute);
      const start = zonedTimeToInstant(date, startTime, rules.timeZone);
      if (start === null || seen.has(start)) continue;
      const end = start + type.duration * MINUTE_MS;
      if (end > windowEnd) break;
      if (limitTo && !limitTo.has(startTime)) continue;
      seen.add(start);
      slots.push({
        startTime,
        endTime: zonedTime(end, rules.timeZone),
        start: new Date(start),
        end: new Date(end),
        status: slotStatus({ start, end }, input, blocked, now + rules.minNoticeMinutes * MINUTE_MS),
      });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function slotStatus(slot: Interval, input: DaySlotsInput, blocked: Interval[], earliestStart: number): SlotStatus {
  if (slot.start < earliestStart) return "too_soon";
  if (blocked.some((b) => overlaps(slot, b))) return "blocked";
  const withOwnBuffer = { start: slot.start, end: slot.end + input.type.bufferTime * MINUTE_MS };
  const booked = input.appointments.some((a) =>
    overlaps(withOwnBuffer, { start: a.appointmentDate.getTime(), end: a.endsAt.getTime() + a.bufferTime * MINUTE_MS }),
  );
  return booked ? "booked" : "available";
}

/** A window's end on a day; an end time skipped by DST ends at the next existing minute. */
function windowEndInstant(date: string, time: string, timeZone: string): number | null {
  const exact = zonedTimeToInstant(date, time, timeZone);
  if (exact !== null) return exact;
  for (let minute = minutesOfDay(time) + 1; minute < 24 * 60; minute++) {
    const later = zonedTimeToInstant(date, timeOfMinutes(minute), timeZone);
    if (later !== null) return later;
  }
  return null;
}

/**
 * The blocked intervals that can touch `date`: one-off blocks as they are, and the occurrences of recurring ones
 * starting the day before or on the day (a span may cross midnight).
 */
function blockedIntervals(blockedTimes: readonly BlockedTime[], date: string, timeZone: string): Interval[] {
  const intervals: Interval[] = [];
  for (const block of blockedTimes) {
    const start = block.startDateTime.getTime();
    const end = block.endDateTime.getTime();
    intervals.push({ start, end });
    const pattern = block.isRecurring ? (block.recurringPattern as RecurringPattern | null) : null;
    if (pattern !== "daily" && pattern !== "weekly") continue;
    const firstDate = zonedDate(start, timeZone);
    const time = zonedTime(start, timeZone);
    const length = end - start;
    for (const day of [addDays(date, -1), date]) {
      if (day <= firstDate) continue;
      if (pattern === "weekly" && dayOfWeekOf(day) !== dayOfWeekOf(firstDate)) continue;
      const occurrence = zonedTimeToInstant(day, time, timeZone);
      if (occurrence !== null) intervals.push({ start: occurrence, end: occurrence + length });
    }
  }
  return intervals;
}
