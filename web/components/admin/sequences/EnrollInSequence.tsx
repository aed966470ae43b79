import { useState } from "react";
import type { EnrollmentResult } from "#contract/sequences";
import { ENROLL, ENROLLMENT_STATE_LABELS } from "../../../content/sequences";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useEnroll, useSequenceChoices } from "./sequence-queries";

/** The toast's words: by name when the names are known, else how many were enrolled and how many were in it. */
function resultText(result: EnrollmentResult, names?: ReadonlyMap<string, string>) {
  if (result.queued) return ENROLL.queued(result.batch.total);
  if (!names) return ENROLL.done(result.enrolled.length, result.alreadyEnrolled.length);
  const nameOf = (id: string) => names.get(id) ?? id;
  return ENROLL.named(
    result.enrolled.map(nameOf),
    result.alreadyEnrolled.map((row) => `${nameOf(row.id)} (${ENROLLMENT_STATE_LABELS[row.state]})`),
  );
}

/**
 * "Add to sequence" for a selection of candidates (the candidates list, a job order's matches) or of a client's
 * contacts: a sequence to choose and one request; the toast says who was enrolled and who was in it already (by
 * name when `names` has them, else how many). From a job's matches the job goes with them: its title and client fill
 * the steps' `{{job.title}}` and `{{client.name}}`.
 */
export function EnrollInSequence({
  candidateIds = [],
  contactIds = [],
  jobId,
  names,
}: {
  candidateIds?: string[];
  contactIds?: string[];
  jobId?: string;
  names?: ReadonlyMap<string, string>;
}) {
  const sequences = useSequenceChoices();
  const [sequenceId, setSequenceId] = useState("");
  const enroll = useEnroll();
  const rows = sequences.data ?? [];
  if (sequences.data && rows.length === 0) return <span className="text-muted-foreground">{ENROLL.none}</span>;
  const input = {
    ...(candidateIds.length > 0 ? { candidateIds } : {}),
    ...(contactIds.length > 0 ? { contactIds } : {}),
    ...(jobId ? { jobId } : {}),
  };
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
            { id: sequenceId, input },
            {
              onSuccess: (result) => toast({ title: ENROLL.label, description: resultText(result, names) }),
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
        {ENROLL.submit(candidateIds.length + contactIds.length)}
      </Button>
    </span>
  );
}
