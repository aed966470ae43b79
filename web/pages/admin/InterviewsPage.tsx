import { Link } from "react-router";
import { INTERVIEW_STATUS_LABELS, type InterviewView, roundLabel } from "#contract/interviews";
import { AdminTable } from "../../components/admin/AdminTable";
import { InterviewStatusBadge, whenText } from "../../components/admin/interviews/InterviewsPanel";
import { INTERVIEWS_PAGE_SIZE, useInterviewList } from "../../components/admin/interviews/interview-queries";
import { ListPager } from "../../components/admin/ListPager";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { Button } from "../../components/ui/button";
import { PageHead } from "../../lib/head";

const FILTERS = ["status", "waiting", "from", "to", "ownerId", "jobId", "clientId"] as const;

/** The filters in words: "Status: Proposing · From 2026-11-16 to 2026-11-22 · On one recruiter's desk". */
function filterWords(filters: Partial<Record<(typeof FILTERS)[number], string>>): string[] {
  const words: string[] = [];
  if (filters.status)
    words.push(
      `Status: ${filters.status
        .split(",")
        .map((status) => INTERVIEW_STATUS_LABELS[status as keyof typeof INTERVIEW_STATUS_LABELS] ?? status)
        .join(", ")}`,
    );
  if (filters.waiting === "scorecards") words.push("Waiting for scorecards");
  if (filters.from || filters.to) words.push(`Days ${filters.from ?? "…"} to ${filters.to ?? "…"}`);
  if (filters.ownerId) words.push("On one recruiter's desk");
  if (filters.jobId) words.push("One job order");
  if (filters.clientId) words.push("One client");
  return words;
}

const COLUMNS = [
  {
    header: "Candidate",
    cell: (row: InterviewView) => (
      <Link to={`/admin/applications/${row.applicationId}`} className="font-medium text-primary hover:underline">
        {row.candidateName}
      </Link>
    ),
  },
  { header: "Round", cell: (row: InterviewView) => roundLabel(row.round) },
  { header: "Client", cell: (row: InterviewView) => row.clientName },
  { header: "Job", cell: (row: InterviewView) => row.jobTitle ?? "-" },
  { header: "When", cell: (row: InterviewView) => whenText(row) },
  { header: "Status", cell: (row: InterviewView) => <InterviewStatusBadge status={row.status} /> },
];

/**
 * /admin/interviews: interviews by the filters in the URL (?status=proposing, ?waiting=scorecards, ?from=&to=,
 * ?ownerId=), the lists the desk's interview numbers open; those without a time first, then by time.
 */
export default function InterviewsPage() {
  const { params, page, apply } = useListParams(FILTERS);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined]));
  const list = useInterviewList(filters, page);
  const rows = list.data?.rows ?? [];
  const words = filterWords(filters);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Interviews | Admin Dashboard" description="Interviews with clients' people" noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Interviews</h1>
      <p className="mt-1 text-muted-foreground">
        Interviews with the clients' people, those still without a time first.
      </p>
      <Panel id="interviews" title={words.length > 0 ? "Filtered interviews" : "All interviews"} className="mt-6">
        {words.length > 0 && (
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="interview-filters">
            {words.map((word) => (
              <span key={word} className="rounded-full border border-border bg-muted/40 px-3 py-1">
                {word}
              </span>
            ))}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => apply(Object.fromEntries(FILTERS.map((name) => [name, ""])))}
            >
              Clear filters
            </Button>
          </div>
        )}
        <QueryStatus query={{ ...list, data: list.data?.rows }} noun="interviews" empty="No interviews here." />
        {rows.length > 0 && (
          <AdminTable
            rows={rows}
            rowKey={(row) => row.id}
            minWidth="48rem"
            testId="interviews-list"
            rowData={(row) => ({ "data-interview-id": row.id })}
            className="mt-4"
            columns={COLUMNS}
          />
        )}
        {list.data && (
          <ListPager
            label="Interview pages"
            testId="interviews-range"
            page={page}
            pageSize={INTERVIEWS_PAGE_SIZE}
            shown={rows.length}
            total={list.data.total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
    </div>
  );
}
