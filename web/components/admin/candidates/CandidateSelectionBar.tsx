import { useState } from "react";
import { ADD_TO_JOB } from "../../../content/admin-candidates";
import { Button } from "../../ui/button";
import { EnrollInSequence } from "../sequences/EnrollInSequence";
import { AddToJobDialog } from "./AddToJobDialog";

/** The chosen candidates' count, "Add to job" (its dialog), "Add to sequence" and Clear, shown once one is chosen. */
export function CandidateSelectionBar({
  selected,
  onClear,
}: {
  selected: ReadonlyMap<string, string>;
  onClear: () => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      {selected.size > 0 && (
        <div
          className="mt-4 flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/40 p-2 text-sm"
          data-testid="candidates-selection"
        >
          <span className="font-medium">{ADD_TO_JOB.selected(selected.size)}</span>
          <Button size="sm" onClick={() => setAdding(true)}>
            {ADD_TO_JOB.buttonLabel}
          </Button>
          <EnrollInSequence candidateIds={[...selected.keys()]} />
          <Button size="sm" variant="outline" onClick={onClear}>
            {ADD_TO_JOB.clearSelection}
          </Button>
        </div>
      )}
      <AddToJobDialog
        candidates={[...selected].map(([id, name]) => ({ id, name }))}
        open={adding}
        onOpenChange={setAdding}
      />
    </>
  );
}
