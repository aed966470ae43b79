import { AlertTriangle } from "lucide-react";
import { DELIVERY_KIND_LABELS, waitingBanner } from "../../../content/deliveries";
import { useWaitingServices } from "./delivery-queries";

/**
 * One banner per service that is not set up, with how many messages wait for it, so the rows below need not
 * repeat the same reason a hundred times.
 */
export function WaitingBanners() {
  const waiting = useWaitingServices();
  if (!waiting.data?.length) return null;
  return (
    <ul className="mt-4 space-y-2" data-testid="waiting-banners">
      {waiting.data.map((service) => (
        <li
          key={`${service.kind}:${service.reason}`}
          className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="wrap-anywhere">
            {waitingBanner(DELIVERY_KIND_LABELS[service.kind], service.reason, service.count)}
          </span>
        </li>
      ))}
    </ul>
  );
}
