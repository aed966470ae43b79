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
