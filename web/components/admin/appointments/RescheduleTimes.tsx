import type { TimeSlot } from "#contract/booking";
import { zoneLabel } from "#contract/time-zone";
import { APPOINTMENT_ACTIONS } from "../../../content/appointments";
import { ApiError } from "../../../lib/api";
import { Input } from "../../ui/form";
import { formatDay } from "../labels";
import { BUSINESS_ZONE, clockTime } from "./AppointmentParts";
import type { useFreeSlots } from "./appointment-queries";

/** The day's free times of the appointment's type, on the firm's clock (and the booker's, when it differs). */
export function FreeTimesField({
  day,
  slots,
  free,
  chosen,
  bookerTimeZone,
  onChoose,
}: {
  day: string;
  slots: ReturnType<typeof useFreeSlots>;
  free: TimeSlot[];
  /** The free time picked (none while a time is typed). */
  chosen: string | undefined;
  bookerTimeZone: string;
  onChoose: (startsAt: string) => void;
}) {
  const bookerZoneDiffers = bookerTimeZone !== BUSINESS_ZONE;
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        {formatDay(day, "short")}: {APPOINTMENT_ACTIONS.rescheduleTimes.toLowerCase()} (
        {zoneLabel(Date.parse(`${day}T12:00:00Z`), BUSINESS_ZONE)})
      </legend>
      {slots.isPending ? (
        <p className="mt-2 text-sm text-muted-foreground">{APPOINTMENT_ACTIONS.rescheduleLoading}</p>
      ) : slots.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {(slots.error instanceof ApiError && slots.error.serverMessage) || APPOINTMENT_ACTIONS.rescheduleSlotsFailed}
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
                onChange={() => onChoose(slot.startsAt)}
                className="sr-only"
              />
              <span className="font-medium">{clockTime(slot.startsAt)}</span>
              {bookerZoneDiffers && (
                <span className="text-xs opacity-80">
                  {clockTime(slot.startsAt, bookerTimeZone)} {zoneLabel(Date.parse(slot.startsAt), bookerTimeZone)}
                </span>
              )}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** Any date and time on the firm's clock (decision 090), outside the free times. */
export function AnyTimeField({
  day,
  today,
  date,
  time,
  onDate,
  onTime,
}: {
  day: string;
  today: string;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        {APPOINTMENT_ACTIONS.anyTime} ({zoneLabel(Date.parse(`${date || day}T12:00:00Z`), BUSINESS_ZONE)})
      </legend>
      <p className="text-xs text-muted-foreground">{APPOINTMENT_ACTIONS.anyTimeHint}</p>
      <div className="mt-2 grid max-w-sm grid-cols-2 gap-2">
        <Input
          type="date"
          aria-label={APPOINTMENT_ACTIONS.anyDate}
          min={today}
          value={date}
          onChange={(e) => onDate(e.target.value)}
        />
        <Input
          type="time"
          aria-label={APPOINTMENT_ACTIONS.anyClock}
          value={time}
          onChange={(e) => onTime(e.target.value)}
        />
      </div>
    </fieldset>
  );
}
