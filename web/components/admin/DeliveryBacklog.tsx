import { Link } from "react-router";
import { areaOfAdminPath } from "#contract/access";
import type { DeliveryCounts } from "#contract/deliveries";
import type { DeliveryKind } from "#contract/enums";
import { DELIVERY_BACKLOG_LABELS } from "../../content/deliveries";
import { useSession } from "../../lib/session";

const DELIVERIES_PATH = "/admin/deliveries";

/**
 * A service's messages on the delivery pipeline in one line, e.g. "CRM syncs: Waiting 3 · Sent 12 · Failed 1 ·
 * Out of attempts 0", with a link to them on the Deliveries screen for staff who may open it (admins by default).
 */
export function DeliveryBacklog({
  label,
  kind,
  counts,
}: {
  label: string;
  kind: DeliveryKind;
  counts: DeliveryCounts | undefined;
}) {
  const session = useSession();
  const deliveriesArea = areaOfAdminPath(DELIVERIES_PATH);
  const canOpen =
    session.status === "signed-in" && deliveriesArea !== undefined && session.areas.includes(deliveriesArea);
  return (
    <p
      className="mt-3 flex flex-wrap items-baseline gap-x-2 text-sm text-muted-foreground"
      data-testid={`delivery-backlog-${kind}`}
    >
      <span className="font-medium text-foreground">{label}:</span>
      <span>
        {counts ? DELIVERY_BACKLOG_LABELS.map(([status, name]) => `${name} ${counts[status]}`).join(" · ") : "..."}
      </span>
      {canOpen && (
        <Link to={`${DELIVERIES_PATH}?kind=${kind}`} className="text-primary underline underline-offset-2">
          View in Deliveries
        </Link>
      )}
    </p>
  );
}
