import { useDeferredValue, useState } from "react";
import { mergeTag } from "#contract/merge-fields";
import type { SequenceView, StepPreview } from "#contract/sequences";
import { SEQUENCE_PAGE } from "../../../content/sequences";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Select } from "../../ui/form";
import { OpenJobPicker } from "../candidates/AddToJobParts";
import { useOpenJobs } from "../candidates/add-to-job-queries";
import { usePreviewCandidates } from "../email-templates/template-queries";
import { Panel } from "../Panel";
import { useSequencePreview } from "./sequence-queries";

/**
 * Each step as a chosen candidate would receive it, or why it cannot be filled in for them. `{{job.title}}` and
 * `{{client.name}}` come from the job people are enrolled from (decision 122): the recruiter picks an open job to see
 * them filled in; without one, such a step says so instead of the whole preview failing.
 */
export function SequencePreview({ sequence }: { sequence: SequenceView }) {
  const candidates = usePreviewCandidates();
  const [candidateId, setCandidateId] = useState<string | undefined>();
  const [job, setJob] = useState<{ id: string; title: string } | undefined>();
  const [q, setQ] = useState("");
  const search = useDeferredValue(q.trim());
  const jobs = useOpenJobs(search, true);
  const preview = useSequencePreview(sequence.id, candidateId, job?.id);
  return (
    <Panel id="sequence-preview" title={SEQUENCE_PAGE.previewTitle} className="mt-6">
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <Field label={SEQUENCE_PAGE.previewChoose} className="max-w-sm">
          {(p) => (
            <Select {...p} value={candidateId ?? ""} onChange={(e) => setCandidateId(e.target.value || undefined)}>
              <option value="">{SEQUENCE_PAGE.previewChoose}</option>
              {(candidates.data ?? []).map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.firstName} {candidate.lastName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <section aria-labelledby="preview-job-title" className="min-w-0">
          <h3 id="preview-job-title" className="text-sm font-medium">
            {SEQUENCE_PAGE.previewJob}
          </h3>
          <p className="mb-2 text-sm text-muted-foreground">{SEQUENCE_PAGE.previewJobHint}</p>
          <OpenJobPicker
            q={q}
            onQ={setQ}
            search={search}
            jobs={jobs}
            jobId={job?.id ?? ""}
            onJob={(id) => setJob({ id, title: jobs.data?.rows.find((row) => row.id === id)?.title ?? id })}
          />
          {job && (
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span role="status" className="wrap-anywhere">
                {SEQUENCE_PAGE.previewJobChosen(job.title)}
              </span>
              <Button size="sm" variant="outline" onClick={() => setJob(undefined)}>
                {SEQUENCE_PAGE.previewNoJob}
              </Button>
            </div>
          )}
        </section>
      </div>
      {!candidateId && <p className="mt-3 text-muted-foreground">{SEQUENCE_PAGE.previewEmpty}</p>}
      {preview.isError && (
        <p role="alert" className="mt-3 text-red-800 wrap-anywhere">
          {(preview.error instanceof ApiError && preview.error.serverMessage) || "The preview could not be made."}
        </p>
      )}
      <ol className="mt-3 space-y-3" data-testid="sequence-preview">
        {(preview.data ?? []).map((step, index) => (
          <PreviewStep key={`${index}-${step.channel}`} step={step} index={index} />
        ))}
      </ol>
    </Panel>
  );
}

function PreviewStep({ step, index }: { step: StepPreview; index: number }) {
  return (
    <li className="rounded-md border border-border p-3">
      <p className="text-xs text-muted-foreground">
        {index + 1}. {SEQUENCE_PAGE.channel[step.channel]}
      </p>
      {step.needsJob.length > 0 ? (
        <p className="mt-1 text-sm text-amber-900 wrap-anywhere" data-testid="preview-needs-job">
          {SEQUENCE_PAGE.previewNeedsJob(step.needsJob.map(mergeTag))}
        </p>
      ) : (
        <>
          {step.subject && <p className="font-semibold wrap-anywhere">{step.subject}</p>}
          <p className="mt-2 text-sm whitespace-pre-wrap wrap-anywhere">{step.body}</p>
        </>
      )}
    </li>
  );
}
