import { SlidersHorizontal } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { APPLICATION_STAGE_LABELS } from "#contract/application-pipeline";
import { APPLICATION_STAGES } from "#contract/enums";
import {
  RADIUS_MILES_MAX,
  RADIUS_MILES_MIN,
  REMOTE_PREFERENCE_LABELS,
  REMOTE_PREFERENCES,
  SKILLS_MODES,
} from "#contract/matching";
import { MATCH_FILTERS, SKILLS_MODE_LABELS } from "../../../content/matching";
import { searchAddress } from "../../../lib/list-search";
import { cn } from "../../../lib/utils";
import { Button } from "../../ui/button";
import { Field, Input, Select } from "../../ui/form";
import { useApplicationOwners } from "../applications/application-queries";
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
  const owners = useApplicationOwners().data;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // "Have all" is what no mode means: it never stands in the address.
    void navigate(searchAddress(event.currentTarget, { skillsMode: "all" }));
    setOpen(false);
  }

  // Without a filter, the other values stay: Clear leaves the search as it is.
  const cleared = new URLSearchParams(Object.entries(keep).filter((entry) => entry[1]));
  const clearTo = cleared.size > 0 ? `${pathname}?${cleared}` : pathname;
  const field = (name: keyof MatchFilterValues) => ({ name, defaultValue: values[name] ?? "" });

  return (
    // Remounted when the address changes (Back, Clear, a link), so each field shows what the address holds.
    <form
      key={search}
      method="get"
      action={pathname}
      onSubmit={apply}
      aria-label={MATCH_FILTERS.legend}
      className="mt-4"
      data-testid="match-filters"
    >
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
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
        className={cn("mt-3 gap-3 sm:mt-0 sm:grid sm:grid-cols-3 lg:grid-cols-6", open ? "grid" : "hidden")}
      >
        <Field label={MATCH_FILTERS.radius} hint={MATCH_FILTERS.radiusHint}>
          {(p) => (
            <Input
              {...p}
              {...field("radius")}
              type="number"
              inputMode="numeric"
              min={RADIUS_MILES_MIN}
              max={RADIUS_MILES_MAX}
            />
          )}
        </Field>
        <Field label={MATCH_FILTERS.near} className="lg:col-span-2">
          {(p) => <Input {...p} {...field("near")} placeholder={nearPlaceholder} autoComplete="off" />}
        </Field>
        <Field label={MATCH_FILTERS.salaryMin} hint={payHint}>
          {(p) => <Input {...p} {...field("salaryMin")} type="number" inputMode="numeric" min={0} step={1000} />}
        </Field>
        <Field label={MATCH_FILTERS.salaryMax}>
          {(p) => <Input {...p} {...field("salaryMax")} type="number" inputMode="numeric" min={0} step={1000} />}
        </Field>
        <Field label={MATCH_FILTERS.remote}>
          {(p) => (
            <Select {...p} {...field("remote")}>
              <option value="">{MATCH_FILTERS.remoteAny}</option>
              {REMOTE_PREFERENCES.map((value) => (
                <option key={value} value={value}>
                  {REMOTE_PREFERENCE_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={MATCH_FILTERS.skills} hint={MATCH_FILTERS.skillsHint} className="lg:col-span-2">
          {(p) => <Input {...p} {...field("skills")} placeholder="CPA, SAP" autoComplete="off" />}
        </Field>
        <Field label={MATCH_FILTERS.skillsMode}>
          {(p) => (
            <Select {...p} {...field("skillsMode")}>
              {SKILLS_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {SKILLS_MODE_LABELS[mode]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={MATCH_FILTERS.availableInWeeks}>
          {(p) => <Input {...p} {...field("availableInWeeks")} type="number" inputMode="numeric" min={0} max={52} />}
        </Field>
        <Field label={MATCH_FILTERS.stage}>
          {(p) => (
            <Select {...p} {...field("stage")}>
              <option value="">{MATCH_FILTERS.stageAny}</option>
              {APPLICATION_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {APPLICATION_STAGE_LABELS[stage]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={MATCH_FILTERS.tags} hint={MATCH_FILTERS.tagsHint}>
          {(p) => <Input {...p} {...field("tags")} autoComplete="off" />}
        </Field>
        <Field label={MATCH_FILTERS.owner}>
          {(p) => (
            // The chosen owner stays a choice while the names load.
            <Select {...p} {...field("owner")} key={owners ? "owners" : "loading"}>
              <option value="">{MATCH_FILTERS.ownerAny}</option>
              {(owners ?? []).map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.name}
                </option>
              ))}
              {!owners && values.owner && <option value={values.owner}>{values.owner}</option>}
            </Select>
          )}
        </Field>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-3 lg:col-span-6">
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
