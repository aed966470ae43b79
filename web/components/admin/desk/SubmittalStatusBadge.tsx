import type { SubmittalStatus } from "../../../../worker/contract/desk-enums";
import { SUBMITTAL_STATUS_LABELS } from "../../../../worker/contract/submittals";
import { Badge } from "../../ui/badge";

const TONES = {
  awaiting: "yellow",
  interview: "green",
  declined: "red",
  hold: "neutral",
  closed: "neutral",
} as const satisfies Record<SubmittalStatus, string>;

/** A submittal's status as staff read it everywhere: the client's answer, or waiting, or decided by the firm. */
export function SubmittalStatusBadge({ status }: { status: SubmittalStatus }) {
  return <Badge tone={TONES[status]}>{SUBMITTAL_STATUS_LABELS[status]}</Badge>;
}
