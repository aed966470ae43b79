import type { FormEvent } from "react";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { formatDay } from "../labels";
import { useDialogForm } from "../use-dialog-form";
import { useCreatePlacement } from "./submittal-placement-queries";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Places an application's candidate: start date and first-year salary; the fee follows from the client's terms. */
export function PlaceDialog({
  applicationId,
  candidateName,
  open,
  onOpenChange,
}: {
  applicationId: string;
  candidateName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const place = useCreatePlacement();
  const form = useDialogForm({
    open,
    source: applicationId,
    initial: () => ({ startDate: "", salary: "" }),
    saving: [place],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    place.mutate(
      { applicationId, startDate: form.values.startDate, salary: Number(form.values.salary) },
      {
        onSuccess: (placement) => {
          toast({
            title: `${candidateName} placed`,
            description: `Fee ${dollars.format(placement.fee)}; guarantee until ${formatDay(placement.guaranteeEndsOn, "medium")}.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "Not placed",
            description: form.failed(error)?.serverMessage ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Place {candidateName}</DialogTitle>
        <DialogDescription>
          The fee and the guarantee come from the client's terms, copied onto the placement.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="Start date" required error={form.errors.startDate}>
            {(p) => (
              <Input
                {...p}
                type="date"
                name="startDate"
                value={form.values.startDate}
                onChange={(e) => form.set("startDate", e.target.value)}
              />
            )}
          </Field>
          <Field label="First-year salary (US dollars)" required error={form.errors.salary}>
            {(p) => (
              <Input
                {...p}
                type="number"
                name="salary"
                min="1"
                step="0.01"
                inputMode="decimal"
                value={form.values.salary}
                onChange={(e) => form.set("salary", e.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.submitting}>
              Place candidate
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
