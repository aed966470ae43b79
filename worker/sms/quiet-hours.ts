import { addDays, startOfZonedDay, zonedDate, zonedTime, zonedTimeToInstant } from "../contract/time-zone";

const HOUR_MS = 3_600_000;

/**
 * Texts staff write go out only between 8 am and 9 pm on the recipient's clock (issue 33 item 7; the TCPA's calling
 * hours). Decision 066 says whose clock that is.
 */
export const TEXTING_STARTS = "08:00";
export const TEXTING_ENDS = "21:00";

/**
 * When a text written at `now` may go: `now` itself inside the hours, else the next 8 am in `timeZone` (today's
 * before 8, tomorrow's from 9 pm). "HH:MM" strings compare as times of day.
 */
export function nextTextingTime(now: Date, timeZone: string): Date {
  const time = zonedTime(now.getTime(), timeZone);
  if (time >= TEXTING_STARTS && time < TEXTING_ENDS) return now;
  const today = zonedDate(now.getTime(), timeZone);
  const day = time < TEXTING_STARTS ? today : addDays(today, 1);
  // Clock changes happen at night, so 8 am exists; were it skipped, the day's start plus eight hours stands in.
  return new Date(zonedTimeToInstant(day, TEXTING_STARTS, timeZone) ?? startOfZonedDay(day, timeZone) + 8 * HOUR_MS);
}
