import { BOOKING_RULES } from "../../worker/contract/booking";
import { addDays } from "../../worker/contract/time-zone";

/** The booking wizard's days as the browser tests name them: exact accessible names, never a part of one. */

const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
const weekday = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short" });
const monthDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });

/**
 * A day's control as it reads, "Wed Dec 1" ("yyyy-MM-dd" in the business zone). Exact: a part ("Dec 1") is also in
 * "Dec 10" to "Dec 19".
 */
export function dayName(date: string): string {
  return `${weekday.format(noon(date))} ${monthDay.format(noon(date))}`;
}

/** A day's text as it reads in the page ("MonDec 1", its parts in boxes of their own), and no longer day's. */
export function dayText(date: string): RegExp {
  return new RegExp(`^${weekday.format(noon(date))}\\s*${monthDay.format(noon(date))}(?!\\d)`);
}

/** The days the wizard lists from `today`: the next 30 days, every day of the week (decision 090). */
export function offeredDays(today: string): string[] {
  return Array.from({ length: BOOKING_RULES.wizardDays }, (_, i) => addDays(today, i));
}
