import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, TEMPLATE_NAME_MAX } from "#contract/conversations";
import { Field, Input, Textarea } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";
import type { TemplateFormState } from "./template-form-state";

/** A template's name, subject and body. */
export function TemplateFields({ form, set, errors }: DialogFormSection<TemplateFormState>) {
  return (
    <>
      <Field label="Name" required error={errors.name}>
        {(p) => (
          <Input
            {...p}
            name="name"
            value={form.name}
            onChange={(e) => set("name", e.target.value)}
            maxLength={TEMPLATE_NAME_MAX}
          />
        )}
      </Field>
      <Field label="Subject" required error={errors.subject}>
        {(p) => (
          <Input
            {...p}
            name="subject"
            value={form.subject}
            onChange={(e) => set("subject", e.target.value)}
            maxLength={EMAIL_SUBJECT_MAX}
          />
        )}
      </Field>
      <Field label="Body" required error={errors.body}>
        {(p) => (
          <Textarea
            {...p}
            name="body"
            rows={8}
            value={form.body}
            onChange={(e) => set("body", e.target.value)}
            maxLength={EMAIL_BODY_MAX}
          />
        )}
      </Field>
    </>
  );
}
