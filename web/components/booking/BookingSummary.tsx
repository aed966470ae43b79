import { formatPrice, type PublicBookingType, type TimeSlot } from "#contract/booking";
import { formatLongDate } from "#contract/time-zone";
import { timeRange, visitorTimeRange } from "../../lib/booking-time";
import { useHydrated } from "../../lib/hydration";
import { visitorTimeZone } from "../../lib/visitor-time-zone";

/** The details step's summary of what is booked, in the firm's time and (once live) the visitor's. */
export function BookingSummary({ type, slot, zone }: { type: PublicBookingType; slot: TimeSlot; zone: string }) {
  // The visitor's own clock once the page is live: the server and the hydrating browser write the same text.
  const own = visitorTimeRange(slot.startsAt, slot.endsAt, useHydrated() ? visitorTimeZone() : zone);
  return (
    <aside
      aria-label="Booking summary"
      className="order-first h-fit rounded-lg border border-border bg-muted p-5 lg:order-last"
    >
      <h3 className="font-semibold text-primary">Summary</h3>
      <dl className="mt-3 space-y-2 text-sm">
        <SummaryRow term="Service" value={type.name} />
        <SummaryRow term="Duration" value={`${type.duration} minutes`} />
        <SummaryRow term="Date" value={formatLongDate(Date.parse(slot.startsAt), zone)} />
        <SummaryRow
          term="Time"
          value={timeRange(slot.startsAt, slot.endsAt, zone)}
          dateTime={slot.startsAt}
          extra={own ? `${own} (your time)` : undefined}
        />
        <SummaryRow term="Total" value={formatPrice(type.price)} strong className="border-t border-border pt-2" />
      </dl>
    </aside>
  );
}

function SummaryRow({
  term,
  value,
  dateTime,
  extra,
  strong,
  className,
}: {
  term: string;
  value: string;
  dateTime?: string;
  extra?: string;
  strong?: boolean;
  /** On the row's own group: a list's group holds only its term and description. */
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? ""}`}>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={strong ? "text-right text-base font-bold text-primary" : "text-right font-medium"}>
        {dateTime ? <time dateTime={dateTime}>{value}</time> : value}
        {extra && <span className="block text-xs font-normal text-muted-foreground">{extra}</span>}
      </dd>
    </div>
  );
}
