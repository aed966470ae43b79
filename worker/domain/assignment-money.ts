import type { AssignmentStatus } from "../contract/assignment-enums";

/**
 * Contract staffing's money and dates (issue 48 item 1), in one place: the margin per hour is the bill rate minus the
 * pay rate, in cents; the markup is that margin as a percent of the pay rate, rounded half up to two decimals; the
 * rates of a day are those of the latest period starting on or before it. Neither margin nor markup is stored.
 */

export interface RatePeriod {
  fromDate: string;
  billRateCents: number;
  payRateCents: number;
}

/** What the firm earns an hour: bill - pay, in cents (negative for a loss). */
export function marginCents(rates: { billRateCents: number; payRateCents: number }): number {
  return rates.billRateCents - rates.payRateCents;
}

/**
 * The markup in percent of the pay rate, to two decimals, rounded half up on integers (margin x 10,000 / pay, one
 * rounding): $95 billed on $70 paid is 35.71 %. Null when nothing is paid (no pay rate to mark up).
 *
 * @example markupPercent({ billRateCents: 9_500, payRateCents: 7_000 }) // 35.71
 */
export function markupPercent(rates: { billRateCents: number; payRateCents: number }): number | null {
  if (rates.payRateCents <= 0) return null;
  const basisPoints = (marginCents(rates) * 10_000) / rates.payRateCents;
  // Half up, also for a loss (-12.345 -> -12.34, as Math.round does): one rule for both signs.
  return Math.round(basisPoints) / 100;
}

/**
 * The period whose rates hold on `day`: the latest starting on or before it; before the first period, the first
 * (an upcoming assignment shows the rates it will start at). Undefined only for no periods.
 */
export function ratesOn<P extends RatePeriod>(periods: readonly P[], day: string): P | undefined {
  const sorted = [...periods].sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  return sorted.filter((period) => period.fromDate <= day).at(-1) ?? sorted[0];
}

/**
 * Where an assignment stands on `today`: ended early and converted are final as recorded; otherwise its dates say,
 * upcoming before the start, completed after the planned end, active between (both days included).
 */
export function statusOn(
  assignment: { status: AssignmentStatus; startDate: string; endDate: string },
  today: string,
): AssignmentStatus {
  if (assignment.status === "ended_early" || assignment.status === "converted_to_hire") return assignment.status;
  if (today < assignment.startDate) return "upcoming";
  if (today > assignment.endDate) return "completed";
  return "active";
}
