import { Checkbox, Field, Textarea } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";
import type { JobFormState } from "./job-form-state";

/** The job's words: its description, and its requirements and benefits one per line. */
export function JobTextFields({ form, set, errors }: DialogFormSection<JobFormState>) {
  return (
    <>
      <Field label="Description" required error={errors.description}>
        {(p) => (
          <Textarea {...p} value={form.description} onChange={(e) => set("description", e.target.value)} rows={6} />
        )}
      </Field>
      <Field label="Requirements" required error={errors.requirements} hint="One per line.">
        {(p) => <Textarea {...p} value={form.requirements} onChange={(e) => set("requirements", e.target.value)} />}
      </Field>
      <Field label="Benefits" error={errors.benefits} hint="One per line.">
        {(p) => <Textarea {...p} value={form.benefits} onChange={(e) => set("benefits", e.target.value)} />}
      </Field>
    </>
  );
}

/** Whether the job is urgent, and whether it goes to the job boards once published. */
export function JobFlagFields({ form, set }: Omit<DialogFormSection<JobFormState>, "errors">) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={form.isUrgent} onChange={(e) => set("isUrgent", e.target.checked)} />
        Urgent position
      </label>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={form.publishToPortals} onChange={(e) => set("publishToPortals", e.target.checked)} />
        Publish to job boards (every active job board, once the job is published)
      </label>
    </>
  );
}
