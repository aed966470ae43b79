import { RotateCcw, XCircle } from "lucide-react";
import { Link } from "react-router";
import type { DeliveryView } from "#contract/deliveries";
import type { DeliveryStatus } from "#contract/enums";
import { DELIVERY_KIND_LABELS, SENT_EMAIL, WAITING_ROW } from "../../../content/deliveries";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { formatDateTime, titleCase } from "../labels";

/**
 * The pieces of one message on the Deliveries screen, shared by its table (sm and up) and its cards (phones), so
 * both show the same facts the same way. Everything here is plain text: recipients, summaries and errors come from
 * outside and are never rendered as HTML.
 */

const STATUS_TONE = {
  pending: "yellow",
  sent: "green",
  failed: "red",
  dead: "orange",
  withdrawn: "neutral",
} as const satisfies Record<DeliveryStatus, string>;

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{titleCase(status)}</Badge>;
}

/** Staff may retry anything not sent (a sent message is never sent twice) and discard what is still to be tried. */
export const canRetry = (delivery: DeliveryView) => delivery.status !== "sent";
export const canDiscard = (delivery: DeliveryView) => delivery.status === "pending" || delivery.status === "dead";

/** The kind, the summary and who it goes to. */
export function DeliveryMessage({ delivery }: { delivery: DeliveryView }) {
  return (
    <div className="min-w-0">
      <p className="font-medium wrap-break-word">{delivery.summary}</p>
      <p className="mt-0.5 text-muted-foreground wrap-anywhere">
        <span className="sr-only">To </span>
        {delivery.recipient}
      </p>
      <p className="mt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {DELIVERY_KIND_LABELS[delivery.kind]}
      </p>
      {(delivery.hasSentCopy || delivery.hasWaitingEmail) && (
        <Link
          to={`/admin/deliveries/${delivery.id}/email`}
          className="mt-1 inline-block text-sm font-medium text-primary underline underline-offset-2"
        >
          {delivery.hasSentCopy ? SENT_EMAIL.link : SENT_EMAIL.waitingLink}
        </Link>
      )}
    </div>
  );
}

/**
 * Why it has not gone out: the last error in full (it wraps, long tokens included), and that it waits for its
 * service, whose reason the banner above the list gives once for all.
 */
export function DeliveryProblem({ delivery }: { delivery: DeliveryView }) {
  if (!delivery.lastError && !delivery.waitingReason) return <span className="text-muted-foreground">None</span>;
  return (
    <div className="space-y-1.5 text-sm">
      {delivery.waitingReason && <p className="whitespace-pre-wrap text-yellow-900 wrap-anywhere">{WAITING_ROW}</p>}
      {delivery.lastError && (
        <p className="whitespace-pre-wrap text-red-800 wrap-anywhere">
          <span className="font-semibold">Last error: </span>
          {delivery.lastError}
        </p>
      )}
    </div>
  );
}

/** Its times; a pending message with no next attempt is due at once (a retry clears the time). */
export function DeliveryTimes({ delivery }: { delivery: DeliveryView }) {
  const next =
    delivery.status === "pending"
      ? formatDateTime(delivery.nextAttemptAt, "Now")
      : formatDateTime(delivery.nextAttemptAt, "None");
  const rows: [string, string][] = [
    ["Created", formatDateTime(delivery.createdAt)],
    ["Updated", formatDateTime(delivery.updatedAt)],
    ["Next attempt", next],
    ["Sent", formatDateTime(delivery.sentAt, "Not sent")],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="whitespace-nowrap text-muted-foreground">{term}</dt>
          <dd className="whitespace-nowrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface DeliveryActionsProps {
  delivery: DeliveryView;
  onRetry: (delivery: DeliveryView) => void;
  onDiscard: (delivery: DeliveryView) => void;
  /** An action on this message is under way. */
  busy: boolean;
}

export function DeliveryActions({ delivery, onRetry, onDiscard, busy }: DeliveryActionsProps) {
  if (!canRetry(delivery) && !canDiscard(delivery)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canRetry(delivery) && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Retry ${delivery.summary}`}
          disabled={busy}
          onClick={() => onRetry(delivery)}
        >
          <RotateCcw aria-hidden />
          Retry
        </Button>
      )}
      {canDiscard(delivery) && (
        <Button
          variant="outline-destructive"
          size="sm"
          aria-label={`Discard ${delivery.summary}`}
          disabled={busy}
          onClick={() => onDiscard(delivery)}
        >
          <XCircle aria-hidden />
          Discard
        </Button>
      )}
    </div>
  );
}
