import type { FormEvent } from "react";
import type { ClientView } from "#contract/clients";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Checkbox, Field, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useJobOwners } from "../jobs/job-admin-queries";
import { useDialogForm } from "../use-dialog-form";
import { ClientInstallmentsFields, ClientTermsFields } from "./ClientFormFields";
import { ConversionTermsFields } from "./ConversionTermsFields";
import { clientFormIssues, clientInput, fromClient } from "./client-form-state";
import { useSaveClient } from "./client-queries";

/**
 * Create or edit a client with its fee terms. Checked in the browser with the Worker's own schema and fee-terms rule
 * (retained: three installments adding up to 100), so both say the same thing.
 */
export function ClientFormDialog({
  client,
  open,
  onOpenChange,
  onSaved,
}: {
  client?: ClientView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (client: ClientView) => void;
}) {
  const save = useSaveClient();
  const owners = useJobOwners();
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: client,
    initial: fromClient,
    saving: [save],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = clientInput(form);
    const issues = clientFormIssues(input);
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
    if (issues.length > 0) return;
    save.mutate(
      { id: client?.id, input },
      {
        onSuccess: (saved) => {
          toast({ title: client ? "Client updated" : "Client created" });
          onOpenChange(false);
          onSaved?.(saved);
        },
        onError: (error) =>
          toast({
            title: "The client could not be saved",
            description: failed(error)?.serverMessage ?? error.message,
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{client ? `Edit ${client.name}` : "New client"}</DialogTitle>
        <DialogDescription>
          A company the firm works for, with the fee terms its placements are billed on.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <ClientTermsFields
            form={form}
            set={set}
            errors={errors}
            owners={owners.data}
            formerOwner={client?.owner?.name ?? "A former owner"}
          />
          {form.feeType === "retained" && <ClientInstallmentsFields form={form} set={set} errors={errors} />}
          <ConversionTermsFields form={form} set={set} errors={errors} />
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={form.noPoach} onChange={(e) => set("noPoach", e.target.checked)} />
            No-poach: the firm does not recruit this client's employees
          </label>
          <Field label="Notes" error={errors.notes}>
            {(p) => (
              <Textarea {...p} value={form.notes} onChange={(e) => set("notes", e.target.value)} maxLength={5000} />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : client ? "Save client" : "Create client"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
