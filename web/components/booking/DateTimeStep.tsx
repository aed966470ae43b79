import { useQuery } from "@tanstack/react-query";
import { type Ref, useEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import { wizardDaysQuery } from "#contract/book-days";
import { BOOKING_RULES, DAY_UNAVAILABLE_LABELS, type PublicBookingType, type TimeSlot } from "#contract/booking";
import { zoneLabel } from "#contract/time-zone";
import { clockTime, wizardDates } from "../../lib/booking-time";
import { useHydrated } from "../../lib/hydration";
import { apiQuery } from "../../lib/query-client";
import { cn } from "../../lib/utils";
import { visitorTimeZone } from "../../lib/visitor-time-zone";
import { Button } from "../ui/button";
import { StepHeading } from "./StepHeading";

export interface DateTimeStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  /** The type whose free times are offered (the wizard's choice, or a booked appointment's type when it moves). */
  type: Pick<PublicBookingType, "id" | "name" | "duration">;
  /** The heading and the forward button's words; the wizard's by default. */
  heading?: string;
  continueLabel?: string;
  /** The instant the offered days count from (one per page, so the server and the hydrating browser agree). */
  now: number;
  date: string | null;
  slot?: TimeSlot | null;
  /** Why the visitor is back here (e.g. the time was just taken). */
  notice: string | null;
  /** Each choice as an address (/book): a date's, a time's ("HH:MM") and the step before's. */
  links?: { date: (date: string) => string; time: (time: string) => string; back: string };
  /** Each choice as a button (the manage page's move), with a Continue once a time is chosen. */
  onDate?: (date: string) => void;
  onSlot?: (slot: TimeSlot) => void;
  onBack?: () => void;
  onContinue?: () => void;
  /**
   * When a booker moves their appointment (id and manage token): its own time and buffers do not block the times
   * beside it, and its current time (`startsAt`) is not offered.
   */
  moving?: { appointment: string; token: string; startsAt: string };
}

const option =
  "rounded-md border border-border bg-white px-3 py-2 text-sm font-medium text-foreground shadow-xs transition hover:border-primary/60 " +
  "aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white aria-[current=date]:border-primary aria-[current=date]:bg-primary aria-[current=date]:text-white";

/**
 * The day's times, where picking a date lands: on a phone they sit below the 30 days' grid, out of sight. A date's
 * link carries it as its fragment, so without scripts the page opens on them; with scripts the step scrolls there.
 */
const TIMES_ID = "booking-times";

/** A day that cannot be booked: greyed out, not a control, with the reason for screen readers. */
const closedDay =
  "flex flex-col items-center rounded-md border border-dashed border-border bg-muted px-3 py-2 text-sm text-muted-foreground";

/**
 * Step 2: the weekdays of the next 30 days, those that cannot be booked greyed out (the days answer: holidays, full
 * days, today after hours), then one day's free times. As links on /book (each choice is an address, so it works
 * before and without scripts), as buttons in the manage page's move.
 */
export function DateTimeStep({
  headingRef,
  type,
  heading = "Choose a date and time",
  continueLabel = "Continue",
  now,
  date,
  slot,
  notice,
  links,
  onDate,
  onSlot,
  onBack,
  onContinue,
  moving,
}: DateTimeStepProps) {
  const dates = useMemo(() => wizardDates(now), [now]);
  const businessZone = BOOKING_RULES.timeZone;
  // The visitor's own clock only once the page is live: the server and the hydrating browser write the same text.
  const ownZone = useHydrated() ? visitorTimeZone() : businessZone;
  const move = moving ? { appointment: moving.appointment, token: moving.token } : {};
  const days = useQuery(
    apiQuery("GET /api/booking/types/:id/days", { id: type.id }, { ...wizardDaysQuery(now), ...move }),
  );
  const slots = useQuery({
    ...apiQuery("GET /api/booking/types/:id/slots", { id: type.id }, { date: date ?? "", ...move }),
    enabled: date !== null,
  });
  const available = slots.data?.filter((s) => s.isAvailable && s.startsAt !== moving?.startsAt) ?? [];
  const label = zoneLabel(now, businessZone);
  const dayOf = new Map(days.data?.map((day) => [day.date, day]));

  // A date picked here (not the one the page opened with) brings its times into view.
  const times = useRef<HTMLFieldSetElement>(null);
  const shownDate = useRef(date);
  useEffect(() => {
    if (date === shownDate.current) return;
    shownDate.current = date;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    times.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  }, [date]);

  return (
    <section aria-labelledby="booking-step-heading" className="space-y-6">
      <div>
        <StepHeading headingRef={headingRef}>{heading}</StepHeading>
        <p className="mt-1 text-sm text-muted-foreground">
          {type.name}, {type.duration} min. Times are Eastern Time ({label}).
        </p>
      </div>
      {notice && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          {notice}
        </p>
      )}
      <fieldset aria-busy={days.isPending}>
        <legend className="mb-2 text-sm font-semibold">Date</legend>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
          {dates.map((d) => {
            const day = dayOf.get(d.date);
            // Until the answer arrives nothing looks bookable; if it fails, every weekday is offered as before.
            const bookable = day ? day.available : days.isError;
            const content = (
              <>
                {/* Not dimmed on a closed day: its grey on grey is already as light as text may be (WCAG 1.4.3). */}
                <span className={bookable ? "text-xs opacity-80" : "text-xs"}>{d.weekday}</span>
                <span>{d.monthDay}</span>
              </>
            );
            return (
              <li key={d.date} className="grid">
                {!bookable ? (
                  <span className={closedDay} data-unavailable={day?.reason ?? "loading"}>
                    {content}
                    {day?.reason && <span className="sr-only">({DAY_UNAVAILABLE_LABELS[day.reason]})</span>}
                  </span>
                ) : links ? (
                  <Link
                    to={`${links.date(d.date)}#${TIMES_ID}`}
                    replace
                    preventScrollReset
                    aria-current={date === d.date ? "date" : undefined}
                    className={cn(option, "flex flex-col items-center")}
                  >
                    {content}
                  </Link>
                ) : (
                  <button
                    type="button"
                    aria-pressed={date === d.date}
                    onClick={() => onDate?.(d.date)}
                    className={cn(option, "flex flex-col items-center")}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {date && (
        <fieldset ref={times} id={TIMES_ID} aria-busy={slots.isFetching} className="scroll-mt-24">
          <legend className="mb-2 text-sm font-semibold">Available times ({label})</legend>
          {slots.isFetching ? (
            <p className="text-muted-foreground">Loading available times...</p>
          ) : slots.isError ? (
            <p role="alert" className="text-red-700">
              Failed to fetch slots. Please choose the date again.
            </p>
          ) : available.length === 0 ? (
            <p className="text-muted-foreground">No available times for this date. Please select another date.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {available.map((s) => {
                const own =
                  ownZone !== businessZone && clockTime(s.startsAt, ownZone) !== clockTime(s.startsAt, businessZone);
                const content = (
                  <>
                    <span>{clockTime(s.startsAt, businessZone)}</span>
                    {own && <span className="text-xs opacity-80">{clockTime(s.startsAt, ownZone)} your time</span>}
                  </>
                );
                return (
                  <li key={s.startsAt} className="grid">
                    {links ? (
                      <Link to={links.time(s.startTime)} className={cn(option, "flex flex-col items-center")}>
                        {content}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        aria-pressed={slot?.startsAt === s.startsAt}
                        onClick={() => onSlot?.(s)}
                        className={cn(option, "flex flex-col items-center")}
                      >
                        {content}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {links ? (
          <Button asChild variant="outline">
            <Link to={links.back}>Back</Link>
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
        )}
        {slot && !links && (
          <Button type="button" onClick={onContinue}>
            {continueLabel}
          </Button>
        )}
      </div>
    </section>
  );
}
