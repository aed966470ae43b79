import type { ContactOption } from "#contract/submittals";
import { Field, Select, Textarea } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";

export type SubmitValues = { contactId: string; note: string };

/** The contact to present the candidate to (only those with an email can be chosen) and the note they see. */
export function SubmitDialogFields({
  form,
  set,
  errors,
  contacts,
}: DialogFormSection<SubmitValues> & { contacts: ContactOption[] }) {
  return (
    <>
      <Field label="Contact" required error={errors.contactId}>
        {(p) => (
          <Select {...p} name="contactId" value={form.contactId} onChange={(e) => set("contactId", e.target.value)}>
            <option value="">Choose a contact</option>
            {contacts.map((contact) => (
              <option key={contact.id} value={contact.id} disabled={!contact.hasEmail}>
                {contact.name}
                {contact.title ? `, ${contact.title}` : ""}
                {contact.hasEmail ? "" : " (no email)"}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Note to the client" error={errors.note} hint="Why this candidate: shown on the client portal.">
        {(p) => (
          <Textarea
            {...p}
            name="note"
            rows={4}
            maxLength={2000}
            value={form.note}
            onChange={(e) => set("note", e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
