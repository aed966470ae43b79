import { Eye, Pencil, Send, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { JOB_STATUSES } from "#contract/enums";
import type { JobView } from "#contract/job-listing";
import { STAFF_JOB_SORTS, type StaffJobSort } from "#contract/jobs";
import { ApiError } from "../../../lib/api";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { ListFilter } from "../ListFilter";
import { formatDate, titleCase } from "../labels";
import { useConfirmDelete } from "../use-confirm-delete";
import { ownerName, useDeleteJob, usePublishJob } from "./job-admin-queries";
import { JobStatusBadge } from "./job-badges";

/** Without a chosen order a search ranks by relevance, a list is newest first. */
const SORT_LABELS: Record<StaffJobSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  title: "Title A-Z",
  updated: "Recently changed",
};

/** The list's status filter and order. */
export function StaffJobFilters({
  q,
  status,
  sort,
  apply,
}: {
  q: string | undefined;
  status: string | undefined;
  sort: StaffJobSort | undefined;
  apply: (changes: { status?: string; sort?: string }) => void;
}) {
  return (
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
  );
}

const errorText = (error: Error) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;

/** Publishes a job to every active job board, and says in a toast where it went and where it did not. */
export function usePublishToJobBoards() {
  const publish = usePublishJob();
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
  return { publishToJobBoards, publishing: publish.isPending };
}

/** A job's Delete, asked first in a confirm dialog that names it. */
export function useJobDeletion() {
  return useConfirmDelete<JobView>(useDeleteJob(), {
    deleted: "Job deleted successfully!",
    failed: (error) => ({ title: "Error deleting job", description: errorText(error) }),
  });
}

/** What a job's card offers: view, edit, publish to the job boards, delete. */
export interface StaffJobActions {
  onView: (job: JobView) => void;
  onEdit: (job: JobView) => void;
  onPublish: (job: JobView) => void;
  publishing: boolean;
  onDelete: (job: JobView) => void;
}

/** The page's jobs as cards: title, status and urgency, the essentials, the start of the description, the owner. */
export function StaffJobList({
  rows,
  owners,
  actions,
}: {
  rows: readonly JobView[];
  owners: readonly { id: string; name: string }[] | undefined;
  actions: StaffJobActions;
}) {
  return (
    <ul className="mt-3 space-y-3">
      {rows.map((job) => (
        <li key={job.id} className="rounded-lg border border-border bg-white p-4 shadow-xs" data-testid="staff-job">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-primary">
                  <Link to={`/admin/jobs/${job.id}`} className="underline-offset-2 hover:underline">
                    {job.title}
                  </Link>
                </h3>
                <JobStatusBadge status={job.status} />
                {job.isUrgent && <Badge tone="red">Urgent</Badge>}
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {[job.company, job.location, job.type, job.salary].filter(Boolean).join(" · ")}
              </p>
            </div>
            <StaffJobButtons job={job} actions={actions} />
          </div>
          <p className="mt-2 line-clamp-2 text-sm">{job.description}</p>
          <p className="mt-2 text-xs text-muted-foreground">
            Created {formatDate(job.createdAt)} · Owner: {ownerName(owners, job.ownerId) ?? "nobody"}
          </p>
        </li>
      ))}
    </ul>
  );
}

function StaffJobButtons({ job, actions }: { job: JobView; actions: StaffJobActions }) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="icon" onClick={() => actions.onView(job)} aria-label={`View ${job.title}`}>
        <Eye aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => actions.onEdit(job)} aria-label={`Edit ${job.title}`}>
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => actions.onPublish(job)}
        disabled={actions.publishing}
        aria-label={`Publish ${job.title} to job boards`}
      >
        <Send aria-hidden />
      </Button>
      <Button
        variant="ghost-destructive"
        size="icon"
        onClick={() => actions.onDelete(job)}
        aria-label={`Delete ${job.title}`}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
