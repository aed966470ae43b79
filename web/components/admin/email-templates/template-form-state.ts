import type { EmailTemplateView } from "#contract/conversations";
import type { FieldErrors } from "../use-dialog-form";

/** The template dialog's values. */
export interface TemplateFormState {
  name: string;
  subject: string;
  body: string;
}

export const fromTemplate = (template: EmailTemplateView | undefined): TemplateFormState => ({
  name: template?.name ?? "",
  subject: template?.subject ?? "",
  body: template?.body ?? "",
});

/** Name, subject and body are each required. */
export function missingFields(form: TemplateFormState): FieldErrors {
  const missing: FieldErrors = {};
  if (!form.name.trim()) missing.name = "Name is required";
  if (!form.subject.trim()) missing.subject = "Subject is required";
  if (!form.body.trim()) missing.body = "Body is required";
  return missing;
}
