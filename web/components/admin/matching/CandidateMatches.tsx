import { useState } from "react";
import { Link } from "react-router";
import type { CandidateMatch } from "#contract/matching";
import type { ContactOption } from "#contract/submittals";
import { JOB_ORDER_PAGE, MATCH_FILTERS } from "../../../content/matching";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Checkbox } from "../../ui/form";
import { AddToJobOutcomes } from "../candidates/AddToJobParts";
import { ListPager } from "../ListPager";
import { useListParams } from "../list-params";
import { Panel, QueryStatus } from "../Panel";
import { MatchFilterForm } from "./MatchFilterForm";
import { MatchReasonsLine, MatchRestrictions, MatchScore } from "./MatchParts";
import { MATCH_FILTER_NAMES, matchFiltersOf } from "./match-filters";
import { MATCHES_PAGE_SIZE, useAddMatchesToJob, useJobMatches } from "./match-queries";
import { type ChosenMatch, SubmitMatchesDialog } from "./SubmitMatchesDialog";

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
  const [dialog, setDialog] = useState<"added" | "submit" | null>(null);
  const add = useAddMatchesToJob(jobId);

  const toggle = (match: CandidateMatch, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(match.candidateId, chosenOf(match));
      else next.delete(match.candidateId);
      return next;
    });

  function addToPipeline() {
    add.mutate([...chosen.keys()], { onSettled: () => setDialog("added") });
  }

  const invalid = matches.error instanceof ApiError && matches.error.status === 400 ? matches.error : undefined;
  return (
    <Panel id="job-matches" title={JOB_ORDER_PAGE.matchesTitle} description={JOB_ORDER_PAGE.matchesIntro}>
      <MatchFilterForm values={filters} nearPlaceholder={MATCH_FILTERS.nearJob} payHint={payHint} />
      {chosen.size > 0 && (
        <div
          className="sticky bottom-2 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-md border border-border bg-white p-2 text-sm shadow-md"
          data-testid="matches-selection"
        >
          <span className="font-medium">{JOB_ORDER_PAGE.selected(chosen.size)}</span>
          <Button size="sm" onClick={addToPipeline} disabled={add.isPending}>
            {JOB_ORDER_PAGE.addToPipeline}
          </Button>
          <Button size="sm" onClick={() => setDialog("submit")} disabled={!client}>
            {JOB_ORDER_PAGE.submitToClient}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setChosen(new Map())}>
            {JOB_ORDER_PAGE.clearSelection}
          </Button>
          {!client && <span className="text-muted-foreground">{JOB_ORDER_PAGE.noClientToSubmit}</span>}
        </div>
      )}
      {invalid ? (
        <p role="alert" className="mt-4 text-red-800">
          {invalid.issues?.map((issue) => issue.message).join(" ") || invalid.serverMessage}
        </p>
      ) : (
        <QueryStatus
          query={{ ...matches, data: matches.data?.rows }}
          noun="matches"
          empty={JOB_ORDER_PAGE.matchesEmpty}
        />
      )}
      {rows.length > 0 && (
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
      <Dialog open={dialog === "added"} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent>
          <DialogTitle>{JOB_ORDER_PAGE.addToPipeline}</DialogTitle>
          <DialogDescription className="sr-only">{JOB_ORDER_PAGE.addToPipeline}</DialogDescription>
          {add.data && <AddToJobOutcomes outcome={add.data} />}
          {add.error && (
            <p role="alert" className="text-sm text-red-800">
              {(add.error instanceof ApiError && add.error.serverMessage) || add.error.message}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)}>
              Close
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {client && (
        <SubmitMatchesDialog
          jobId={jobId}
          clientName={client.name}
          contacts={client.contacts}
          chosen={[...chosen.values()]}
          open={dialog === "submit"}
          onOpenChange={(open) => setDialog(open ? "submit" : null)}
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
      </div>
    </li>
  );
}
