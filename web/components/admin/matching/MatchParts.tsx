import type { MatchReasons, MatchRestriction, MatchRestrictionKind } from "#contract/matching";
import { JOB_ORDER_PAGE, RESTRICTION_LABELS } from "../../../content/matching";
import { ApiError } from "../../../lib/api";
import { Badge } from "../../ui/badge";
import { reasonsText } from "./match-words";

const RESTRICTION_TONES: Readonly<Record<MatchRestrictionKind, "red" | "orange" | "yellow" | "blue">> = {
  off_limits: "red",
  no_poach: "orange",
  submitted_to_client: "yellow",
  in_process: "blue",
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
        <li key={`${restriction.kind}-${restriction.detail}`} role="note" className="break-words">
          <Badge tone={RESTRICTION_TONES[restriction.kind]}>{RESTRICTION_LABELS[restriction.kind]}</Badge>{" "}
          {restriction.detail}
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
