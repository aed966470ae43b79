import { ChevronLeft, ChevronRight } from "lucide-react";
import { DAY_UNAVAILABLE_LABELS } from "#contract/booking";
import { addDays } from "#contract/time-zone";
import { APPOINTMENT_ACTIONS } from "../../../content/appointments";
import { cn } from "../../../lib/utils";
import { Button } from "../../ui/button";
import { formatDay } from "../labels";
import { useBookingDays } from "./appointment-queries";

/** Days shown at once: two working weeks. */
export const PICKER_DAYS = 14;

/**
 * The days of a fortnight as choices, each saying whether the appointment's type has a free time that day (the
 * public days answer, so staff see exactly what the site offers) and, when not, why; earlier and later fortnights
 * by the arrows. A day without a free time stays choosable, so staff can still look at it.
 */
export function FreeDayPicker({
  typeId,
  start,
  today,
  value,
  onStart,
  onChange,
}: {
  typeId: string;
  /** The first day shown. */
  start: string;
  today: string;
  value: string;
  onStart: (start: string) => void;
  onChange: (day: string) => void;
}) {
  const days = useBookingDays(typeId, start, addDays(start, PICKER_DAYS - 1));
  const end = addDays(start, PICKER_DAYS - 1);
  return (
    <fieldset>
      <legend className="text-sm font-medium">{APPOINTMENT_ACTIONS.rescheduleDay}</legend>
      <div className="mt-2 flex items-center justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={start <= today}
          onClick={() => onStart(addDays(start, -PICKER_DAYS) < today ? today : addDays(start, -PICKER_DAYS))}
          aria-label={APPOINTMENT_ACTIONS.earlierDays}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <span aria-live="polite">
          {formatDay(start, "short")} – {formatDay(end, "short")}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onStart(addDays(start, PICKER_DAYS))}
          aria-label={APPOINTMENT_ACTIONS.laterDays}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="free-days">
        {(
          days.data ??
          Array.from({ length: PICKER_DAYS }, (_, i) => ({ date: addDays(start, i), available: false, reason: null }))
        )
          .filter((day) => day.reason !== "past")
          .map((day) => {
            const label = day.reason
              ? DAY_UNAVAILABLE_LABELS[day.reason]
              : days.data
                ? APPOINTMENT_ACTIONS.dayFree
                : "";
            return (
              <label
                key={day.date}
                data-free={day.available}
                className={cn(
                  "flex cursor-pointer flex-col rounded-md border border-border px-2 py-1.5 text-center text-sm hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  !day.available && "text-muted-foreground",
                )}
              >
                <input
                  type="radio"
                  name="day"
                  value={day.date}
                  checked={value === day.date}
                  onChange={() => onChange(day.date)}
                  className="sr-only"
                />
                <span className={cn("font-medium", day.available && "text-primary in-has-[:checked]:text-inherit")}>
                  {formatDay(day.date, "short")}
                </span>
                <span className="text-xs">{label}</span>
              </label>
            );
          })}
      </div>
    </fieldset>
  );
}
