import { type Ref, useEffect, useRef } from "react";
import { Link } from "react-router";
import { type BookingDay, DAY_UNAVAILABLE_LABELS, type TimeSlot } from "#contract/booking";
import { clockTime, type WizardDate } from "../../lib/booking-time";
import { cn } from "../../lib/utils";

/** Each choice as an address (/book) or, without `links`, as a button (the manage page's move). */
type Links = { date: (date: string) => string; time: (time: string) => string; back: string } | undefined;

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

/** The weekdays of the next 30 days, those that cannot be booked greyed out with the reason. */
export function DateChoices({
  dates,
  dayOf,
  pending,
  failed,
  date,
  links,
  onDate,
}: {
  dates: WizardDate[];
  dayOf: Map<string, BookingDay>;
  pending: boolean;
  failed: boolean;
  date: string | null;
  links: Links;
  onDate?: (date: string) => void;
}) {
  return (
    <fieldset aria-busy={pending}>
      <legend className="mb-2 text-sm font-semibold">Date</legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
        {dates.map((d) => {
          const day = dayOf.get(d.date);
          // Until the answer arrives nothing looks bookable; if it fails, every weekday is offered as before.
          const bookable = day ? day.available : failed;
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
  );
}

/** One day's free times, each in the firm's zone and, when it differs, the visitor's. */
export function TimeChoices({
  timesRef,
  fetching,
  failed,
  available,
  label,
  ownZone,
  businessZone,
  slot,
  links,
  onSlot,
}: {
  timesRef: Ref<HTMLFieldSetElement>;
  fetching: boolean;
  failed: boolean;
  available: TimeSlot[];
  label: string;
  ownZone: string;
  businessZone: string;
  slot?: TimeSlot | null;
  links: Links;
  onSlot?: (slot: TimeSlot) => void;
}) {
  return (
    <fieldset ref={timesRef} id={TIMES_ID} aria-busy={fetching} className="scroll-mt-24">
      <legend className="mb-2 text-sm font-semibold">Available times ({label})</legend>
      {fetching ? (
        <p className="text-muted-foreground">Loading available times...</p>
      ) : failed ? (
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
  );
}

/** A date picked here (not the one the page opened with) brings its times into view: the ref for their fieldset. */
export function useTimesInView(date: string | null) {
  const times = useRef<HTMLFieldSetElement>(null);
  const shownDate = useRef(date);
  useEffect(() => {
    if (date === shownDate.current) return;
    shownDate.current = date;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    times.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  }, [date]);
  return times;
}
