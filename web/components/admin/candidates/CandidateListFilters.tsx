import { CANDIDATES_PAGE } from "../../../content/admin-candidates";
import { Checkbox, Label } from "../../ui/form";
import { ListSearch } from "../ListSearch";
import type { CandidateFilters } from "./candidate-queries";

/** The search and the duplicates-only box, both kept in the URL. */
export function CandidateListFilters({
  filters,
  apply,
}: {
  filters: CandidateFilters;
  apply: (changes: { q?: string; duplicates?: string }) => void;
}) {
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <ListSearch
        label="Search candidates"
        placeholder={CANDIDATES_PAGE.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => apply({ q })}
        className="flex-1"
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="duplicates-only"
          checked={filters.duplicates}
          onChange={(event) => apply({ duplicates: event.target.checked ? "1" : "" })}
        />
        <Label htmlFor="duplicates-only">{CANDIDATES_PAGE.duplicatesOnly}</Label>
      </div>
    </div>
  );
}
