import type { ClientFeeType } from "../contract/clients-enums";
import type { FeeLineKind } from "../contract/desk-enums";
import { addDays } from "../contract/time-zone";
import { roundHalfUp } from "./money";

/**
 * The fee formula (issue 32 item 4), in one place: the fee is the first-year salary times the client's percent, in
 * cents, rounded half up to the cent (money.ts's one rule); a retained search splits it into its three installments,
 * each its share of the fee rounded to the cent, the last taking what rounding left so the lines add up to the fee.
 */

export interface FeeTerms {
  feeType: ClientFeeType;
  feePercent: number;
  retainerPercent: number | null;
  shortlistPercent: number | null;
  placementPercent: number | null;
}

/** A dollar amount as whole cents: 123456.785 is 12345679 (sent amounts have at most two decimals anyway). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents as dollars, for the API: 12345679 is 123456.79. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/**
 * The fee in cents: salary x percent / 100, rounded half up. The percent is scaled to an integer first (to 1/10,000
 * of a percent), so 33.33 % is exact and the rounding is done once, on the product of two integers.
 *
 * @example feeCents(10_000_000, 25) // 2_500_000: 25 % of $100,000.00 is $25,000.00
 */
export function feeCents(salaryCents: number, percent: number): number {
  const scaledPercent = Math.round(percent * 10_000);
  return roundHalfUp(salaryCents * scaledPercent, 1_000_000);
}

/** A retained search with no shares on file is paid in thirds. */
const EVEN_THIRDS = 100 / 3;

/** The fee's lines: the whole fee for a contingency search, the three installments for a retained one. */
export function feeLines(totalCents: number, terms: FeeTerms): { kind: FeeLineKind; amountCents: number }[] {
  if (terms.feeType === "contingency") return [{ kind: "contingency", amountCents: totalCents }];
  const retainer = feeCents(totalCents, terms.retainerPercent ?? EVEN_THIRDS);
  const shortlist = feeCents(totalCents, terms.shortlistPercent ?? EVEN_THIRDS);
  return [
    { kind: "retainer", amountCents: retainer },
    { kind: "shortlist", amountCents: shortlist },
    { kind: "placement", amountCents: totalCents - retainer - shortlist },
  ];
}

/** The last day of the guarantee: the start date plus the guarantee's days. */
export function guaranteeEndsOn(startDate: string, guaranteeDays: number): string {
  return addDays(startDate, guaranteeDays);
}
