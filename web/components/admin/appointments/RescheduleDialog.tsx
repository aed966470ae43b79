import { type FormEvent, useState } from "react";
import type { AppointmentDetail, ScheduleWarning } from "#contract/appointments";
import { zonedTimeToInstant, zoneLabel } from "#contract/time-zone";
import { APPOINTMENT_ACTIONS } from "../../../content/appointments";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { formatDay } from "../labels";
import { BUSINESS_ZONE, businessToday, clockTime } from "./AppointmentParts";
import { useFreeSlots, useReschedule } from "./appointment-queries";
import { FreeDayPicker } from "./FreeDayPicker";

/**
 * Moves an appointment: pick a day and one of its free times of the appointment's type (the public slots), or any
 * date and time on the firm's clock (decision 090), confirm. A time another appointment holds answers 409: its
 * message is shown here and the day's times are read again. A move outside the calendar is made and its warnings
 * stay shown until staff close the dialog. Mounted only while open, so each opening starts afresh.
 */
export function RescheduleDialog({ appointment, onClose }: { appointment: AppointmentDetail; onClose: () => void }) {
  const today = businessToday();
  // biome-ignore lint/complexity/useMathMinMax: ISO dates compare as strings; Math.max would make them numbers
  const [day, setDay] = useState(() => (appointment.date >= today ? appointment.date : today));
  const [start, setStart] = useState(day);
  const [chosen, setChosen] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [anyDate, setAnyDate] = useState("");
  const [anyTime, setAnyTime] = useState("");
  const [warnings, setWarnings] = useState<ScheduleWarning[]>([]);
  const slots = useFreeSlots(appointment.typeId, day);
  const reschedule = useReschedule(appointment.id);

  const free = (slots.data ?? []).filter((slot) => slot.isAvailable && slot.startsAt !== appointment.startsAt);
  const picked = free.find((slot) => slot.startsAt === chosen);
  const bookerZoneDiffers = appointment.bookerTimeZone !== BUSINESS_ZONE;

  const anyChosen = anyDate !== "" || anyTime !== "";

  /** The instant to move to: the free time picked, or the date and time typed on the firm's clock. */
  function target(): string | undefined {
    if (!anyChosen) return picked?.startsAt;
    if (!anyDate || !anyTime) {
      setProblem(APPOINTMENT_ACTIONS.anyTimeMissing);
      return undefined;
    }
    const instant = zonedTimeToInstant(anyDate, anyTime, BUSINESS_ZONE);
    if (instant === null) setProblem(APPOINTMENT_ACTIONS.anyTimeSkipped);
    return instant === null ? undefined : new Date(instant).toISOString();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const startsAt = target();
    if (!startsAt) return;
    reschedule.mutate(startsAt, {
      onSuccess: (moved) => {
        toast({
          title: APPOINTMENT_ACTIONS.rescheduled,
          description: `${clockTime(startsAt)} ${zoneLabel(Date.parse(startsAt), BUSINESS_ZONE)}`,
        });
        if (moved.warnings.length > 0) setWarnings(moved.warnings);
        else onClose();
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
        {warnings.length > 0 ? (
          <div className="space-y-4">
            <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <p className="font-semibold">{APPOINTMENT_ACTIONS.movedWarning}</p>
              <ul className="mt-1 list-disc pl-5">
                {warnings.map((w) => (
                  <li key={w.code}>{w.message}</li>
                ))}
              </ul>
            </div>
            <DialogFooter>
              <Button type="button" onClick={onClose}>
                {APPOINTMENT_ACTIONS.done}
              </Button>
            </DialogFooter>
          </div>
        ) : (
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
                        checked={!anyChosen && chosen === slot.startsAt}
                        onChange={() => {
                          setChosen(slot.startsAt);
                          setAnyDate("");
                          setAnyTime("");
                        }}
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
            <fieldset>
              <legend className="text-sm font-medium">
                {APPOINTMENT_ACTIONS.anyTime} ({zoneLabel(Date.parse(`${anyDate || day}T12:00:00Z`), BUSINESS_ZONE)})
              </legend>
              <p className="text-xs text-muted-foreground">{APPOINTMENT_ACTIONS.anyTimeHint}</p>
              <div className="mt-2 grid max-w-sm grid-cols-2 gap-2">
                <Input
                  type="date"
                  aria-label={APPOINTMENT_ACTIONS.anyDate}
                  min={today}
                  value={anyDate}
                  onChange={(e) => setAnyDate(e.target.value)}
                />
                <Input
                  type="time"
                  aria-label={APPOINTMENT_ACTIONS.anyClock}
                  value={anyTime}
                  onChange={(e) => setAnyTime(e.target.value)}
                />
              </div>
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
              <Button type="submit" disabled={(!picked && !anyChosen) || reschedule.isPending}>
                {anyChosen
                  ? APPOINTMENT_ACTIONS.rescheduleConfirm(anyTime ? `${anyDate} ${anyTime}` : anyDate)
                  : picked
                    ? APPOINTMENT_ACTIONS.rescheduleConfirm(clockTime(picked.startsAt))
                    : APPOINTMENT_ACTIONS.rescheduleChoose}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
