import type { ScheduleWarning } from "../contract/appointments";
import { BOOKING_RULES, type DayUnavailableReason, type RecurringPattern } from "../contract/booking";
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
 * The one slot function of the consultant calendar. Pure: everything it needs (the firm's weekly hours, the type and
 * its own weekly windows, the date's overrides, the blocked times, every live appointment, the overall cap, and
 * "now") is passed in.
 *
 * Rules:
 * - The day's windows are the firm calendar's intersected with the type's (decision 090). The firm's are its weekly
 *   hours that weekday, or its (all-types) override's windows that date; a firm closure closes every type. The
 *   type's are its own override's windows that date, else its own weekly hours; a type with neither follows the
 *   firm's as they are; a closed own override closes the type. So a type can only narrow the firm's time.
 * - Candidate starts lie on a grid from each window's start, one step = buffer before + duration + buffer after,
 *   on the business zone's wall clock; a start must end (start + duration) by the window's end.
 * - A wall-clock start that does not exist (skipped by the spring DST change) is not offered; a repeated one (the
 *   autumn change) means its first occurrence. Durations are real elapsed minutes, so on a change day a 60-minute
 *   slot from 01:00 ends at 03:00 (spring) or 01:00 (autumn) on the clock.
 * - Closed: days without windows (any weekday, Saturday and Sunday included, can be opened), past days, days beyond
 *   `maxAdvanceBooking` days from today in the business zone, closed overrides: the day has no slots.
 * - A slot is unavailable when it starts within the type's minimum notice (or in the past), overlaps a blocked
 *   time (one-off or recurring), when the business day already holds the type's or the overall daily cap of live
 *   appointments ("full"), or when, widened by this type's buffers before and after, it overlaps any appointment
 *   of any type widened by its own type's buffers ("booked"). `slotIsFreeSql` in worker/booking/free-time-sql.ts is the
 *   same rule (overrides, caps, buffers) for the atomic insert.
 */

export interface SlotBookingType {
  id: string;
  /** Minutes. */
  duration: number;
  /** Minutes kept free before every appointment of this type. */
  bufferBefore: number;
  /** Minutes kept free after every appointment of this type. */
  bufferTime: number;
  /** No slot starts sooner than this many hours after now. */
  minNoticeHours: number;
  /** Days ahead (from today in the business zone) that can be booked. */
  maxAdvanceBooking: number;
  /** Live appointments of this type on one business day, at most; null = no cap. */
  dailyCap: number | null;
  /** Start times ("HH:MM") this type is limited to; empty or null = every grid start. */
  availableSlots?: readonly string[] | null;
}

export interface WeeklyWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export interface AvailabilityWindow extends WeeklyWindow {
  isActive: boolean;
}

interface Window {
  startTime: string;
  endTime: string;
}

/** Hours of one date that replace the weekly ones; `bookingTypeId` null = the firm's, for every type. */
export interface DateOverride {
  date: string;
  bookingTypeId: string | null;
  closed: boolean;
  windows: readonly Window[] | null;
  /** Why: a closure's reason, shown to staff. */
  note?: string | null;
}

export interface BlockedTime {
  startDateTime: Date;
  endDateTime: Date;
  isRecurring: boolean;
  recurringPattern: string | null;
}

export interface BusyAppointment {
  bookingTypeId: string;
  appointmentDate: Date;
  endsAt: Date;
  /** The buffers of the appointment's own type, in minutes. */
  bufferBefore: number;
  bufferTime: number;
}

export interface DaySlotsInput {
  /** "yyyy-MM-dd" in the business zone. */
  date: string;
  now: Date;
  type: SlotBookingType;
  /** The firm calendar's weekly hours; a weekday without any is closed. */
  firmHours: readonly WeeklyWindow[];
  /** The type's own weekly hours; none = the firm's. */
  availability: readonly AvailabilityWindow[];
  /** The overrides of the date (others are ignored). */
  overrides?: readonly DateOverride[];
  blockedTimes: readonly BlockedTime[];
  /** Every non-cancelled appointment near the day (at least the whole business day), of every type. */
  appointments: readonly BusyAppointment[];
  /** Live appointments of all types on one business day, at most; null or absent = no cap. */
  overallDailyCap?: number | null;
  rules?: Partial<Pick<typeof BOOKING_RULES, "timeZone">>;
}

export type SlotStatus = "available" | "too_soon" | "blocked" | "full" | "booked";

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

/** The windows of one side (the firm, or the type) on a date: its override's if it has one, else the weekly ones. */
function sideWindows(
  overrides: readonly DateOverride[],
  weekly: readonly WeeklyWindow[],
  date: string,
): { closure: DateOverride } | { windows: Window[] } {
  const closure = overrides.find((o) => o.closed);
  if (closure) return { closure };
  if (overrides.length > 0) return { windows: overrides.flatMap((o) => o.windows ?? []) };
  return { windows: weekly.filter((w) => w.dayOfWeek === dayOfWeekOf(date)) };
}

/** Where two lists of windows overlap, in clock order. */
function intersect(a: readonly Window[], b: readonly Window[]): Window[] {
  const both: Window[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(minutesOfDay(x.startTime), minutesOfDay(y.startTime));
      const end = Math.min(minutesOfDay(x.endTime), minutesOfDay(y.endTime));
      if (start < end) both.push({ startTime: timeOfMinutes(start), endTime: timeOfMinutes(end) });
    }
  }
  return both.sort((x, y) => minutesOfDay(x.startTime) - minutesOfDay(y.startTime));
}

/**
 * A date's calendar for a type: the closure that shuts it (the firm's first), or its windows in clock order, the
 * firm's intersected with the type's (see the rules above).
 */
export function dayCalendar(
  input: Pick<DaySlotsInput, "date" | "type" | "firmHours" | "availability" | "overrides">,
): { closure: DateOverride } | { windows: Window[] } {
  const ofDate = (input.overrides ?? []).filter((o) => o.date === input.date);
  const firm = sideWindows(
    ofDate.filter((o) => o.bookingTypeId === null),
    input.firmHours,
    input.date,
  );
  if ("closure" in firm) return firm;
  const ownHours = input.availability.filter((w) => w.isActive);
  const ownOverrides = ofDate.filter((o) => o.bookingTypeId === input.type.id);
  if (ownHours.length === 0 && ownOverrides.length === 0) return firm;
  const own = sideWindows(ownOverrides, ownHours, input.date);
  if ("closure" in own) return own;
  return { windows: intersect(firm.windows, own.windows) };
}

/** Whether the business day already holds the type's or the overall cap of live appointments. */
function dayIsFull(input: DaySlotsInput, timeZone: string): boolean {
  const sameDay = input.appointments.filter((a) => zonedDate(a.appointmentDate.getTime(), timeZone) === input.date);
  const { dailyCap } = input.type;
  if (dailyCap !== null && sameDay.filter((a) => a.bookingTypeId === input.type.id).length >= dailyCap) return true;
  return input.overallDailyCap != null && sameDay.length >= input.overallDailyCap;
}

/**
 * Why a day has no slots at all (closed, past, beyond the days ahead), with its windows when it has any. Weekly
 * hours with no window that weekday read as closed, like a closed override.
 */
function dayWindowsOrClosure(
  input: DaySlotsInput,
): { closed: DayUnavailableReason } | { windows: { startTime: string; endTime: string }[] } {
  const rules = { ...BOOKING_RULES, ...input.rules };
  const { date, type } = input;
  const today = zonedDate(input.now.getTime(), rules.timeZone);
  if (date < today) return { closed: "past" };
  if (date > addDays(today, type.maxAdvanceBooking)) return { closed: "too_far" };
  const day = dayCalendar(input);
  return "closure" in day || day.windows.length === 0 ? { closed: "closed" } : { windows: day.windows };
}

/**
 * Whether a day can be booked, by the slot rules themselves: available iff at least one of its slots is. When not,
 * why: no slots at all (see dayWindowsOrClosure); else "full" when a cap or appointments took any slot, "notice"
 * when the rest start within the minimum notice, "closed" when blocked times cover them all.
 */
export function dayAvailability(
  input: DaySlotsInput,
): { available: true } | { available: false; reason: DayUnavailableReason } {
  const slots = computeDaySlots(input);
  if (slots.some((slot) => slot.status === "available")) return { available: true };
  const day = dayWindowsOrClosure(input);
  if ("closed" in day) return { available: false, reason: day.closed };
  const statuses = new Set(slots.map((slot) => slot.status));
  if (statuses.has("full") || statuses.has("booked")) return { available: false, reason: "full" };
  if (statuses.has("too_soon")) return { available: false, reason: "notice" };
  return { available: false, reason: "closed" };
}

/** Every slot of one day with its status; `[]` when the day is closed. */
export function computeDaySlots(input: DaySlotsInput): DaySlot[] {
  const rules = { ...BOOKING_RULES, ...input.rules };
  const { date, type } = input;
  const now = input.now.getTime();
  const day = dayWindowsOrClosure(input);
  if ("closed" in day) return [];
  const { windows } = day;

  const step = type.bufferBefore + type.duration + type.bufferTime;
  const limitTo = type.availableSlots?.length ? new Set(type.availableSlots) : null;
  const blocked = blockedIntervals(input.blockedTimes, date, rules.timeZone);
  const context: SlotContext = {
    input,
    blocked,
    earliestStart: now + type.minNoticeHours * 60 * MINUTE_MS,
    full: dayIsFull(input, rules.timeZone),
  };

  const slots: DaySlot[] = [];
  const seen = new Set<number>();
  for (const window of windows) {
    const windowEnd = windowEndInstant(date, window.endTime, rules.timeZone);
    if (windowEnd === null) continue;
    for (
      let minute = minutesOfDay(window.startTime);
      minute < minutesOfDay(window.endTime) && step > 0;
      minute += step
    ) {
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
        status: slotStatus({ start, end }, context),
      });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

interface SlotContext {
  input: DaySlotsInput;
  blocked: Interval[];
  earliestStart: number;
  full: boolean;
}

function slotStatus(slot: Interval, { input, blocked, earliestStart, full }: SlotContext): SlotStatus {
  if (slot.start < earliestStart) return "too_soon";
  if (blocked.some((b) => overlaps(slot, b))) return "blocked";
  if (full) return "full";
  const widened = {
    start: slot.start - input.type.bufferBefore * MINUTE_MS,
    end: slot.end + input.type.bufferTime * MINUTE_MS,
  };
  const booked = input.appointments.some((a) =>
    overlaps(widened, {
      start: a.appointmentDate.getTime() - a.bufferBefore * MINUTE_MS,
      end: a.endsAt.getTime() + a.bufferTime * MINUTE_MS,
    }),
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

/**
 * What about a time staff chose lies outside the calendar (decision 090): a closure that day, or a time that no window
 * of the day (the firm's intersected with the type's) holds whole. Only the calendar: notice, days ahead, caps and
 * blocked times are the booker's limits, not staff's.
 */
export function calendarWarnings(
  input: Pick<DaySlotsInput, "date" | "type" | "firmHours" | "availability" | "overrides">,
  time: { start: Date; end: Date },
  timeZone: string = BOOKING_RULES.timeZone,
): ScheduleWarning[] {
  const day = dayCalendar(input);
  const startTime = zonedTime(time.start.getTime(), timeZone);
  const endTime = zonedTime(time.end.getTime(), timeZone);
  if ("closure" in day) {
    const whose = day.closure.bookingTypeId === null ? "The firm is" : "This booking type is";
    const why = day.closure.note ? ` (${day.closure.note})` : "";
    return [{ code: "closure", message: `${whose} closed on ${input.date}${why}.` }];
  }
  const sameDay = zonedDate(time.end.getTime(), timeZone) === input.date;
  const held = day.windows.some(
    (w) =>
      minutesOfDay(w.startTime) <= minutesOfDay(startTime) &&
      sameDay &&
      minutesOfDay(endTime) <= minutesOfDay(w.endTime),
  );
  if (held) return [];
  const hours = day.windows.map((w) => `${w.startTime}-${w.endTime}`).join(", ");
  return [
    {
      code: "outside_hours",
      message: `${startTime}-${endTime} is outside the hours on ${input.date} (${hours || "no hours that day"}).`,
    },
  ];
}
