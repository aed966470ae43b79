import { type FormEvent, useEffect, useState } from "react";
import { type ApplicationUpdate, isClosedStage } from "../../../../worker/contract/application-pipeline";
import {
  APPLICATION_CLOSED_STAGES,
  APPLICATION_STAGES,
  type ApplicationStage,
  type RejectionReason,
} from "../../../../worker/contract/enums";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { StageAndReasonFields } from "./ApplicationParts";

/**
 * Asks where an application goes: any stage, or (`closedOnly`) which closed stage; a closed stage also asks the
 * reason. Used by the board's "Move…" button and by a move into its Closed column.
 */
export function MoveDialog({
  open,
  onOpenChange,
  title,
  description,
  stage: initial,
  closedOnly,
  onMove,
}: {
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
          <StageAndReasonFields
            stages={closedOnly ? APPLICATION_CLOSED_STAGES : APPLICATION_STAGES}
            stageLabel={closedOnly ? "How it ended" : "Stage"}
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
