import type { FormEvent } from "react";
import type { ContactOption } from "#contract/submittals";
import { SUBMIT_MATCHES } from "../../../content/matching";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { SubmitDialogFields } from "../submittals-placements/SubmitDialogFields";
import { useDialogForm } from "../use-dialog-form";
import { type SubmitOutcome, useSubmitMatches } from "./match-queries";

/** A chosen person: their name, and the off-limits rule that keeps them from the client, if any. */
export interface ChosenMatch {
  id: string;
  name: string;
  offLimits?: string;
}

/**
 * "Submit to client" for the chosen matches: the contact and the note (the submittal dialog's fields), then each one
 * put on the job and presented. Off-limits people are named with their rule and not sent; each other person's
 * outcome, a refusal in the server's words, is listed once done.
 */
export function SubmitMatchesDialog({
  jobId,
  clientName,
  contacts,
  chosen,
  open,
  onOpenChange,
}: {
  jobId: string;
  clientName: string;
  contacts: ContactOption[];
  chosen: ChosenMatch[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const submit = useSubmitMatches(jobId);
  const form = useDialogForm({
    open,
    source: jobId,
    initial: () => ({ contactId: contacts.find((contact) => contact.hasEmail)?.id ?? "", note: "" }),
    saving: [submit],
  });
  const sendable = chosen.filter((person) => !person.offLimits);
  const held = chosen.filter((person) => person.offLimits);
  const who = sendable.length === 1 ? (sendable[0]?.name ?? "") : `${sendable.length} candidates`;

  function close(next: boolean) {
    if (!next) submit.reset();
    onOpenChange(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.values.contactId) {
      form.setErrors({ contactId: "Choose a contact" });
      return;
    }
    submit.mutate(
      { candidates: sendable, contactId: form.values.contactId, note: form.values.note },
      { onError: (error) => form.failed(error) },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{SUBMIT_MATCHES.title(clientName)}</DialogTitle>
        <DialogDescription>{SUBMIT_MATCHES.description(who)}</DialogDescription>
        {held.length > 0 && (
          <ul className="space-y-1 text-sm" data-testid="submit-held">
            {held.map((person) => (
              <li key={person.id} className="break-words text-red-800">
                <Badge tone="red">{SUBMIT_MATCHES.notSent}</Badge> {person.name}: {person.offLimits}
              </li>
            ))}
          </ul>
        )}
        {submit.data ? (
          <SubmitOutcomes outcomes={submit.data} />
        ) : contacts.some((contact) => contact.hasEmail) ? (
          <form id="submit-matches" className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
            <SubmitDialogFields form={form.values} set={form.set} errors={form.errors} contacts={contacts} />
          </form>
        ) : (
          <p className="text-sm text-red-800">{SUBMIT_MATCHES.noContacts}</p>
        )}
        {submit.isError && (
          <p role="alert" className="text-sm text-red-800">
            {submit.error.message}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)}>
            {submit.data ? "Close" : "Cancel"}
          </Button>
          {!submit.data && (
            <Button type="submit" form="submit-matches" disabled={form.submitting || sendable.length === 0}>
              {SUBMIT_MATCHES.confirm}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SubmitOutcomes({ outcomes }: { outcomes: SubmitOutcome[] }) {
  const done = outcomes.filter((outcome) => outcome.submitted).length;
  return (
    <div className="space-y-2 text-sm" data-testid="submit-outcomes">
      <p className="font-medium" role="status">
        {SUBMIT_MATCHES.summary(done, outcomes.length)}
      </p>
      <ul className="space-y-1">
        {outcomes.map((outcome) => (
          <li key={outcome.candidateId} className="break-words">
            <Badge tone={outcome.submitted ? "green" : "red"}>
              {outcome.submitted ? SUBMIT_MATCHES.submitted : SUBMIT_MATCHES.refused}
            </Badge>{" "}
            {outcome.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
