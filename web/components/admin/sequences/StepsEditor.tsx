import type { FormEvent } from "react";
import { useState } from "react";
import {
  DEFAULT_SEQUENCE_WINDOW,
  type SequenceChannel,
  type SequenceInput,
  type SequenceStep,
  type SequenceWindow,
  WEEKDAY_NAMES,
} from "#contract/sequences";
import { SEQUENCE_PAGE, SEQUENCES_PAGE } from "../../../content/sequences";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Checkbox, Field, Input, Select, Textarea } from "../../ui/form";

/** A step as the form holds it: the delay as typed. */
interface DraftStep {
  key: string;
  channel: SequenceChannel;
  delayDays: string;
  subject: string;
  body: string;
  templateId?: string;
}

const draftOf = (step: SequenceStep, index: number): DraftStep => ({
  key: `${index}-${step.channel}`,
  channel: step.channel,
  delayDays: String(step.delayDays),
  subject: step.subject ?? "",
  body: step.body ?? "",
  templateId: step.templateId,
});

const newStep = (channel: SequenceChannel, first: boolean): DraftStep => ({
  key: crypto.randomUUID(),
  channel,
  delayDays: first ? "0" : "2",
  subject: "",
  body: "",
});

function toInput(name: string, steps: DraftStep[], window: SequenceWindow): SequenceInput {
  return {
    name: name.trim(),
    window,
    steps: steps.map((step) => ({
      channel: step.channel,
      delayDays: Number.parseInt(step.delayDays, 10) || 0,
      ...(step.templateId
        ? { templateId: step.templateId }
        : { ...(step.channel === "email" ? { subject: step.subject } : {}), body: step.body }),
    })),
  };
}

/** One step's fields. */
function StepFields({
  step,
  index,
  onChange,
  onRemove,
}: {
  step: DraftStep;
  index: number;
  onChange: (step: DraftStep) => void;
  onRemove: () => void;
}) {
  return (
    <li className="rounded-md border border-border p-3" data-testid="sequence-step">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {index + 1}. {SEQUENCE_PAGE.channel[step.channel]}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          {SEQUENCE_PAGE.remove}
        </Button>
      </div>
      <Field label={SEQUENCE_PAGE.delay} className="mt-2 max-w-xs">
        {(p) => (
          <Input
            {...p}
            type="number"
            min={0}
            max={60}
            value={step.delayDays}
            onChange={(e) => onChange({ ...step, delayDays: e.target.value })}
          />
        )}
      </Field>
      {step.templateId && <p className="mt-2 text-sm text-muted-foreground">Template {step.templateId}</p>}
      {!step.templateId && step.channel === "email" && (
        <Field label={SEQUENCE_PAGE.subject} className="mt-2">
          {(p) => (
            <Input {...p} value={step.subject} onChange={(e) => onChange({ ...step, subject: e.target.value })} />
          )}
        </Field>
      )}
      {!step.templateId && (
        <Field label={SEQUENCE_PAGE.body} className="mt-2">
          {(p) => (
            <Textarea
              {...p}
              rows={step.channel === "email" ? 5 : 3}
              value={step.body}
              onChange={(e) => onChange({ ...step, body: e.target.value })}
            />
          )}
        </Field>
      )}
    </li>
  );
}

/** The sending window: weekdays and hours on the recipient's clock. */
function WindowFields({ window, onChange }: { window: SequenceWindow; onChange: (window: SequenceWindow) => void }) {
  const toggle = (day: number) =>
    onChange({
      ...window,
      days: window.days.includes(day) ? window.days.filter((d) => d !== day) : [...window.days, day].sort(),
    });
  const hours = (field: "startHour" | "endHour", min: number, max: number) => (
    <Field label={field === "startHour" ? SEQUENCE_PAGE.from : SEQUENCE_PAGE.until} className="w-32">
      {(p) => (
        <Select {...p} value={window[field]} onChange={(e) => onChange({ ...window, [field]: Number(e.target.value) })}>
          {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((hour) => (
            <option key={hour} value={hour}>
              {`${String(hour).padStart(2, "0")}:00`}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">{SEQUENCE_PAGE.window}</legend>
      <div className="mt-2 flex flex-wrap gap-3" role="group" aria-label={SEQUENCE_PAGE.days}>
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <label key={day} className="flex items-center gap-1.5 text-sm">
            <Checkbox checked={window.days.includes(day)} onChange={() => toggle(day)} />
            {WEEKDAY_NAMES[day]}
          </label>
        ))}
      </div>
      <div className="mt-2 flex flex-wrap gap-3">
        {hours("startHour", 0, 23)}
        {hours("endHour", 1, 24)}
      </div>
    </fieldset>
  );
}

/**
 * A sequence's name, steps and window, as a form: `onSave` gets the input the API takes; an error from the server
 * (an unknown merge field, a missing subject) is shown as it says it.
 */
export function StepsEditor({
  initial,
  submitLabel,
  saving,
  error,
  onSave,
}: {
  initial?: { name: string; steps: SequenceStep[]; window: SequenceWindow };
  submitLabel: string;
  saving: boolean;
  error: unknown;
  onSave: (input: SequenceInput) => void;
}) {
  const [name, setName] = useState(initial?.name ?? "");
  const [steps, setSteps] = useState<DraftStep[]>(initial ? initial.steps.map(draftOf) : [newStep("email", true)]);
  const [window, setWindow] = useState<SequenceWindow>(initial?.window ?? DEFAULT_SEQUENCE_WINDOW);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toInput(name, steps, window));
  };
  const add = (channel: SequenceChannel) => setSteps([...steps, newStep(channel, steps.length === 0)]);
  return (
    <form onSubmit={submit} className="mt-4" aria-label={submitLabel}>
      <Field label={SEQUENCES_PAGE.name} required className="max-w-md">
        {(p) => <Input {...p} required value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <p className="mt-4 text-sm text-muted-foreground">{SEQUENCE_PAGE.stepsHint}</p>
      <ol className="mt-2 space-y-3">
        {steps.map((step, index) => (
          <StepFields
            key={step.key}
            step={step}
            index={index}
            onChange={(changed) => setSteps(steps.map((s, i) => (i === index ? changed : s)))}
            onRemove={() => setSteps(steps.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => add("email")}>
          {SEQUENCE_PAGE.addEmail}
        </Button>
        <Button type="button" variant="outline" onClick={() => add("text")}>
          {SEQUENCE_PAGE.addText}
        </Button>
      </div>
      <WindowFields window={window} onChange={setWindow} />
      {error != null && (
        <p role="alert" className="mt-4 text-red-800 wrap-anywhere">
          {(error instanceof ApiError && error.serverMessage) || SEQUENCES_PAGE.failed}
        </p>
      )}
      <Button type="submit" className="mt-4" disabled={saving}>
        {submitLabel}
      </Button>
    </form>
  );
}
