import type { AppointmentListItem } from "#contract/appointments";
import { APPOINTMENTS_PAGE } from "../../../content/appointments";
import { Agenda } from "./Agenda";
import { AGENDA_LIMIT } from "./appointment-queries";

/** The day or week view's agenda, with a word when it is empty and when it shows only the first appointments. */
export function AgendaView({
  page,
  week,
  days,
  today,
  filtered,
  dayHref,
}: {
  page: { rows: AppointmentListItem[]; total: number };
  week: boolean;
  /** One day for the day view, seven (Monday first) for the week. */
  days: string[];
  today: string;
  /** Whether a filter or search is set: an empty agenda then says so. */
  filtered: boolean;
  dayHref: (date: string) => string;
}) {
  return (
    <>
      {page.rows.length === 0 && (
        <p className="mt-4 text-muted-foreground">
          {filtered ? APPOINTMENTS_PAGE.emptyFiltered : week ? APPOINTMENTS_PAGE.emptyWeek : APPOINTMENTS_PAGE.emptyDay}
        </p>
      )}
      {page.total > page.rows.length && (
        <p className="mt-4 text-sm text-muted-foreground">
          {APPOINTMENTS_PAGE.agendaTruncated(AGENDA_LIMIT, page.total)}
        </p>
      )}
      <Agenda days={days} rows={page.rows} today={today} dayHref={dayHref} />
    </>
  );
}
