import { APPLICATION_STAGE_LABELS, isClosedStage } from "#contract/application-pipeline";
import type { SubmittalStatus } from "#contract/desk-enums";
import type { ApplicationStage } from "#contract/enums";
import { SUBMITTAL_STATUS_LABELS } from "#contract/submittals";
import { Badge } from "../../ui/badge";

const TONES = {
  awaiting: "yellow",
  interview: "green",
  declined: "red",
  hold: "neutral",
  closed: "neutral",
} as const satisfies Record<SubmittalStatus, string>;

/** Whether the firm has decided the application (placed, or closed): nothing is left to do on its submittals. */
export const isDecided = (stage: ApplicationStage) => stage === "placed" || isClosedStage(stage);

/**
 * A submittal's status as staff read it everywhere: the client's answer, or waiting; once the application is decided,
 * that decision ("Placed"), not an answer the client gave before it.
 */
export function SubmittalStatusBadge({
  status,
  applicationStage,
}: {
  status: SubmittalStatus;
  applicationStage: ApplicationStage;
}) {
  if (isDecided(applicationStage))
    return (
      <Badge tone={applicationStage === "placed" ? "green" : "neutral"}>
        {APPLICATION_STAGE_LABELS[applicationStage]}
      </Badge>
    );
  return <Badge tone={TONES[status]}>{SUBMITTAL_STATUS_LABELS[status]}</Badge>;
}
