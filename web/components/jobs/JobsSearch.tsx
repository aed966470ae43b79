import { type FormEvent, lazy, Suspense, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { POPULAR_JOB_SEARCHES } from "#contract/job-listing";
import { INDUSTRIES, JOB_LOCATIONS } from "#contract/site-enums";
import {
  addressWith,
  RESULTS_FRAGMENT,
  searchAddress,
  showResults,
  useFieldsFollowAddress,
} from "../../lib/list-search";
import { Button } from "../ui/button";
import { Input, Label, Select } from "../ui/form";
import { BellPlusIcon, SearchIcon, XIcon } from "../ui/icons";

/** The job alert dialog and its form: loaded when the visitor asks for an alert, never in the first load. */
const JobAlertDialog = lazy(() => import("../job-alerts/JobAlertDialog"));

/** The /job-alerts page for this search (the alert form without scripts), in /jobs's own query names. */
function jobAlertsPageFor(search: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(search).filter((entry) => entry[1]));
  return `/job-alerts${query.size > 0 ? `?${query}` : ""}`;
}

/**
 * /jobs's search, a GET form (keyword, location, industry); with scripts, Search Jobs (or Enter) applies the keyword
 * and the selects apply at once.
 */
export function JobsSearch({ title, location, industry }: { title: string; location: string; industry: string }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  useFieldsFollowAddress(form, { title, location, industry });

  /** A search from the form's fields, at page 1; a select's change (no submitter) leaves the page where it is. */
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchAddress(event.currentTarget));
    if ((event.nativeEvent as SubmitEvent).submitter) showResults();
  }
  const applyAtOnce = (event: FormEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

  return (
    <form
      ref={form}
      role="search"
      method="get"
      action={`/jobs#${RESULTS_FRAGMENT}`}
      onSubmit={search}
      className="mt-8 grid gap-3 rounded-lg bg-white p-4 text-foreground shadow-lg sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto_auto]"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="job-keyword">Keyword</Label>
        <Input
          id="job-keyword"
          name="title"
          type="search"
          placeholder="Job title, company or keyword"
          defaultValue={title}
          maxLength={200}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="job-location">Location</Label>
        <Select id="job-location" name="location" defaultValue={location} onChange={applyAtOnce}>
          <option value="">All Locations</option>
          {JOB_LOCATIONS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="job-industry">Industry</Label>
        <Select id="job-industry" name="industry" defaultValue={industry} onChange={applyAtOnce}>
          <option value="">All Industries</option>
          {INDUSTRIES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" className="self-end">
        <SearchIcon aria-hidden />
        Search Jobs
      </Button>
      <Button asChild variant="outline" className="self-end">
        <Link to="/jobs">
          <XIcon aria-hidden />
          Clear
        </Link>
      </Button>
    </form>
  );
}

/** "Email me jobs like these": the link to /job-alerts for this search, or with scripts the alert dialog. */
export function JobAlertLink({ search }: { search: { title: string; location: string; industry: string } }) {
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
