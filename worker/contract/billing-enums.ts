/** The two accounting files of contract staffing (issue 48 item 3, decision 112): the clients' invoices, the pay. */
export const BILLING_FILES = ["invoices", "payroll"] as const;
export type BillingFile = (typeof BILLING_FILES)[number];

/** Days from an invoice's date to its due date: the firm's standard terms for contract time, net 30. */
export const INVOICE_DUE_DAYS = 30;

/** A priced line as an accounting file took it (worker/domain/timesheet-pricing.ts's PricedLine, stored). */
export interface ExportedLine {
  kind: "regular" | "overtime";
  ratesFrom: string;
  firstDate: string;
  lastDate: string;
  /** Hours in hundredths; cents per hour; cents. */
  hours: number;
  rateCents: number;
  amountCents: number;
}
