import { Link, useNavigate, useParams } from "react-router";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { EnrollmentsPanel, SequenceCounts } from "../../components/admin/sequences/SequencePanels";
import { SequencePreview } from "../../components/admin/sequences/SequencePreview";
import { StartRulesEditor } from "../../components/admin/sequences/StartRulesEditor";
import { StepsEditor } from "../../components/admin/sequences/StepsEditor";
import { useDeleteSequence, useSequence, useUpdateSequence } from "../../components/admin/sequences/sequence-queries";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { SEQUENCE_PAGE, SEQUENCES_PAGE, START_RULES } from "../../content/sequences";
import { PageHead } from "../../lib/head";

/**
 * /admin/sequences/:id: the sequence's counts, its steps and window to change, the pipeline events that start it by
 * itself, each step previewed for a chosen candidate, and its people a page at a time.
 */
export default function SequencePage() {
  const { id = "" } = useParams();
  const sequence = useSequence(id);
  const update = useUpdateSequence(id);
  const updateRules = useUpdateSequence(id);
  const remove = useDeleteSequence();
  const navigate = useNavigate();
  const data = sequence.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead
        title={`${data?.name ?? SEQUENCES_PAGE.title} | Admin Dashboard`}
        description={SEQUENCES_PAGE.intro}
        noIndex
      />
      <p className="text-sm">
        <Link to="/admin/sequences" className="text-primary underline underline-offset-4">
          {SEQUENCE_PAGE.back}
        </Link>
      </p>
      <QueryStatus query={sequence} noun="sequence" />
      {data && (
        <>
          <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
            <h1 className="text-2xl font-bold text-primary sm:text-3xl wrap-anywhere">{data.name}</h1>
            <Button
              variant="outline"
              disabled={remove.isPending}
              onClick={() => {
                if (!window.confirm(SEQUENCE_PAGE.deleteConfirm(data.name))) return;
                remove.mutate(id, { onSuccess: () => void navigate("/admin/sequences") });
              }}
            >
              {SEQUENCE_PAGE.delete}
            </Button>
          </div>
          <SequenceCounts sequence={data} />
          <Panel id="sequence-steps" title={SEQUENCE_PAGE.stepsTitle} className="mt-6">
            <StepsEditor
              key={data.updatedAt}
              initial={data}
              submitLabel={SEQUENCE_PAGE.save}
              saving={update.isPending}
              error={update.error}
              onSave={(input) => update.mutate(input, { onSuccess: () => toast({ title: SEQUENCE_PAGE.saved }) })}
            />
          </Panel>
          <Panel id="sequence-start-rules" title={START_RULES.title} className="mt-6">
            <StartRulesEditor
              key={data.updatedAt}
              initial={data.startRules}
              saving={updateRules.isPending}
              error={updateRules.error}
              onSave={(startRules) =>
                updateRules.mutate({ startRules }, { onSuccess: () => toast({ title: START_RULES.saved }) })
              }
            />
          </Panel>
          <SequencePreview sequence={data} />
          <EnrollmentsPanel sequenceId={id} />
        </>
      )}
    </div>
  );
}
