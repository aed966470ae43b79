import { CANDIDATES_PAGE } from "../../../content/admin-candidates";
import { CANDIDATE_SEARCH_HINT, MATCH_FILTERS } from "../../../content/matching";
import { Checkbox, Label } from "../../ui/form";
import { ListSearch } from "../ListSearch";
import { MatchFilterForm } from "../matching/MatchFilterForm";
import type { CandidateFilters } from "./candidate-queries";

/**
 * The search (its hint says how to leave a word out and keep a phrase), the duplicates-only box, and a job match's
 * filters as a GET form that carries the search along; all kept in the URL.
 */
export function CandidateListFilters({
  filters,
  apply,
}: {
  filters: CandidateFilters;
  apply: (changes: { q?: string; duplicates?: string }) => void;
}) {
  return (
    <>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <ListSearch
          label="Search candidates"
          placeholder={CANDIDATES_PAGE.searchPlaceholder}
          value={filters.q}
          onSearch={(q) => apply({ q })}
          hint={CANDIDATE_SEARCH_HINT}
          className="min-w-0 flex-1"
        />
        <div className="flex min-h-10 items-center gap-2">
          <Checkbox
            id="duplicates-only"
            checked={filters.duplicates}
            onChange={(event) => apply({ duplicates: event.target.checked ? "1" : "" })}
          />
          <Label htmlFor="duplicates-only">{CANDIDATES_PAGE.duplicatesOnly}</Label>
        </div>
      </div>
      <MatchFilterForm
        values={filters.match}
        keep={{ q: filters.q ?? "", duplicates: filters.duplicates ? "1" : "" }}
        nearPlaceholder={MATCH_FILTERS.nearNone}
        payHint={MATCH_FILTERS.payHintYear}
      />
    </>
  );
}
