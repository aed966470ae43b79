import { hoursInWords } from "./money";
import { dayName, type WorkedDay } from "./timesheet-week";

/**
 * What a correction changed (issue 48 item 2): an approved timesheet is locked, and its next version carries a note
 * saying which days' hours moved, "Tue 8 -> 6 h; Thu 0 -> 4 h". A day missing from a version worked no hours.
 */

export interface DayChange {
  date: string;
  /** Hours in hundredths before and after. */
  from: number;
  to: number;
}

/** The days whose hours differ between two versions, by date. */
export function dayChanges(previous: WorkedDay[], next: WorkedDay[]): DayChange[] {
  const hoursOn = (days: WorkedDay[], date: string) => days.find((day) => day.date === date)?.hundredths ?? 0;
  const dates = [...new Set([...previous, ...next].map((day) => day.date))].sort();
  return dates
    .map((date) => ({ date, from: hoursOn(previous, date), to: hoursOn(next, date) }))
    .filter((change) => change.from !== change.to);
}

/** The new version's note: each changed day as "Tue 8 -> 6 h", or that no hours changed. */
export function correctionNote(previous: WorkedDay[], next: WorkedDay[]): string {
  const changes = dayChanges(previous, next);
  if (changes.length === 0) return "No change in hours.";
  return changes
    .map((change) => `${dayName(change.date)} ${hoursInWords(change.from)} -> ${hoursInWords(change.to)} h`)
    .join("; ");
}
