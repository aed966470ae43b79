import type { FormEvent } from "react";
import type { ContactOption } from "#contract/submittals";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { SubmitDialogFields } from "./SubmitDialogFields";
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
          <SubmitDialogFields form={form.values} set={form.set} errors={form.errors} contacts={contacts} />
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
