import type { JobStatus } from "#contract/enums";
import type { JobView } from "#contract/job-listing";
import type { StaffJobSort } from "#contract/jobs";
import { ListPager } from "../ListPager";
import { ListSearch } from "../ListSearch";
import { STAFF_JOBS_PAGE_SIZE, useJobOwners } from "./job-admin-queries";
import { type StaffJobActions, StaffJobFilters, StaffJobList } from "./StaffJobList";

/** Job Postings: the search, filters and order, the page of jobs as cards, and the pager. */
export function JobPostings({
  list: { q, status, sort, page, apply },
  jobs,
  actions,
}: {
  /** The list's URL state and its setter. */
  list: {
    q: string | undefined;
    status: JobStatus | undefined;
    sort: StaffJobSort | undefined;
    page: number;
    apply: (changes: { q?: string; status?: string; sort?: string; page?: number }) => void;
  };
  jobs: { isPending: boolean; data?: { rows: JobView[]; total: number } };
  actions: StaffJobActions;
}) {
  const owners = useJobOwners().data;
  const rows = jobs.data?.rows ?? [];
  const filtered = Boolean(q || status);
  return (
    <section aria-labelledby="job-list-heading" className="min-w-0">
      <h2 id="job-list-heading" className="text-lg font-semibold text-primary">
        Job Postings
      </h2>
      <ListSearch
        label="Search jobs"
        placeholder="Title, company or description"
        value={q}
        onSearch={(text) => apply({ q: text })}
        className="mt-3"
      />
      <StaffJobFilters q={q} status={status} sort={sort} apply={apply} />
      {jobs.isPending && <p className="mt-3 text-muted-foreground">Loading jobs...</p>}
      {jobs.data?.rows.length === 0 && page === 1 && (
        <p className="mt-3 text-muted-foreground">
          {filtered
            ? "No jobs match. Clear the search or choose another status."
            : "No jobs yet. Create the first one with New Job."}
        </p>
      )}
      <StaffJobList rows={rows} owners={owners} actions={actions} />
      {jobs.data && (
        <ListPager
          label="Job pages"
          testId="jobs-range"
          page={page}
          pageSize={STAFF_JOBS_PAGE_SIZE}
          shown={rows.length}
          total={jobs.data.total}
          onPage={(next) => apply({ page: next })}
        />
      )}
    </section>
  );
}
