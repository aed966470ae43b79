import { OFF_LIMITS_REASON_LABELS, type OffLimitsView } from "../../../../worker/contract/submittals";
import { Badge } from "../../ui/badge";
import { formatDay } from "../labels";

/** "Placed, in guarantee (Initech) until Fri, Jan 1, 2099", or "A client contact (Umbrella)": one rule in words. */
export function offLimitsText(rule: OffLimitsView): string {
  const until = rule.endsOn ? ` until ${formatDay(rule.endsOn, "medium")}` : "";
  return `${OFF_LIMITS_REASON_LABELS[rule.reason]} (${rule.clientName})${until}`;
}

/** A candidate's off-limits rules (issue 32 item 5): a badge and why, or nothing when there is none. */
export function OffLimitsNote({ rules, className }: { rules: readonly OffLimitsView[]; className?: string }) {
  if (rules.length === 0) return null;
  return (
    <span className={className} data-testid="off-limits">
      <Badge tone="red">Off-limits</Badge>{" "}
      <span className="text-xs text-red-800">{rules.map(offLimitsText).join("; ")}</span>
    </span>
  );
}
