import { useId } from "react";
import { Link } from "react-router";
import type { CandidatesAddResult } from "#contract/candidates";
import { ADD_TO_JOB } from "../../../content/admin-candidates";
import { Badge } from "../../ui/badge";
import { Input, Label } from "../../ui/form";
import type { useOpenJobs } from "./add-to-job-queries";

/** Each candidate's outcome of a bulk add, linked to the application made. */
export function AddToJobOutcomes({ outcome }: { outcome: CandidatesAddResult }) {
  return (
    <div data-testid="add-to-job-outcomes" className="space-y-2 text-sm">
      <p className="font-medium" role="status">
        {ADD_TO_JOB.summary(outcome.added, outcome.outcomes.length, outcome.jobTitle)}
      </p>
      <ul className="space-y-1">
        {outcome.outcomes.map((item) => (
          <li key={item.candidateId} className="break-words">
            <Badge tone={item.outcome === "added" ? "green" : item.outcome === "already_on_job" ? "yellow" : "red"}>
              {ADD_TO_JOB.outcomeLabels[item.outcome]}
            </Badge>{" "}
            {item.applicationId ? (
              <Link
                to={`/admin/applications/${item.applicationId}`}
                className="text-primary underline-offset-2 hover:underline"
              >
                {item.message}
              </Link>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The job picker: a title search over the open jobs, one chosen by its radio. */
export function OpenJobPicker({
  q,
  onQ,
  search,
  jobs,
  jobId,
  onJob,
}: {
  q: string;
  onQ: (q: string) => void;
  /** The search the jobs answer (the typed words, deferred). */
  search: string;
  jobs: ReturnType<typeof useOpenJobs>;
  jobId: string;
  onJob: (jobId: string) => void;
}) {
  const searchId = useId();
  const rows = jobs.data?.rows ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={searchId}>{ADD_TO_JOB.searchLabel}</Label>
        <Input
          id={searchId}
          type="search"
          value={q}
          onChange={(event) => onQ(event.target.value)}
          placeholder={ADD_TO_JOB.searchPlaceholder}
          autoComplete="off"
        />
      </div>
      <fieldset className="min-w-0">
        <legend className="sr-only">{ADD_TO_JOB.jobsLegend}</legend>
        {jobs.isError && <p className="text-sm text-red-800">{ADD_TO_JOB.jobsFailed}</p>}
        {jobs.data && rows.length === 0 && <p className="text-sm text-muted-foreground">{ADD_TO_JOB.noJobs(search)}</p>}
        <ul className="max-h-72 space-y-1 overflow-y-auto" data-testid="add-to-job-jobs">
          {rows.map((job) => (
            <li key={job.id}>
              <label className="flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                <input
                  type="radio"
                  name="jobId"
                  value={job.id}
                  checked={jobId === job.id}
                  onChange={() => onJob(job.id)}
                  className="mt-1"
                />
                <span className="min-w-0 break-words">
                  <span className="block font-medium">{job.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {job.company} · {job.location}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
