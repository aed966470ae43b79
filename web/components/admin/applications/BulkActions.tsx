import { type FormEvent, useState } from "react";
import type { ApplicationBulkChange } from "#contract/application-pipeline";
import {
  APPLICATION_CLOSED_STAGES,
  APPLICATION_OPEN_STAGES,
  type ApplicationStage,
  REJECTION_REASONS,
  type RejectionReason,
} from "#contract/enums";
import { BULK_COPY } from "../../../content/applications";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { StageAndReasonFields } from "./ApplicationParts";
import { useApplicationOwners, useBulkUpdate } from "./application-queries";

type Action = "move" | "assign" | "reject";
const TITLES: Record<Action, string> = { move: BULK_COPY.move, assign: BULK_COPY.assign, reject: BULK_COPY.reject };

/**
 * The bar over the table once rows are selected: move them to a stage, assign them an owner, or reject them (a
 * closed stage and a reason), in one request that changes all of them or none.
 */
export function BulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const [action, setAction] = useState<Action | null>(null);
  if (ids.length === 0) return null;
  return (
    <div
      className="mt-4 flex flex-wrap items-center gap-2 rounded-md border border-primary/30 bg-blue-50 p-2"
      role="region"
      aria-label="Bulk actions"
    >
      <p className="px-1 text-sm font-medium" aria-live="polite">
        {BULK_COPY.selected(ids.length)}
      </p>
      {(Object.keys(TITLES) as Action[]).map((value) => (
        <Button key={value} size="sm" variant="outline" onClick={() => setAction(value)}>
          {TITLES[value]}…
        </Button>
      ))}
      {action && <BulkDialog action={action} ids={ids} onClose={() => setAction(null)} onDone={onDone} />}
    </div>
  );
}

function BulkDialog({
  action,
  ids,
  onClose,
  onDone,
}: {
  action: Action;
  ids: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const bulk = useBulkUpdate();
  const owners = useApplicationOwners();
  const [stage, setStage] = useState<ApplicationStage>(action === "reject" ? "not_a_fit" : "contacted");
  const [ownerId, setOwnerId] = useState("");
  const [reason, setReason] = useState<RejectionReason>(REJECTION_REASONS[0]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const change: ApplicationBulkChange =
      action === "assign"
        ? { ids, ownerId: ownerId || null }
        : action === "reject"
          ? { ids, stage, rejectionReason: reason }
          : { ids, stage };
    bulk.mutate(change, {
      onSuccess: ({ updated, missing }) => {
        toast({
          title: BULK_COPY.done(updated),
          description: missing.length > 0 ? BULK_COPY.missing(missing.length) : undefined,
        });
        onClose();
        onDone();
      },
      onError: (error) =>
        toast({
          title: "Nothing changed",
          description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
          variant: "destructive",
        }),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{TITLES[action]}</DialogTitle>
        <DialogDescription>{BULK_COPY.selected(ids.length)}</DialogDescription>
        <form onSubmit={onSubmit} className="space-y-3">
          {action !== "assign" && (
            <StageAndReasonFields
              stages={action === "reject" ? APPLICATION_CLOSED_STAGES : APPLICATION_OPEN_STAGES}
              stageLabel={action === "reject" ? "How it ended" : "Stage"}
              stage={stage}
              onStage={setStage}
              reason={reason}
              onReason={(value) => value && setReason(value)}
              reasonRequired
            />
          )}
          {action === "assign" && (
            <Field label="Owner">
              {(p) => (
                <Select {...p} value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
                  <option value="">Unassigned</option>
                  {owners.data?.map((owner) => (
                    <option key={owner.id} value={owner.id}>
                      {owner.name}
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
            <Button type="submit" disabled={bulk.isPending}>
              {BULK_COPY.apply(ids.length)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
