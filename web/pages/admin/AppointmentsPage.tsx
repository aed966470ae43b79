import { addDays, isCalendarDate, mondayOf } from "#contract/time-zone";
import { AgendaView } from "../../components/admin/appointments/AgendaView";
import { AppointmentListFilters, appointmentFilters } from "../../components/admin/appointments/AppointmentListFilters";
import { businessToday } from "../../components/admin/appointments/AppointmentParts";
import { AppointmentsTable } from "../../components/admin/appointments/AppointmentsTable";
import {
  APPOINTMENT_VIEW_NAMES,
  type AppointmentView,
  AppointmentViewNav,
  appointmentsHref,
} from "../../components/admin/appointments/AppointmentViews";
import {
  APPOINTMENTS_PAGE_SIZE,
  useAgenda,
  useAppointmentPage,
  useBookingTypeChoices,
  useRefreshAppointments,
} from "../../components/admin/appointments/appointment-queries";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { formatDay } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { APPOINTMENTS_PAGE } from "../../content/appointments";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

const PARAMS = ["view", "date", "type", "status", "from", "to", "q"] as const;

const dayParam = (value: string | null) => (value && isCalendarDate(value) ? value : undefined);

/**
 * /admin/appointments: the consultant calendar by day, by week (the default) or as a list, all in the business zone.
 * The view, the agenda's day (?date=, any day of the week for the week view), the filters and the list's page live in
 * the URL (?view=list&status=confirmed&from=2026-11-01&page=2), so a reload, the back button or a shared link shows
 * the same screen.
 */
export default function AppointmentsPage() {
  const { params, page, apply } = useListParams(PARAMS);
  const view: AppointmentView = oneOf(APPOINTMENT_VIEW_NAMES, params.get("view")) ?? "week";
  const today = businessToday();
  const date = dayParam(params.get("date")) ?? today;
  const filters = appointmentFilters(params);
  const from = dayParam(params.get("from"));
  const to = dayParam(params.get("to"));

  const start = view === "week" ? mondayOf(date) : date;
  const days = view === "week" ? Array.from({ length: 7 }, (_, i) => addDays(start, i)) : [date];
  const agenda = useAgenda({ ...filters, from: days[0]!, to: days[days.length - 1]! }, view !== "list");
  const list = useAppointmentPage(
    { ...filters, from, to: from && to && to < from ? undefined : to, page },
    view === "list",
  );
  const types = useBookingTypeChoices();
  const { refresh, isFetching } = useRefreshAppointments();

  const filtered = Boolean(filters.typeId || filters.status || filters.q || (view === "list" && (from || to)));

  const href = (changes: { view?: AppointmentView; date?: string }) => appointmentsHref(params, today, changes);

  const listRows = list.data?.rows ?? [];
  const rangeTitle =
    view === "week" ? `${formatDay(days[0]!, "short")} – ${formatDay(days[6]!, "medium")}` : formatDay(date, "long");

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${APPOINTMENTS_PAGE.title} | Admin Dashboard`} description={APPOINTMENTS_PAGE.intro} noIndex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-primary sm:text-3xl">{APPOINTMENTS_PAGE.title}</h1>
        <AppointmentViewNav view={view} href={(value) => href({ view: value })} />
      </div>
      <p className="mt-1 text-muted-foreground">{APPOINTMENTS_PAGE.intro}</p>

      <Panel
        id="appointments"
        title={view === "list" ? "All appointments" : rangeTitle}
        className="mt-6"
        action={<RefreshButton onRefresh={refresh} refreshing={isFetching} />}
      >
        <ListSearch
          label={APPOINTMENTS_PAGE.searchLabel}
          placeholder={APPOINTMENTS_PAGE.searchPlaceholder}
          value={filters.q}
          onSearch={(q) => apply({ q })}
          className="mt-4"
        />
        <AppointmentListFilters
          view={view}
          filters={filters}
          types={types.data?.rows}
          from={from}
          to={to}
          date={date}
          days={days}
          today={today}
          apply={apply}
        />

        {view === "list" ? (
          <>
            <QueryStatus
              query={{ ...list, data: list.data?.rows }}
              noun="appointments"
              empty={filtered ? APPOINTMENTS_PAGE.emptyFiltered : APPOINTMENTS_PAGE.empty}
            />
            {listRows.length > 0 && <AppointmentsTable rows={listRows} />}
            {list.data && (
              <ListPager
                label="Appointment pages"
                testId="appointments-range"
                page={page}
                pageSize={APPOINTMENTS_PAGE_SIZE}
                shown={listRows.length}
                total={list.data.total}
                onPage={(next) => apply({ page: next })}
              />
            )}
          </>
        ) : (
          <>
            <QueryStatus query={agenda} noun="appointments" />
            {agenda.data && (
              <AgendaView
                page={agenda.data}
                week={view === "week"}
                days={days}
                today={today}
                filtered={filtered}
                dayHref={(day) => href({ view: "day", date: day })}
              />
            )}
          </>
        )}
      </Panel>
    </div>
  );
}
