import { z } from "zod";
import { BILLING_FILES, type BillingFile } from "./billing-enums";
import { dayOfWeekOf, isCalendarDate } from "./time-zone";

/**
 * What to invoice and what to pay (issue 48 item 3, decision 112): a week's lines from the approved timesheets, priced
 * at the rates of their week, and the two accounting files made from them. Amounts in dollars, hours as decimals.
 */

/** A week is named by its Monday, "yyyy-MM-dd". */
export const billingWeekField = z
  .string({ error: "Give the week (week) as its Monday, yyyy-MM-dd" })
  .refine(isCalendarDate, "The week (week) must be a date written yyyy-MM-dd")
  .refine((value) => !isCalendarDate(value) || dayOfWeekOf(value) === 1, "The week (week) must start on a Monday");

/** GET /api/admin/billing?week= and the re-download GET /api/admin/billing/exports?week=&file=. */
export const billingWeekQuerySchema = z.object({ week: billingWeekField });

export const billingFileField = z.enum(BILLING_FILES, { error: "The file (file) is invoices or payroll" });

export const billingDownloadQuerySchema = z.object({ week: billingWeekField, file: billingFileField });

/** POST /api/admin/billing/exports: exports the week's lines not yet in that file. */
export const billingExportSchema = z.object({ week: billingWeekField, file: billingFileField }).strict();
export type BillingExportInput = z.output<typeof billingExportSchema>;

export const BILLING_FILE_LABELS: Readonly<Record<BillingFile, string>> = {
  invoices: "Invoices (QuickBooks)",
  payroll: "Payroll",
};

/** Headers of an export's answer: how many lines the file holds, how many the week had exported already. */
export const NEW_LINES_HEADER = "X-Billing-New-Lines";
export const ALREADY_EXPORTED_HEADER = "X-Billing-Already-Exported";

/** One priced line of a week: hours x rate, overtime apart, a line per rate period and kind. */
export interface BillingLineView {
  assignmentId: string;
  timesheetId: string;
  timesheetVersion: number;
  kind: "regular" | "overtime";
  /** The rate period's first day. */
  ratesFrom: string;
  hours: number;
  /** Dollars per hour, overtime's multiplier applied. */
  rate: number;
  amount: number;
  contractorName: string;
  /** Already in its file. */
  exported: boolean;
  /** Exported from an earlier approved version: the week was corrected after the file took it (decision 112). */
  correctedAfterExport: boolean;
}

export interface InvoiceLineView extends BillingLineView {
  clientId: string;
  clientName: string;
  /** The invoice the line went on, once exported. */
  invoiceNumber: string | null;
}

export interface PayLineView extends BillingLineView {
  candidateId: string | null;
}

/** Counts of a file's lines for the week. */
export interface BillingFileCounts {
  newLines: number;
  exportedLines: number;
}

export interface BillingWeekView {
  week: string;
  weekEnd: string;
  invoiceLines: InvoiceLineView[];
  payLines: PayLineView[];
  /** Dollars: the invoice lines' total, the pay lines' total, and billed minus paid. */
  billed: number;
  paid: number;
  margin: number;
  invoices: BillingFileCounts;
  payroll: BillingFileCounts;
}

/** What the billing routes answer (worker/contract/api.ts); the exports answer CSV files. */
export interface BillingAnswers {
  "GET /api/admin/billing": BillingWeekView;
}
