import type { ReactNode } from "react";
import type { BillingLineView, InvoiceLineView, PayLineView } from "#contract/billing";
import { Badge } from "../../ui/badge";
import { type AdminColumn, AdminTable } from "../AdminTable";
import { formatRate } from "../assignments/labels";

/** The week's invoice and pay lines (issue 48 item 3): hours x rate per rate period, overtime on its own line. */

const KIND_LABELS = { regular: "Regular", overtime: "Overtime" } as const;

function LineState({ line }: { line: BillingLineView }) {
  if (line.correctedAfterExport) return <Badge tone="yellow">Corrected after export</Badge>;
  return line.exported ? <Badge tone="green">Exported</Badge> : <Badge tone="blue">New</Badge>;
}

function Hours({ line }: { line: BillingLineView }) {
  return (
    <>
      {KIND_LABELS[line.kind]}: {line.hours} h x {formatRate(line.rate)}
      <span className="block text-xs text-muted-foreground">
        rates from {line.ratesFrom}, version {line.timesheetVersion}
      </span>
    </>
  );
}

const shared = <Line extends BillingLineView>(): AdminColumn<Line>[] => [
  { header: "Hours x rate", cell: (line) => <Hours line={line} /> },
  { header: "Amount", cell: (line) => formatRate(line.amount), className: "tabular-nums" },
  { header: "Status", cell: (line) => <LineState line={line} /> },
];

const lineKey = (line: BillingLineView) => `${line.assignmentId} ${line.ratesFrom} ${line.kind}`;

/** The lines on a phone: a card each instead of a table too wide for the screen. */
function LineCards<Line extends BillingLineView>({ lines, who }: { lines: Line[]; who: (line: Line) => ReactNode }) {
  return (
    <ul className="mt-4 space-y-3 md:hidden">
      {lines.map((line) => (
        <li key={lineKey(line)} className="rounded-md border border-border p-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">{who(line)}</div>
            <LineState line={line} />
          </div>
          <div className="mt-2 flex items-start justify-between gap-3">
            <div>
              <Hours line={line} />
            </div>
            <span className="font-medium tabular-nums">{formatRate(line.amount)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ClientCell({ line }: { line: InvoiceLineView }) {
  return (
    <>
      <span className="font-medium">{line.clientName}</span>
      <span className="block text-xs text-muted-foreground">
        {line.contractorName}
        {line.invoiceNumber && `, ${line.invoiceNumber}`}
      </span>
    </>
  );
}

const contractorCell = (line: BillingLineView) => <span className="font-medium">{line.contractorName}</span>;

export function InvoiceLines({ lines }: { lines: InvoiceLineView[] }) {
  return (
    <>
      <LineCards lines={lines} who={(line) => <ClientCell line={line} />} />
      <AdminTable
        rows={lines}
        rowKey={lineKey}
        minWidth="40rem"
        testId="invoice-lines"
        alignTop
        className="hidden md:block"
        empty="No approved timesheet to invoice this week."
        columns={[{ header: "Client", cell: (line) => <ClientCell line={line} /> }, ...shared<InvoiceLineView>()]}
      />
    </>
  );
}

export function PayLines({ lines }: { lines: PayLineView[] }) {
  return (
    <>
      <LineCards lines={lines} who={contractorCell} />
      <AdminTable
        rows={lines}
        rowKey={lineKey}
        minWidth="40rem"
        testId="pay-lines"
        alignTop
        className="hidden md:block"
        empty="No approved timesheet to pay this week."
        columns={[{ header: "Contractor", cell: contractorCell }, ...shared<PayLineView>()]}
      />
    </>
  );
}
