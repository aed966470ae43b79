import { Plus } from "lucide-react";
import { useState } from "react";
import { JOB_STATUSES } from "#contract/enums";
import type { JobView } from "#contract/job-listing";
import { STAFF_JOB_SORTS } from "#contract/jobs";
import { JobBoardsPanel } from "../../components/admin/jobs/JobBoardsPanel";
import { JobFormDialog } from "../../components/admin/jobs/JobFormDialog";
import { JobPostings } from "../../components/admin/jobs/JobPostings";
import { JobStats, RecentJobs } from "../../components/admin/jobs/JobStats";
import { JobViewDialog } from "../../components/admin/jobs/JobViewDialog";
import { useIndexingStatus, useRecentJobs, useStaffJobs } from "../../components/admin/jobs/job-admin-queries";
import { useJobDeletion, usePublishToJobBoards } from "../../components/admin/jobs/StaffJobList";
import { useListParams } from "../../components/admin/list-params";
import { useJob } from "../../components/jobs/job-queries";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { JOB_MANAGEMENT_NOTICES } from "../../content/jobs";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

/** Recent Activity shows the 5 newest jobs (back-office spec section 9). */
const RECENT_JOBS = 5;

/** The list's filters, and two links in: ?job=<id> shows that job, ?newForClient=<id>&company=<name> opens a new one. */
const FILTERS = ["q", "status", "sort", "job", "newForClient", "company"] as const;
const errorText = (error: Error) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;

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
  const indexing = useIndexingStatus();
  const { publishToJobBoards, publishing } = usePublishToJobBoards();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<JobView | undefined>();
  const [viewing, setViewing] = useState<JobView | undefined>();
  // A job order linked from its client's page, and a new one asked from there (prefilled with the client).
  const linked = useJob(params.get("job") || undefined).data;
  const newForClient = params.get("newForClient");
  const forClient = newForClient ? { id: newForClient, name: params.get("company") ?? "" } : undefined;
  const deletion = useJobDeletion();

  const openForm = (job?: JobView) => {
    setEditing(job);
    setFormOpen(true);
  };

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

      <JobStats recentJobs={RECENT_JOBS} />

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
        <JobPostings
          list={{ q, status, sort, page, apply }}
          jobs={jobs}
          actions={{
            onView: setViewing,
            onEdit: openForm,
            onPublish: publishToJobBoards,
            publishing,
            onDelete: deletion.ask,
          }}
        />

        <div className="space-y-6">
          <JobBoardsPanel />
          <RecentJobs jobs={recent.data?.rows} />
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
