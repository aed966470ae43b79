import { CAMPAIGN_CHANNELS, CAMPAIGN_MERGE_FIELDS } from "#contract/campaigns";
import { mergeTag } from "#contract/merge-fields";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input, Textarea } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";
import { type CampaignFormValues, CHANNEL_LABELS } from "./campaign-form";

/** The campaign's name, channel and words, with the merge fields its audience has values for. */
export function CampaignMessageFields({ form, set, errors }: DialogFormSection<CampaignFormValues>) {
  const fields = CAMPAIGN_MERGE_FIELDS[form.kind].map(mergeTag).join(", ");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Campaign name" required error={errors.name}>
        {(p) => (
          <Input {...p} name="name" maxLength={120} value={form.name} onChange={(e) => set("name", e.target.value)} />
        )}
      </Field>
      <EnumSelect
        label="Channel"
        values={CAMPAIGN_CHANNELS}
        labelOf={(channel) => CHANNEL_LABELS[channel]}
        value={form.channel}
        error={errors.channel}
        onChange={(channel) => set("channel", channel)}
      />
      {form.channel === "email" && (
        <Field label="Subject" required error={errors.subject} className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              name="subject"
              maxLength={200}
              value={form.subject}
              onChange={(e) => set("subject", e.target.value)}
            />
          )}
        </Field>
      )}
      <Field
        label="Message"
        required
        error={errors.body}
        hint={`Merge fields: ${fields}.${form.channel === "text" ? ' Texts end with "Reply STOP to opt out."' : " Each email ends with its one-click unsubscribe."}`}
        className="sm:col-span-2"
      >
        {(p) => (
          <Textarea {...p} name="body" rows={5} value={form.body} onChange={(e) => set("body", e.target.value)} />
        )}
      </Field>
    </div>
  );
}
