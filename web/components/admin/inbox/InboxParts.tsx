import type { MessageStatus } from "#contract/enums";
import type { ReplyDeliveryView } from "#contract/inbox";
import { MESSAGE_STATUS_LABELS } from "#contract/inbox";
import { MESSAGE_STATUS_TONES, REPLY_DELIVERY_TEXT } from "../../../content/inbox";
import { Badge } from "../../ui/badge";
import { DeliveryStatusBadge } from "../deliveries/DeliveryParts";
import { formatDateTime } from "../labels";

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge tone={MESSAGE_STATUS_TONES[status]}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}

/** Where the email carrying a reply stands: its delivery's badge and, in plain text, why it waits or failed. */
export function ReplyDeliveryState({ delivery }: { delivery: ReplyDeliveryView | null }) {
  if (!delivery) return <p className="text-xs text-muted-foreground">{REPLY_DELIVERY_TEXT.removed}</p>;
  let detail: string | null = null;
  if (delivery.status === "sent") detail = `${REPLY_DELIVERY_TEXT.sent} ${formatDateTime(delivery.sentAt)}`;
  else if (delivery.status === "pending")
    detail = delivery.waitingReason ? `Waiting: ${delivery.waitingReason}` : REPLY_DELIVERY_TEXT.queued;
  else if (delivery.status === "dead") detail = REPLY_DELIVERY_TEXT.dead;
  const problem = delivery.status === "sent" ? null : delivery.lastError;
  return (
    <div className="flex flex-wrap items-start gap-2 text-xs" data-testid="reply-delivery">
      <DeliveryStatusBadge status={delivery.status} />
      <div className="min-w-0 flex-1 space-y-0.5">
        {detail && (
          <p className={delivery.status === "pending" ? "wrap-anywhere text-yellow-900" : "text-muted-foreground"}>
            {detail}
          </p>
        )}
        {problem && (
          <p className="wrap-anywhere text-red-800">{`${delivery.status === "pending" ? "Last error" : REPLY_DELIVERY_TEXT.failed}: ${problem}`}</p>
        )}
      </div>
    </div>
  );
}
