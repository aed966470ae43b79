import type { FormEvent } from "react";
import type { PlacementView } from "#contract/placements";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { formatDay } from "../labels";
import { useDialogForm } from "../use-dialog-form";
import { useFallOff } from "./submittal-placement-queries";

/**
 * Marks a placement as fallen off within the guarantee (decision 052): the candidate's last day; the application is
 * withdrawn and the job order published again.
 */
export function FallOffDialog({
  placement,
  onOpenChange,
}: {
  placement: PlacementView;
  onOpenChange: (open: boolean) => void;
}) {
  const fallOff = useFallOff();
  const form = useDialogForm({ open: true, source: placement.id, initial: () => ({ lastDay: "" }), saving: [fallOff] });

  function submit(event: FormEvent) {
    event.preventDefault();
    fallOff.mutate(
      { id: placement.id, lastDay: form.values.lastDay },
      {
        onSuccess: ({ searchReopened }) => {
          toast({
            title: `${placement.candidateName} fell off`,
            description: searchReopened
              ? "The job order is open again."
              : "The job order could not be published again: reopen it on the jobs page.",
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "Not marked",
            description: form.failed(error)?.serverMessage ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{placement.candidateName} fell off</DialogTitle>
        <DialogDescription>
          A last day from the start ({formatDay(placement.startDate, "medium")}) to the guarantee's end (
          {formatDay(placement.guaranteeEndsOn, "medium")}). The application is withdrawn and the search reopens.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="Last day" required error={form.errors.lastDay}>
            {(p) => (
              <Input
                {...p}
                type="date"
                name="lastDay"
                min={placement.startDate}
                max={placement.guaranteeEndsOn}
                value={form.values.lastDay}
                onChange={(e) => form.set("lastDay", e.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={form.submitting}>
              Mark as fallen off
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
