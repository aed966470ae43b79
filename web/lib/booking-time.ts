import { BOOKING_RULES } from "#contract/booking";
import { addDays, formatClockTime, zonedDate, zoneLabel } from "#contract/time-zone";

/** What the wizard shows about dates and times: the business zone's clock first, the visitor's own beside it. */

export interface WizardDate {
  /** "yyyy-MM-dd" in the business zone. */
  date: string;
  /** "Mon" */
  weekday: string;
  /** "Nov 16" */
  monthDay: string;
}

const dayFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options });
const weekdayFormat = dayFormat({ weekday: "short" });
const monthDayFormat = dayFormat({ month: "short", day: "numeric" });

/**
 * The next 30 days from today in the business zone, every day of the week: which are open is the firm calendar's to
 * say (decision 090), and the days answer greys out the closed ones.
 */
export function wizardDates(now: number, days: number = BOOKING_RULES.wizardDays): WizardDate[] {
  const today = zonedDate(now, BOOKING_RULES.timeZone);
  const dates: WizardDate[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    const noon = Date.parse(`${date}T12:00:00Z`);
    dates.push({ date, weekday: weekdayFormat.format(noon), monthDay: monthDayFormat.format(noon) });
  }
  return dates;
}

/** "10:00 AM - 10:45 AM ET" on a zone's clock. */
export function timeRange(startsAt: string, endsAt: string, timeZone: string): string {
  const start = Date.parse(startsAt);
  return `${formatClockTime(start, timeZone)} - ${formatClockTime(Date.parse(endsAt), timeZone)} ${zoneLabel(start, timeZone)}`;
}

/** The same range on the visitor's clock, or null when it reads the same as the business zone's. */
export function visitorTimeRange(
  startsAt: string,
  endsAt: string,
  visitorZone: string,
  businessZone: string = BOOKING_RULES.timeZone,
): string | null {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const same =
    formatClockTime(start, visitorZone) === formatClockTime(start, businessZone) &&
    formatClockTime(end, visitorZone) === formatClockTime(end, businessZone);
  return same ? null : timeRange(startsAt, endsAt, visitorZone);
}

/** "9:00 AM" of an instant on a zone's clock ('h:mm a'). */
export function clockTime(instant: string, timeZone: string): string {
  return formatClockTime(Date.parse(instant), timeZone);
}
