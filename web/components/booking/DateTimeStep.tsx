import { useQuery } from "@tanstack/react-query";
import { type Ref, useMemo } from "react";
import { Link } from "react-router";
import { wizardDaysQuery } from "#contract/book-days";
import { BOOKING_RULES, type PublicBookingType, type TimeSlot } from "#contract/booking";
import { zoneLabel } from "#contract/time-zone";
import { wizardDates } from "../../lib/booking-time";
import { useHydrated } from "../../lib/hydration";
import { apiQuery } from "../../lib/query-client";
import { visitorTimeZone } from "../../lib/visitor-time-zone";
import { Button } from "../ui/button";
import { DateChoices, TimeChoices, useTimesInView } from "./DateTimeChoices";
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

  const times = useTimesInView(date);

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
      <DateChoices
        dates={dates}
        dayOf={dayOf}
        pending={days.isPending}
        failed={days.isError}
        date={date}
        links={links}
        onDate={onDate}
      />
      {date && (
        <TimeChoices
          timesRef={times}
          fetching={slots.isFetching}
          failed={slots.isError}
          available={available}
          label={label}
          ownZone={ownZone}
          businessZone={businessZone}
          slot={slot}
          links={links}
          onSlot={onSlot}
        />
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
