import { PANEL_TIMES_HORIZON_DAYS, type PanelTimesView } from "../contract/interviews";
import {
  addDays,
  formatClockTime,
  formatLongDate,
  isCalendarDate,
  mondayOf,
  shortZoneName,
  startOfZonedDay,
  timeOfMinutes,
  zonedDate,
  zonedTimeToInstant,
  zoneLabel,
} from "../contract/time-zone";
import { clockChangesOn } from "../domain/interview-time-labels";
import { escapeXml as text } from "../domain/xml";

/**
 * A panel member's free times in the portal (issue 47 item 2, decisions 110 and 120), on their own clock: one day at
 * a time (what a phone shows well), or the whole week from a Monday by a link. Each half hour from 7:00 to 20:00 is
 * a named checkbox (`slot`, its start as an instant) of one form whose native post replaces their free times of that
 * day (or week) only. Plain links move between days and weeks; no script.
 */

/** The half hours a member may mark: a long working day on their clock (decision 120). */
const FIRST_MINUTE = 7 * 60;
const LAST_MINUTE = 20 * 60;
export const PANEL_BLOCK_MINUTES = 30;
const BLOCK_MS = PANEL_BLOCK_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Where the page's query puts the member: `?day=` one day, `?week=` the whole week (the links before day view). */
export interface TimesAt {
  day?: string;
  week?: string;
  now: Date;
}

/** What one interview's form shows: a day, or a week from its Monday. */
type Shown = { kind: "day"; date: string } | { kind: "week"; monday: string };

/** The half hours of a day on a zone's clock, as instants (a time the clocks skip has none). */
function dayBlocks(date: string, timeZone: string) {
  const blocks: { start: number; end: number }[] = [];
  for (let minute = FIRST_MINUTE; minute < LAST_MINUTE; minute += PANEL_BLOCK_MINUTES) {
    const start = zonedTimeToInstant(date, timeOfMinutes(minute), timeZone);
    if (start !== null) blocks.push({ start, end: start + BLOCK_MS });
  }
  return blocks;
}

/** The day asked for, else the member's today, or tomorrow once today's last half hour has begun. */
function shownPlace(at: TimesAt, timeZone: string): Shown {
  if (at.week && isCalendarDate(at.week)) return { kind: "week", monday: mondayOf(at.week) };
  if (at.day && isCalendarDate(at.day)) return { kind: "day", date: at.day };
  const today = zonedDate(at.now.getTime(), timeZone);
  const last = dayBlocks(today, timeZone).at(-1);
  return { kind: "day", date: last && last.start <= at.now.getTime() ? addDays(today, 1) : today };
}

const weekday = (instant: number, timeZone: string, length: "long" | "short") =>
  new Intl.DateTimeFormat("en-US", { timeZone, weekday: length }).format(instant);

/** "Eastern Time (New York)": the clock's name and the zone's place, so a member sees whose clock it is. */
function clockName(instant: number, timeZone: string): string {
  const label = zoneLabel(instant, timeZone);
  if (label === "UTC") return label;
  const long = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const place = timeZone.split("/").at(-1)!.replaceAll("_", " ");
  return `${long && !/^GMT[+-]/.test(long) ? long : label} (${place})`;
}

/** One day's half hours, checked where the member marked themselves free; those over or too far ahead left out. */
function dayFieldset(date: string, times: PanelTimesView, now: Date): string {
  const zone = times.timeZone;
  const marked = times.slots.map((slot) => ({ start: Date.parse(slot.startsAt), end: Date.parse(slot.endsAt) }));
  const horizon = now.getTime() + PANEL_TIMES_HORIZON_DAYS * DAY_MS;
  const blocks = dayBlocks(date, zone);
  const boxes = blocks
    .filter((block) => block.end > now.getTime() && block.start <= horizon)
    .map((block) => {
      const checked = marked.some((slot) => slot.start <= block.start && block.end <= slot.end) ? " checked" : "";
      const value = new Date(block.start).toISOString();
      return `<label><input type="checkbox" name="slot" value="${value}"${checked}> ${text(formatClockTime(block.start, zone))}</label>`;
    });
  const day = startOfZonedDay(date, zone);
  const legend = `${weekday(day, zone, "long")}, ${formatLongDate(day, zone)}`;
  const change = clockChangesOn(date, zone)
    ? `<p class="muted">The clocks change this day, from ${text(shortZoneName(day, zone))} to ${text(shortZoneName(startOfZonedDay(addDays(date, 1), zone), zone))}.</p>`
    : "";
  const over = blocks.every((block) => block.end <= now.getTime());
  const body =
    boxes.length > 0
      ? `<div class="choices slots">${boxes.join("")}</div>`
      : `<p class="muted">${over ? "Over." : `Times can be marked up to ${PANEL_TIMES_HORIZON_DAYS} days ahead.`}</p>`;
  return `<fieldset><legend>${text(legend)}</legend>${change}${body}</fieldset>`;
}

/** The links of the days of a week, the shown one current, each day with marks flagged. */
function dayLinks(href: (query: string) => string, date: string, times: PanelTimesView): string {
  const zone = times.timeZone;
  const monday = mondayOf(date);
  const links = Array.from({ length: 7 }, (_, index) => {
    const each = addDays(monday, index);
    const from = startOfZonedDay(each, zone);
    const to = startOfZonedDay(addDays(each, 1), zone);
    const hasMarks = times.slots.some((slot) => Date.parse(slot.startsAt) < to && Date.parse(slot.endsAt) > from);
    const current = each === date ? ` aria-current="date"` : "";
    const mark = hasMarks
      ? `<span class="marks" aria-hidden="true">&#9679;</span><span class="hidden"> (marked)</span>`
      : "";
    return `<a href="${text(href(`day=${each}`))}"${current}><span>${text(weekday(from, zone, "short"))}</span> <span>${Number(each.slice(8))}</span>${mark}</a>`;
  });
  return `<nav class="days" aria-label="Days of the week">${links.join("")}</nav>`;
}

/** The free times of one interview: the day or week shown, its links, and the form saving it. */
export function panelTimesForm(token: string, times: PanelTimesView, at: TimesAt): string {
  const zone = times.timeZone;
  const shown = shownPlace(at, zone);
  const anchor = `#times-${encodeURIComponent(times.interviewId)}`;
  const href = (query: string) => `/client/${encodeURIComponent(token)}/interviews?${query}${anchor}`;
  const action = `/client/${encodeURIComponent(token)}/interviews/${encodeURIComponent(times.interviewId)}/availability`;
  const date = shown.kind === "day" ? shown.date : shown.monday;
  const clock = text(clockName(startOfZonedDay(date, zone), zone));
  const intro = (what: string, other: string) =>
    `<div class="head"><h3>Your free times</h3>${other}</div>
<p class="muted">Tick each half hour you could meet, on your own clock: ${clock}. Saving replaces your times of ${what} only.</p>`;
  if (shown.kind === "week") {
    const monday = shown.monday;
    const today = zonedDate(at.now.getTime(), zone);
    const oneDay = today >= monday && today < addDays(monday, 7) ? today : monday;
    const days = Array.from({ length: 7 }, (_, index) => dayFieldset(addDays(monday, index), times, at.now)).join("\n");
    return `<form method="post" action="${text(action)}" id="times-${text(times.interviewId)}" class="times">
${intro("this week", `<a href="${text(href(`day=${oneDay}`))}">One day</a>`)}
<p class="step"><a href="${text(href(`week=${addDays(monday, -7)}`))}">&lsaquo; Previous week</a> <a href="${text(href(`week=${addDays(monday, 7)}`))}">Next week &rsaquo;</a></p>
<input type="hidden" name="week" value="${text(monday)}">
<div class="week">${days}</div>
<button type="submit">Save my free times for this week</button>
</form>`;
  }
  const day = shown.date;
  return `<form method="post" action="${text(action)}" id="times-${text(times.interviewId)}" class="times">
${intro("this day", `<a href="${text(href(`week=${mondayOf(day)}`))}">Whole week</a>`)}
<p class="step"><a href="${text(href(`day=${addDays(day, -7)}`))}">&lsaquo; Previous week</a> <a href="${text(href(`day=${addDays(day, 7)}`))}">Next week &rsaquo;</a></p>
${dayLinks(href, day, times)}
<p class="step"><a href="${text(href(`day=${addDays(day, -1)}`))}">&lsaquo; Previous day</a> <a href="${text(href(`day=${addDays(day, 1)}`))}">Next day &rsaquo;</a></p>
<input type="hidden" name="day" value="${text(day)}">
${dayFieldset(day, times, at.now)}
<button type="submit">Save my free times for this day</button>
<p class="muted">Save before moving to another day: each day saves on its own.</p>
</form>`;
}

/** The free times' own rules over the portal page's: a grid of half hours; the week's days side by side when wide. */
export const PANEL_TIMES_STYLE = `
.times .head,.times .step{display:flex;justify-content:space-between;align-items:center;gap:12px}.times .step{margin:0}
.times a{display:inline-flex;align-items:center;min-height:44px}
.days{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:4px;margin:4px 0}
.days a{flex-direction:column;justify-content:center;border:1px solid #cbd5e1;border-radius:8px;text-decoration:none;line-height:1.2;padding:4px 0}
.days a[aria-current]{background:#0f2744;color:#fff;border-color:#0f2744;font-weight:600}.days .marks{font-size:.6rem;color:#16a34a}
.days a[aria-current] .marks{color:#86efac}.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.slots{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}.slots label{padding:8px 10px}
@media (min-width:560px){.slots{grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:768px){.week{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:8px}
.week legend{font-size:.9rem;min-height:4.5em}.week .slots{grid-template-columns:1fr;gap:4px}
.week .slots label{padding:4px 6px;min-height:36px;font-size:.9rem;gap:4px}}`;
