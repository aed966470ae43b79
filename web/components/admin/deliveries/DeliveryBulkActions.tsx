import { useState } from "react";
import { BULK_ACTIONS } from "../../../content/deliveries";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { useBulkDeliveries } from "./delivery-queries";
import { deliveryFailure } from "./use-delivery-actions";

/**
 * The bar over the list once messages of the page are chosen: retry them, or discard them after a confirmation;
 * either empties the choice.
 */
export function DeliveryBulkActions({ selected, onClear }: { selected: ReadonlySet<string>; onClear: () => void }) {
  const bulk = useBulkDeliveries();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  function runBulk(action: "retry" | "discard") {
    bulk.mutate(
      { action, ids: [...selected] },
      {
        onSuccess: (result) => {
          toast({ title: BULK_ACTIONS.done(action, result.changed.length, result.refused.length) });
          onClear();
          setConfirmingDiscard(false);
        },
        onError: (error) =>
          toast({
            title: action === "retry" ? "Retry failed" : "Discard failed",
            description: deliveryFailure(error, "The messages could not be changed."),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <>
      {selected.size > 0 && (
        <div
          className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-md border border-border bg-white p-2 shadow-sm"
          role="region"
          aria-label="Bulk actions"
        >
          <span className="px-1 text-sm font-medium" data-testid="bulk-count">
            {BULK_ACTIONS.selected(selected.size)}
          </span>
          <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => runBulk("retry")}>
            {BULK_ACTIONS.retry}
          </Button>
          <Button
            size="sm"
            variant="outline-destructive"
            disabled={bulk.isPending}
            onClick={() => setConfirmingDiscard(true)}
          >
            {BULK_ACTIONS.discard}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            {BULK_ACTIONS.clear}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        {...BULK_ACTIONS.confirmDiscard(selected.size)}
        pending={bulk.isPending}
        onConfirm={() => runBulk("discard")}
      />
    </>
  );
}
