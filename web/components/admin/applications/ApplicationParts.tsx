import { Star } from "lucide-react";
import { APPLICATION_STAGE_LABELS, isClosedStage, REJECTION_REASON_LABELS } from "#contract/application-pipeline";
import { type ApplicationStage, REJECTION_REASONS, type RejectionReason } from "#contract/enums";
import { STAGE_TONES } from "../../../content/applications";
import { Badge } from "../../ui/badge";
import { Field, Select } from "../../ui/form";

export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return <Badge tone={STAGE_TONES[stage]}>{APPLICATION_STAGE_LABELS[stage]}</Badge>;
}

/** A read-only rating: "4 of 5" for screen readers, stars for the eye. */
export function RatingStars({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-muted-foreground">Not rated</span>;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} of 5`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={value <= rating ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-slate-300"}
        />
      ))}
    </span>
  );
}

/**
 * The stage select and, for a closed stage, its reason: how every screen of the pipeline asks where an application
 * goes (its work panel, the board's Closed column, the table's bulk actions).
 */
export function StageAndReasonFields({
  stages,
  stage,
  onStage,
  reason,
  onReason,
  stageLabel = "Stage",
  reasonRequired = false,
  disabled,
}: {
  stages: readonly ApplicationStage[];
  stage: ApplicationStage;
  onStage: (stage: ApplicationStage) => void;
  reason: RejectionReason | "";
  onReason: (reason: RejectionReason | "") => void;
  stageLabel?: string;
  /** A rejection names its reason; elsewhere "No reason given" is a choice. */
  reasonRequired?: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <Field label={stageLabel}>
        {(p) => (
          <Select
            {...p}
            value={stage}
            disabled={disabled}
            onChange={(event) => onStage(event.target.value as ApplicationStage)}
          >
            {stages.map((value) => (
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
            <Select
              {...p}
              value={reason}
              disabled={disabled}
              onChange={(event) => onReason(event.target.value as RejectionReason | "")}
            >
              {!reasonRequired && <option value="">No reason given</option>}
              {REJECTION_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REJECTION_REASON_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </>
  );
}
