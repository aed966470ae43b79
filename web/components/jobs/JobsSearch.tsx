import { type FormEvent, lazy, Suspense, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { POPULAR_JOB_SEARCHES } from "#contract/job-listing";
import type { JobSearchFilters } from "#contract/list-pages";
import { NEAR_RADIUS_DEFAULT, radiusChoicesWith } from "#contract/matching";
import { INDUSTRIES, JOB_LOCATIONS } from "#contract/site-enums";
import {
  addressWith,
  RESULTS_FRAGMENT,
  searchAddress,
  showResults,
  useFieldsFollowAddress,
} from "../../lib/list-search";
import { Button } from "../ui/button";
import { Checkbox, Field, Input, Select } from "../ui/form";
import { BellPlusIcon, SearchIcon, XIcon } from "../ui/icons";

/** The job alert dialog and its form: loaded when the visitor asks for an alert, never in the first load. */
const JobAlertDialog = lazy(() => import("../job-alerts/JobAlertDialog"));

/** The /job-alerts page for this search (the alert form without scripts), in /jobs's own query names. */
function jobAlertsPageFor(search: JobSearchFilters): string {
  const query = new URLSearchParams(Object.entries(search).filter((entry) => entry[1]));
  return `/job-alerts${query.size > 0 ? `?${query}` : ""}`;
}

/**
 * /jobs's search, a GET form: keyword, location, industry, a place with a radius, a salary floor and remote only
 * (decision 097). With scripts, Search Jobs (or Enter) applies it and the location and industry selects apply at
 * once. `errors` are the API's 400 for the address, shown beside their fields, which keep the values as given.
 */
export function JobsSearch({ search, errors }: { search: JobSearchFilters; errors: Record<string, string> }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  useFieldsFollowAddress(form, { ...search, radius: search.radius || String(NEAR_RADIUS_DEFAULT) });

  /** A search from the form's fields, at page 1; a select's change (no submitter) leaves the page where it is. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchAddress(event.currentTarget, { radius: String(NEAR_RADIUS_DEFAULT) }));
    if ((event.nativeEvent as SubmitEvent).submitter) showResults();
  }
  const applyAtOnce = (event: FormEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

  return (
    <form
      ref={form}
      role="search"
      method="get"
      action={`/jobs#${RESULTS_FRAGMENT}`}
      onSubmit={submit}
      className="mt-8 grid grid-cols-2 gap-3 rounded-lg bg-white p-4 text-foreground shadow-lg lg:grid-cols-12"
    >
      <Field id="job-keyword" label="Keyword" error={errors.title} className="col-span-2 lg:col-span-6">
        {(p) => (
          <Input
            {...p}
            name="title"
            type="search"
            placeholder="Job title, company or keyword"
            defaultValue={search.title}
            maxLength={200}
          />
        )}
      </Field>
      <Field id="job-location" label="Location" error={errors.location} className="lg:col-span-3">
        {(p) => (
          <Select {...p} name="location" defaultValue={search.location} onChange={applyAtOnce}>
            <option value="">All Locations</option>
            {JOB_LOCATIONS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="job-industry" label="Industry" error={errors.industry} className="lg:col-span-3">
        {(p) => (
          <Select {...p} name="industry" defaultValue={search.industry} onChange={applyAtOnce}>
            <option value="">All Industries</option>
            {INDUSTRIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <NearFields search={search} errors={errors} />
      <Field id="job-salary" label="Salary at least ($/yr)" error={errors.salaryMin} className="lg:col-span-2">
        {(p) => (
          <Input
            {...p}
            name="salaryMin"
            inputMode="numeric"
            placeholder="80000"
            defaultValue={search.salaryMin}
            maxLength={12}
          />
        )}
      </Field>
      <label className="col-span-2 flex h-10 items-center gap-2 self-end text-sm font-medium lg:col-span-2">
        <Checkbox name="remote" value="true" defaultChecked={search.remote === "true"} />
        Remote only
      </label>
      <Button type="submit" className="self-end lg:col-span-2">
        <SearchIcon aria-hidden />
        Search Jobs
      </Button>
      <Button asChild variant="outline" className="self-end lg:col-span-1">
        <Link to="/jobs">
          <XIcon aria-hidden />
          Clear
        </Link>
      </Button>
    </form>
  );
}

/** Where: a ZIP or city and the miles around it, the default radius shown until another is given. */
function NearFields({ search, errors }: { search: JobSearchFilters; errors: Record<string, string> }) {
  return (
    <>
      <Field id="job-near" label="Near (ZIP or City, ST)" error={errors.near} className="col-span-2 lg:col-span-3">
        {(p) => (
          <Input {...p} name="near" placeholder="60601 or Chicago, IL" defaultValue={search.near} maxLength={100} />
        )}
      </Field>
      <Field id="job-radius" label="Within" error={errors.radius} className="lg:col-span-2">
        {(p) => (
          <Select {...p} name="radius" defaultValue={search.radius || String(NEAR_RADIUS_DEFAULT)}>
            {radiusChoicesWith(search.radius).map((miles) => (
              <option key={miles} value={miles}>
                {miles} miles
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}

/** "Email me jobs like these": the link to /job-alerts for this search, or with scripts the alert dialog. */
export function JobAlertLink({ search }: { search: JobSearchFilters }) {
  const [alertOpen, setAlertOpen] = useState(false);
  return (
    <>
      {/* A link to the form's own page (/job-alerts) before and without scripts; with them, the dialog. */}
      <Button asChild variant="accent" className="mt-4">
        <a
          href={jobAlertsPageFor(search)}
          onClick={(event) => {
            event.preventDefault();
            setAlertOpen(true);
          }}
        >
          <BellPlusIcon aria-hidden />
          Email me jobs like these
        </a>
      </Button>
      {alertOpen && (
        <Suspense fallback={null}>
          <JobAlertDialog open={alertOpen} onOpenChange={setAlertOpen} search={search} />
        </Suspense>
      )}
    </>
  );
}

/** The popular searches, links to /jobs with that keyword. */
export function PopularJobSearches() {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-navy-200">Popular searches:</span>
      {POPULAR_JOB_SEARCHES.map((term) => (
        <Link
          key={term}
          to={addressWith("/jobs", new URLSearchParams({ title: term }))}
          className="rounded-full border border-white/40 px-3 py-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {term}
        </Link>
      ))}
    </div>
  );
}
