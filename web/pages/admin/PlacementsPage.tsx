import { useState } from "react";
import { Link } from "react-router";
import { INVOICE_STATUSES, PLACEMENT_STATUSES, type PlacementStatus } from "#contract/desk-enums";
import {
  FEE_LINE_LABELS,
  INVOICE_STATUS_LABELS,
  PLACEMENT_STATUS_LABELS,
  type PlacementTotals,
  type PlacementView,
} from "#contract/placements";
import { formatUsd } from "#contract/salary";
import { AdminTable } from "../../components/admin/AdminTable";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { formatDay } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { FallOffDialog } from "../../components/admin/submittals-placements/FallOffDialog";
import {
  PLACEMENTS_PAGE_SIZE,
  usePlacements,
  useSetInvoiceStatus,
} from "../../components/admin/submittals-placements/submittal-placement-queries";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

const TOTALS: { key: keyof Omit<PlacementTotals, "count">; label: string }[] = [
  { key: "fees", label: "Fees" },
  { key: "toInvoice", label: "To invoice" },
  { key: "invoiced", label: "Invoiced" },
  { key: "paid", label: "Paid" },
];

/** A placement's fee lines, each with its invoice status, saved on choice. */
function FeeLines({ placement }: { placement: PlacementView }) {
  const save = useSetInvoiceStatus();
  return (
    <ul className="space-y-1">
      {placement.feeLines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center gap-2">
          <span className="w-36 text-sm">
            {FEE_LINE_LABELS[line.kind]} {formatUsd(line.amount)}
          </span>
          <Select
            aria-label={`Invoice status of the ${FEE_LINE_LABELS[line.kind].toLowerCase()} line of ${placement.candidateName}`}
            name="invoiceStatus"
            className="h-8 w-32 text-sm"
            value={line.invoiceStatus}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                {
                  id: placement.id,
                  lineId: line.id,
                  invoiceStatus: event.target.value as (typeof INVOICE_STATUSES)[number],
                },
                {
                  onSuccess: () => toast({ title: "Invoice status saved" }),
                  onError: (error) =>
                    toast({
                      title: "Not saved",
                      description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
                      variant: "destructive",
                    }),
                },
              )
            }
          >
            {INVOICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INVOICE_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </li>
      ))}
    </ul>
  );
}

/** A placement's status; an active one offers to mark its fall-off. */
function PlacementStatusCell({ placement, onFallOff }: { placement: PlacementView; onFallOff: () => void }) {
  if (placement.status === "fell_off")
    return (
      <>
        <Badge tone="red">{PLACEMENT_STATUS_LABELS.fell_off}</Badge>
        {placement.fellOffOn && (
          <span className="block text-xs text-muted-foreground">
            Last day {formatDay(placement.fellOffOn, "medium")}
          </span>
        )}
      </>
    );
  return (
    <>
      <Badge tone="green">{PLACEMENT_STATUS_LABELS.active}</Badge>
      <Button size="sm" variant="outline" className="mt-2 block" onClick={onFallOff}>
        Fell off…
      </Button>
    </>
  );
}

/** A placement on a phone: one card instead of a table row too wide for the screen. */
function PlacementCard({ placement, onFallOff }: { placement: PlacementView; onFallOff: () => void }) {
  return (
    <li className="rounded-md border border-border p-3 text-sm" data-placement-id={placement.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`/admin/applications/${placement.applicationId}`}
            className="font-medium text-primary hover:underline"
          >
            {placement.candidateName}
          </Link>
          <span className="block text-xs text-muted-foreground">
            {placement.jobTitle ?? "-"} at{" "}
            <Link to={`/admin/clients/${placement.clientId}`} className="text-primary hover:underline">
              {placement.clientName}
            </Link>
          </span>
        </div>
        <div className="shrink-0 text-right">
          <PlacementStatusCell placement={placement} onFallOff={onFallOff} />
        </div>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        Starts {formatDay(placement.startDate, "medium")}; guarantee until{" "}
        {formatDay(placement.guaranteeEndsOn, "medium")}
      </p>
      <p className="mt-2">
        Fee {formatUsd(placement.fee)}{" "}
        <span className="text-xs text-muted-foreground">
          ({placement.feePercent}% of {formatUsd(placement.salary)})
        </span>
      </p>
      <div className="mt-2">
        <FeeLines placement={placement} />
      </div>
    </li>
  );
}

/** The placements as a table on wider screens. */
function PlacementsTable({ rows, onFallOff }: { rows: PlacementView[]; onFallOff: (row: PlacementView) => void }) {
  return (
    <AdminTable
      rows={rows}
      rowKey={(row) => row.id}
      minWidth="56rem"
      testId="placements"
      alignTop
      rowData={(row) => ({ "data-placement-id": row.id })}
      className="mt-4 hidden md:block"
      columns={[
        {
          header: "Candidate",
          cell: (row) => (
            <>
              <Link
                to={`/admin/applications/${row.applicationId}`}
                className="font-medium text-primary hover:underline"
              >
                {row.candidateName}
              </Link>
              <span className="block text-xs text-muted-foreground">{row.jobTitle ?? "-"}</span>
            </>
          ),
        },
        {
          header: "Client",
          cell: (row) => (
            <Link to={`/admin/clients/${row.clientId}`} className="text-primary hover:underline">
              {row.clientName}
            </Link>
          ),
        },
        {
          header: "Start and guarantee",
          cell: (row) => (
            <>
              {formatDay(row.startDate, "medium")}
              <span className="block text-xs text-muted-foreground">
                Guarantee until {formatDay(row.guaranteeEndsOn, "medium")}
              </span>
            </>
          ),
        },
        {
          header: "Fee",
          cell: (row) => (
            <>
              {formatUsd(row.fee)}
              <span className="block text-xs text-muted-foreground">
                {row.feePercent}% of {formatUsd(row.salary)}
              </span>
            </>
          ),
        },
        { header: "Invoicing", cell: (row) => <FeeLines placement={row} /> },
        {
          header: "Status",
          cell: (row) => <PlacementStatusCell placement={row} onFallOff={() => onFallOff(row)} />,
        },
      ]}
    />
  );
}

/**
 * /admin/placements: the firm's placements, newest start first, with their fees and the totals of all of them; staff
 * set each fee line's invoice status and mark a placement that fell off within its guarantee. The status filter
 * and the page live in the URL (?status=active&page=2).
 */
export default function PlacementsPage() {
  const { params, page, apply } = useListParams(["status"]);
  const status = PLACEMENT_STATUSES.find((value) => value === params.get("status"));
  const list = usePlacements({ page, status });
  const [fallingOff, setFallingOff] = useState<PlacementView>();
  const data = list.data?.rows;
  const rows = data?.placements ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Placements | Admin Dashboard" description="Placements, fees and invoices" noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Placements</h1>
      <p className="mt-1 text-muted-foreground">
        Candidates placed with clients, their fees and where the invoicing stands.
      </p>
      <Panel id="placements" title="Placements" className="mt-6">
        <ListFilter<PlacementStatus>
          label="Status"
          value={status}
          all="All placements"
          options={PLACEMENT_STATUSES.map((value) => ({ value, label: PLACEMENT_STATUS_LABELS[value] }))}
          onChange={(next) => apply({ status: next })}
          className="mt-4 sm:w-56"
        />
        {data && (
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="placement-totals">
            {TOTALS.map((total) => (
              <div key={total.key} className="rounded-lg border border-border bg-white p-3" data-total={total.key}>
                <dt className="text-sm text-muted-foreground">{total.label}</dt>
                <dd className="text-xl font-bold text-primary">{formatUsd(data.totals[total.key])}</dd>
              </div>
            ))}
          </dl>
        )}
        <QueryStatus
          query={{ ...list, data: data?.placements }}
          noun="placements"
          empty="No candidate has been placed yet."
        />
        {rows.length > 0 && (
          <ul className="mt-4 space-y-3 md:hidden" data-testid="placement-cards">
            {rows.map((row) => (
              <PlacementCard key={row.id} placement={row} onFallOff={() => setFallingOff(row)} />
            ))}
          </ul>
        )}
        {rows.length > 0 && <PlacementsTable rows={rows} onFallOff={setFallingOff} />}
        {list.data && (
          <ListPager
            label="Placement pages"
            testId="placements-range"
            page={page}
            pageSize={PLACEMENTS_PAGE_SIZE}
            shown={rows.length}
            total={list.data.total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
      {fallingOff && (
        <FallOffDialog placement={fallingOff} onOpenChange={(open) => !open && setFallingOff(undefined)} />
      )}
    </div>
  );
}
