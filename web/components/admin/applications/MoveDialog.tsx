import { type FormEvent, useEffect, useState } from "react";
import type { ApplicationUpdate } from "#contract/application-pipeline";
import { APPLICATION_CLOSED_STAGES, type ApplicationStage, type RejectionReason } from "#contract/enums";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { StageAndReasonFields } from "./ApplicationParts";

/** Asks how an application ended (which closed stage) and why: a move into the board's Closed column. */
export function MoveDialog({
  open,
  onOpenChange,
  title,
  description,
  onMove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  onMove: (change: Required<Pick<ApplicationUpdate, "stage">> & Pick<ApplicationUpdate, "rejectionReason">) => void;
}) {
  const [stage, setStage] = useState<ApplicationStage>("not_a_fit");
  const [reason, setReason] = useState<RejectionReason | "">("");
  useEffect(() => {
    if (!open) return;
    setStage("not_a_fit");
    setReason("");
  }, [open]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onMove({ stage, rejectionReason: reason || null });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
        <form onSubmit={onSubmit} className="space-y-3">
          <StageAndReasonFields
            stages={APPLICATION_CLOSED_STAGES}
            stageLabel="How it ended"
            stage={stage}
            onStage={setStage}
            reason={reason}
            onReason={setReason}
          />
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
