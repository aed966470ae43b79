import { CalendarDays, CalendarRange, ChevronLeft, ChevronRight, List } from "lucide-react";
import { Link } from "react-router";
import { APPOINTMENT_STATUS_LABELS } from "#contract/appointments";
import { APPOINTMENT_STATUSES } from "#contract/enums";
import { addDays, isCalendarDate, mondayOf } from "#contract/time-zone";
import { AdminTable } from "../../components/admin/AdminTable";
import { Agenda } from "../../components/admin/appointments/Agenda";
import {
  AppointmentStatusBadge,
  businessToday,
  TypeDot,
  timeSpan,
} from "../../components/admin/appointments/AppointmentParts";
import {
  AGENDA_LIMIT,
  APPOINTMENTS_PAGE_SIZE,
  type AppointmentFilters,
  useAgenda,
  useAppointmentPage,
  useBookingTypeChoices,
  useRefreshAppointments,
} from "../../components/admin/appointments/appointment-queries";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { formatDay } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { Button, buttonVariants } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/form";
import { AGENDA_NAV, APPOINTMENT_VIEWS, APPOINTMENTS_PAGE } from "../../content/appointments";
import { PageHead } from "../../lib/head";
import { cn, oneOf } from "../../lib/utils";

const PARAMS = ["view", "date", "type", "status", "from", "to", "q"] as const;
const VIEWS = ["day", "week", "list"] as const;
type View = (typeof VIEWS)[number];
const VIEW_ICONS = { day: CalendarDays, week: CalendarRange, list: List } as const;

const dayParam = (value: string | null) => (value && isCalendarDate(value) ? value : undefined);

/**
 * /admin/appointments: the consultant calendar by day, by week (the default) or as a list, all in the business zone.
 * The view, the agenda's day (?date=, any day of the week for the week view), the filters and the list's page live in
 * the URL (?view=list&status=confirmed&from=2026-11-01&page=2), so a reload, the back button or a shared link shows
 * the same screen.
 */
export default function AppointmentsPage() {
  const { params, page, apply } = useListParams(PARAMS);
  const view: View = oneOf(VIEWS, params.get("view")) ?? "week";
  const today = businessToday();
  const date = dayParam(params.get("date")) ?? today;
  const filters: AppointmentFilters = {
    typeId: params.get("type") || undefined,
    status: oneOf(APPOINTMENT_STATUSES, params.get("status")),
    q: params.get("q") || undefined,
  };
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
  const step = view === "week" ? 7 : 1;

  /** The URL of another view or day; the filters stay, the page starts again. */
  function href(changes: { view?: View; date?: string }): string {
    const search = new URLSearchParams(params);
    search.delete("page");
    if (changes.view) {
      if (changes.view === "week") search.delete("view");
      else search.set("view", changes.view);
    }
    if (changes.date !== undefined) {
      if (changes.date === today) search.delete("date");
      else search.set("date", changes.date);
    }
    const text = search.toString();
    return text ? `?${text}` : "?";
  }

  const agendaRows = agenda.data?.rows ?? [];
  const listRows = list.data?.rows ?? [];
  const rangeTitle =
    view === "week" ? `${formatDay(days[0]!, "short")} – ${formatDay(days[6]!, "medium")}` : formatDay(date, "long");

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${APPOINTMENTS_PAGE.title} | Admin Dashboard`} description={APPOINTMENTS_PAGE.intro} noIndex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-primary sm:text-3xl">{APPOINTMENTS_PAGE.title}</h1>
        <nav aria-label="View" className="inline-flex rounded-md border border-border bg-white p-0.5">
          {VIEWS.map((value) => {
            const Icon = VIEW_ICONS[value];
            return (
              <Link
                key={value}
                to={href({ view: value })}
                aria-current={view === value ? "page" : undefined}
                className={cn(buttonVariants({ variant: view === value ? "default" : "ghost", size: "sm" }), "h-8")}
              >
                <Icon aria-hidden />
                {APPOINTMENT_VIEWS[value]}
              </Link>
            );
          })}
        </nav>
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
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <ListFilter
            label="Type"
            value={filters.typeId}
            all="All types"
            options={types.data?.rows.map((type) => ({ value: type.id, label: type.name }))}
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
            <Field label={view === "week" ? "Week of" : "Day"} className="col-span-2">
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
                      aria-label={view === "week" ? AGENDA_NAV.previousWeek : AGENDA_NAV.previousDay}
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
                      aria-label={view === "week" ? AGENDA_NAV.nextWeek : AGENDA_NAV.nextDay}
                      onClick={() => apply({ date: addDays(date, step) })}
                    >
                      <ChevronRight aria-hidden />
                    </Button>
                  </div>
                </div>
              )}
            </Field>
          )}
        </div>

        {view === "list" ? (
          <>
            <QueryStatus
              query={{ ...list, data: list.data?.rows }}
              noun="appointments"
              empty={filtered ? APPOINTMENTS_PAGE.emptyFiltered : APPOINTMENTS_PAGE.empty}
            />
            {listRows.length > 0 && (
              <>
                <AdminTable
                  className="hidden md:block"
                  rows={listRows}
                  rowKey={(item) => item.id}
                  minWidth="48rem"
                  testId="appointments"
                  alignTop
                  rowData={(item) => ({ "data-appointment-id": item.id })}
                  columns={[
                    {
                      header: "When",
                      className: "whitespace-nowrap",
                      cell: (item) => (
                        <>
                          <span className="block font-medium">{formatDay(item.date, "medium")}</span>
                          <span className="text-xs text-muted-foreground">{timeSpan(item)}</span>
                        </>
                      ),
                    },
                    {
                      header: "Booker",
                      cell: (item) => (
                        <>
                          <Link
                            to={`/admin/appointments/${item.id}`}
                            className="font-medium text-primary underline-offset-2 hover:underline"
                          >
                            {item.bookerName}
                          </Link>
                          <span className="block text-xs break-all text-muted-foreground">
                            {item.bookerEmail}
                            {item.bookerCompany ? ` · ${item.bookerCompany}` : ""}
                          </span>
                        </>
                      ),
                    },
                    {
                      header: "Type",
                      cell: (item) => (
                        <span className="inline-flex items-center gap-1.5">
                          <TypeDot color={item.typeColor} />
                          {item.typeName}
                        </span>
                      ),
                    },
                    { header: "Status", cell: (item) => <AppointmentStatusBadge status={item.status} /> },
                  ]}
                />
                <ul className="mt-3 space-y-3 md:hidden" data-testid="appointment-cards">
                  {listRows.map((item) => (
                    <li
                      key={item.id}
                      className="rounded-md border border-border border-l-4 p-3 text-sm"
                      style={{ borderLeftColor: item.typeColor }}
                      data-appointment-id={item.id}
                    >
                      <div className="flex items-start justify-between gap-3">
                        <div className="min-w-0">
                          <Link
                            to={`/admin/appointments/${item.id}`}
                            className="font-medium text-primary underline-offset-2 hover:underline"
                          >
                            {item.bookerName}
                          </Link>
                          <span className="block truncate text-xs text-muted-foreground">{item.typeName}</span>
                        </div>
                        <AppointmentStatusBadge status={item.status} />
                      </div>
                      <p className="mt-2 text-xs text-muted-foreground">
                        {formatDay(item.date, "medium")}, {timeSpan(item)}
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            )}
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
              <>
                {agendaRows.length === 0 && (
                  <p className="mt-4 text-muted-foreground">
                    {filtered
                      ? APPOINTMENTS_PAGE.emptyFiltered
                      : view === "week"
                        ? APPOINTMENTS_PAGE.emptyWeek
                        : APPOINTMENTS_PAGE.emptyDay}
                  </p>
                )}
                {agenda.data.total > agendaRows.length && (
                  <p className="mt-4 text-sm text-muted-foreground">
                    {APPOINTMENTS_PAGE.agendaTruncated(AGENDA_LIMIT, agenda.data.total)}
                  </p>
                )}
                <Agenda
                  days={days}
                  rows={agendaRows}
                  today={today}
                  dayHref={(day) => href({ view: "day", date: day })}
                />
              </>
            )}
          </>
        )}
      </Panel>
    </div>
  );
}
