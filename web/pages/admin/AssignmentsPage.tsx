import { Link } from "react-router";
import { ASSIGNMENT_STATUSES, type AssignmentStatus } from "#contract/assignment-enums";
import {
  ASSIGNMENT_STATUS_LABELS,
  ASSIGNMENT_TIMESHEET_FILTERS,
  type AssignmentView,
  ENGAGEMENT_TYPE_LABELS,
} from "#contract/assignments";
import { AdminTable } from "../../components/admin/AdminTable";
import { ASSIGNMENTS_PAGE_SIZE, useAssignments } from "../../components/admin/assignments/assignment-queries";
import { AssignmentStatusBadge, marginText, ratesText } from "../../components/admin/assignments/labels";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { formatDay } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { Field, Input } from "../../components/ui/form";
import { PageHead } from "../../lib/head";

const isCalendarDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

function Dates({ row }: { row: AssignmentView }) {
  return (
    <>
      {formatDay(row.startDate, "medium")} to {formatDay(row.endDate, "medium")}
      {row.endedOn && (
        <span className="block text-xs text-muted-foreground">Last day {formatDay(row.endedOn, "medium")}</span>
      )}
    </>
  );
}

function Who({ row }: { row: AssignmentView }) {
  return (
    <>
      <Link to={`/admin/assignments/${row.id}`} className="font-medium text-primary hover:underline">
        {row.candidateName}
      </Link>
      <span className="block text-xs text-muted-foreground">
        {row.jobTitle ?? "-"} at {row.clientName}
      </span>
    </>
  );
}

/** An assignment on a phone: one card instead of a table row too wide for the screen. */
function AssignmentCard({ row }: { row: AssignmentView }) {
  return (
    <li className="rounded-md border border-border p-3 text-sm" data-assignment-id={row.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Who row={row} />
        </div>
        <AssignmentStatusBadge status={row.status} />
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        <Dates row={row} />
      </p>
      <p className="mt-2">{ratesText(row)}</p>
      <p className="text-xs text-muted-foreground">{marginText(row)}</p>
    </li>
  );
}

/** Assignments on a wider screen: one row each, with the engagement the cards leave out. */
function AssignmentsTable({ rows }: { rows: AssignmentView[] }) {
  return (
    <AdminTable
      rows={rows}
      rowKey={(row) => row.id}
      minWidth="56rem"
      testId="assignments"
      alignTop
      rowData={(row) => ({ "data-assignment-id": row.id })}
      className="mt-4 hidden md:block"
      columns={[
        { header: "Contractor", cell: (row) => <Who row={row} /> },
        { header: "Dates", cell: (row) => <Dates row={row} /> },
        {
          header: "Rates (bill / pay)",
          cell: (row) => (
            <>
              {ratesText(row)}
              <span className="block text-xs text-muted-foreground">{marginText(row)}</span>
            </>
          ),
        },
        { header: "Engagement", cell: (row) => ENGAGEMENT_TYPE_LABELS[row.engagementType] },
        { header: "Status", cell: (row) => <AssignmentStatusBadge status={row.status} /> },
      ]}
    />
  );
}

/** The desk's filters (working in a period, timesheets missing or waiting), said in words with a way out. */
function DeskFilterNote({ params, onClear }: { params: URLSearchParams; onClear: () => void }) {
  const from = isCalendarDay(params.get("workingFrom"));
  const to = isCalendarDay(params.get("workingTo"));
  const timesheet = params.get("timesheet");
  const week = isCalendarDay(params.get("week"));
  const words = [
    from || to
      ? `working ${from ? `from ${formatDay(from, "medium")} ` : ""}${to ? `to ${formatDay(to, "medium")}` : ""}`
      : "",
    timesheet === "missing" ? `no hours sent for the week of ${week ? formatDay(week, "medium") : "last week"}` : "",
    timesheet === "waiting" ? "a timesheet waiting for the approver" : "",
  ].filter(Boolean);
  if (words.length === 0) return null;
  return (
    <p className="mt-3 text-sm" data-testid="desk-filter">
      Assignments {words.join(", ")}.{" "}
      <button type="button" className="text-primary underline" onClick={onClear}>
        Show all
      </button>
    </p>
  );
}

/**
 * /admin/assignments: contractors on assignment (issue 48), the soonest planned end first, with today's rates and
 * margin. The status, the "ending before" day, a client and a candidate are filters in the URL
 * (?status=active&endingBefore=2026-12-31&clientId=...&page=2), and the desk's: ?workingFrom=&workingTo=,
 * ?timesheet=missing&week= and ?timesheet=waiting.
 */
export default function AssignmentsPage() {
  const { params, page, apply } = useListParams([
    "status",
    "endingBefore",
    "clientId",
    "candidateId",
    "workingFrom",
    "workingTo",
    "timesheet",
    "week",
  ]);
  const status = ASSIGNMENT_STATUSES.find((value) => value === params.get("status"));
  const endingBefore = isCalendarDay(params.get("endingBefore"));
  const list = useAssignments({
    page,
    status,
    endingBefore,
    clientId: params.get("clientId") ?? undefined,
    candidateId: params.get("candidateId") ?? undefined,
    workingFrom: isCalendarDay(params.get("workingFrom")),
    workingTo: isCalendarDay(params.get("workingTo")),
    timesheet: ASSIGNMENT_TIMESHEET_FILTERS.find((value) => value === params.get("timesheet")),
    week: isCalendarDay(params.get("week")),
  });
  const rows = list.data?.rows ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Assignments | Admin Dashboard" description="Contractors on assignment" noIndex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-primary sm:text-3xl">Assignments</h1>
        <Link to="/admin/billing" className="text-sm font-medium text-primary underline">
          Billing: what to invoice and pay
        </Link>
      </div>
      <p className="mt-1 text-muted-foreground">
        Contractors on Contract job orders: their dates, hourly rates and the margin they earn.
      </p>
      <Panel id="assignments" title="Assignments" className="mt-6">
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <ListFilter<AssignmentStatus>
            label="Status"
            value={status}
            all="All assignments"
            options={ASSIGNMENT_STATUSES}
            labels={ASSIGNMENT_STATUS_LABELS}
            onChange={(next) => apply({ status: next })}
            className="sm:w-56"
          />
          <Field label="Ending before" className="sm:w-48">
            {(p) => (
              <Input
                {...p}
                type="date"
                name="endingBefore"
                value={endingBefore ?? ""}
                onChange={(e) => apply({ endingBefore: e.target.value })}
              />
            )}
          </Field>
          {(params.get("clientId") || params.get("candidateId")) && (
            <button
              type="button"
              className="text-sm text-primary underline"
              onClick={() => apply({ clientId: "", candidateId: "" })}
            >
              Show every client and candidate
            </button>
          )}
        </div>
        <DeskFilterNote
          params={params}
          onClear={() => apply({ workingFrom: "", workingTo: "", timesheet: "", week: "" })}
        />
        <QueryStatus query={{ ...list, data: list.data?.rows }} noun="assignments" empty="No assignment matches." />
        {rows.length > 0 && (
          <ul className="mt-4 space-y-3 md:hidden" data-testid="assignment-cards">
            {rows.map((row) => (
              <AssignmentCard key={row.id} row={row} />
            ))}
          </ul>
        )}
        {rows.length > 0 && <AssignmentsTable rows={rows} />}
        {list.data && (
          <ListPager
            label="Assignment pages"
            testId="assignments-range"
            page={page}
            pageSize={ASSIGNMENTS_PAGE_SIZE}
            shown={rows.length}
            total={list.data.total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
    </div>
  );
}
