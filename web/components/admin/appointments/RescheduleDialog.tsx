import { type FormEvent, useState } from "react";
import type { AppointmentDetail } from "../../../../worker/contract/appointments";
import { zoneLabel } from "../../../../worker/contract/time-zone";
import { APPOINTMENT_ACTIONS } from "../../../content/appointments";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { formatDay } from "../labels";
import { BUSINESS_ZONE, businessToday, clockTime } from "./AppointmentParts";
import { useFreeSlots, useReschedule } from "./appointment-queries";
import { FreeDayPicker } from "./FreeDayPicker";

/**
 * Moves an appointment: pick a day, see that day's free times of the appointment's type (the public slots, so
 * staff offer exactly what the site would), pick one, confirm. A time taken meanwhile answers 409: its message is
 * shown here and the day's times are read again. Mounted only while open, so each opening starts afresh.
 */
export function RescheduleDialog({ appointment, onClose }: { appointment: AppointmentDetail; onClose: () => void }) {
  const today = businessToday();
  // biome-ignore lint/complexity/useMathMinMax: ISO dates compare as strings; Math.max would make them numbers
  const [day, setDay] = useState(() => (appointment.date >= today ? appointment.date : today));
  const [start, setStart] = useState(day);
  const [chosen, setChosen] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const slots = useFreeSlots(appointment.typeId, day);
  const reschedule = useReschedule(appointment.id);

  const free = (slots.data ?? []).filter((slot) => slot.isAvailable && slot.startsAt !== appointment.startsAt);
  const picked = free.find((slot) => slot.startsAt === chosen);
  const bookerZoneDiffers = appointment.bookerTimeZone !== BUSINESS_ZONE;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!picked) return;
    setProblem(undefined);
    reschedule.mutate(picked.startsAt, {
      onSuccess: () => {
        toast({
          title: APPOINTMENT_ACTIONS.rescheduled,
          description: `${clockTime(picked.startsAt)} ${zoneLabel(Date.parse(picked.startsAt), BUSINESS_ZONE)}`,
        });
        onClose();
      },
      onError: (error) => {
        setProblem((error instanceof ApiError && error.serverMessage) || APPOINTMENT_ACTIONS.tryAgain);
        setChosen(undefined);
        void slots.refetch();
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{APPOINTMENT_ACTIONS.rescheduleTitle}</DialogTitle>
        <DialogDescription>{APPOINTMENT_ACTIONS.rescheduleDescription(appointment.bookerName)}</DialogDescription>
        <form onSubmit={onSubmit} className="space-y-4">
          <FreeDayPicker
            typeId={appointment.typeId}
            start={start}
            today={today}
            value={day}
            onStart={setStart}
            onChange={(next) => {
              setDay(next);
              setChosen(undefined);
            }}
          />
          <fieldset>
            <legend className="text-sm font-medium">
              {formatDay(day, "short")}: {APPOINTMENT_ACTIONS.rescheduleTimes.toLowerCase()} (
              {zoneLabel(Date.parse(`${day}T12:00:00Z`), BUSINESS_ZONE)})
            </legend>
            {slots.isPending ? (
              <p className="mt-2 text-sm text-muted-foreground">{APPOINTMENT_ACTIONS.rescheduleLoading}</p>
            ) : slots.isError ? (
              <p role="alert" className="mt-2 text-sm text-red-800">
                {(slots.error instanceof ApiError && slots.error.serverMessage) ||
                  APPOINTMENT_ACTIONS.rescheduleSlotsFailed}
              </p>
            ) : free.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{APPOINTMENT_ACTIONS.rescheduleNone}</p>
            ) : (
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="free-times">
                {free.map((slot) => (
                  <label
                    key={slot.startsAt}
                    className="flex cursor-pointer flex-col rounded-md border border-border px-2 py-1.5 text-center text-sm hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                  >
                    <input
                      type="radio"
                      name="slot"
                      value={slot.startsAt}
                      checked={chosen === slot.startsAt}
                      onChange={() => setChosen(slot.startsAt)}
                      className="sr-only"
                    />
                    <span className="font-medium">{clockTime(slot.startsAt)}</span>
                    {bookerZoneDiffers && (
                      <span className="text-xs opacity-80">
                        {clockTime(slot.startsAt, appointment.bookerTimeZone)}{" "}
                        {zoneLabel(Date.parse(slot.startsAt), appointment.bookerTimeZone)}
                      </span>
                    )}
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          {problem && (
            <p role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {APPOINTMENT_ACTIONS.keep}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!picked || reschedule.isPending}>
              {picked
                ? APPOINTMENT_ACTIONS.rescheduleConfirm(clockTime(picked.startsAt))
                : APPOINTMENT_ACTIONS.rescheduleChoose}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
