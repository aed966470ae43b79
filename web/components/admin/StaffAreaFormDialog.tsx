import type { FormEvent } from "react";
import type { StaffArea } from "#contract/staff";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../ui/dialog";
import { toast } from "../ui/toast";
import { StaffAreaFields } from "./StaffAreaFields";
import { fromStaffArea, missingStaffAreaFields, staffAreaInput } from "./staff-area-form-state";
import { useSaveStaffArea } from "./staff-queries";
import { useDialogForm } from "./use-dialog-form";

/** Add or edit a staff area. Name and slug are required (spec section 5). */
export function StaffAreaFormDialog({
  staffArea,
  open,
  onOpenChange,
}: {
  staffArea?: StaffArea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveStaffArea();
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: staffArea,
    initial: fromStaffArea,
    saving: [save],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingStaffAreaFields(form);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const input = staffAreaInput(form);
    save.mutate(
      { id: staffArea?.id, input },
      {
        onSuccess: () => {
          toast({ title: staffArea ? "Staff area updated successfully!" : "Staff area created successfully!" });
          onOpenChange(false);
        },
        onError: (error) => {
          const apiError = failed(error);
          toast({
            title: "Error",
            description: apiError?.serverMessage ?? "The staff area could not be saved.",
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{staffArea ? `Edit ${staffArea.name}` : "Add staff area"}</DialogTitle>
        <DialogDescription>
          The required role decides who may use this area's pages and API, from the next request on.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <StaffAreaFields form={form} set={set} errors={errors} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : staffArea ? "Save Changes" : "Create staff area"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
