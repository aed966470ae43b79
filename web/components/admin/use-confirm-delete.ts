import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { ConfirmDialogProps } from "../ui/dialog";
import { toast } from "../ui/toast";

export interface ConfirmDeleteToasts {
  /** The toast's title once deleted. */
  deleted: string;
  /** The toast's title and text when deleting failed; it is shown as destructive and the dialog stays open. */
  failed: (error: Error) => { title: string; description: string };
}

/**
 * The back-office lists' delete flow: a Delete button asks about one item, a confirm dialog names it, confirming runs
 * the list's delete mutation (which refreshes the list's queries itself), then a toast says how it went; on success
 * the dialog closes.
 *
 * @example
 * const deletion = useConfirmDelete<JobView>(useDeleteJob(), { deleted: "Job deleted successfully!", failed });
 * <Button onClick={() => deletion.ask(job)}>Delete</Button>
 * <ConfirmDialog {...deletion.dialog} title="Delete job" description={`Delete "${deletion.target?.title ?? ""}"?`} />
 */
export function useConfirmDelete<T extends { id: unknown }>(
  mutation: UseMutationResult<unknown, Error, T["id"]>,
  toasts: ConfirmDeleteToasts,
) {
  const [target, setTarget] = useState<T | undefined>();
  const dialog: Pick<ConfirmDialogProps, "open" | "onOpenChange" | "confirmLabel" | "pending" | "onConfirm"> = {
    open: Boolean(target),
    onOpenChange: (open) => !open && setTarget(undefined),
    confirmLabel: "Delete",
    pending: mutation.isPending,
    onConfirm: () => {
      if (!target) return;
      mutation.mutate(target.id, {
        onSuccess: () => {
          toast({ title: toasts.deleted });
          setTarget(undefined);
        },
        onError: (error) => toast({ ...toasts.failed(error), variant: "destructive" }),
      });
    },
  };
  return { target, ask: (item: T) => setTarget(item), dialog };
}
