import type { FormEvent } from "react";
import type { ContactOption } from "#contract/submittals";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Select, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { useCreateSubmittal } from "./submittal-placement-queries";

/** Presents the candidate to one of the client's contacts, who gets the client portal link by email. */
export function SubmitDialog({
  applicationId,
  clientName,
  contacts,
  open,
  onOpenChange,
}: {
  applicationId: string;
  clientName: string;
  contacts: ContactOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const submit = useCreateSubmittal();
  const form = useDialogForm({
    open,
    source: applicationId,
    initial: () => ({ contactId: contacts.find((contact) => contact.hasEmail)?.id ?? "", note: "" }),
    saving: [submit],
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit.mutate(
      { applicationId, contactId: form.values.contactId, note: form.values.note },
      {
        onSuccess: ({ submittal }) => {
          toast({
            title: "Candidate submitted",
            description: `${submittal.contactName} gets the client portal link by email.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "Not submitted",
            description: form.failed(error)?.serverMessage ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Submit to {clientName}</DialogTitle>
        <DialogDescription>
          The contact sees the candidate's name, position and your note on the client portal, and a copy of the resume's
          text with email addresses, phone numbers and street addresses removed; never the resume file, their email or
          phone.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <Field label="Contact" required error={form.errors.contactId}>
            {(p) => (
              <Select
                {...p}
                name="contactId"
                value={form.values.contactId}
                onChange={(e) => form.set("contactId", e.target.value)}
              >
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
          <Field
            label="Note to the client"
            error={form.errors.note}
            hint="Why this candidate: shown on the client portal."
          >
            {(p) => (
              <Textarea
                {...p}
                name="note"
                rows={4}
                maxLength={2000}
                value={form.values.note}
                onChange={(e) => form.set("note", e.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.submitting}>
              Submit candidate
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
