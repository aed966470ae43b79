import { calendarDate } from "#contract/plain-text";
import { type DateZone, dayIn } from "../../lib/hydration";

/** "Posted Jan 10, 2026" (the day in `zone`, the reader's by default), or 'Recently' when the date is unknown. */
export function postedLabel(createdAt: string | null | undefined, zone: DateZone = "reader"): string {
  if (!createdAt) return "Recently";
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return "Recently";
  return `Posted ${calendarDate(dayIn(date, zone), "short")}`;
}
