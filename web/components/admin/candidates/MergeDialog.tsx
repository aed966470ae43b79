import type { CandidateListItem } from "#contract/candidates";
import { CANDIDATE_PAGE, MERGE_DIALOG } from "../../../content/admin-candidates";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { ApplicationItems, BookingItems, countsText, fullName, MessageItems } from "./CandidateParts";
import { useMergeCandidate, useMergePreview } from "./candidate-queries";

/**
 * Merging `from` into `into`, in two steps: the dialog first shows what would move (the server's preview, so what
 * is listed is what the merge moves), then the Merge button does it. Closed while nothing is chosen.
 */
export function MergeDialog({
  from,
  into,
  onClose,
}: {
  from: CandidateListItem | undefined;
  into: CandidateListItem;
  onClose: () => void;
}) {
  const preview = useMergePreview(from?.id ?? "", from?.id === undefined ? undefined : into.id);
  const merge = useMergeCandidate(from?.id ?? "");
  const fromName = from ? fullName(from) : "";

  function confirm() {
    if (!preview.data) return;
    const moved = countsText(preview.data.from);
    merge.mutate(into.id, {
      onSuccess: () => {
        toast({ title: "Candidates merged", description: `${fromName}: ${moved} moved to ${fullName(into)}.` });
        onClose();
      },
      onError: (error) =>
        toast({
          title: "Not merged",
          description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
          variant: "destructive",
        }),
    });
  }

  return (
    <Dialog open={from !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{MERGE_DIALOG.title}</DialogTitle>
        <DialogDescription>
          {MERGE_DIALOG.description(`${fromName} (${from?.email ?? ""})`, `${fullName(into)} (${into.email})`)}
        </DialogDescription>
        {preview.isPending && <p className="text-sm text-muted-foreground">{MERGE_DIALOG.loading}</p>}
        {preview.isError && (
          <p role="alert" className="text-sm text-red-800">
            {MERGE_DIALOG.failed}
          </p>
        )}
        {preview.data && (
          <div data-testid="merge-preview" className="space-y-4">
            <p className="font-medium">What moves: {countsText(preview.data.from)}.</p>
            <section aria-label="Applications that move">
              <h3 className="text-xs font-medium text-muted-foreground uppercase">
                Applications ({preview.data.from.counts.applications})
              </h3>
              <ApplicationItems applications={preview.data.applications} empty={CANDIDATE_PAGE.noApplications} />
            </section>
            <section aria-label="Messages that move">
              <h3 className="text-xs font-medium text-muted-foreground uppercase">
                Messages ({preview.data.from.counts.messages})
              </h3>
              <MessageItems messages={preview.data.messages} empty={CANDIDATE_PAGE.noMessages} />
            </section>
            <section aria-label="Bookings that move">
              <h3 className="text-xs font-medium text-muted-foreground uppercase">
                Bookings ({preview.data.from.counts.bookings})
              </h3>
              <BookingItems bookings={preview.data.bookings} empty={CANDIDATE_PAGE.noBookings} />
            </section>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={!preview.data || merge.isPending}>
            {MERGE_DIALOG.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
