import { useQuery } from "@tanstack/react-query";
import { useMemo, type Ref } from "react";
import { BOOKING_RULES, type PublicBookingType, type TimeSlot } from "../../../worker/contract/booking";
import { zoneLabel } from "../../../worker/contract/time-zone";
import { apiQuery } from "../../lib/query-client";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { StepHeading } from "./StepHeading";
import { clockTime, wizardDates } from "../../lib/booking-time";
import { visitorTimeZone } from "../../lib/visitor-time-zone";

export interface DateTimeStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  /** The type whose free times are offered (the wizard's choice, or a booked appointment's type when it moves). */
  type: Pick<PublicBookingType, "id" | "name" | "duration">;
  /** The heading and the forward button's words; the wizard's by default. */
  heading?: string;
  continueLabel?: string;
  date: string | null;
  slot: TimeSlot | null;
  /** Why the visitor is back here (e.g. the time was just taken). */
  notice: string | null;
  onDate: (date: string) => void;
  onSlot: (slot: TimeSlot) => void;
  onBack: () => void;
  onContinue: () => void;
  /**
   * When a booker moves their appointment (id and manage token): its own time and buffers do not block the times
   * beside it, and its current time (`startsAt`) is not offered.
   */
  moving?: { appointment: string; token: string; startsAt: string };
}

const option =
  "rounded-md border border-border bg-white px-3 py-2 text-sm font-medium text-foreground shadow-xs transition hover:border-primary/60 " +
  "aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white";

/** Step 2: a weekday of the next 30 days, then one of its free times (loaded only once a date is chosen). */
export function DateTimeStep({
  headingRef,
  type,
  heading = "Choose a date and time",
  continueLabel = "Continue",
  date,
  slot,
  notice,
  onDate,
  onSlot,
  onBack,
  onContinue,
  moving,
}: DateTimeStepProps) {
  const dates = useMemo(() => wizardDates(Date.now()), []);
  const businessZone = BOOKING_RULES.timeZone;
  const ownZone = visitorTimeZone();
  const query = moving ? { date: date ?? "", appointment: moving.appointment, token: moving.token } : { date: date ?? "" };
  const slots = useQuery({ ...apiQuery("GET /api/booking/types/:id/slots", { id: type.id }, query), enabled: date !== null });
  const available = slots.data?.filter((s) => s.isAvailable && s.startsAt !== moving?.startsAt) ?? [];
  const label = zoneLabel(Date.now(), businessZone);

  return (
    <section aria-labelledby="booking-step-heading" className="space-y-6">
      <div>
        <StepHeading headingRef={headingRef}>{heading}</StepHeading>
        <p className="mt-1 text-sm text-muted-foreground">
          {type.name}, {type.duration} min. Times are Eastern Time ({label}).
        </p>
      </div>
      {notice && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {notice}
        </p>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Date</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
          {dates.map((d) => (
            <button key={d.date} type="button" aria-pressed={date === d.date} onClick={() => onDate(d.date)} className={cn(option, "flex flex-col items-center")}>
              <span className="text-xs opacity-80">{d.weekday}</span>
              <span>{d.monthDay}</span>
            </button>
          ))}
        </div>
      </fieldset>
      {date && (
        <fieldset aria-busy={slots.isFetching}>
          <legend className="mb-2 text-sm font-semibold">Available times ({label})</legend>
          {slots.isFetching ? (
            <p className="text-muted-foreground">Loading available times...</p>
          ) : slots.isError ? (
            <p role="alert" className="text-red-700">Failed to fetch slots. Please choose the date again.</p>
          ) : available.length === 0 ? (
            <p className="text-muted-foreground">No available times for this date. Please select another date.</p>
          ) : (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {available.map((s) => {
                const own = ownZone !== businessZone && clockTime(s.startsAt, ownZone) !== clockTime(s.startsAt, businessZone);
                return (
                  <button key={s.startsAt} type="button" aria-pressed={slot?.startsAt === s.startsAt} onClick={() => onSlot(s)} className={cn(option, "flex flex-col items-center")}>
                    <span>{clockTime(s.startsAt, businessZone)}</span>
                    {own && <span className="text-xs opacity-80">{clockTime(s.startsAt, ownZone)} your time</span>}
                  </button>
                );
              })}
            </div>
          )}
        </fieldset>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        {slot && (
          <Button type="button" onClick={onContinue}>
            {continueLabel}
          </Button>
        )}
      </div>
    </section>
  );
}
