import type { ConversionTerms } from "../contract/conversion";
import { feeCents } from "./placement-fees";

/**
 * The contract-to-hire conversion fee (issue 48 item 4), by the client's terms: a full fee (a percent of the
 * first-year salary, or a flat amount), then, when the terms have a schedule, a percent of that full fee off for
 * each complete block of hours already billed on the assignment, never below the schedule's floor.
 */

export interface ConversionFee {
  fullFeeCents: number;
  /** Complete blocks of `perHours` billed. */
  blocks: number;
  /** Percent of the full fee taken off (at most 100). */
  reductionPercent: number;
  /** Whether the floor, not the schedule, set the fee. */
  floored: boolean;
  feeCents: number;
}

/**
 * The fee for converting a contractor with `billedHundredths` hours billed (regular and overtime) to a salary of
 * `salaryCents` a year. The floor never raises a fee above the full fee.
 *
 * @example conversionFee({ base: { kind: "percent", percent: 20 }, schedule: { reductionPercent: 10, perHours: 160,
 *   floorCents: 500_000 } }, 10_000_000, 40_000) // 2 blocks of 160 h: $20,000 less 20 %, feeCents 1_600_000
 */
export function conversionFee(terms: ConversionTerms, salaryCents: number, billedHundredths: number): ConversionFee {
  const full = terms.base.kind === "flat" ? terms.base.cents : feeCents(salaryCents, terms.base.percent);
  const schedule = terms.schedule;
  if (!schedule) return { fullFeeCents: full, blocks: 0, reductionPercent: 0, floored: false, feeCents: full };
  const blocks = Math.floor(billedHundredths / Math.round(schedule.perHours * 100));
  const reductionPercent = Math.min(100, blocks * schedule.reductionPercent);
  const reduced = feeCents(full, 100 - reductionPercent);
  const floor = Math.min(schedule.floorCents, full);
  const floored = reduced < floor;
  return { fullFeeCents: full, blocks, reductionPercent, floored, feeCents: floored ? floor : reduced };
}
