import { useState } from "react";
import type { ApplicationFilter } from "#contract/application-pipeline";
import { ENROLL, ENROLL_FILTER } from "../../../content/sequences";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useEnroll, useEnrollmentCount, useSequenceChoices } from "./sequence-queries";

/**
 * "Add these to a sequence" on the pipeline's list (issue 50 item 2, decision 122): the candidates of every application
 * the list's filters find, a job's stage, on every page. The server reads them from the filter itself; the dialog
 * says how many will be enrolled before the recruiter confirms. Filtered by one job, that job goes with them: its
 * title and client fill the steps' `{{job.title}}` and `{{client.name}}`.
 */
export function EnrollApplications({
  filter,
  applications,
  jobTitle,
}: {
  filter: ApplicationFilter;
  /** How many applications the filters find (the list's total). */
  applications: number;
  /** The job's title when the list is one job's. */
  jobTitle?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-4">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {ENROLL_FILTER.open}
      </Button>
      {open && (
        <EnrollDialog filter={filter} applications={applications} jobTitle={jobTitle} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}

function EnrollDialog({
  filter,
  applications,
  jobTitle,
  onClose,
}: {
  filter: ApplicationFilter;
  applications: number;
  jobTitle?: string;
  onClose: () => void;
}) {
  const sequences = useSequenceChoices();
  const [sequenceId, setSequenceId] = useState("");
  const [failure, setFailure] = useState<string>();
  const count = useEnrollmentCount(sequenceId, filter);
  const enroll = useEnroll();
  const jobId = filter.jobId && filter.jobId !== "none" ? filter.jobId : undefined;
  const fresh = count.data ? count.data.candidates - count.data.alreadyEnrolled : 0;
  const rows = sequences.data ?? [];

  function confirm() {
    setFailure(undefined);
    enroll.mutate(
      { id: sequenceId, input: { applicationFilter: filter, ...(jobId ? { jobId } : {}) } },
      {
        onSuccess: (result) => {
          toast({
            title: ENROLL.label,
            description: result.queued
              ? ENROLL.queued(result.batch.total)
              : ENROLL.done(result.enrolled.length, result.alreadyEnrolled.length),
          });
          onClose();
        },
        onError: (error) => setFailure((error instanceof ApiError && error.serverMessage) || ENROLL.failed),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle>{ENROLL_FILTER.title}</DialogTitle>
        <DialogDescription>{ENROLL_FILTER.description(applications, jobTitle)}</DialogDescription>
        {sequences.data && rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ENROLL.none}</p>
        ) : (
          <Field label={ENROLL.choose}>
            {(p) => (
              <Select {...p} value={sequenceId} onChange={(event) => setSequenceId(event.target.value)}>
                <option value="">{ENROLL.choose}</option>
                {rows.map((sequence) => (
                  <option key={sequence.id} value={sequence.id}>
                    {sequence.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <p role="status" className="text-sm" data-testid="enroll-filter-count">
          {!sequenceId
            ? ENROLL_FILTER.chooseFirst
            : count.data
              ? ENROLL_FILTER.count(count.data.candidates, count.data.alreadyEnrolled)
              : ENROLL_FILTER.counting}
        </p>
        {(failure || count.isError) && (
          <p role="alert" className="text-sm text-red-800 wrap-anywhere">
            {failure ?? ((count.error instanceof ApiError && count.error.serverMessage) || ENROLL.failed)}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={!sequenceId || fresh === 0 || enroll.isPending}>
            {ENROLL_FILTER.confirm(fresh)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
