import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ListPager } from "../../components/admin/ListPager";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { StepsEditor } from "../../components/admin/sequences/StepsEditor";
import {
  SEQUENCES_PAGE_SIZE,
  useCreateSequence,
  useSequences,
} from "../../components/admin/sequences/sequence-queries";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { COUNT_LABELS, SEQUENCES_PAGE } from "../../content/sequences";
import { PageHead } from "../../lib/head";

/** /admin/sequences: every sequence with its counts, a page at a time, and the form that starts a new one. */
export default function SequencesPage() {
  const { page, apply } = useListParams([]);
  const list = useSequences(page);
  const rows = list.data?.rows ?? [];
  const [adding, setAdding] = useState(false);
  const create = useCreateSequence();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${SEQUENCES_PAGE.title} | Admin Dashboard`} description={SEQUENCES_PAGE.intro} noIndex />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">{SEQUENCES_PAGE.title}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">{SEQUENCES_PAGE.intro}</p>
        </div>
        {!adding && <Button onClick={() => setAdding(true)}>{SEQUENCES_PAGE.add}</Button>}
      </div>
      {adding && (
        <Panel id="new-sequence" title={SEQUENCES_PAGE.add} className="mt-6">
          <StepsEditor
            submitLabel={SEQUENCES_PAGE.create}
            saving={create.isPending}
            error={create.error}
            onSave={(input) =>
              create.mutate(input, {
                onSuccess: (created) => {
                  toast({ title: SEQUENCES_PAGE.created });
                  void navigate(`/admin/sequences/${created.id}`);
                },
              })
            }
          />
        </Panel>
      )}
      <Panel id="sequences" title={SEQUENCES_PAGE.title} className="mt-6">
        <QueryStatus query={list} noun="sequences" />
        {list.data && rows.length === 0 && page === 1 && (
          <p className="mt-4 text-muted-foreground">{SEQUENCES_PAGE.empty}</p>
        )}
        <ul className="mt-2 divide-y divide-border" data-testid="sequences">
          {rows.map((sequence) => (
            <li key={sequence.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <Link
                to={`/admin/sequences/${sequence.id}`}
                className="font-medium text-primary underline underline-offset-4 wrap-anywhere"
              >
                {sequence.name}
              </Link>
              <span className="text-sm text-muted-foreground">
                {sequence.stepCount} {SEQUENCES_PAGE.steps.toLowerCase()} · {COUNT_LABELS.enrolled}{" "}
                {sequence.counts.enrolled} · {COUNT_LABELS.sent} {sequence.counts.sent} · {COUNT_LABELS.replied}{" "}
                {sequence.counts.replied}
              </span>
            </li>
          ))}
        </ul>
        {list.data && (
          <ListPager
            label="Sequence pages"
            testId="sequences-range"
            page={page}
            pageSize={SEQUENCES_PAGE_SIZE}
            shown={rows.length}
            total={list.data.total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
    </div>
  );
}
