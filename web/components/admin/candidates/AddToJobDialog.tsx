import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { CandidatesAddResult } from "#contract/candidates";
import { ADD_TO_JOB } from "../../../content/admin-candidates";
import { ApiError, callApi } from "../../../lib/api";
import { apiPageQuery, apiQueryKey, queryClient } from "../../../lib/query-client";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Input, Label } from "../../ui/form";
import { toast } from "../../ui/toast";

/** Whom the dialog adds: their id and name. */
export interface AddedCandidate {
  id: string;
  name: string;
}

const JOBS_SHOWN = 8;

/** The open (published) jobs whose title matches, newest first, while the dialog is open. */
function useOpenJobs(q: string, enabled: boolean) {
  return useQuery({
    ...apiPageQuery("GET /api/jobs", undefined, { title: q || undefined, status: "published", limit: JOBS_SHOWN }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function refreshAfterAdd() {
  // Every candidate view (the prefix covers the list and each page) and every application list now show the new ones.
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/candidates") });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/applications") });
}

/** Adds each candidate to the job: one through its own route (201 with the application), several in one bulk call. */
function useAddToJob(candidates: AddedCandidate[]) {
  return useMutation({
    mutationFn: async (jobId: string): Promise<{ applicationId?: string; result?: CandidatesAddResult }> => {
      const [only] = candidates;
      if (candidates.length === 1 && only) {
        const application = await callApi("POST /api/admin/candidates/:id/applications", {
          params: { id: only.id },
          body: { jobId },
        });
        return { applicationId: application.id };
      }
      const candidateIds = candidates.map((candidate) => candidate.id);
      return { result: await callApi("POST /api/admin/candidates/add-to-job", { body: { jobId, candidateIds } }) };
    },
    onSuccess: refreshAfterAdd,
  });
}

/**
 * "Add to job" (issue 44): a job picker searching the open jobs, then one application per candidate on the chosen
 * job, its source "added by" the recruiter. One candidate: the new application opens, ready to submit to the client.
 * Several: each one's outcome is listed in the dialog. A refusal shows the server's words (who is already on the job,
 * a closed job) where the recruiter is looking.
 */
export function AddToJobDialog({
  candidates,
  open,
  onOpenChange,
}: {
  candidates: AddedCandidate[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [q, setQ] = useState("");
  const [jobId, setJobId] = useState("");
  const [outcome, setOutcome] = useState<CandidatesAddResult>();
  const [failure, setFailure] = useState<string>();
  const search = useDeferredValue(q.trim());
  const jobs = useOpenJobs(search, open);
  const add = useAddToJob(candidates);
  const navigate = useNavigate();
  const searchId = useId();
  const who = candidates.length === 1 ? (candidates[0]?.name ?? "") : `${candidates.length} candidates`;

  function close(next: boolean) {
    if (!next) {
      setQ("");
      setJobId("");
      setOutcome(undefined);
      setFailure(undefined);
      add.reset();
    }
    onOpenChange(next);
  }

  function confirm() {
    if (!jobId) {
      setFailure(ADD_TO_JOB.chooseJob);
      return;
    }
    setFailure(undefined);
    add.mutate(jobId, {
      onSuccess: ({ applicationId, result }) => {
        if (applicationId) {
          toast({ title: ADD_TO_JOB.added, description: ADD_TO_JOB.addedOne(who) });
          close(false);
          void navigate(`/admin/applications/${applicationId}`);
        } else setOutcome(result);
      },
      onError: (error) => setFailure((error instanceof ApiError && error.serverMessage) || ADD_TO_JOB.failed),
    });
  }

  const rows = jobs.data?.rows ?? [];
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{ADD_TO_JOB.title(who)}</DialogTitle>
        <DialogDescription>{ADD_TO_JOB.description}</DialogDescription>
        {outcome ? (
          <div data-testid="add-to-job-outcomes" className="space-y-2 text-sm">
            <p className="font-medium" role="status">
              {ADD_TO_JOB.summary(outcome.added, outcome.outcomes.length, outcome.jobTitle)}
            </p>
            <ul className="space-y-1">
              {outcome.outcomes.map((item) => (
                <li key={item.candidateId} className="break-words">
                  <Badge
                    tone={item.outcome === "added" ? "green" : item.outcome === "already_on_job" ? "yellow" : "red"}
                  >
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
        ) : (
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={searchId}>{ADD_TO_JOB.searchLabel}</Label>
              <Input
                id={searchId}
                type="search"
                value={q}
                onChange={(event) => setQ(event.target.value)}
                placeholder={ADD_TO_JOB.searchPlaceholder}
                autoComplete="off"
              />
            </div>
            <fieldset className="min-w-0">
              <legend className="sr-only">{ADD_TO_JOB.jobsLegend}</legend>
              {jobs.isError && <p className="text-sm text-red-800">{ADD_TO_JOB.jobsFailed}</p>}
              {jobs.data && rows.length === 0 && (
                <p className="text-sm text-muted-foreground">{ADD_TO_JOB.noJobs(search)}</p>
              )}
              <ul className="max-h-72 space-y-1 overflow-y-auto" data-testid="add-to-job-jobs">
                {rows.map((job) => (
                  <li key={job.id}>
                    <label className="flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                      <input
                        type="radio"
                        name="jobId"
                        value={job.id}
                        checked={jobId === job.id}
                        onChange={() => setJobId(job.id)}
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
        )}
        {failure && (
          <p role="alert" className="text-sm text-red-800">
            {failure}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            {outcome ? "Close" : "Cancel"}
          </Button>
          {!outcome && (
            <Button onClick={confirm} disabled={add.isPending}>
              {ADD_TO_JOB.confirmLabel}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
