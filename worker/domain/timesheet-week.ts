import type { FieldIssue } from "../contract/errors";
import { addDays, dayOfWeekOf, isCalendarDate, mondayOf, zonedDate } from "../contract/time-zone";
import { hundredthsOf } from "./money";

/**
 * A contractor's week (issue 48 item 2): the hours typed per day, checked, and split into regular and overtime by
 * the week's rule. Weeks run Monday to Sunday on the calendar of the assignment's zone. Hours are hours worked:
 * the day the clocks go back has 25 hours on the wall, yet a day still takes 0 to 24 hours and the week's total is
 * what the rule reads, so a change of clocks moves no hour between regular and overtime.
 */

/**
 * The week's overtime rule. Only the weekly rule (US federal practice) exists; a state's daily rule (California:
 * over 8 hours a day, double time over 12) would be another `kind` answered by `splitOvertime`, same days out.
 */
export interface OvertimeRule {
  kind: "weekly";
  /** Hours a week paid at the regular rate; the hours after them are overtime. */
  weeklyHours: number;
  /** The overtime rate as a multiple of the regular rate. */
  multiplier: number;
}

export const DEFAULT_OVERTIME_RULE: OvertimeRule = { kind: "weekly", weeklyHours: 40, multiplier: 1.5 };

/** A day as the contractor sends it: a "yyyy-MM-dd" date and decimal hours (7.5). */
export interface DayEntry {
  date: string;
  hours: number;
}

/** A day's hours in hundredths, as a version of a timesheet keeps them. */
export interface WorkedDay {
  date: string;
  hundredths: number;
}

/** A day's hours in hundredths, split by the rule. */
export interface SplitDay {
  date: string;
  regular: number;
  overtime: number;
}

export interface TimesheetWeek {
  weekStart: string;
  /** Monday to Sunday, every day present (0 for a day not sent). */
  days: SplitDay[];
  regular: number;
  overtime: number;
}

/** The assignment's dates: the last day null while it has no planned end. */
export interface AssignmentDates {
  startDate: string;
  endDate: string | null;
}

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The short English name of a date's weekday: "2026-10-27" is "Tue". */
export function dayName(date: string): string {
  return DAY_NAMES[dayOfWeekOf(date)] as string;
}

/** The seven dates of the week that starts on `weekStart`. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** The Monday of the week an instant falls in, on the calendar of `timeZone` (the cron's "this week"). */
export function weekStartOf(instant: number, timeZone: string): string {
  return mondayOf(zonedDate(instant, timeZone));
}

/**
 * Overtime is allocated to the last hours of the week: days are counted from Monday, and the hours past the rule's
 * weekly threshold are overtime on the day they were worked, so each is priced at that day's rate.
 */
export function splitOvertime(days: WorkedDay[], rule: OvertimeRule): SplitDay[] {
  const threshold = Math.round(rule.weeklyHours * 100);
  let worked = 0;
  return days.map(({ date, hundredths }) => {
    const regular = Math.max(0, Math.min(hundredths, threshold - worked));
    worked += hundredths;
    return { date, regular, overtime: hundredths - regular };
  });
}

/** Why one sent day is refused, or null: its field's path, and a message that names the day. */
function dayIssue(entry: DayEntry, index: number, dates: string[], assignment: AssignmentDates): FieldIssue | null {
  const date = `days.${index}.date`;
  if (typeof entry.date !== "string" || !isCalendarDate(entry.date)) {
    return { path: date, message: `Day ${index + 1}: the date must be written yyyy-MM-dd.` };
  }
  const day = `${dayName(entry.date)} ${entry.date}`;
  if (!dates.includes(entry.date)) {
    return { path: date, message: `${day} is not in the week of ${dates[0]} to ${dates[6]}.` };
  }
  const hours = `days.${index}.hours`;
  if (!Number.isFinite(entry.hours) || entry.hours < 0 || entry.hours > 24) {
    return { path: hours, message: `${day}: hours must be between 0 and 24.` };
  }
  if (hundredthsOf(entry.hours) === null) {
    return { path: hours, message: `${day}: hours take at most two decimals (7.25, 7.5).` };
  }
  // A day outside the assignment may be sent empty (the form lists the whole week); hours on it are refused.
  if (entry.hours > 0 && entry.date < assignment.startDate) {
    return { path: date, message: `${day} is before the assignment starts on ${assignment.startDate}.` };
  }
  if (entry.hours > 0 && assignment.endDate !== null && entry.date > assignment.endDate) {
    return { path: date, message: `${day} is after the assignment ends on ${assignment.endDate}.` };
  }
  return null;
}

/**
 * The week a contractor sent, checked and split: every problem found (each naming its day), or the week. The week
 * start must be a Monday; each date in that week, once; hours 0 to 24 with at most two decimals; hours only on the
 * assignment's dates.
 */
export function readWeek(
  weekStart: string,
  entries: DayEntry[],
  assignment: AssignmentDates,
  rule: OvertimeRule,
): { ok: true; week: TimesheetWeek } | { ok: false; issues: FieldIssue[] } {
  if (!isCalendarDate(weekStart)) {
    return { ok: false, issues: [{ path: "weekStart", message: "The week start must be written yyyy-MM-dd." }] };
  }
  if (dayOfWeekOf(weekStart) !== 1) {
    const message = `The week start ${weekStart} is a ${dayName(weekStart)}; weeks start on a Monday.`;
    return { ok: false, issues: [{ path: "weekStart", message }] };
  }
  const dates = weekDates(weekStart);
  const issues: FieldIssue[] = [];
  const hundredths = new Map<string, number>();
  entries.forEach((entry, index) => {
    const issue = dayIssue(entry, index, dates, assignment);
    if (issue) issues.push(issue);
    else if (hundredths.has(entry.date)) {
      issues.push({ path: `days.${index}.date`, message: `${dayName(entry.date)} ${entry.date} is sent twice.` });
    } else hundredths.set(entry.date, hundredthsOf(entry.hours) as number);
  });
  if (issues.length > 0) return { ok: false, issues };
  const days = splitOvertime(
    dates.map((date) => ({ date, hundredths: hundredths.get(date) ?? 0 })),
    rule,
  );
  const sum = (key: "regular" | "overtime") => days.reduce((total, day) => total + day[key], 0);
  return { ok: true, week: { weekStart, days, regular: sum("regular"), overtime: sum("overtime") } };
}
