import type { AppointmentView } from "#contract/booking";
import { formatLongDate, zoneLabel } from "#contract/time-zone";
import { clockTime, visitorTimeRange } from "../../lib/booking-time";
import { useHydrated } from "../../lib/hydration";
import { visitorTimeZone } from "../../lib/visitor-time-zone";
import { MEETING_TYPE_LABELS } from "./labels";

/** An appointment as its booker reads it: service, date 'MMMM d, yyyy', time 'h:mm a', where, and who. */
export function AppointmentDetails({ view }: { view: AppointmentView }) {
  const start = Date.parse(view.startsAt);
  // The visitor's own clock once the page is live: the server and the hydrating browser write the same text.
  const own = visitorTimeRange(
    view.startsAt,
    view.endsAt,
    useHydrated() ? visitorTimeZone() : view.timeZone,
    view.timeZone,
  );
  const rows: [string, string, string?][] = [
    ["Service", view.serviceName],
    ["Date", formatLongDate(start, view.timeZone)],
    [
      "Time",
      `${clockTime(view.startsAt, view.timeZone)} ${zoneLabel(start, view.timeZone)} (${view.duration} minutes)`,
      own ? `${own} (your time)` : undefined,
    ],
    ["Meeting", MEETING_TYPE_LABELS[view.meetingLocation]],
    ["Name", view.bookerName],
    ["Email", view.bookerEmail],
  ];
  return (
    <dl className="divide-y divide-border rounded-lg border border-border bg-white text-sm">
      {rows.map(([term, value, extra]) => (
        <div key={term} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 px-4 py-3">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">
            {value}
            {extra && <span className="block text-xs font-normal text-muted-foreground">{extra}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
