import type { ScoreTerm } from "#contract/lead-scoring";
import { SCORE_BREAKDOWN } from "../../../content/crm";

const signed = (points: number) => (points > 0 ? `+${points}` : `${points}`);

/** Stays in view at the left of a table scrolled sideways (a phone), as wide as the screen allows. */
const PLACE = "sticky left-0 max-w-[min(28rem,calc(100vw-5rem))]";

/** The terms a lead's score adds up from, with the total under them. */
export function ScoreBreakdown({ score, terms }: { score: number; terms: ScoreTerm[] }) {
  if (terms.length === 0) return <p className={`${PLACE} text-sm text-muted-foreground`}>{SCORE_BREAKDOWN.none}</p>;
  return (
    <div className={PLACE}>
      <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {SCORE_BREAKDOWN.heading}
      </p>
      <dl className="text-sm">
        {terms.map((term, index) => (
          <div key={index} className="flex justify-between gap-4 border-b border-border/60 py-1">
            <dt>{term.label}</dt>
            <dd className={term.points < 0 ? "text-red-800 tabular-nums" : "tabular-nums"}>{signed(term.points)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-1 font-semibold">
          <dt>{SCORE_BREAKDOWN.total}</dt>
          <dd className="tabular-nums">{score}</dd>
        </div>
      </dl>
    </div>
  );
}
