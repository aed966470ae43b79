import type { PlacementView } from "./placements";
import { SALARY_MAX } from "./placements";
import { isCalendarDate } from "./time-zone";
import { z } from "./zod";

/**
 * Contract-to-hire (issue 48 item 4, decision 113): a client's conversion terms, as stored (cents) and as sent and
 * read (dollars), and converting an assignment to a permanent hire.
 */

/** The terms as stored on the client (worker/domain/conversion-fee.ts computes the fee from them). */
export interface ConversionTerms {
  base: { kind: "percent"; percent: number } | { kind: "flat"; cents: number };
  /** E.g. 10 % off per 160 hours billed, at least $5,000; null when the fee does not fall with hours billed. */
  schedule: { reductionPercent: number; perHours: number; floorCents: number } | null;
}

/** The terms as staff send and read them: amounts in US dollars. */
export interface ConversionTermsView {
  base: { kind: "percent"; percent: number } | { kind: "flat"; amount: number };
  schedule: { reductionPercent: number; perHours: number; floor: number } | null;
}

const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number of US dollars` })
    .min(0, `${label} must be 0 or more`)
    .max(SALARY_MAX, `${label} must be at most ${SALARY_MAX}`)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1000) / 1000), `${label} has at most two decimals`);

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(100, `${label} must be at most 100`);

/**
 * `conversionTerms` of POST and PATCH /api/admin/clients: a percent of the first-year salary or a flat fee, and an
 * optional schedule taking a percent off per block of hours billed; null for the default (the client's fee percent,
 * no schedule). Answered as stored, in cents.
 */
export const conversionTermsSchema = z
  .object({
    base: z.discriminatedUnion(
      "kind",
      [
        z.object({ kind: z.literal("percent"), percent: percent("Conversion fee percent") }).strict(),
        z.object({ kind: z.literal("flat"), amount: dollars("Conversion flat fee") }).strict(),
      ],
      { error: "Conversion fee must be { kind: percent, percent } or { kind: flat, amount }" },
    ),
    schedule: z
      .object({
        reductionPercent: percent("Reduction percent"),
        perHours: z
          .number({ error: "Hours per reduction must be a number" })
          .int("Hours per reduction must be a whole number")
          .min(1, "Hours per reduction must be at least 1")
          .max(10_000, "Hours per reduction must be at most 10000"),
        floor: dollars("Fee floor"),
      })
      .strict()
      .nullable(),
  })
  .strict()
  .transform(
    (terms): ConversionTerms => ({
      base:
        terms.base.kind === "flat"
          ? { kind: "flat", cents: Math.round(terms.base.amount * 100) }
          : { kind: "percent", percent: terms.base.percent },
      schedule: terms.schedule && {
        reductionPercent: terms.schedule.reductionPercent,
        perHours: terms.schedule.perHours,
        floorCents: Math.round(terms.schedule.floor * 100),
      },
    }),
  )
  .nullable()
  .optional();

/** Stored terms as staff read them. */
export function conversionTermsView(terms: ConversionTerms): ConversionTermsView {
  return {
    base: terms.base.kind === "flat" ? { kind: "flat", amount: terms.base.cents / 100 } : terms.base,
    schedule: terms.schedule && {
      reductionPercent: terms.schedule.reductionPercent,
      perHours: terms.schedule.perHours,
      floor: terms.schedule.floorCents / 100,
    },
  };
}

const conversionDate = z
  .string({ error: "Date is required" })
  .refine(isCalendarDate, "Date must be a date as YYYY-MM-DD");

const salary = (number: z.ZodNumber) =>
  number
    .positive("Salary must be more than 0")
    .max(SALARY_MAX, `Salary must be at most ${SALARY_MAX}`)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1000) / 1000), "Salary has at most two decimals");

/** Body of POST /api/admin/assignments/{id}/conversion: the first day as a hire and the first-year salary. */
export const conversionSchema = z
  .object({ date: conversionDate, salary: salary(z.number({ error: "Salary must be a number of US dollars" })) })
  .strict();

/** Query of GET /api/admin/assignments/{id}/conversion: the fee a conversion would record, before confirming. */
export const conversionPreviewSchema = z.object({
  date: conversionDate,
  salary: salary(z.coerce.number({ error: "Salary must be a number of US dollars" })),
});
export type ConversionInput = z.output<typeof conversionSchema>;

/** The fee a conversion records, in US dollars, and how the client's terms made it. */
export interface ConversionFeeView {
  terms: ConversionTermsView;
  /** Whether the terms are the default (the client's fee percent, no schedule): the client has none of its own. */
  defaultTerms: boolean;
  /** Hours billed on the assignment so far (approved timesheets, regular and overtime). */
  billedHours: number;
  fullFee: number;
  blocks: number;
  reductionPercent: number;
  floored: boolean;
  fee: number;
}

/** A conversion made: the placement, the fee's arithmetic. */
export interface ConversionMade {
  placement: PlacementView;
  fee: ConversionFeeView;
}

export interface ConversionAnswers {
  "GET /api/admin/assignments/:id/conversion": ConversionFeeView;
  "POST /api/admin/assignments/:id/conversion": ConversionMade;
}

/** What a conversion's placement records of how its fee was made (cents and hundredths of an hour). */
export interface ConversionRecord {
  terms: ConversionTerms;
  billedHundredths: number;
  fullFeeCents: number;
  blocks: number;
  reductionPercent: number;
  floored: boolean;
}
