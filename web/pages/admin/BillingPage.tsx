import { Link } from "react-router";
import { BILLING_FILE_LABELS, type BillingWeekView } from "#contract/billing";
import { BILLING_FILES, type BillingFile } from "#contract/billing-enums";
import { DEFAULT_TIME_ZONE } from "#contract/site-enums";
import { addDays, dayOfWeekOf, isCalendarDate, mondayOf, zonedDate } from "#contract/time-zone";
import { formatRate } from "../../components/admin/assignments/labels";
import { InvoiceLines, PayLines } from "../../components/admin/billing/BillingLines";
import { type ExportOutcome, useBillingWeek, useExportBilling } from "../../components/admin/billing/billing-queries";
import { formatDay } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import { PageHead } from "../../lib/head";

/** The Monday of last week in the firm's zone: the week usually invoiced and paid. */
const lastWeek = () => addDays(mondayOf(zonedDate(Date.now(), DEFAULT_TIME_ZONE)), -7);

const weekOf = (value: string | null) =>
  value && isCalendarDate(value) && dayOfWeekOf(value) === 1 ? value : undefined;

function outcomeText({ newLines, alreadyExported }: ExportOutcome) {
  const fresh = newLines === 1 ? "1 new line" : `${newLines} new lines`;
  return alreadyExported > 0 ? `${fresh}; ${alreadyExported} already exported earlier.` : `${fresh}.`;
}

function Totals({ week }: { week: BillingWeekView }) {
  const figures = [
    { label: "Billed", value: week.billed, testId: "billing-billed" },
    { label: "Paid", value: week.paid, testId: "billing-paid" },
    { label: "Margin", value: week.margin, testId: "billing-margin" },
  ];
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-3">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex items-baseline justify-between rounded-md border border-border p-3 sm:block"
        >
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="text-lg font-semibold tabular-nums sm:text-xl" data-testid={figure.testId}>
            {formatRate(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A file's export button, how many of its lines are new, and the re-download of what it already took. */
function FileExport({ file, weekView }: { file: BillingFile; weekView: BillingWeekView }) {
  const exporting = useExportBilling(weekView.week);
  const counts = weekView[file];
  const again = `/api/admin/billing/exports?week=${weekView.week}&file=${file}`;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border p-3" data-testid={`export-${file}`}>
      <Button
        type="button"
        disabled={exporting.isPending}
        onClick={() =>
          exporting.mutate(file, {
            onSuccess: (outcome) =>
              toast({ title: `${BILLING_FILE_LABELS[file]} exported`, description: outcomeText(outcome) }),
            onError: () =>
              toast({ title: "The export failed", description: "Please try again.", variant: "destructive" }),
          })
        }
      >
        Export {file === "invoices" ? "invoices" : "payroll"} ({counts.newLines} new)
      </Button>
      <p className="text-xs text-muted-foreground">
        {counts.exportedLines > 0 ? (
          <>
            {counts.exportedLines} line{counts.exportedLines === 1 ? "" : "s"} already exported.{" "}
            <a href={again} className="text-primary underline" download>
              Download them again
            </a>
          </>
        ) : (
          "Nothing exported yet."
        )}
      </p>
    </div>
  );
}

/**
 * /admin/billing?week=YYYY-MM-DD: what to invoice and what to pay for a week of contract time (issue 48 item 3), from
 * the approved timesheets, with the margin and the two accounting files. The week is its Monday, in the URL.
 */
export default function BillingPage() {
  const { params, apply } = useListParams(["week"]);
  const week = weekOf(params.get("week")) ?? lastWeek();
  const billing = useBillingWeek(week);
  const data = billing.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Billing | Admin Dashboard" description="What to invoice and pay for contract time" noIndex />
      <p className="text-sm">
        <Link to="/admin/assignments" className="text-primary hover:underline">
          Assignments
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Billing</h1>
      <p className="mt-1 text-muted-foreground">
        The approved timesheets of a week: what to invoice each client and pay each contractor, and the margin.
      </p>
      <Panel
        id="billing-week"
        title={`Week of ${formatDay(week, "medium")} to ${formatDay(addDays(week, 6), "medium")}`}
        className="mt-6"
      >
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <Field label="Week of" className="w-48">
            {(p) => (
              <Input
                {...p}
                type="date"
                name="week"
                value={week}
                onChange={(e) => isCalendarDate(e.target.value) && apply({ week: mondayOf(e.target.value) })}
              />
            )}
          </Field>
          <Link className="pb-2 text-sm text-primary underline" to={`?week=${addDays(week, -7)}`}>
            Previous week
          </Link>
          <Link className="pb-2 text-sm text-primary underline" to={`?week=${addDays(week, 7)}`}>
            Next week
          </Link>
        </div>
        <QueryStatus query={billing} noun="billing" />
        {data && <Totals week={data} />}
        {data && (
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {BILLING_FILES.map((file) => (
              <FileExport key={file} file={file} weekView={data} />
            ))}
          </div>
        )}
      </Panel>
      {data && (
        <Panel id="invoice-lines" title="To invoice" className="mt-6" description="Hours x bill rate, by client.">
          <InvoiceLines lines={data.invoiceLines} />
        </Panel>
      )}
      {data && (
        <Panel id="pay-lines" title="To pay" className="mt-6" description="Hours x pay rate, by contractor.">
          <PayLines lines={data.payLines} />
        </Panel>
      )}
    </div>
  );
}
