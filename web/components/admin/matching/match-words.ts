import type { MatchReasons } from "#contract/matching";

/**
 * A match's reasons in words, as a recruiter reads them at a glance: "CPA, SAP matched · missing Big 4 · 12 miles ·
 * within range · available in 2 weeks".
 */
export function reasonsText(reasons: MatchReasons): string {
  const parts: string[] = [];
  if (reasons.matched.length > 0) parts.push(`${reasons.matched.join(", ")} matched`);
  if (reasons.missing.length > 0) parts.push(`missing ${reasons.missing.join(", ")}`);
  parts.push(reasons.place, reasons.payFit, availableText(reasons.available));
  return parts.join(" · ");
}

/** "now" -> "available now", "2 weeks" -> "available in 2 weeks", "not given" -> "availability not given". */
function availableText(available: string): string {
  if (available === "now") return "available now";
  if (available === "not given") return "availability not given";
  return `available in ${available}`;
}
