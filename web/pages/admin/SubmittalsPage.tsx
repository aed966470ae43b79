import { useState } from "react";
import { Link } from "react-router";
import type { SubmittalView } from "#contract/submittals";
import { AdminTable } from "../../components/admin/AdminTable";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { formatDate } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { PlaceDialog } from "../../components/admin/submittals-placements/PlaceDialog";
import { isDecided, SubmittalStatusBadge } from "../../components/admin/submittals-placements/SubmittalStatusBadge";
import {
  SUBMITTALS_PAGE_SIZE,
  useSubmittals,
} from "../../components/admin/submittals-placements/submittal-placement-queries";
import { WaitingDaysForm } from "../../components/admin/submittals-placements/WaitingDaysForm";
import { Button } from "../../components/ui/button";
import { PageHead } from "../../lib/head";

/**
 * /admin/submittals: candidates presented to clients, newest first, with "waiting for client" (no answer past the
 * setting's days, longest wait first) in the URL (?show=waiting&page=2), and "Place" on those the client interviews
 * until the application is decided.
 */
export default function SubmittalsPage() {
  const { params, page, apply } = useListParams(["show"]);
  const waiting = params.get("show") === "waiting";
  const list = useSubmittals({ page, waiting });
  const [placing, setPlacing] = useState<SubmittalView | undefined>();
  const rows = list.data?.rows ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Submittals | Admin Dashboard" description="Candidates presented to clients" noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Submittals</h1>
      <p className="mt-1 text-muted-foreground">
        Candidates presented to clients through the client portal, and the clients' answers.
      </p>
      <Panel id="submittals" title={waiting ? "Waiting for client" : "All submittals"} className="mt-6">
        <ListFilter
          label="Show"
          value={waiting ? "waiting" : undefined}
          all="All submittals"
          options={[{ value: "waiting", label: "Waiting for client" }]}
          onChange={(show) => apply({ show })}
          className="mt-4 sm:w-56"
        />
        {waiting && <WaitingDaysForm className="mt-4" />}
        <QueryStatus
          query={{ ...list, data: list.data?.rows }}
          noun="submittals"
          empty={waiting ? "No client is overdue with an answer." : "No candidate has been submitted yet."}
        />
        {rows.length > 0 && (
          <AdminTable
            rows={rows}
            rowKey={(row) => row.id}
            minWidth="48rem"
            testId="submittals"
            rowData={(row) => ({ "data-submittal-id": row.id })}
            className="mt-4"
            columns={[
              {
                header: "Candidate",
                cell: (row) => (
                  <Link
                    to={`/admin/applications/${row.applicationId}`}
                    className="font-medium text-primary hover:underline"
                  >
                    {row.candidateName}
                  </Link>
                ),
              },
              { header: "Job", cell: (row) => row.jobTitle ?? "-" },
              { header: "Client", cell: (row) => `${row.clientName} (${row.contactName})` },
              { header: "Presented", cell: (row) => formatDate(row.createdAt) },
              {
                header: "Answer",
                cell: (row) => <SubmittalStatusBadge status={row.status} applicationStage={row.applicationStage} />,
              },
              {
                header: "Actions",
                cell: (row) =>
                  // Placed (or closed) is decided: a second placement is not offered.
                  row.status === "interview" && !isDecided(row.applicationStage) ? (
                    <Button size="sm" variant="outline" onClick={() => setPlacing(row)}>
                      Place
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
        {list.data && (
          <ListPager
            label="Submittal pages"
            testId="submittals-range"
            page={page}
            pageSize={SUBMITTALS_PAGE_SIZE}
            shown={rows.length}
            total={list.data.total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
      {placing && (
        <PlaceDialog
          applicationId={placing.applicationId}
          candidateName={placing.candidateName}
          open
          onOpenChange={(open) => !open && setPlacing(undefined)}
        />
      )}
    </div>
  );
}
