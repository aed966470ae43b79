import { useState } from "react";
import { ENROLL } from "../../../content/sequences";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useEnroll, useSequenceChoices } from "./sequence-queries";

/**
 * "Add to sequence" for a selection of candidates (the candidates list, a job order's matches): a sequence to choose
 * and one request; the toast says how many were enrolled and how many were in it already. From a job's matches the
 * job goes with them: its title and client fill the steps' `{{job.title}}` and `{{client.name}}`.
 */
export function EnrollInSequence({ candidateIds, jobId }: { candidateIds: string[]; jobId?: string }) {
  const sequences = useSequenceChoices();
  const [sequenceId, setSequenceId] = useState("");
  const enroll = useEnroll();
  const rows = sequences.data ?? [];
  if (sequences.data && rows.length === 0) return <span className="text-muted-foreground">{ENROLL.none}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Select
        aria-label={ENROLL.label}
        className="h-8 w-56 max-w-full py-0 text-sm"
        value={sequenceId}
        onChange={(e) => setSequenceId(e.target.value)}
      >
        <option value="">{ENROLL.choose}</option>
        {rows.map((sequence) => (
          <option key={sequence.id} value={sequence.id}>
            {sequence.name}
          </option>
        ))}
      </Select>
      <Button
        size="sm"
        variant="outline"
        disabled={!sequenceId || enroll.isPending}
        onClick={() =>
          enroll.mutate(
            { id: sequenceId, input: { candidateIds, ...(jobId ? { jobId } : {}) } },
            {
              onSuccess: (result) =>
                toast({
                  title: ENROLL.label,
                  description: result.queued
                    ? ENROLL.queued(result.batch.total)
                    : ENROLL.done(result.enrolled.length, result.alreadyEnrolled.length),
                }),
              onError: (error) =>
                toast({
                  title: ENROLL.label,
                  description: (error instanceof ApiError && error.serverMessage) || ENROLL.failed,
                  variant: "destructive",
                }),
            },
          )
        }
      >
        {ENROLL.submit(candidateIds.length)}
      </Button>
    </span>
  );
}
