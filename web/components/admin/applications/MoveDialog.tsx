import { type FormEvent, useEffect, useState } from "react";
import { APPLICATION_STAGE_LABELS, isClosedStage, REJECTION_REASON_LABELS, type ApplicationUpdate } from "../../../../worker/contract/application-pipeline";
import { APPLICATION_CLOSED_STAGES, APPLICATION_STAGES, REJECTION_REASONS, type ApplicationStage, type RejectionReason } from "../../../../worker/contract/enums";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Select } from "../../ui/form";

/**
 * Asks where an application goes: any stage, or (`closedOnly`) which closed stage; a closed stage also asks the
 * reason. Used by the board's "Move…" button and by a move into its Closed column.
 */
export function MoveDialog({ open, onOpenChange, title, description, stage: initial, closedOnly, onMove }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  stage: ApplicationStage;
  closedOnly?: boolean;
  onMove: (change: Required<Pick<ApplicationUpdate, "stage">> & Pick<ApplicationUpdate, "rejectionReason">) => void;
}) {
  const [stage, setStage] = useState<ApplicationStage>(initial);
  const [reason, setReason] = useState<RejectionReason | "">("");
  useEffect(() => {
    if (!open) return;
    setStage(initial);
    setReason("");
  }, [open, initial]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onMove(isClosedStage(stage) ? { stage, rejectionReason: reason || null } : { stage });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
        <form onSubmit={onSubmit} className="space-y-3">
          <Field label={closedOnly ? "How it ended" : "Stage"}>
            {(p) => (
              <Select {...p} value={stage} onChange={(event) => setStage(event.target.value as ApplicationStage)}>
                {(closedOnly ? APPLICATION_CLOSED_STAGES : APPLICATION_STAGES).map((value) => (
                  <option key={value} value={value}>
                    {APPLICATION_STAGE_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {isClosedStage(stage) && (
            <Field label="Reason">
              {(p) => (
                <Select {...p} value={reason} onChange={(event) => setReason(event.target.value as RejectionReason | "")}>
                  <option value="">No reason given</option>
                  {REJECTION_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {REJECTION_REASON_LABELS[value]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">Move</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
