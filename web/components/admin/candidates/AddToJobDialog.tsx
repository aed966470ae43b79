import { useDeferredValue, useState } from "react";
import { useNavigate } from "react-router";
import type { CandidatesAddResult } from "#contract/candidates";
import { ADD_TO_JOB } from "../../../content/admin-candidates";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { AddToJobOutcomes, OpenJobPicker } from "./AddToJobParts";
import { type AddedCandidate, useAddToJob, useOpenJobs } from "./add-to-job-queries";

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

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{ADD_TO_JOB.title(who)}</DialogTitle>
        <DialogDescription>{ADD_TO_JOB.description}</DialogDescription>
        {outcome ? (
          <AddToJobOutcomes outcome={outcome} />
        ) : (
          <OpenJobPicker q={q} onQ={setQ} search={search} jobs={jobs} jobId={jobId} onJob={setJobId} />
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
