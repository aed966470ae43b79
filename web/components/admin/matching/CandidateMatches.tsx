import { useState } from "react";
import { Link } from "react-router";
import type { CandidateMatch } from "#contract/matching";
import type { ContactOption } from "#contract/submittals";
import { JOB_ORDER_PAGE, MATCH_FILTERS } from "../../../content/matching";
import { Checkbox } from "../../ui/form";
import { ListPager } from "../ListPager";
import { formatDay } from "../labels";
import { useListParams } from "../list-params";
import { Panel, QueryStatus } from "../Panel";
import { MatchActions } from "./MatchActions";
import { MatchFilterForm } from "./MatchFilterForm";
import { FilterProblem, filterProblemOf, MatchReasonsLine, MatchRestrictions, MatchScore } from "./MatchParts";
import { MATCH_FILTER_NAMES, matchFiltersOf } from "./match-filters";
import { MATCHES_PAGE_SIZE, useJobMatches } from "./match-queries";
import type { ChosenMatch } from "./SubmitMatchesDialog";

/** The chosen matches by id; the choice survives paging and filtering, as on the candidates list. */
type Chosen = ReadonlyMap<string, ChosenMatch>;

const chosenOf = (match: CandidateMatch): ChosenMatch => ({
  id: match.candidateId,
  name: match.name,
  offLimits: match.restrictions.find((restriction) => restriction.kind === "off_limits")?.detail,
});

/**
 * The job order's "Matching candidates": the filters (in the address), the ranked people with their score, reasons
 * and restrictions, a choice of one or many, and "Add to pipeline" and "Submit to client" for the choice.
 */
export function CandidateMatches({
  jobId,
  client,
  payHint,
}: {
  jobId: string;
  /** What the pay filter's dollars are per: the job's period. */
  payHint: string;
  /** The job's client and its contacts, or null when the job is not a client's job order. */
  client: { name: string; contacts: ContactOption[] } | null;
}) {
  const { params, page, apply } = useListParams(MATCH_FILTER_NAMES);
  const filters = matchFiltersOf(params);
  const matches = useJobMatches(jobId, filters, page);
  const rows = matches.data?.rows ?? [];
  const [chosen, setChosen] = useState<Chosen>(new Map());

  const toggle = (match: CandidateMatch, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(match.candidateId, chosenOf(match));
      else next.delete(match.candidateId);
      return next;
    });

  const invalid = filterProblemOf(matches.error);
  return (
    <Panel id="job-matches" title={JOB_ORDER_PAGE.matchesTitle} description={JOB_ORDER_PAGE.matchesIntro}>
      <MatchFilterForm values={filters} nearPlaceholder={MATCH_FILTERS.nearJob} payHint={payHint} />
      <MatchActions jobId={jobId} client={client} chosen={[...chosen.values()]} onClear={() => setChosen(new Map())} />
      {invalid ? (
        <FilterProblem problem={invalid} />
      ) : (
        <QueryStatus
          query={{ ...matches, data: matches.data?.rows }}
          noun="matches"
          empty={JOB_ORDER_PAGE.matchesEmpty}
        />
      )}
      {rows.length > 0 && !invalid && (
        <ol className="mt-4 divide-y divide-border" data-testid="job-matches">
          {rows.map((match) => (
            <MatchRow
              key={match.candidateId}
              match={match}
              checked={chosen.has(match.candidateId)}
              onCheck={(on) => toggle(match, on)}
            />
          ))}
        </ol>
      )}
      {matches.data && !invalid && (
        <ListPager
          label="Match pages"
          testId="matches-range"
          page={page}
          pageSize={MATCHES_PAGE_SIZE}
          shown={rows.length}
          total={matches.data.total}
          onPage={(next) => apply({ page: next })}
        />
      )}
    </Panel>
  );
}

function MatchRow({
  match,
  checked,
  onCheck,
}: {
  match: CandidateMatch;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  return (
    <li className="flex gap-3 py-3" data-testid="job-match">
      {/* The whole cell is the box's target, so a thumb finds it. */}
      <label className="-m-2 flex shrink-0 cursor-pointer items-start p-3">
        <Checkbox
          checked={checked}
          onChange={(event) => onCheck(event.target.checked)}
          aria-label={JOB_ORDER_PAGE.selectLabel(match.name)}
          className="size-5"
        />
      </label>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <MatchScore score={match.score} />
          <Link
            to={`/admin/candidates/${match.candidateId}`}
            className="font-medium break-words text-primary underline-offset-2 hover:underline"
          >
            {match.name}
          </Link>
          {match.location && <span className="text-sm text-muted-foreground">{match.location}</span>}
        </div>
        <MatchReasonsLine reasons={match.reasons} />
        <MatchRestrictions restrictions={match.restrictions} />
        {match.availableFrom && (
          <p className="mt-1 text-sm text-amber-800" data-testid="available-from">
            On a contract assignment: available from {formatDay(match.availableFrom, "medium")}
          </p>
        )}
      </div>
    </li>
  );
}
