import { Eye, Pencil, Plus, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { JOB_STATUSES } from "#contract/enums";
import type { JobView } from "#contract/job-listing";
import { STAFF_JOB_SORTS, type StaffJobSort } from "#contract/jobs";
import { JobBoardsPanel } from "../../components/admin/jobs/JobBoardsPanel";
import { JobFormDialog } from "../../components/admin/jobs/JobFormDialog";
import { JobViewDialog } from "../../components/admin/jobs/JobViewDialog";
import {
  ownerName,
  STAFF_JOBS_PAGE_SIZE,
  useDeleteJob,
  useIndexingStatus,
  useJobAlertCounts,
  useJobBoards,
  useJobCount,
  useJobOwners,
  usePublishJob,
  useRecentJobs,
  useStaffJobs,
} from "../../components/admin/jobs/job-admin-queries";
import { JobStatusBadge } from "../../components/admin/jobs/job-badges";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { formatDate, formatDateTime, titleCase } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { useConfirmDelete } from "../../components/admin/use-confirm-delete";
import { useJob } from "../../components/jobs/job-queries";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { JOB_MANAGEMENT_NOTICES } from "../../content/jobs";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

/** Recent Activity shows the 5 newest jobs (back-office spec section 9). */
const RECENT_JOBS = 5;

/** The list's filters, and two links in: ?job=<id> shows that job, ?newForClient=<id>&company=<name> opens a new one. */
const FILTERS = ["q", "status", "sort", "job", "newForClient", "company"] as const;
/** Without a chosen order a search ranks by relevance, a list is newest first. */
const SORT_LABELS: Record<StaffJobSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  title: "Title A-Z",
  updated: "Recently changed",
};

const errorText = (error: Error) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;

function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-border bg-white p-4 shadow-xs">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold text-primary">{value ?? "–"}</p>
    </div>
  );
}

/**
 * Job postings for staff (back-office spec section 2, "Job management"). Area: jobs. The list is paged on the
 * server, 20 a page; search, status, order and page live in the URL (?q=nurse&status=draft&page=2).
 */
export default function JobManagementPage() {
  const { params, page, apply } = useListParams(FILTERS);
  const q = params.get("q") || undefined;
  const status = oneOf(JOB_STATUSES, params.get("status"));
  const sort = oneOf(STAFF_JOB_SORTS, params.get("sort"));
  const jobs = useStaffJobs({ q, status, sort, page });
  const recent = useRecentJobs(RECENT_JOBS);
  const published = useJobCount("published");
  const drafts = useJobCount("draft");
  const jobBoards = useJobBoards();
  const owners = useJobOwners();
  const indexing = useIndexingStatus();
  const alerts = useJobAlertCounts();
  const publish = usePublishJob();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<JobView | undefined>();
  const [viewing, setViewing] = useState<JobView | undefined>();
  // A job order linked from its client's page, and a new one asked from there (prefilled with the client).
  const linked = useJob(params.get("job") || undefined).data;
  const newForClient = params.get("newForClient");
  const forClient = newForClient ? { id: newForClient, name: params.get("company") ?? "" } : undefined;
  const deletion = useConfirmDelete<JobView>(useDeleteJob(), {
    deleted: "Job deleted successfully!",
    failed: (error) => ({ title: "Error deleting job", description: errorText(error) }),
  });

  const openForm = (job?: JobView) => {
    setEditing(job);
    setFormOpen(true);
  };

  function publishToJobBoards(job: JobView) {
    publish.mutate(job.id, {
      onSuccess: ({ results }) => {
        const posted = results.filter((result) => result.status === "success").length;
        const failures = results.filter((result) => result.status === "failed").map((result) => result.error);
        toast({
          title: "Publishing initiated!",
          description: `Published to ${posted} job boards${failures.length ? `. Not published: ${failures.join(" ")}` : ""}`,
          variant: posted === 0 && failures.length > 0 ? "destructive" : "default",
        });
      },
      onError: (error) =>
        toast({ title: "Error publishing to job boards", description: errorText(error), variant: "destructive" }),
    });
  }

  const rows = jobs.data?.rows ?? [];
  const filtered = Boolean(q || status);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Job Management | Admin Dashboard" description="Job postings and job-board publishing." noIndex />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">Job Management</h1>
          <p className="mt-1 text-muted-foreground">Post jobs on the site and publish them to job boards.</p>
        </div>
        <Button onClick={() => openForm()}>
          <Plus aria-hidden />
          New Job
        </Button>
      </div>

      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Jobs" value={recent.data?.total} />
        <StatCard label="Published" value={published.data} />
        <StatCard label="Drafts" value={drafts.data} />
        <StatCard label="Active job boards" value={jobBoards.data?.filter((board) => board.isActive).length} />
      </div>

      <section aria-labelledby="job-alerts-heading" className="mt-6">
        <h2 id="job-alerts-heading" className="text-lg font-semibold text-primary">
          Job Alert Subscribers
        </h2>
        <div className="mt-3 grid grid-cols-3 gap-4" data-testid="job-alert-counts">
          <StatCard label="Instant" value={alerts.data?.instant} />
          <StatCard label="Daily" value={alerts.data?.daily} />
          <StatCard label="Weekly" value={alerts.data?.weekly} />
        </div>
      </section>

      {indexing.data && !indexing.data.configured && (
        <p role="note" className="mt-4 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          {JOB_MANAGEMENT_NOTICES.indexingNotConnected}
        </p>
      )}

      {jobs.isError && (
        <p role="alert" className="mt-8 rounded-md bg-red-50 p-4 text-red-800">
          Jobs could not be loaded: {errorText(jobs.error)}
        </p>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
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
          <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
            <ListFilter
              label="Status"
              value={status}
              all="All"
              options={JOB_STATUSES}
              labels={titleCase}
              onChange={(status) => apply({ status })}
            />
            {/* "Newest first" always sends sort=newest: were it the empty choice without a search, a choice made
                before a search's render lands would mean "no order" and drop into "Best match". */}
            <ListFilter
              label="Sort"
              value={sort ?? (q ? "" : "newest")}
              options={q ? [{ value: "", label: "Best match" }, ...STAFF_JOB_SORTS] : STAFF_JOB_SORTS}
              labels={SORT_LABELS}
              onChange={(sort) => apply({ sort })}
            />
          </div>
          {jobs.isPending && <p className="mt-3 text-muted-foreground">Loading jobs...</p>}
          {jobs.data?.rows.length === 0 && page === 1 && (
            <p className="mt-3 text-muted-foreground">
              {filtered
                ? "No jobs match. Clear the search or choose another status."
                : "No jobs yet. Create the first one with New Job."}
            </p>
          )}
          <ul className="mt-3 space-y-3">
            {rows.map((job) => (
              <li
                key={job.id}
                className="rounded-lg border border-border bg-white p-4 shadow-xs"
                data-testid="staff-job"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-primary">{job.title}</h3>
                      <JobStatusBadge status={job.status} />
                      {job.isUrgent && <Badge tone="red">Urgent</Badge>}
                    </div>
                    <p className="mt-1 text-sm text-muted-foreground">
                      {[job.company, job.location, job.type, job.salary].filter(Boolean).join(" · ")}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => setViewing(job)}
                      aria-label={`View ${job.title}`}
                    >
                      <Eye aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" onClick={() => openForm(job)} aria-label={`Edit ${job.title}`}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => publishToJobBoards(job)}
                      disabled={publish.isPending}
                      aria-label={`Publish ${job.title} to job boards`}
                    >
                      <Send aria-hidden />
                    </Button>
                    <Button
                      variant="ghost-destructive"
                      size="icon"
                      onClick={() => deletion.ask(job)}
                      aria-label={`Delete ${job.title}`}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
                <p className="mt-2 line-clamp-2 text-sm">{job.description}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  Created {formatDate(job.createdAt)} · Owner: {ownerName(owners.data, job.ownerId) ?? "nobody"}
                </p>
              </li>
            ))}
          </ul>
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

        <div className="space-y-6">
          <JobBoardsPanel />
          <section
            className="rounded-lg border border-border bg-white p-5 shadow-xs"
            aria-labelledby="recent-activity-heading"
          >
            <h2 id="recent-activity-heading" className="text-lg font-semibold text-primary">
              Recent Activity
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {recent.data?.rows.map((job) => (
                <li key={job.id}>
                  <p className="font-medium">{job.title}</p>
                  <p className="text-xs text-muted-foreground">Created {formatDateTime(job.createdAt)}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      <JobFormDialog
        job={editing}
        forClient={editing ? undefined : forClient}
        open={formOpen || (!editing && forClient !== undefined)}
        onOpenChange={(open) => {
          setFormOpen(open);
          if (!open && forClient) apply({ newForClient: "", company: "" });
        }}
      />
      <JobViewDialog
        job={viewing ?? linked}
        onOpenChange={(open) => {
          if (open) return;
          setViewing(undefined);
          if (linked) apply({ job: "" });
        }}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete job"
        description={`Are you sure you want to delete "${deletion.target?.title ?? ""}"? It leaves the site and every job board's feed. Applications to it are kept.`}
      />
    </div>
  );
}
