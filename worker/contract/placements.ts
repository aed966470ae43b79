import type { StaffRef } from "./application-pipeline";
import type { ClientFeeType } from "./clients-enums";
import {
  type FeeLineKind,
  INVOICE_STATUSES,
  type InvoiceStatus,
  PLACEMENT_STATUSES,
  type PlacementStatus,
} from "./desk-enums";
import { isCalendarDate } from "./time-zone";
import { pagingFields, z } from "./zod";

/** Placements, fees and invoice status (issue 32 item 4), shared by the Worker's validators and the back office. */

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  to_invoice: "To invoice",
  invoiced: "Invoiced",
  paid: "Paid",
};

export const FEE_LINE_LABELS: Readonly<Record<FeeLineKind, string>> = {
  contingency: "Fee",
  retainer: "Retainer",
  shortlist: "Shortlist",
  placement: "Placement",
};

export const PLACEMENT_STATUS_LABELS: Readonly<Record<PlacementStatus, string>> = {
  active: "Placed",
  fell_off: "Fell off",
};

export const PLACEMENTS_PAGE_DEFAULT = 25;
export const PLACEMENTS_PAGE_MAX = 100;
/** A first-year salary above this is a typing error, not a hire. */
export const SALARY_MAX = 100_000_000;

const calendarDate = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isCalendarDate, `${label} must be a date as YYYY-MM-DD`);

/** POST /api/admin/placements: salary is annual, in US dollars, with at most two decimals. */
export const placementCreateSchema = z
  .object({
    applicationId: z
      .string({ error: "Application id is required" })
      .trim()
      .min(1, "Application id is required")
      .max(64, "Application id is at most 64 characters"),
    startDate: calendarDate("Start date"),
    salary: z
      .number({ error: "Salary must be a number of US dollars" })
      .positive("Salary must be more than 0")
      .max(SALARY_MAX, `Salary must be at most ${SALARY_MAX}`)
      .refine((value) => Number.isInteger(Math.round(value * 100 * 1000) / 1000), "Salary has at most two decimals"),
  })
  .strict();
export type PlacementCreate = z.input<typeof placementCreateSchema>;

/** PATCH /api/admin/placements/{id}/fee-lines/{lineId}. */
export const feeLineUpdateSchema = z
  .object({
    invoiceStatus: z.enum(INVOICE_STATUSES, { error: `Invoice status must be one of: ${INVOICE_STATUSES.join(", ")}` }),
  })
  .strict();

/** POST /api/admin/placements/{id}/fall-off: the candidate's last day (within the guarantee). */
export const placementFallOffSchema = z.object({ lastDay: calendarDate("Last day") }).strict();

/** Query of GET /api/admin/placements. */
export const placementListQuerySchema = z.object({
  clientId: z.string().trim().max(64, "Client id must be at most 64 characters").optional(),
  status: z
    .union([
      z.literal(""),
      z.enum(PLACEMENT_STATUSES, { error: `Status must be one of: ${PLACEMENT_STATUSES.join(", ")}` }),
    ])
    .optional(),
  ...pagingFields(PLACEMENTS_PAGE_DEFAULT, PLACEMENTS_PAGE_MAX),
});
export type PlacementListQuery = z.output<typeof placementListQuerySchema>;

export interface FeeLineView {
  id: string;
  kind: FeeLineKind;
  amount: number;
  invoiceStatus: InvoiceStatus;
}

export interface PlacementView {
  id: string;
  applicationId: string;
  candidateName: string;
  clientId: string;
  clientName: string;
  jobId: string | null;
  jobTitle: string | null;
  startDate: string;
  salary: number;
  feeType: ClientFeeType;
  feePercent: number;
  guaranteeDays: number;
  fee: number;
  guaranteeEndsOn: string;
  status: PlacementStatus;
  fellOffOn: string | null;
  feeLines: FeeLineView[];
  placedBy: StaffRef | null;
  createdAt: string;
}

/** The totals of every placement the filters match (not only the page), in US dollars. */
export interface PlacementTotals {
  count: number;
  fees: number;
  toInvoice: number;
  invoiced: number;
  paid: number;
}

export interface PlacementList {
  placements: PlacementView[];
  totals: PlacementTotals;
}

/** A fall-off: the placement marked, and whether its job order was published again (the search reopened). */
export interface PlacementFallOff {
  placement: PlacementView;
  searchReopened: boolean;
}

/** What the placement routes answer (worker/contract/api.ts). */
export interface PlacementAnswers {
  "GET /api/admin/placements": PlacementList;
  "POST /api/admin/placements": PlacementView;
  "PATCH /api/admin/placements/:id/fee-lines/:lineId": PlacementView;
  "POST /api/admin/placements/:id/fall-off": PlacementFallOff;
}
