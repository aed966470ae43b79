import { ChevronLeft, ChevronRight } from "lucide-react";
import { APPOINTMENT_STATUS_LABELS } from "#contract/appointments";
import { APPOINTMENT_STATUSES } from "#contract/enums";
import { addDays, isCalendarDate } from "#contract/time-zone";
import { AGENDA_NAV } from "../../../content/appointments";
import { oneOf } from "../../../lib/utils";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { ListFilter } from "../ListFilter";
import type { AppointmentView } from "./AppointmentViews";
import type { AppointmentFilters } from "./appointment-queries";

/** The type, status and search the URL names; anything the list does not know is left out. */
export function appointmentFilters(params: URLSearchParams): AppointmentFilters {
  return {
    typeId: params.get("type") || undefined,
    status: oneOf(APPOINTMENT_STATUSES, params.get("status")),
    q: params.get("q") || undefined,
  };
}

type Apply = (changes: Partial<Record<"date" | "type" | "status" | "from" | "to", string>>) => void;

/**
 * The calendar's filters: type and status, then the list's days applied (from, to) or the agenda's day (or week)
 * with the steps back, to today and on.
 */
export function AppointmentListFilters({
  view,
  filters,
  types,
  from,
  to,
  date,
  days,
  today,
  apply,
}: {
  view: AppointmentView;
  filters: AppointmentFilters;
  types: readonly { id: string; name: string }[] | undefined;
  from: string | undefined;
  to: string | undefined;
  date: string;
  /** The agenda's days on screen. */
  days: readonly string[];
  today: string;
  apply: Apply;
}) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <ListFilter
        label="Type"
        value={filters.typeId}
        all="All types"
        options={types?.map((type) => ({ value: type.id, label: type.name }))}
        onChange={(type) => apply({ type })}
      />
      <ListFilter
        label="Status"
        value={filters.status}
        all="All statuses"
        options={APPOINTMENT_STATUSES}
        labels={APPOINTMENT_STATUS_LABELS}
        onChange={(status) => apply({ status })}
      />
      {view === "list" ? (
        <>
          <Field label="From">
            {(p) => (
              <Input
                {...p}
                type="date"
                value={from ?? ""}
                max={to}
                onChange={(event) => apply({ from: event.target.value })}
              />
            )}
          </Field>
          <Field label="To">
            {(p) => (
              <Input
                {...p}
                type="date"
                value={to ?? ""}
                min={from}
                onChange={(event) => apply({ to: event.target.value })}
              />
            )}
          </Field>
        </>
      ) : (
        <AgendaDayField week={view === "week"} date={date} days={days} today={today} apply={apply} />
      )}
    </div>
  );
}

/** The agenda's day (any day of the week for the week view), with a step back, today and a step on. */
function AgendaDayField({
  week,
  date,
  days,
  today,
  apply,
}: {
  week: boolean;
  date: string;
  days: readonly string[];
  today: string;
  apply: Apply;
}) {
  const step = week ? 7 : 1;
  return (
    <Field label={week ? "Week of" : "Day"} className="col-span-2">
      {(p) => (
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-44">
            <Input
              {...p}
              type="date"
              value={date}
              required
              onChange={(event) =>
                isCalendarDate(event.target.value) &&
                apply({ date: event.target.value === today ? "" : event.target.value })
              }
            />
          </div>
          <div className="flex gap-1">
            <Button
              variant="outline"
              size="icon"
              aria-label={week ? AGENDA_NAV.previousWeek : AGENDA_NAV.previousDay}
              onClick={() => apply({ date: addDays(date, -step) })}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button variant="outline" disabled={days.includes(today)} onClick={() => apply({ date: "" })}>
              {AGENDA_NAV.today}
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={week ? AGENDA_NAV.nextWeek : AGENDA_NAV.nextDay}
              onClick={() => apply({ date: addDays(date, step) })}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
      )}
    </Field>
  );
}
