import { CONTENT_CATEGORIES } from "#contract/site-enums";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";
import { PromptFields, type PromptValue } from "./PromptFields";
import type { ScheduleFormState } from "./schedule-form-state";

/** What a schedule writes about: its title, category and prompt, with a message for each variable left empty. */
export function ScheduleTopicFields({
  form,
  set,
  errors,
  prompt,
  onPrompt,
}: DialogFormSection<ScheduleFormState> & { prompt: PromptValue; onPrompt: (prompt: PromptValue) => void }) {
  return (
    <>
      <Field label="Schedule title" required error={errors.title}>
        {(p) => (
          <Input
            {...p}
            value={form.title}
            onChange={(e) => set("title", e.target.value)}
            placeholder="Weekly market update"
          />
        )}
      </Field>
      <EnumSelect
        label="Category"
        required
        error={errors.category}
        values={CONTENT_CATEGORIES}
        value={form.category}
        onChange={(category) => set("category", category)}
      />
      <PromptFields
        value={prompt}
        onChange={onPrompt}
        onTemplate={(category) => set("category", category)}
        error={errors.prompt}
      />
      {Object.entries(errors)
        .filter(([path]) => path.startsWith("variables."))
        .map(([path, message]) => (
          <p key={path} className="text-sm text-red-700">
            {message}
          </p>
        ))}
    </>
  );
}
