import {
  addDays,
  formatClockTime,
  formatLongDate,
  shortZoneName,
  startOfZonedDay,
  zonedDate,
  zonedTime,
  zonedTimeToInstant,
} from "../contract/time-zone";

/**
 * Texts staff write go out only between 8 am and 9 pm on the recipient's clock (issue 33 item 7; the TCPA's calling
 * hours). Decision 066 says whose clock that is.
 */
export const TEXTING_STARTS = "08:00";
export const TEXTING_ENDS = "21:00";
/** A candidate whose zone is not known is texted only in the daytime of the whole continental US: its first and last clocks. */
export const CONTINENTAL_US_ZONES = ["America/New_York", "America/Los_Angeles"] as const;

const HOUR_MS = 3_600_000;

/** `at` itself when it is inside the hours on `timeZone`'s clock, else that clock's next 8 am. "HH:MM" compare as times. */
function nextAllowedIn(at: Date, timeZone: string): Date {
  const time = zonedTime(at.getTime(), timeZone);
  if (time >= TEXTING_STARTS && time < TEXTING_ENDS) return at;
  const today = zonedDate(at.getTime(), timeZone);
  const day = time < TEXTING_STARTS ? today : addDays(today, 1);
  // Clock changes happen at night, so 8 am exists; were it skipped, the day's start plus eight hours stands in.
  return new Date(zonedTimeToInstant(day, TEXTING_STARTS, timeZone) ?? startOfZonedDay(day, timeZone) + 8 * HOUR_MS);
}

/**
 * When a text written at `now` may go: the first instant from `now` inside the hours on every one of `zones`' clocks,
 * and the clock that decided it (the one whose 8 am it waits for; the first zone when it goes at once).
 */
export function nextTextingTime(now: Date, zones: readonly [string, ...string[]]): { at: Date; timeZone: string } {
  let at = now;
  let timeZone = zones[0];
  // Each pass moves to some zone's 8 am; the continental US's clocks are three hours apart, so their hours overlap
  // and a pass per zone settles it.
  for (let pass = 0; pass <= zones.length; pass++) {
    const moved = zones.find((zone) => nextAllowedIn(at, zone).getTime() !== at.getTime());
    if (!moved) return { at, timeZone };
    at = nextAllowedIn(at, moved);
    timeZone = moved;
  }
  return { at, timeZone };
}

/**
 * Why a text waits, on the recipient's clock (the one it was held to): "Held until 8:00 am CDT on March 11, 2026,
 * the recipient's morning (texts go 8 am to 9 pm on their clock)."
 */
export function heldTextReason(at: Date, timeZone: string): string {
  const instant = at.getTime();
  const time = `${formatClockTime(instant, timeZone).toLowerCase()} ${shortZoneName(instant, timeZone)}`;
  return `Held until ${time} on ${formatLongDate(instant, timeZone)}, the recipient's morning (texts go 8 am to 9 pm on their clock).`;
}
