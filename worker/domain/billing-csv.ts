import { csvText } from "./csv";
import { twoDecimals } from "./money";
import type { LineKind, PricedLine } from "./timesheet-pricing";

/**
 * The two billing exports (issue 48 item 3, decision 100): invoices in QuickBooks Online's invoice import layout,
 * pay in a generic payroll import layout. Pure: the billing store chooses the lines, these write them.
 */

/** QuickBooks Online's invoice import columns, named as its import maps them without asking. */
export const INVOICE_CSV_HEADER = [
  "InvoiceNo",
  "Customer",
  "InvoiceDate",
  "DueDate",
  "Item(Product/Service)",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
] as const;

/** The two service items the firm keeps in QuickBooks for contract time; each invoice line names one. */
export const INVOICE_ITEMS: Record<LineKind, string> = {
  regular: "Contract staffing - regular hours",
  overtime: "Contract staffing - overtime hours",
};

export interface InvoiceLineForExport extends Pick<PricedLine, "kind" | "hours" | "rateCents" | "amountCents"> {
  /** What the client reads on the line, e.g. the contractor and the week. */
  description: string;
}

export interface InvoiceForExport {
  invoiceNo: string;
  /** The client's name as its customer record in QuickBooks has it. */
  customer: string;
  /** "yyyy-MM-dd" dates. */
  invoiceDate: string;
  dueDate: string;
  lines: InvoiceLineForExport[];
}

/** "yyyy-MM-dd" as a US QuickBooks company reads dates, MM/dd/yyyy. */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** Invoices as QuickBooks Online imports them: a row per line, the invoice's own columns repeated on each. */
export function invoiceCsv(invoices: InvoiceForExport[]): string {
  const rows = invoices.flatMap((invoice) =>
    invoice.lines.map((line) => [
      invoice.invoiceNo,
      invoice.customer,
      usDate(invoice.invoiceDate),
      usDate(invoice.dueDate),
      INVOICE_ITEMS[line.kind],
      line.description,
      twoDecimals(line.hours),
      twoDecimals(line.rateCents),
      twoDecimals(line.amountCents),
    ]),
  );
  return csvText(INVOICE_CSV_HEADER, rows);
}

/** The generic payroll import: one row per worker, pay period and pay rate. */
export const PAYROLL_CSV_HEADER = [
  "EmployeeId",
  "EmployeeName",
  "PeriodStart",
  "PeriodEnd",
  "RegularHours",
  "RegularRate",
  "OvertimeHours",
  "OvertimeRate",
  "GrossPay",
] as const;

export interface PayForExport {
  employeeId: string;
  employeeName: string;
  /** "yyyy-MM-dd": the week's Monday and Sunday. */
  periodStart: string;
  periodEnd: string;
  /** The week's pay lines (timesheet-pricing.ts). */
  lines: PricedLine[];
}

/**
 * Pay as a payroll import reads it: the regular and overtime lines of one rate period share a row (a rate change
 * mid-week gives two rows); a kind with no hours in that period has 0.00 hours and no rate.
 */
export function payrollCsv(pay: PayForExport[]): string {
  const rows = pay.flatMap((entry) => {
    const periods = [...new Set(entry.lines.map((line) => line.ratesFrom))];
    return periods.map((from) => {
      const line = (kind: LineKind) => entry.lines.find((each) => each.ratesFrom === from && each.kind === kind);
      const regular = line("regular");
      const overtime = line("overtime");
      const gross = (regular?.amountCents ?? 0) + (overtime?.amountCents ?? 0);
      return [
        entry.employeeId,
        entry.employeeName,
        entry.periodStart,
        entry.periodEnd,
        twoDecimals(regular?.hours ?? 0),
        regular ? twoDecimals(regular.rateCents) : null,
        twoDecimals(overtime?.hours ?? 0),
        overtime ? twoDecimals(overtime.rateCents) : null,
        twoDecimals(gross),
      ];
    });
  });
  return csvText(PAYROLL_CSV_HEADER, rows);
}
