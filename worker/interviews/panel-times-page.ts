import type { PanelTimesView } from "../contract/interviews";
import {
  addDays,
  formatClockTime,
  formatLongDate,
  isCalendarDate,
  mondayOf,
  startOfZonedDay,
  timeOfMinutes,
  zonedDate,
  zoneLabel,
} from "../contract/time-zone";
import { wallClockInterval } from "../domain/interview-time-labels";
import { escapeXml as text } from "../domain/xml";

/**
 * A panel member's week view in the portal (issue 47 item 2, decision 110): seven days from a Monday on their own
 * clock, each half hour of the working day a named checkbox (`slot`, its start as an instant) of one form whose
 * native post replaces their free times of that week. No script; on a phone the days stack and the half hours wrap.
 */

/** The half hours a member may mark: the working day on their clock. */
const FIRST_MINUTE = 8 * 60;
const LAST_MINUTE = 18 * 60;
export const PANEL_BLOCK_MINUTES = 30;

/** The Monday of the week shown: the one asked for, or this week on the member's clock. */
export function weekShown(asked: string | undefined, timeZone: string, now: Date): string {
  return mondayOf(asked && isCalendarDate(asked) ? asked : zonedDate(now.getTime(), timeZone));
}

const weekday = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long" }).format(instant);

function dayFieldset(date: string, times: PanelTimesView, now: Date): string {
  const zone = times.timeZone;
  const marked = times.slots.map((slot) => ({ start: Date.parse(slot.startsAt), end: Date.parse(slot.endsAt) }));
  const boxes: string[] = [];
  for (let minute = FIRST_MINUTE; minute < LAST_MINUTE; minute += PANEL_BLOCK_MINUTES) {
    const block = wallClockInterval(date, timeOfMinutes(minute), timeOfMinutes(minute + PANEL_BLOCK_MINUTES), zone);
    const start = block.start.getTime();
    const end = block.end.getTime();
    if (end <= now.getTime()) continue;
    const checked = marked.some((slot) => slot.start <= start && end <= slot.end) ? " checked" : "";
    boxes.push(
      `<label><input type="checkbox" name="slot" value="${block.start.toISOString()}"${checked}> ${text(formatClockTime(start, zone))}</label>`,
    );
  }
  const day = startOfZonedDay(date, zone);
  const legend = `${weekday(day, zone)}, ${formatLongDate(day, zone)}`;
  const body = boxes.length > 0 ? `<div class="choices">${boxes.join("")}</div>` : `<p class="muted">Over.</p>`;
  return `<fieldset><legend>${text(legend)}</legend>${body}</fieldset>`;
}

/** The week view of one interview: the member's half hours, checked where they marked themselves free. */
export function panelTimesForm(token: string, times: PanelTimesView, week: string, now: Date): string {
  const zone = times.timeZone;
  const base = `/client/${encodeURIComponent(token)}/interviews`;
  const anchor = `#times-${encodeURIComponent(times.interviewId)}`;
  const days = Array.from({ length: 7 }, (_, index) => dayFieldset(addDays(week, index), times, now)).join("\n");
  const from = startOfZonedDay(week, zone);
  return `<form method="post" action="${text(`${base}/${encodeURIComponent(times.interviewId)}/availability`)}" id="times-${text(times.interviewId)}">
<h3>Your free times</h3>
<p class="muted">Tick each half hour you could meet, on your own clock (${text(zoneLabel(from, zone))}), then save. Saving replaces your times of this week only.</p>
<p><a href="${text(`${base}?week=${addDays(week, -7)}${anchor}`)}">Previous week</a> &middot; <a href="${text(`${base}?week=${addDays(week, 7)}${anchor}`)}">Next week</a></p>
<input type="hidden" name="week" value="${text(week)}">
${days}
<button type="submit">Save my free times for this week</button>
</form>`;
}
