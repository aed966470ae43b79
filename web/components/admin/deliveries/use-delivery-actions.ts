import { useState } from "react";
import type { DeliveryView } from "#contract/deliveries";
import { ApiError } from "../../../lib/api";
import { toast } from "../../ui/toast";
import { useDiscardDelivery, useRetryDelivery } from "./delivery-queries";

export function deliveryFailure(error: Error, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** One message's retry, and its discard once confirmed; `busyId` is the message either is working on. */
export function useDeliveryActions() {
  const retry = useRetryDelivery();
  const discard = useDiscardDelivery();
  const [discarding, setDiscarding] = useState<DeliveryView | undefined>();

  function onRetry(delivery: DeliveryView) {
    retry.mutate(delivery.id, {
      onSuccess: () =>
        toast({ title: "Retry queued", description: `"${delivery.summary}" will be tried again shortly.` }),
      onError: (error) =>
        toast({
          title: "Retry failed",
          description: deliveryFailure(error, "The message could not be retried."),
          variant: "destructive",
        }),
    });
  }

  function confirmDiscard() {
    if (!discarding) return;
    const delivery = discarding;
    discard.mutate(delivery.id, {
      onSuccess: () => {
        toast({ title: "Message discarded", description: `"${delivery.summary}" will not be sent.` });
        setDiscarding(undefined);
      },
      onError: (error) =>
        toast({
          title: "Discard failed",
          description: deliveryFailure(error, "The message could not be discarded."),
          variant: "destructive",
        }),
    });
  }

  const busyId = retry.isPending ? retry.variables : discard.isPending ? discard.variables : undefined;
  return { onRetry, discarding, setDiscarding, confirmDiscard, discardPending: discard.isPending, busyId };
}
