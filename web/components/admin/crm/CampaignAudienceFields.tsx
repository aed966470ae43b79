import { APPLICATION_STAGE_LABELS } from "#contract/application-pipeline";
import { CAMPAIGN_AUDIENCE_KINDS } from "#contract/campaigns";
import { APPLICATION_STAGES } from "#contract/enums";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";
import { AUDIENCE_LABELS, type CampaignFormValues } from "./campaign-form";

type TextField = "tags" | "skills" | "near" | "radius";

/** Who a campaign goes to: candidates narrowed by stage, tags, skills and a radius around a place, or a whole list. */
export function CampaignAudienceFields({ form, set, errors }: DialogFormSection<CampaignFormValues>) {
  const text = (name: TextField, label: string, hint?: string, extra: Record<string, string> = {}) => (
    <Field label={label} hint={hint} error={errors[`audience.${name}`]}>
      {(p) => (
        <Input
          {...p}
          {...extra}
          name={name}
          autoComplete="off"
          value={form[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Audience</legend>
      <EnumSelect
        label="Send to"
        className="sm:col-span-2"
        values={CAMPAIGN_AUDIENCE_KINDS}
        labelOf={(kind) => AUDIENCE_LABELS[kind]}
        value={form.kind}
        error={errors["audience.kind"] ?? errors.audience}
        onChange={(kind) => set("kind", kind)}
      />
      {form.kind === "candidates" && (
        <>
          <EnumSelect
            label="Pipeline stage"
            values={APPLICATION_STAGES}
            labelOf={(stage) => APPLICATION_STAGE_LABELS[stage]}
            empty="Any stage"
            value={form.stage}
            error={errors["audience.stage"]}
            onChange={(stage) => set("stage", stage)}
          />
          {text("tags", "Tags", "Comma separated: every one")}
          {text("skills", "Skills", "Comma separated: every one")}
          {text("near", "Near", "A US ZIP or City, ST")}
          {text("radius", "Radius (miles)", undefined, { inputMode: "numeric" })}
        </>
      )}
    </fieldset>
  );
}
