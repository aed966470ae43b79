import type { AssignmentStatus } from "#contract/assignment-enums";
import { ASSIGNMENT_STATUS_LABELS, type AssignmentView } from "#contract/assignments";
import { Badge } from "../../ui/badge";

const TONES = {
  upcoming: "blue",
  active: "green",
  ended_early: "red",
  completed: "neutral",
  converted_to_hire: "navy",
} as const satisfies Record<AssignmentStatus, string>;

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return <Badge tone={TONES[status]}>{ASSIGNMENT_STATUS_LABELS[status]}</Badge>;
}

/** Hourly money is shown to the cent. */
export const formatRate = (dollars: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(dollars);

/** "$95.00 / $70.00 an hour": billed, then paid. */
export const ratesText = (rates: { billRate: number; payRate: number }) =>
  `${formatRate(rates.billRate)} / ${formatRate(rates.payRate)} an hour`;

/** "$25.00 margin (35.71% markup)". */
export const marginText = (rates: Pick<AssignmentView, "marginPerHour" | "markupPercent">) =>
  `${formatRate(rates.marginPerHour)} margin${rates.markupPercent === null ? "" : ` (${rates.markupPercent}% markup)`}`;
