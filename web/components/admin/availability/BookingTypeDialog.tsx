import type { FormEvent } from "react";
import type { BookingTypeView } from "#contract/availability";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { topField, useDialogForm } from "../use-dialog-form";
import { useSaveBookingType } from "./availability-queries";
import { BookingTypeHoursField, BookingTypeRuleFields } from "./BookingTypeFields";
import { changesOf, formOf, initialOf, inputOf, notNumbers } from "./booking-type-form-state";

/** Create or edit a booking type: every rule and the weekly hours. */
export function BookingTypeDialog({
  type,
  open,
  onOpenChange,
}: {
  type?: BookingTypeView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveBookingType();
  // "hours.3.startTime" is shown under the weekly hours, "locationOptions.0" under the locations.
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: type,
    initial: initialOf,
    saving: [save],
    fieldOf: topField,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const all = inputOf(form);
    const input = type ? changesOf(inputOf(formOf(type)), all) : all;
    const local = notNumbers(input);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    if (type && Object.keys(input).length === 0) {
      onOpenChange(false);
      return;
    }
    save.mutate(
      { id: type?.id, input },
      {
        onSuccess: (saved) => {
          toast({ title: type ? "Booking type saved" : "Booking type created", description: saved.name });
          onOpenChange(false);
        },
        onError: (error) => {
          const apiError = failed(error);
          toast({
            title: "Not saved",
            description: apiError?.serverMessage ?? "The booking type could not be saved.",
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{type ? `Edit ${type.name}` : "Add booking type"}</DialogTitle>
        <DialogDescription>
          Changes apply to new bookings at once; booked appointments keep their time.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <BookingTypeRuleFields form={form} set={set} errors={errors} />
          <BookingTypeHoursField form={form} set={set} errors={errors} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : type ? "Save changes" : "Create booking type"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
