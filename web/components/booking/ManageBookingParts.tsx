import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { AppointmentView } from "#contract/booking";
import { COMPANY } from "#contract/company";
import { Button } from "../ui/button";
import { CalendarPlusIcon } from "../ui/icons";

/** A missing token or one that matches no appointment: the same answer, with the ways on. */
export function ManageBookingNotFound() {
  return (
    <div role="alert" className="mt-6 space-y-3">
      <p>
        We could not find that appointment. Please use the link from your confirmation email, or write to{" "}
        <a className="font-medium text-primary underline" href={`mailto:${COMPANY.email}`}>
          {COMPANY.email}
        </a>
        .
      </p>
      <Button asChild variant="outline">
        <Link to="/book">Book a consultation</Link>
      </Button>
    </div>
  );
}

/** "Cancel this appointment?": the keyboard lands on its heading when it opens. */
export function CancelConfirm({
  pending,
  onConfirm,
  onKeep,
}: {
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div
      role="group"
      aria-labelledby="cancel-confirm-heading"
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <h2
        id="cancel-confirm-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-red-900 outline-none"
      >
        Cancel this appointment?
      </h2>
      <p className="text-sm text-red-900">The time will be offered to others. You can book a new time afterwards.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? "Cancelling..." : "Yes, cancel appointment"}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={onKeep}>
          Keep appointment
        </Button>
      </div>
    </div>
  );
}

/** The appointment's state in one sentence, the status heading the keyboard returns to after a change. */
export function statusHeading(view: AppointmentView): string {
  if (view.status === "cancelled") return "This appointment is cancelled.";
  if (Date.parse(view.startsAt) <= Date.now()) return "This appointment has taken place.";
  return view.status === "scheduled"
    ? "This appointment is booked and waiting for our confirmation."
    : "This appointment is confirmed.";
}

/** What the booker can do: the calendar file, move, cancel (not while choosing either), or book again. */
export function ManageActions({
  view,
  choosing,
  onReschedule,
  onCancel,
}: {
  view: AppointmentView;
  /** Neither the cancel question nor the new times are open. */
  choosing: boolean;
  onReschedule: () => void;
  onCancel: () => void;
}) {
  const cancelled = view.status === "cancelled";
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {!cancelled && (
        <Button asChild variant="accent">
          <a href={view.calendarUrl} download="consultation.ics">
            <CalendarPlusIcon aria-hidden="true" />
            Download calendar file
          </a>
        </Button>
      )}
      {view.canReschedule && choosing && (
        <Button type="button" variant="outline" onClick={onReschedule}>
          Reschedule
        </Button>
      )}
      {view.canCancel && choosing && (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel appointment
        </Button>
      )}
      {cancelled && (
        <Button asChild>
          <Link to="/book">Book another time</Link>
        </Button>
      )}
    </div>
  );
}
