import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type AppointmentView, BOOKING_MESSAGES, type TimeSlot } from "#contract/booking";
import { ApiError, callApi } from "../../lib/api";
import { apiQueryKey } from "../../lib/query-client";
import { toast } from "../ui/toast";
import { DateTimeStep } from "./DateTimeStep";
import { MoveConfirm } from "./MoveConfirm";

export interface RescheduleBookingProps {
  view: AppointmentView;
  token: string;
  /** The appointment as it is after the move. */
  onMoved: (view: AppointmentView) => void;
  onClose: () => void;
}

/**
 * The manage page's move: a day and one of its free times (the wizard's step), a confirmation, then the move. A
 * time taken meanwhile brings the visitor back to the times with the reason, the day's times fetched again.
 */
export function RescheduleBooking({ view, token, onMoved, onClose }: RescheduleBookingProps) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [now] = useState(() => Date.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    (confirming ? confirmRef : headingRef).current?.focus();
  }, [confirming]);

  const move = useMutation({
    mutationFn: (startTime: string) =>
      callApi("POST /api/booking/appointments/:id/reschedule", {
        params: { id: view.id },
        query: { token },
        body: { startTime },
      }),
    onSuccess: (moved) => {
      toast({ title: "Appointment moved", description: "We emailed you the new time with an updated calendar file." });
      onMoved(moved);
    },
    onError: (error) => {
      const message =
        error instanceof ApiError ? (error.serverMessage ?? BOOKING_MESSAGES.slotNotOffered) : "Please try again.";
      if (
        error instanceof ApiError &&
        (error.status === 409 || error.code === "slot_not_offered") &&
        error.code !== "inside_guest_notice"
      ) {
        setNotice(message);
        setSlot(null);
        setConfirming(false);
        if (date)
          void queryClient.invalidateQueries({
            queryKey: apiQueryKey("GET /api/booking/types/:id/slots", { id: view.bookingTypeId }),
          });
        void queryClient.invalidateQueries({
          queryKey: apiQueryKey("GET /api/booking/types/:id/days", { id: view.bookingTypeId }),
        });
        return;
      }
      toast({ title: "Could not move the appointment", description: message, variant: "destructive" });
    },
  });

  if (confirming && slot) {
    return (
      <MoveConfirm
        view={view}
        slot={slot}
        headingRef={confirmRef}
        pending={move.isPending}
        onConfirm={() => move.mutate(slot.startsAt)}
        onBack={() => setConfirming(false)}
      />
    );
  }

  return (
    <div className="rounded-lg border border-border bg-white p-4">
      <DateTimeStep
        headingRef={headingRef}
        type={{ id: view.bookingTypeId, name: view.serviceName, duration: view.duration }}
        heading="Choose a new date and time"
        continueLabel="Review the move"
        now={now}
        date={date}
        slot={slot}
        notice={notice}
        onDate={(chosen) => {
          setDate(chosen);
          setSlot(null);
        }}
        onSlot={(chosen) => {
          setSlot(chosen);
          setNotice(null);
        }}
        onBack={onClose}
        onContinue={() => setConfirming(true)}
        moving={{ appointment: view.id, token, startsAt: view.startsAt }}
      />
    </div>
  );
}
