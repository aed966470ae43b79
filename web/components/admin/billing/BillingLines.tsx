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

export function InvoiceLines({ lines }: { lines: InvoiceLineView[] }) {
  return (
    <AdminTable
      rows={lines}
      rowKey={lineKey}
      minWidth="40rem"
      testId="invoice-lines"
      alignTop
      empty="No approved timesheet to invoice this week."
      columns={[
        {
          header: "Client",
          cell: (line) => (
            <>
              <span className="font-medium">{line.clientName}</span>
              <span className="block text-xs text-muted-foreground">
                {line.contractorName}
                {line.invoiceNumber && `, ${line.invoiceNumber}`}
              </span>
            </>
          ),
        },
        ...shared<InvoiceLineView>(),
      ]}
    />
  );
}

export function PayLines({ lines }: { lines: PayLineView[] }) {
  return (
    <AdminTable
      rows={lines}
      rowKey={lineKey}
      minWidth="40rem"
      testId="pay-lines"
      alignTop
      empty="No approved timesheet to pay this week."
      columns={[
        { header: "Contractor", cell: (line) => <span className="font-medium">{line.contractorName}</span> },
        ...shared<PayLineView>(),
      ]}
    />
  );
}
