import { addDays } from "../contract/time-zone";
import { type PortalTimesheetView, TIMESHEET_REASON_MAX, TIMESHEET_STATUS_LABELS } from "../contract/timesheets";
import { dayName } from "../domain/timesheet-week";
import { escapeXml as text } from "../domain/xml";
import type { ClientPortalSection } from "../submittals/client-portal-page";
import { portalTimesheets } from "./approval-store";

/**
 * The client portal's timesheets section (issue 48 item 2): each week of the contact's contractors, its hours by day,
 * and for a waiting one an approve button and a reject form whose reason is required. Native posts, no script.
 */

/** Where the section is after a post: a decision recorded, or refused with the server's message. */
export interface TimesheetNotice {
  timesheetId: string;
  kind: "saved" | "error";
  message: string;
}

function decisionForms(token: string, timesheet: PortalTimesheetView): string {
  const base = `/client/${encodeURIComponent(token)}/timesheets/${encodeURIComponent(timesheet.id)}`;
  const reasonId = `reject-reason-${text(timesheet.id)}`;
  return `<form method="post" action="${text(`${base}/approve`)}"><button type="submit">Approve ${
    timesheet.regularHours + timesheet.overtimeHours
  } h</button></form>
<form method="post" action="${text(`${base}/reject`)}">
<label class="field" for="${reasonId}">Reason, if you reject (the contractor reads it)</label>
<textarea id="${reasonId}" name="reason" rows="2" required maxlength="${TIMESHEET_REASON_MAX}"></textarea>
<button type="submit">Reject</button>
</form>`;
}

function timesheetArticle(token: string, timesheet: PortalTimesheetView, notice: TimesheetNotice | undefined): string {
  const last = addDays(timesheet.weekStart, 6);
  const shown =
    notice?.timesheetId === timesheet.id ? `<p class="${notice.kind}" role="status">${text(notice.message)}</p>` : "";
  const days = timesheet.days
    .map((day) => `<tr><th scope="row">${dayName(day.date)} ${day.date}</th><td>${day.hours}</td></tr>`)
    .join("");
  return `<article id="timesheet-${text(timesheet.id)}">
<h3>${text(timesheet.contractorName)}</h3>
<p class="muted">${text(timesheet.jobTitle ?? "Contract")} &middot; week of ${timesheet.weekStart} to ${last} &middot; version ${timesheet.version}</p>
<p><span class="badge">${text(TIMESHEET_STATUS_LABELS[timesheet.status])}</span> ${timesheet.regularHours} h regular, ${timesheet.overtimeHours} h overtime</p>
${shown}
<table><tbody>${days}</tbody></table>
${timesheet.correctionNote ? `<p>Correction of the approved week: ${text(timesheet.correctionNote)}</p>` : ""}
${timesheet.note ? `<p class="note">${text(timesheet.note)}</p>` : ""}
${timesheet.rejectionReason && timesheet.status === "rejected" ? `<p>Your reason: ${text(timesheet.rejectionReason)}</p>` : ""}
${timesheet.status === "submitted" ? decisionForms(token, timesheet) : ""}
</article>`;
}

/** The section, or nothing for a contact who approves no contractor's weeks. */
export function portalTimesheetsHtml(token: string, list: PortalTimesheetView[], notice?: TimesheetNotice): string {
  if (list.length === 0) return "";
  return `<section id="timesheets"><h2>Timesheets</h2>
<p class="muted">The weeks your contractors sent. Approve a week, or reject it with a reason: it goes back to the contractor to correct.</p>
${list.map((timesheet) => timesheetArticle(token, timesheet, notice)).join("\n")}
</section>`;
}

/**
 * The section as the client portal's page asks for it (worker/app.ts composes it), with the notice of a decision
 * just recorded (`?timesheet={id}`, where the decision's post redirects).
 */
export const timesheetsPortalSection: ClientPortalSection = async (c, token, now) => {
  const decided = c.req.query("timesheet");
  const notice = decided
    ? { timesheetId: decided, kind: "saved" as const, message: "Thank you: your decision is recorded." }
    : undefined;
  return portalTimesheetsHtml(token, await portalTimesheets(c.var.db, token, now), notice);
};
