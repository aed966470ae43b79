import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { useConvertLead } from "./crm-queries";

/** The lead being made a client: its id, its person's name and the company they gave. */
export interface ConvertingLead {
  id: string;
  personName: string;
  company: string;
}

/**
 * Turns an employer's inquiry into a client named by the company they gave (editable), with them as its first
 * contact, then opens the new client's page.
 */
export function ConvertLeadDialog({
  lead,
  onOpenChange,
}: {
  lead: ConvertingLead | null;
  onOpenChange: (open: boolean) => void;
}) {
  const convert = useConvertLead();
  const navigate = useNavigate();
  const form = useDialogForm({
    open: lead !== null,
    source: lead,
    initial: (source) => ({ name: source?.company ?? "" }),
    saving: [convert],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!lead) return;
    convert.mutate(
      { id: lead.id, name: form.values.name.trim() },
      {
        onSuccess: ({ clientId }) => {
          toast({ title: "Client created", description: `${lead.personName} is its first contact.` });
          onOpenChange(false);
          void navigate(`/admin/clients/${clientId}`);
        },
        onError: (error) =>
          toast({
            title: "Not converted",
            description: form.failed(error)?.serverMessage ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open={lead !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Make a client</DialogTitle>
        <DialogDescription>
          {lead?.personName} becomes the client's first contact; the lead and its history stay, linked to the client.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="Client name" required error={form.errors.name}>
            {(p) => (
              <Input
                {...p}
                name="name"
                maxLength={200}
                value={form.values.name}
                onChange={(e) => form.set("name", e.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.submitting}>
              Create client
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
