import { useState } from "react";
import { Link } from "react-router";
import type { SequenceView } from "#contract/sequences";
import { COUNT_LABELS, ENROLLMENT_STATE_LABELS, SEQUENCE_PAGE } from "../../../content/sequences";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { ListPager } from "../ListPager";
import { formatDateTime } from "../labels";
import { Panel, QueryStatus } from "../Panel";
import { ENROLLMENTS_PAGE_SIZE, useEnrollments, useStopEnrollment } from "./sequence-queries";

/** The sequence's counts: sent, delivered and opened where the email service reports them, replied, bounced, unsubscribed. */
export function SequenceCounts({ sequence }: { sequence: SequenceView }) {
  const { counts } = sequence;
  const shown = ["enrolled", "active", "sent", "delivered", "opened", "replied", "bounced", "unsubscribed"] as const;
  return (
    <Panel id="sequence-counts" title={SEQUENCE_PAGE.countsTitle} className="mt-6">
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8" data-testid="sequence-counts">
        {shown.map((key) => (
          <div key={key} className="rounded-md border border-border p-2">
            <dt className="text-xs text-muted-foreground">{COUNT_LABELS[key]}</dt>
            <dd className="text-lg font-semibold" data-testid={`count-${key}`}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-muted-foreground">{SEQUENCE_PAGE.countsHint}</p>
      {sequence.batches
        .filter((batch) => batch.status === "running")
        .map((batch) => (
          <p key={batch.id} role="status" className="mt-3 text-sm">
            {SEQUENCE_PAGE.batches(batch.done, batch.total)}
          </p>
        ))}
    </Panel>
  );
}

/** The people in the sequence, a page at a time, each with their state; an active one can be stopped. */
export function EnrollmentsPanel({ sequenceId }: { sequenceId: string }) {
  const [page, setPage] = useState(1);
  const list = useEnrollments(sequenceId, page);
  const stop = useStopEnrollment(sequenceId);
  const rows = list.data?.rows ?? [];
  return (
    <Panel id="enrollments" title={SEQUENCE_PAGE.enrollmentsTitle} className="mt-6">
      <QueryStatus query={list} noun="people" />
      {list.data && rows.length === 0 && page === 1 && (
        <p className="mt-3 text-muted-foreground">{SEQUENCE_PAGE.enrollmentsEmpty}</p>
      )}
      <ul className="mt-2 divide-y divide-border" data-testid="enrollments">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              {row.candidateId ? (
                <Link to={`/admin/candidates/${row.candidateId}`} className="font-medium text-primary underline">
                  {row.name}
                </Link>
              ) : (
                <span className="font-medium">{row.name}</span>
              )}
              <p className="text-sm text-muted-foreground wrap-anywhere" data-testid="enrollment-state">
                {ENROLLMENT_STATE_LABELS[row.state]}
                {row.state === "active" && row.nextAt ? ` · ${formatDateTime(row.nextAt)}` : ""}
                {row.reason ? ` · ${row.reason}` : ""}
              </p>
            </div>
            {(row.state === "active" || row.state === "paused") && (
              <Button
                variant="outline"
                size="sm"
                disabled={stop.isPending}
                onClick={() =>
                  stop.mutate(row.id, {
                    onSuccess: () => {
                      toast({ title: SEQUENCE_PAGE.stopped });
                      void list.refetch();
                    },
                  })
                }
              >
                {SEQUENCE_PAGE.stop}
                <span className="sr-only"> {row.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {list.data && (
        <ListPager
          label="Enrolment pages"
          testId="enrollments-range"
          page={page}
          pageSize={ENROLLMENTS_PAGE_SIZE}
          shown={rows.length}
          total={list.data.total}
          onPage={setPage}
        />
      )}
    </Panel>
  );
}
