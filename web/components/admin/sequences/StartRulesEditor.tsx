import type { FormEvent } from "react";
import { useState } from "react";
import { APPLICATION_STAGE_LABELS } from "#contract/application-pipeline";
import { APPLICATION_STAGES, type ApplicationStage } from "#contract/enums";
import {
  START_RULE_DAYS_MAX,
  START_RULE_KINDS,
  START_RULES_MAX,
  type StartRuleInput,
  type StartRuleKind,
  type StartRuleView,
} from "#contract/sequence-starts";
import { SEQUENCES_PAGE, START_RULES } from "../../../content/sequences";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input, Select } from "../../ui/form";
import { useJobChoices } from "./sequence-queries";

/** A rule as the form holds it: the days as typed, no job as "". */
interface DraftRule {
  key: string;
  kind: StartRuleKind;
  jobId: string;
  days: string;
  stage: ApplicationStage;
}

const draftOf = (rule: StartRuleView): DraftRule => ({
  key: rule.id,
  kind: rule.kind,
  jobId: rule.jobId ?? "",
  days: rule.kind === "applied_not_contacted" ? String(rule.days) : "2",
  stage: rule.kind === "entered_stage" ? rule.stage : "interviewing",
});

const newRule = (): DraftRule => ({
  key: crypto.randomUUID(),
  kind: "applied_not_contacted",
  jobId: "",
  days: "2",
  stage: "interviewing",
});

function toInput(rule: DraftRule): StartRuleInput {
  const jobId = rule.jobId || null;
  return rule.kind === "applied_not_contacted"
    ? { kind: rule.kind, jobId, days: Number.parseInt(rule.days, 10) || 0 }
    : { kind: rule.kind, jobId, stage: rule.stage };
}

/** One rule's controls: what happened, to which job, and its days or stage. */
function RuleFields({
  rule,
  index,
  jobs,
  onChange,
  onRemove,
}: {
  rule: DraftRule;
  index: number;
  jobs: { id: string; title: string }[];
  onChange: (rule: DraftRule) => void;
  onRemove: () => void;
}) {
  return (
    <li className="rounded-md border border-border p-3" data-testid="start-rule">
      <fieldset>
        <legend className="sr-only">{START_RULES.rule(index)}</legend>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={START_RULES.kind} className="w-full sm:w-64">
            {(p) => (
              <Select
                {...p}
                value={rule.kind}
                onChange={(e) => onChange({ ...rule, kind: e.target.value as StartRuleKind })}
              >
                {START_RULE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {START_RULES.kinds[kind]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={START_RULES.job} className="w-full sm:w-64">
            {(p) => (
              <Select {...p} value={rule.jobId} onChange={(e) => onChange({ ...rule, jobId: e.target.value })}>
                <option value="">{START_RULES.anyJob}</option>
                {jobs.map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {rule.kind === "applied_not_contacted" ? (
            <Field label={START_RULES.days} className="w-full sm:w-40">
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  min={1}
                  max={START_RULE_DAYS_MAX}
                  value={rule.days}
                  onChange={(e) => onChange({ ...rule, days: e.target.value })}
                />
              )}
            </Field>
          ) : (
            <Field label={START_RULES.stage} className="w-full sm:w-48">
              {(p) => (
                <Select
                  {...p}
                  value={rule.stage}
                  onChange={(e) => onChange({ ...rule, stage: e.target.value as ApplicationStage })}
                >
                  {APPLICATION_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {APPLICATION_STAGE_LABELS[stage]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          <Button type="button" variant="outline" size="sm" onClick={onRemove}>
            {START_RULES.remove}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

/**
 * A sequence's start rules as a form (decision 119): `onSave` gets the whole list the API takes. The job choice is
 * the published jobs, with a saved rule's own job kept when it is no longer published.
 */
export function StartRulesEditor({
  initial,
  saving,
  error,
  onSave,
}: {
  initial: StartRuleView[];
  saving: boolean;
  error: unknown;
  onSave: (rules: StartRuleInput[]) => void;
}) {
  const [rules, setRules] = useState<DraftRule[]>(initial.map(draftOf));
  const published = useJobChoices().data ?? [];
  const saved = initial.flatMap((rule) =>
    rule.jobId && !published.some((job) => job.id === rule.jobId)
      ? [{ id: rule.jobId, title: rule.jobTitle ?? rule.jobId }]
      : [],
  );
  const jobs = [...saved, ...published.map((job) => ({ id: job.id, title: job.title }))];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(rules.map(toInput));
  };
  return (
    <form onSubmit={submit} className="mt-2" aria-label={START_RULES.save}>
      <p className="text-sm text-muted-foreground">{START_RULES.hint}</p>
      {rules.length === 0 && <p className="mt-3 text-sm">{START_RULES.empty}</p>}
      <ol className="mt-3 space-y-3">
        {rules.map((rule, index) => (
          <RuleFields
            key={rule.key}
            rule={rule}
            index={index}
            jobs={jobs}
            onChange={(changed) => setRules(rules.map((r, i) => (i === index ? changed : r)))}
            onRemove={() => setRules(rules.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={rules.length >= START_RULES_MAX}
          onClick={() => setRules([...rules, newRule()])}
        >
          {START_RULES.add}
        </Button>
        <Button type="submit" disabled={saving}>
          {START_RULES.save}
        </Button>
      </div>
      {error != null && (
        <p role="alert" className="mt-3 text-red-800 wrap-anywhere">
          {(error instanceof ApiError && error.serverMessage) || SEQUENCES_PAGE.failed}
        </p>
      )}
    </form>
  );
}
