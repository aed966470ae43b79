import { BOOKING_RULES } from "./booking";
import { addDays, zonedDate } from "./time-zone";

/**
 * The days the /book wizard offers, as GET /api/booking/types/:id/days' query: today and the next ones in the
 * business zone. Shared by the wizard's date step and the Worker that renders it with the answer (decision 039).
 */
export function wizardDaysQuery(now: number): { from: string; to: string } {
  const from = zonedDate(now, BOOKING_RULES.timeZone);
  return { from, to: addDays(from, BOOKING_RULES.wizardDays - 1) };
}
