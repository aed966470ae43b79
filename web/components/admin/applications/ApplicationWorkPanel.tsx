import {
  APPLICATION_STAGE_LABELS,
  type ApplicationDetail,
  type ApplicationUpdate,
  isClosedStage,
  REJECTION_REASON_LABELS,
} from "#contract/application-pipeline";
import { APPLICATION_STAGES } from "#contract/enums";
import { ApiError } from "../../../lib/api";
import { Field, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { StageAndReasonFields } from "./ApplicationParts";
import { useApplicationOwners, useUpdateApplication } from "./application-queries";
import { RatingField } from "./RatingField";

function failure(error: Error): string {
  return (error instanceof ApiError && error.serverMessage) || "The change could not be saved. Please try again.";
}

/**
 * Where a recruiter works one application: move its stage (with a reason when closing it), assign its owner, rate
 * it. Each saves on choice; a stage move is offered back with Undo (a move of its own, so the history keeps both).
 * Every control is a native select or button, so all of it works from the keyboard.
 */
export function ApplicationWorkPanel({
  application,
  onPlaced,
  className,
}: {
  application: ApplicationDetail;
  onPlaced: () => void;
  className?: string;
}) {
  const update = useUpdateApplication(application.id);
  const owners = useApplicationOwners();
  function save(change: ApplicationUpdate, done: string, undo?: ApplicationUpdate) {
    update.mutate(change, {
      onSuccess: (saved) => {
        toast({
          title: done,
          duration: undo ? 8000 : undefined,
          action: undo ? { label: "Undo", onClick: () => moveTo(undo) } : undefined,
        });
        if (change.stage === "placed" && saved.jobId) onPlaced();
      },
      onError: (error) => toast({ title: "Not saved", description: failure(error), variant: "destructive" }),
    });
  }

  /** Back where it was: the stage (and the reason a closed stage had), without an Undo of the Undo. */
  function moveTo(back: ApplicationUpdate) {
    save(back, `Moved back to ${APPLICATION_STAGE_LABELS[back.stage ?? application.stage]}`);
  }

  const back: ApplicationUpdate = {
    stage: application.stage,
    ...(isClosedStage(application.stage) ? { rejectionReason: application.rejectionReason } : {}),
  };

  return (
    <Panel id="work" title="Work this application" className={className}>
      <div className="mt-4 space-y-3">
        <StageAndReasonFields
          stages={APPLICATION_STAGES}
          stage={application.stage}
          onStage={(stage) => save({ stage }, `Moved to ${APPLICATION_STAGE_LABELS[stage]}`, back)}
          reason={application.rejectionReason ?? ""}
          onReason={(reason) =>
            save(
              { rejectionReason: reason || null },
              reason ? `Reason: ${REJECTION_REASON_LABELS[reason]}` : "Reason cleared",
            )
          }
          disabled={update.isPending}
        />
      </div>

      <div className="mt-6 border-t border-border pt-4">
        <Field label="Owner">
          {(p) => (
            <Select
              {...p}
              value={application.owner?.id ?? ""}
              disabled={update.isPending}
              onChange={(event) => {
                const ownerId = event.target.value || null;
                const name = owners.data?.find((owner) => owner.id === ownerId)?.name;
                save({ ownerId }, name ? `Assigned to ${name}` : "Unassigned");
              }}
            >
              <option value="">Unassigned</option>
              {/* An owner who is no longer active staff stays shown until someone else is chosen. */}
              {application.owner && !owners.data?.some((owner) => owner.id === application.owner?.id) && (
                <option value={application.owner.id}>{application.owner.name}</option>
              )}
              {owners.data?.map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <RatingField
        rating={application.rating}
        disabled={update.isPending}
        onRate={(rating) => save({ rating }, rating === null ? "Rating cleared" : `Rated ${rating} of 5`)}
      />
    </Panel>
  );
}
