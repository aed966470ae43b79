import { useState } from "react";
import type { ContactOption } from "#contract/submittals";
import { JOB_ORDER_PAGE } from "../../../content/matching";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { AddToJobOutcomes } from "../candidates/AddToJobParts";
import { EnrollInSequence } from "../sequences/EnrollInSequence";
import { useAddMatchesToJob } from "./match-queries";
import { type ChosenMatch, SubmitMatchesDialog } from "./SubmitMatchesDialog";

/**
 * What the chosen matches can have done, in a bar that stays in sight while the list scrolls: "Add to pipeline" (each
 * one's outcome shown), "Submit to client" (its dialog) and Clear. A job without a client says why it cannot submit.
 */
export function MatchActions({
  jobId,
  client,
  chosen,
  onClear,
}: {
  jobId: string;
  client: { name: string; contacts: ContactOption[] } | null;
  chosen: ChosenMatch[];
  onClear: () => void;
}) {
  const [dialog, setDialog] = useState<"added" | "submit" | null>(null);
  const add = useAddMatchesToJob(jobId);

  return (
    <>
      {chosen.length > 0 && (
        <div
          className="sticky bottom-2 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-md border border-border bg-white p-2 text-sm shadow-md"
          data-testid="matches-selection"
        >
          <span className="font-medium">{JOB_ORDER_PAGE.selected(chosen.length)}</span>
          <Button
            size="sm"
            disabled={add.isPending}
            onClick={() =>
              add.mutate(
                chosen.map((person) => person.id),
                { onSettled: () => setDialog("added") },
              )
            }
          >
            {JOB_ORDER_PAGE.addToPipeline}
          </Button>
          <Button size="sm" onClick={() => setDialog("submit")} disabled={!client}>
            {JOB_ORDER_PAGE.submitToClient}
          </Button>
          <EnrollInSequence candidateIds={chosen.map((person) => person.id)} jobId={jobId} />
          <Button size="sm" variant="outline" onClick={onClear}>
            {JOB_ORDER_PAGE.clearSelection}
          </Button>
          {!client && <span className="text-muted-foreground">{JOB_ORDER_PAGE.noClientToSubmit}</span>}
        </div>
      )}
      <Dialog open={dialog === "added"} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent>
          <DialogTitle>{JOB_ORDER_PAGE.addToPipeline}</DialogTitle>
          <DialogDescription>{JOB_ORDER_PAGE.addedIntro}</DialogDescription>
          {add.data && <AddToJobOutcomes outcome={add.data} />}
          {add.error && (
            <p role="alert" className="text-sm text-red-800">
              {(add.error instanceof ApiError && add.error.serverMessage) || add.error.message}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)}>
              Close
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {client && (
        <SubmitMatchesDialog
          jobId={jobId}
          clientName={client.name}
          contacts={client.contacts}
          chosen={chosen}
          open={dialog === "submit"}
          onOpenChange={(open) => setDialog(open ? "submit" : null)}
        />
      )}
    </>
  );
}
