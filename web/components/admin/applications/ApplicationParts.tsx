import { Star } from "lucide-react";
import { APPLICATION_STAGE_LABELS } from "../../../../worker/contract/application-pipeline";
import type { ApplicationStage } from "../../../../worker/contract/enums";
import { STAGE_TONES } from "../../../content/applications";
import { Badge } from "../../ui/badge";

export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return <Badge tone={STAGE_TONES[stage]}>{APPLICATION_STAGE_LABELS[stage]}</Badge>;
}

/** A read-only rating: "4 of 5" for screen readers, stars for the eye. */
export function RatingStars({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-muted-foreground">Not rated</span>;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} of 5`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star key={value} aria-hidden className={value <= rating ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-slate-300"} />
      ))}
    </span>
  );
}
