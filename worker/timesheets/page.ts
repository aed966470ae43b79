import { COMPANY } from "../contract/company";
import type { FieldIssue } from "../contract/errors";
import { addDays } from "../contract/time-zone";
import { TIMESHEET_NOTE_MAX, TIMESHEET_STATUS_LABELS } from "../contract/timesheets";
import { dayName, weekDates } from "../domain/timesheet-week";
import { escapeXml as text } from "../domain/xml";
import { linkPage } from "../http/link-page";
import type { ContractorWeek } from "./link-store";

/**
 * The contractor's timesheet page (/timesheet/{token}), written by the Worker as plain HTML for a phone: seven
 * number fields, a note and a native post, so it works without scripts. A refused post comes back with each message
 * beside its day and the typed values kept. Everything typed is escaped: text, never markup.
 */

/** What the form shows: the typed values (hours by date, the note) and the messages by date (or "note"/"form"). */
export interface TimesheetForm {
  hours: Record<string, string>;
  note: string;
  errors: Record<string, string>;
}

/** A post's field issues by the field they are about: a day's date, "note", or "form" for the rest. */
export function errorsByField(weekStart: string, issues: FieldIssue[], fallback: string): Record<string, string> {
  const dates = weekDates(weekStart);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const day = /^days\.(\d+)\./.exec(issue.path);
    const date = day ? dates[Number(day[1])] : undefined;
    const key = date ?? (issue.path === "note" ? "note" : "form");
    const message =
      date && !issue.message.includes(date) ? `${dayName(date)} ${date}: ${issue.message}` : issue.message;
    errors[key] = errors[key] ? `${errors[key]} ${message}` : message;
  }
  if (Object.keys(errors).length === 0) errors.form = fallback;
  return errors;
}

/** The form prefilled from the latest version (or empty). */
export function latestForm(week: ContractorWeek): TimesheetForm {
  const latest = week.versions[0];
  const hours: Record<string, string> = {};
  weekDates(week.weekStart).forEach((date, index) => {
    const hundredths = latest?.dayHundredths[index] ?? 0;
    hours[date] = latest ? String(hundredths / 100) : "";
  });
  return { hours, note: latest?.note ?? "", errors: {} };
}

function standing(week: ContractorWeek): string {
  const latest = week.versions[0];
  if (!latest) return `<p>Type the hours you worked each day, then send the week to your approver.</p>`;
  const label = `<span class="badge">${text(TIMESHEET_STATUS_LABELS[latest.status])}</span> version ${latest.version}`;
  if (latest.status === "rejected") {
    return `<div class="error" role="status"><p>${label}</p><p>Your approver's reason: <span class="note">${text(
      latest.rejectionReason ?? "",
    )}</span></p><p>Correct the hours and send the week again.</p></div>`;
  }
  if (latest.status === "approved") {
    return `<p>${label}. The approved week is kept as it is; sending again makes a correction for your approver to check.</p>`;
  }
  return `<p>${label}, ${latest.regularHundredths / 100} h regular and ${latest.overtimeHundredths / 100} h overtime. You can still send a corrected week.</p>`;
}

function dayField(date: string, form: TimesheetForm): string {
  const id = `hours-${date}`;
  const error = form.errors[date];
  return `<div class="day"><label for="${id}">${dayName(date)} <span class="muted">${date}</span></label>
<input id="${id}" name="${id}" type="number" inputmode="decimal" min="0" max="24" step="0.01" value="${text(form.hours[date] ?? "")}"${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ""
  }>${error ? `<p class="field-error" id="${id}-error">${text(error)}</p>` : ""}</div>`;
}

/** The whole page for a token: who and which week, where the week stands, and the form. */
export function contractorPageHtml(token: string, week: ContractorWeek, form: TimesheetForm, sent = false): string {
  const last = addDays(week.weekStart, 6);
  const action = `/timesheet/${encodeURIComponent(token)}`;
  const formError = form.errors.form ? `<p class="error" role="alert">${text(form.errors.form)}</p>` : "";
  const noteError = form.errors.note ? `<p class="field-error">${text(form.errors.note)}</p>` : "";
  return timesheetPage(
    "Your timesheet",
    `<h1>Week of ${dayName(week.weekStart)} ${week.weekStart} to ${dayName(last)} ${last}</h1>
<p class="muted">${text(week.contractorName)} &middot; ${text(week.jobTitle ?? "Contract")} at ${text(week.clientName)}</p>
${sent ? `<p class="saved" role="status">Thank you: your week is sent to your approver.</p>` : ""}
${standing(week)}
${formError}
<form method="post" action="${text(action)}">
${weekDates(week.weekStart)
  .map((date) => dayField(date, form))
  .join("\n")}
<label for="note">Note for your approver (optional)</label>
<textarea id="note" name="note" rows="3" maxlength="${TIMESHEET_NOTE_MAX}">${text(form.note)}</textarea>${noteError}
<button type="submit">Send the week</button>
</form>`,
  );
}

/** The page a wrong or expired link gets (with a 404). */
export function timesheetGonePageHtml(): string {
  return timesheetPage(
    "Link not valid",
    `<h1>This link does not work</h1><p>It may have expired. Ask your recruiter at ${text(COMPANY.shortName)} for a new one: ${text(COMPANY.phone)} or <a href="mailto:${text(COMPANY.email)}">${text(COMPANY.email)}</a>.</p>`,
  );
}

/** This page's own rules, over the frame's (worker/http/link-page.ts). */
const STYLE = `
main{max-width:560px;margin:0 auto;padding:20px 16px 48px}h1{font-size:1.3rem;margin:0 0 4px}.muted{color:#475569}
form{background:#fff;border:1px solid #cbd5e1;border-radius:10px;padding:16px;margin:16px 0}
.day{margin:0 0 12px}label{display:block;font-weight:600}input,textarea{display:block;width:100%;font:inherit;margin-top:4px;padding:10px;border:1px solid #94a3b8;border-radius:8px;min-height:44px;background:#fff}
input[aria-invalid]{border-color:#dc2626}.field-error{color:#b91c1c;margin:4px 0 0}.note{white-space:pre-wrap}
.badge{display:inline-block;font-size:.85rem;padding:2px 10px;border-radius:999px;background:#e2e8f0}
button{margin-top:12px;width:100%;font:inherit;font-weight:600;color:#fff;background:#0f2744;border:0;border-radius:8px;padding:12px 18px;min-height:44px;cursor:pointer}
.saved{background:#dcfce7;border:1px solid #16a34a;padding:8px 12px;border-radius:8px}.error{background:#fee2e2;border:1px solid #dc2626;padding:8px 12px;border-radius:8px}`;

function timesheetPage(title: string, body: string): string {
  return linkPage(title, body, STYLE, "no-referrer");
}
