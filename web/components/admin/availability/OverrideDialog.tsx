import type { FormEvent } from "react";
import type { BookingTypeView } from "#contract/availability";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { topField, useDialogForm } from "../use-dialog-form";
import { useAddDateOverride } from "./availability-queries";
import { OverrideFields } from "./OverrideFields";
import { EMPTY, overrideInput } from "./override-form-state";

/** Close a date or give it other hours, for every type or one. */
export function OverrideDialog({
  types,
  open,
  onOpenChange,
}: {
  types: readonly BookingTypeView[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddDateOverride();
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: undefined,
    initial: () => EMPTY,
    saving: [add],
    // A run of days is sent as from/to; their errors belong to the date and "through" fields.
    fieldOf: (path) => ({ from: "date", to: "until" })[topField(path)] ?? topField(path),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.date) {
      setErrors({ date: "Choose a date" });
      return;
    }
    add.mutate(overrideInput(form), {
      onSuccess: (saved) => {
        const days = "overrides" in saved ? saved.overrides.length : 1;
        toast({ title: days === 1 ? "Override saved" : `${days} weekdays closed` });
        onOpenChange(false);
      },
      onError: (error) => {
        const apiError = failed(error);
        toast({
          title: "Not saved",
          description: apiError?.serverMessage ?? "The override could not be saved.",
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Add date override</DialogTitle>
        <DialogDescription>
          Holidays, time off or a late opening. The date follows these hours instead of the weekly ones.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <OverrideFields form={form} set={set} errors={errors} types={types} />
          {errors.closed && <p className="text-sm font-medium text-red-700">{errors.closed}</p>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : "Save override"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
