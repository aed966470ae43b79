import { type FormEvent, useEffect, useState } from "react";
import { SCORECARD_CRITERIA_MAX, SCORECARD_CRITERION_MAX_LENGTH } from "#contract/scorecards";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { useScorecardCriteria, useSetScorecardCriteria } from "./scorecard-queries";

/**
 * The criteria a job order's interview panels rate 1 to 4 on their scorecards (issue 47 item 5): the default set
 * until the recruiter names the job's own; saving an empty list goes back to the default.
 */
export function ScorecardCriteriaPanel({ jobId }: { jobId: string }) {
  const query = useScorecardCriteria(jobId);
  const save = useSetScorecardCriteria(jobId);
  const [names, setNames] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (query.data) setNames(query.data.criteria);
  }, [query.data]);

  function submit(event: FormEvent, criteria = names.map((name) => name.trim()).filter(Boolean)) {
    event.preventDefault();
    setError(undefined);
    save.mutate(criteria, {
      onSuccess: (view) =>
        toast({ title: view.isDefault ? "Back to the default criteria" : "Scorecard criteria saved" }),
      onError: (failure) =>
        setError(failure instanceof ApiError ? (failure.issues?.[0]?.message ?? failure.message) : failure.message),
    });
  }

  return (
    <Panel
      id="scorecard-criteria"
      title="Scorecard criteria"
      description={
        query.data?.isDefault
          ? "The default set: each interviewer rates these 1 to 4. Name the job's own to change them."
          : "Each interviewer rates these 1 to 4 after the interview."
      }
    >
      <form className="mt-2 space-y-2" onSubmit={submit} noValidate>
        <ol className="space-y-2">
          {names.map((name, index) => (
            <li key={index} className="flex gap-2">
              <Input
                aria-label={`Criterion ${index + 1}`}
                value={name}
                maxLength={SCORECARD_CRITERION_MAX_LENGTH}
                onChange={(e) => setNames(names.map((n, i) => (i === index ? e.target.value : n)))}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${name || `criterion ${index + 1}`}`}
                onClick={() => setNames(names.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        {error && <p className="text-sm text-red-700">{error}</p>}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={names.length >= SCORECARD_CRITERIA_MAX}
            onClick={() => setNames([...names, ""])}
          >
            Add criterion
          </Button>
          <Button type="submit" size="sm" disabled={save.isPending || query.isPending}>
            Save criteria
          </Button>
          {query.data && !query.data.isDefault && (
            <Button type="button" variant="ghost" size="sm" onClick={(event) => submit(event, [])}>
              Use the default set
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}
