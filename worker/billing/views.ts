import type { BillingLineView, BillingWeekView, InvoiceLineView, PayLineView } from "../contract/billing";
import type { BillingFile } from "../contract/billing-enums";
import { addDays } from "../contract/time-zone";
import type { PricedLine } from "../domain/timesheet-pricing";
import type { BilledWeek } from "./week-store";

/** The billing answer of a week (GET /api/admin/billing): its lines as dollars and decimal hours, and the totals. */

const dollars = (cents: number) => cents / 100;

function lineView(entry: BilledWeek, line: PricedLine, file: BillingFile): BillingLineView {
  const taken = entry.exported[file];
  return {
    assignmentId: entry.assignment.id,
    timesheetId: entry.timesheet.id,
    timesheetVersion: entry.timesheet.version,
    kind: line.kind,
    ratesFrom: line.ratesFrom,
    hours: line.hours / 100,
    rate: dollars(line.rateCents),
    amount: dollars(line.amountCents),
    contractorName: entry.contractorName,
    exported: taken !== undefined,
    correctedAfterExport: taken !== undefined && taken.timesheetId !== entry.timesheet.id,
  };
}

export function billingWeekView(week: string, entries: BilledWeek[]): BillingWeekView {
  const invoiceLines: InvoiceLineView[] = entries.flatMap((entry) =>
    entry.priced.invoiceLines.map((line) => ({
      ...lineView(entry, line, "invoices"),
      clientId: entry.assignment.clientId,
      clientName: entry.clientName,
      invoiceNumber: entry.exported.invoices?.invoiceNumber ?? null,
    })),
  );
  const payLines: PayLineView[] = entries.flatMap((entry) =>
    entry.priced.payLines.map((line) => ({
      ...lineView(entry, line, "payroll"),
      candidateId: entry.assignment.candidateId,
    })),
  );
  const billedCents = entries.reduce((sum, entry) => sum + entry.priced.billedCents, 0);
  const paidCents = entries.reduce((sum, entry) => sum + entry.priced.paidCents, 0);
  const counts = (lines: BillingLineView[]) => ({
    newLines: lines.filter((line) => !line.exported).length,
    exportedLines: lines.filter((line) => line.exported).length,
  });
  return {
    week,
    weekEnd: addDays(week, 6),
    invoiceLines,
    payLines,
    billed: dollars(billedCents),
    paid: dollars(paidCents),
    margin: dollars(billedCents - paidCents),
    invoices: counts(invoiceLines),
    payroll: counts(payLines),
  };
}
