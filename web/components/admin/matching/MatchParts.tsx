import { TriangleAlert } from "lucide-react";
import type { MatchReasons, MatchRestriction, MatchRestrictionKind } from "#contract/matching";
import { JOB_ORDER_PAGE } from "../../../content/matching";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/utils";
import { reasonsText } from "./match-words";

/** A restriction's colours: off-limits stops a submittal (red); the others are cautions. */
const RESTRICTION_STYLES: Readonly<Record<MatchRestrictionKind, string>> = {
  off_limits: "bg-red-50 text-red-800",
  no_poach: "bg-orange-50 text-orange-800",
  submitted_to_client: "bg-yellow-50 text-yellow-900",
  in_process: "bg-blue-50 text-blue-800",
};

/** The match's score out of 100, read out as such. */
export function MatchScore({ score }: { score: number }) {
  return (
    <span
      className="inline-flex min-w-10 shrink-0 items-center justify-center rounded-md bg-primary px-2 py-1 text-sm font-bold text-primary-foreground tabular-nums"
      title={JOB_ORDER_PAGE.score(score)}
      data-testid="match-score"
    >
      <span aria-hidden>{score}</span>
      <span className="sr-only">{JOB_ORDER_PAGE.score(score)}</span>
    </span>
  );
}

/** Why the match ranks where it does, in one line of words. */
export function MatchReasonsLine({ reasons }: { reasons: MatchReasons }) {
  return (
    <p className="mt-1 text-sm break-words" data-testid="match-reasons">
      {reasonsText(reasons)}
    </p>
  );
}

/** What stands in the way of presenting the match, each as a warning in words. */
export function MatchRestrictions({ restrictions }: { restrictions: readonly MatchRestriction[] }) {
  if (restrictions.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm" data-testid="match-restrictions">
      {restrictions.map((restriction) => (
        // The detail names its kind ("Off-limits: a contact of Acme"), so it stands alone.
        <li
          key={`${restriction.kind}-${restriction.detail}`}
          className={cn(
            "flex items-start gap-1.5 rounded-md px-2 py-1 break-words",
            RESTRICTION_STYLES[restriction.kind],
          )}
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0">{restriction.detail}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A filter the API refused (400: a place the gazetteer does not know, a pay range upside down), in its own words
 * naming the field; undefined for any other error, which the list's own line reports.
 */
export function filterProblemOf(error: Error | null): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return error.issues?.map((issue) => issue.message).join(" ") || error.serverMessage || error.message;
}

/** The refusal of a list's filters, where the list would be. */
export function FilterProblem({ problem }: { problem: string }) {
  return (
    <p role="alert" className="mt-4 text-red-800" data-testid="filter-problem">
      {problem}
    </p>
  );
}
