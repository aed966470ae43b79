import type { JobView } from "#contract/job-listing";
import { formatDateTime } from "../labels";
import { useJobAlertCounts, useJobBoards, useJobCount, useRecentJobs } from "./job-admin-queries";

function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-border bg-white p-4 shadow-xs">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold text-primary">{value ?? "–"}</p>
    </div>
  );
}

/** The jobs' counts (all, published, drafts, active job boards) and the job alert subscribers' by frequency. */
export function JobStats({ recentJobs }: { recentJobs: number }) {
  // The page's Recent Activity asks for the same page: one request answers both.
  const total = useRecentJobs(recentJobs).data?.total;
  const published = useJobCount("published").data;
  const drafts = useJobCount("draft").data;
  const activeJobBoards = useJobBoards().data?.filter((board) => board.isActive).length;
  const alerts = useJobAlertCounts().data;
  return (
    <>
      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Jobs" value={total} />
        <StatCard label="Published" value={published} />
        <StatCard label="Drafts" value={drafts} />
        <StatCard label="Active job boards" value={activeJobBoards} />
      </div>

      <section aria-labelledby="job-alerts-heading" className="mt-6">
        <h2 id="job-alerts-heading" className="text-lg font-semibold text-primary">
          Job Alert Subscribers
        </h2>
        <div className="mt-3 grid grid-cols-3 gap-4" data-testid="job-alert-counts">
          <StatCard label="Instant" value={alerts?.instant} />
          <StatCard label="Daily" value={alerts?.daily} />
          <StatCard label="Weekly" value={alerts?.weekly} />
        </div>
      </section>
    </>
  );
}

/** Recent Activity: the newest jobs, when each was created. */
export function RecentJobs({ jobs }: { jobs: readonly JobView[] | undefined }) {
  return (
    <section
      className="rounded-lg border border-border bg-white p-5 shadow-xs"
      aria-labelledby="recent-activity-heading"
    >
      <h2 id="recent-activity-heading" className="text-lg font-semibold text-primary">
        Recent Activity
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {jobs?.map((job) => (
          <li key={job.id}>
            <p className="font-medium">{job.title}</p>
            <p className="text-xs text-muted-foreground">Created {formatDateTime(job.createdAt)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
