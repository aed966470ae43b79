import { SlidersHorizontal } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { MATCH_FILTERS } from "../../../content/matching";
import { searchAddress } from "../../../lib/list-search";
import { cn } from "../../../lib/utils";
import { Button } from "../../ui/button";
import { PeopleFields, PlaceAndPayFields } from "./MatchFilterFields";
import { activeFilterCount, type MatchFilterValues } from "./match-filters";

/**
 * The filters of a match list as a GET form with named fields: applying it goes to this page's address with the
 * filters (and `keep`, the page's other state, such as the candidates search) in its query, so the address holds
 * the list. On a phone the fields fold behind a "Filters" button that says how many are on.
 */
export function MatchFilterForm({
  values,
  keep = {},
  nearPlaceholder,
  payHint,
}: {
  values: MatchFilterValues;
  /** The address's other values the form carries along (the search, "duplicates only"). */
  keep?: Record<string, string>;
  /** What an empty "Of" measures from: the job's location, or nothing (a ZIP or city is needed). */
  nearPlaceholder: string;
  /** What period the pay filter's dollars are per. */
  payHint: string;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const active = activeFilterCount(values);
  const [open, setOpen] = useState(false);
  const fieldsId = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // "Have all" is what no mode means: it never stands in the address.
    void navigate(searchAddress(event.currentTarget, { skillsMode: "all" }));
    setOpen(false);
  }

  // Without a filter, the other values stay: Clear leaves the search as it is.
  const kept = new URLSearchParams(Object.entries(keep).filter((entry) => entry[1]));
  const clearTo = kept.size > 0 ? `${pathname}?${kept}` : pathname;

  return (
    // Remounted when the address changes (Back, Clear, a link), so each field shows what the address holds.
    <form
      key={search}
      method="get"
      action={pathname}
      onSubmit={apply}
      aria-label={MATCH_FILTERS.legend}
      // Columns by the form's own width, not the screen's: beside the back office's sidebar a 1280-pixel screen leaves
      // a panel too narrow for six labelled fields in a row.
      className="@container mt-4"
      data-testid="match-filters"
    >
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="button"
        variant="outline"
        className="w-full sm:hidden"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden />
        {MATCH_FILTERS.toggle(active)}
      </Button>
      <div
        id={fieldsId}
        className={cn("mt-3 gap-3 sm:mt-0 sm:grid sm:grid-cols-3 @5xl:grid-cols-6", open ? "grid" : "hidden")}
      >
        <PlaceAndPayFields values={values} nearPlaceholder={nearPlaceholder} payHint={payHint} />
        <PeopleFields values={values} />
        <div className="flex flex-wrap items-end gap-2 sm:col-span-3 @5xl:col-span-6">
          <Button type="submit">{MATCH_FILTERS.apply}</Button>
          {active > 0 && (
            <Button asChild variant="outline">
              <Link to={clearTo}>{MATCH_FILTERS.clear}</Link>
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
