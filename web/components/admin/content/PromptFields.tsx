import type { PromptTemplate } from "#contract/content-generation";
import { placeholdersOf } from "#contract/prompt-placeholders";
import type { ContentCategory } from "#contract/site-enums";
import { Button } from "../../ui/button";
import { Field, Input, Label, Select, Textarea } from "../../ui/form";
import { usePromptTemplates } from "./content-queries";

export interface PromptValue {
  prompt: string;
  variables: Record<string, string>;
}

/**
 * A prompt with its `{{variable}}` inputs and a template loader, shared by Create Content and Schedule Content.
 * Loading a template also sets the category, which the parent receives through `onTemplate`.
 */
export function PromptFields({
  value,
  onChange,
  onTemplate,
  error,
  required = true,
}: {
  value: PromptValue;
  onChange: (value: PromptValue) => void;
  onTemplate: (category: ContentCategory) => void;
  error?: string;
  /** False where a prompt is optional (the bulk page). */
  required?: boolean;
}) {
  const templates = usePromptTemplates();
  const names = placeholdersOf(value.prompt);
  const load = (template: PromptTemplate) => {
    onChange({
      prompt: template.prompt,
      variables: Object.fromEntries(template.variables.map((name) => [name, value.variables[name] ?? ""])),
    });
    onTemplate(template.category);
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="template-select">Prompt template</Label>
        <div className="flex gap-2">
          <Select
            id="template-select"
            defaultValue=""
            onChange={(e) => {
              const template = templates.data?.find((t) => t.id === e.target.value);
              if (template) load(template);
            }}
          >
            <option value="" disabled>
              {templates.isPending ? "Loading templates..." : "Load a template..."}
            </option>
            {templates.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.category})
              </option>
            ))}
          </Select>
          <Button type="button" variant="outline" onClick={() => onChange({ prompt: "", variables: {} })}>
            Clear
          </Button>
        </div>
      </div>
      <Field label="Prompt" required={required} error={error} hint="Use {{name}} for a value you fill in below.">
        {(p) => (
          <Textarea
            {...p}
            rows={5}
            value={value.prompt}
            onChange={(e) => onChange({ ...value, prompt: e.target.value })}
            placeholder="Write an article about..."
          />
        )}
      </Field>
      {names.length > 0 && (
        <fieldset className="grid gap-3 rounded-md border border-border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Variables</legend>
          {names.map((name) => (
            <Field key={name} label={name}>
              {(p) => (
                <Input
                  {...p}
                  value={value.variables[name] ?? ""}
                  onChange={(e) => onChange({ ...value, variables: { ...value.variables, [name]: e.target.value } })}
                />
              )}
            </Field>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** Only the variables the prompt uses, trimmed, so stale values are not sent. */
export function usedVariables(value: PromptValue): Record<string, string> {
  return Object.fromEntries(placeholdersOf(value.prompt).map((name) => [name, (value.variables[name] ?? "").trim()]));
}
