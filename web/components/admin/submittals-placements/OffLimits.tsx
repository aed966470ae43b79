import { type CandidateRestrictions, OFF_LIMITS_REASON_LABELS, type OffLimitsView } from "#contract/submittals";
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

/** "Works for Globex, a no-poach client.": the flag of a candidate whose current employer is a no-poach client. */
export function noPoachText(employer: string): string {
  return `Works for ${employer}, a no-poach client.`;
}

/** A candidate's restrictions on a list or page: the off-limits rules, then the no-poach flag, or nothing. */
export function RestrictionsNote({
  restrictions,
  className,
}: {
  restrictions: CandidateRestrictions;
  className?: string;
}) {
  if (restrictions.offLimits.length === 0 && !restrictions.noPoachEmployer) return null;
  return (
    <span className={className}>
      <OffLimitsNote rules={restrictions.offLimits} className="block" />
      {restrictions.noPoachEmployer && (
        <span className="block" data-testid="no-poach">
          <Badge tone="orange">No-poach</Badge>{" "}
          <span className="text-xs text-orange-800">{noPoachText(restrictions.noPoachEmployer)}</span>
        </span>
      )}
    </span>
  );
}
