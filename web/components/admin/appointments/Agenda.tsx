import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import type { AppointmentListItem } from "#contract/appointments";
import { minutesOfDay } from "#contract/time-zone";
import { AGENDA_NAV, APPOINTMENTS_PAGE } from "../../../content/appointments";
import { cn } from "../../../lib/utils";
import { formatDay } from "../labels";
import { AppointmentStatusBadge, isClosed, TypeDot, timeSpan } from "./AppointmentParts";
import { appointmentLabel as label, TimelineBlock } from "./TimelineBlock";

/**
 * The day and week agenda: each appointment placed by its business-zone times in its day's column, coloured by its
 * type, a link to the appointment. On a phone the week reads as a list of days instead of seven thin columns. The
 * hours scroll inside the agenda, which opens at the first appointment, so a phone shows the day's work at once.
 */

const HOUR_PX = 72;
const DAY_MINUTES = 24 * 60;
/** The hours always shown; an appointment outside them widens the grid. */
const FIRST_HOUR = 8;
const LAST_HOUR = 18;

interface Placed {
  item: AppointmentListItem;
  start: number;
  end: number;
  lane: number;
  lanes: number;
}

/** Minutes since the business-zone midnight of its day, start and end (an end past midnight stops at midnight). */
function spanOf(item: AppointmentListItem): { start: number; end: number } {
  const start = minutesOfDay(item.startTime);
  const minutes = Math.max(1, Math.round((Date.parse(item.endsAt) - Date.parse(item.startsAt)) / 60_000));
  return { start, end: Math.min(DAY_MINUTES, start + minutes) };
}

/** Side by side when they overlap: each group of overlapping appointments shares the column's width. */
function placeDay(items: AppointmentListItem[]): Placed[] {
  const spans = items.map((item) => ({ item, ...spanOf(item) })).sort((a, b) => a.start - b.start || a.end - b.end);
  const placed: Placed[] = [];
  let group: Placed[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...group.map((p) => p.lane + 1));
    for (const p of group) p.lanes = lanes;
    group = [];
  };
  for (const span of spans) {
    if (span.start >= groupEnd) {
      close();
      groupEnd = -1;
    }
    const used = new Set(group.filter((p) => p.end > span.start).map((p) => p.lane));
    let lane = 0;
    while (used.has(lane)) lane++;
    const entry = { ...span, lane, lanes: 1 };
    group.push(entry);
    placed.push(entry);
    groupEnd = Math.max(groupEnd, span.end);
  }
  close();
  return placed;
}

const hourLabel = (hour: number) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", timeZone: "UTC" }).format(Date.UTC(2000, 0, 1, hour));

export function Agenda({
  days,
  rows,
  today,
  dayHref,
}: {
  /** "yyyy-MM-dd" business-zone days, in order: one for the day view, seven (Monday first) for the week. */
  days: string[];
  rows: AppointmentListItem[];
  today: string;
  dayHref: (date: string) => string;
}) {
  const byDay = new Map(days.map((day) => [day, rows.filter((row) => row.date === day)]));
  const week = days.length > 1;
  return (
    <div className="mt-4" data-testid="agenda">
      <Timeline
        days={days}
        byDay={byDay}
        today={today}
        dayHref={dayHref}
        className={week ? "hidden md:flex" : "flex"}
      />
      {week && <DayList days={days} byDay={byDay} today={today} dayHref={dayHref} className="md:hidden" />}
    </div>
  );
}

function DayHeading({ day, today, href, long }: { day: string; today: string; href: string; long?: boolean }) {
  return (
    <Link
      to={href}
      className={cn(
        "font-semibold underline-offset-2 hover:underline",
        day === today ? "text-accent-foreground" : "text-primary",
      )}
    >
      {formatDay(day, long ? "long" : "short")}
      {day === today && (
        <span className="ml-1.5 rounded bg-accent px-1.5 py-0.5 text-xs text-accent-foreground">
          {AGENDA_NAV.today}
        </span>
      )}
    </Link>
  );
}

function Timeline({
  days,
  byDay,
  today,
  dayHref,
  className,
}: {
  days: string[];
  byDay: Map<string, AppointmentListItem[]>;
  today: string;
  dayHref: (date: string) => string;
  className?: string;
}) {
  const placedByDay = new Map(days.map((day) => [day, placeDay(byDay.get(day) ?? [])]));
  const all = [...placedByDay.values()].flat();
  const first = Math.min(FIRST_HOUR, ...all.map((p) => Math.floor(p.start / 60)));
  const last = Math.max(LAST_HOUR, ...all.map((p) => Math.ceil(p.end / 60)));
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = (last - first) * HOUR_PX;
  const week = days.length > 1;
  const earliest = all.length > 0 ? Math.min(...all.map((p) => p.start)) : null;
  const scroller = useRef<HTMLDivElement>(null);
  // Opens at the first appointment of the days shown (a little above it), once per days and first start: a refetch
  // that changes neither leaves where staff scrolled to. A day's page is also scrolled, only as far as needed, to
  // show it: on a phone the filters above would otherwise fill the screen.
  const shown = days.join();
  useLayoutEffect(() => {
    const hours = scroller.current;
    if (!hours || !shown || earliest === null) return;
    hours.scrollTop = Math.max(0, ((earliest - first * 60) / 60) * HOUR_PX - 8);
    if (!week) hours.querySelector("[data-appointment-id]")?.scrollIntoView({ block: "nearest" });
  }, [shown, earliest, first, week]);
  return (
    <div className={cn("flex-col overflow-hidden rounded-md border border-border", className)}>
      <div className="flex border-b border-border bg-muted/50">
        <div className="w-14 shrink-0" />
        {days.map((day) => (
          <div key={day} className="min-w-0 flex-1 border-l border-border px-2 py-2 text-sm">
            <DayHeading day={day} today={today} href={dayHref(day)} long={!week} />
          </div>
        ))}
      </div>
      {/* Focusable, so the hours scroll by keyboard even on a day without appointments to tab to. */}
      <div
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        role="group"
        aria-label={APPOINTMENTS_PAGE.agendaHours}
        className="flex max-h-[70vh] overflow-y-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        data-testid="agenda-hours"
      >
        <div className="relative w-14 shrink-0" style={{ height }} aria-hidden>
          {hours.map((hour, i) => (
            <span
              key={hour}
              className="absolute right-2 -translate-y-1/2 text-xs text-muted-foreground"
              style={{ top: i * HOUR_PX }}
            >
              {i === 0 ? "" : hourLabel(hour)}
            </span>
          ))}
        </div>
        {days.map((day) => (
          <ol
            key={day}
            aria-label={formatDay(day, "long")}
            className={cn("relative min-w-0 flex-1 border-l border-border", day === today && "bg-accent/5")}
            style={{
              height,
              backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX}px)`,
            }}
          >
            {placedByDay.get(day)?.map(({ item, start, end, lane, lanes }) => {
              const top = ((start - first * 60) / 60) * HOUR_PX;
              const tall = Math.max(22, ((end - start) / 60) * HOUR_PX - 2);
              return (
                <TimelineBlock
                  key={item.id}
                  item={item}
                  top={top}
                  height={tall}
                  lane={lane}
                  lanes={lanes}
                  week={week}
                />
              );
            })}
          </ol>
        ))}
      </div>
    </div>
  );
}

function DayList({
  days,
  byDay,
  today,
  dayHref,
  className,
}: {
  days: string[];
  byDay: Map<string, AppointmentListItem[]>;
  today: string;
  dayHref: (date: string) => string;
  className?: string;
}) {
  return (
    <ol className={cn("space-y-4", className)} data-testid="agenda-days">
      {days.map((day) => {
        const items = byDay.get(day) ?? [];
        return (
          <li key={day} aria-label={formatDay(day, "long")}>
            <h3 className="border-b border-border pb-1 text-sm">
              <DayHeading day={day} today={today} href={dayHref(day)} />
            </h3>
            {items.length === 0 ? (
              <p className="mt-1 text-sm text-muted-foreground">{APPOINTMENTS_PAGE.emptyDay}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {items.map((item) => (
                  <li key={item.id} data-appointment-id={item.id}>
                    <Link
                      to={`/admin/appointments/${item.id}`}
                      aria-label={label(item)}
                      className={cn(
                        "flex items-start gap-2 rounded-md border border-border border-l-4 p-2 text-sm hover:bg-muted",
                        isClosed(item.status) && "opacity-60",
                      )}
                      style={{ borderLeftColor: item.typeColor }}
                    >
                      <span className="min-w-0 flex-1">
                        <span className={cn("block font-medium text-primary", isClosed(item.status) && "line-through")}>
                          {item.bookerName}
                        </span>
                        <span className="block text-xs text-muted-foreground">{timeSpan(item)}</span>
                        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                          <TypeDot color={item.typeColor} />
                          {item.typeName}
                        </span>
                      </span>
                      <AppointmentStatusBadge status={item.status} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
