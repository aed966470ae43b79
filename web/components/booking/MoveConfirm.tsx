import type { Ref } from "react";
import type { AppointmentView, TimeSlot } from "#contract/booking";
import { formatLongDate, zoneLabel } from "#contract/time-zone";
import { clockTime } from "../../lib/booking-time";
import { Button } from "../ui/button";

/** "Move your appointment?": the new time in the appointment's zone, then the move or back to the times. */
export function MoveConfirm({
  view,
  slot,
  headingRef,
  pending,
  onConfirm,
  onBack,
}: {
  view: AppointmentView;
  slot: TimeSlot;
  headingRef: Ref<HTMLHeadingElement>;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const start = Date.parse(slot.startsAt);
  return (
    <div
      role="group"
      aria-labelledby="move-confirm-heading"
      className="space-y-3 rounded-lg border border-primary/30 bg-primary/5 p-4"
    >
      <h2 id="move-confirm-heading" ref={headingRef} tabIndex={-1} className="font-semibold text-primary outline-none">
        Move your appointment?
      </h2>
      <p className="text-sm">
        New time: {formatLongDate(start, view.timeZone)}, {clockTime(slot.startsAt, view.timeZone)}{" "}
        {zoneLabel(start, view.timeZone)}. Your current time is given up.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" disabled={pending} onClick={onConfirm}>
          {pending ? "Moving..." : "Yes, move appointment"}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={onBack}>
          Choose another time
        </Button>
      </div>
    </div>
  );
}
