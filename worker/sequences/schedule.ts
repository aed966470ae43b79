import { TZDate } from "@date-fns/tz";
import { addBusinessDays, addHours, getISODay, startOfHour } from "date-fns";
import type { SequenceWindow } from "../contract/sequences";

/**
 * When a sequence's steps may go (decision 115): business days (Monday to Friday) after the step before, counted on
 * the recipient's clock, and only inside the sequence's window (its weekdays and hours) there. Hours are whole, so
 * walking hour by hour finds the window's next opening, and a clock change (DST) moves it with the wall clock.
 */

/** A window's opening is always within two weeks of any instant (a window has at least one day and one hour). */
const HOURS_LOOKED_AT = 15 * 24;

/** Whether `at` is inside the window on the clock of `zone`. */
export function insideWindow(at: Date, zone: string, window: SequenceWindow): boolean {
  const local = new TZDate(at.getTime(), zone);
  const hour = local.getHours();
  return window.days.includes(getISODay(local)) && hour >= window.startHour && hour < window.endHour;
}

/**
 * `at` itself when it is inside the window on every clock in `zones` (a recipient whose clock is not known waits for
 * the hours of all the clocks they may be on), else the first whole hour after it that is.
 */
export function nextWindowStart(at: Date, zones: readonly string[], window: SequenceWindow): Date {
  const inside = (instant: Date) => zones.every((zone) => insideWindow(instant, zone, window));
  if (inside(at)) return at;
  let hour = startOfHour(at);
  for (let looked = 0; looked < HOURS_LOOKED_AT; looked++) {
    hour = addHours(hour, 1);
    if (inside(hour)) return hour;
  }
  // Clocks so far apart that no hour is inside every window: the first clock decides.
  return nextWindowStart(at, zones.slice(0, 1), window);
}

/** `days` business days after `from` on the clock of `zone` (the same wall-clock time, weekends skipped). */
export function businessDaysAfter(from: Date, days: number, zone: string): Date {
  if (days === 0) return from;
  return new Date(addBusinessDays(new TZDate(from.getTime(), zone), days).getTime());
}

/** An hour: the most a clock change moves a wall clock (Lord Howe's half hour included). */
const CLOCK_CHANGE_MS = 60 * 60_000;

/**
 * The earliest instant `days` business days after `from` can be on any clock: a first step's due time written at
 * enrolment, before the recipient's clock is looked up. Business days are at least as many calendar days, less an
 * hour a spring change skips; the tick then counts them on the recipient's clock (`businessDaysAfter`).
 */
export function earliestBusinessDaysAfter(from: Date, days: number): Date {
  if (days === 0) return from;
  return new Date(from.getTime() + days * 24 * CLOCK_CHANGE_MS - CLOCK_CHANGE_MS);
}
