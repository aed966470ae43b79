import type { Context } from "hono";
import { REJECTION_REASON_LABELS } from "../contract/application-pipeline";
import { COMPANY } from "../contract/company";
import { SUBMITTAL_DECISIONS, SUBMITTAL_OPEN_STATUSES } from "../contract/desk-enums";
import { REJECTION_REASONS } from "../contract/enums";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import type { ClientPortalSubmittalView, ClientPortalView } from "../contract/submittals";
import { SUBMITTAL_DECISION_LABELS, SUBMITTAL_STATUS_LABELS } from "../contract/submittals";
import { formatLongDate } from "../contract/time-zone";
import { REMOVED } from "../domain/redact-contacts";
import { escapeXml as text } from "../domain/xml";
import type { AppEnv } from "../env";
import { linkPage } from "../http/link-page";
import { noCopyMessage } from "./client-portal-store";

/**
 * The client portal's page (/client/{token}), written by the Worker as plain HTML: every answer is a native form
 * post, so it works without scripts, and a resume is its client copy (decision 084): a page of its text with the
 * candidate's contact details removed, and that text as a download. Everything a person typed, and every resume, is
 * escaped: it is text, never markup.
 */

/** What another area adds to the page below the candidates, as escaped HTML (the timesheets' section). */
export type ClientPortalSection = (c: Context<AppEnv>, token: string, now: Date) => Promise<string>;

/** Where the page is after a post: an answer recorded, or refused with the server's message. */
export interface ClientPortalNotice {
  submittalId: string;
  kind: "saved" | "error";
  message: string;
}

/** This page's own rules, over the frame's (worker/http/link-page.ts). */
const STYLE = `
main{max-width:880px;margin:0 auto;padding:20px 16px 48px}h1{font-size:1.5rem;margin:0 0 4px}.muted{color:#475569}
article{background:#fff;border:1px solid #cbd5e1;border-radius:10px;padding:18px;margin:18px 0}
article h2,article h3{font-size:1.25rem;margin:0}section h2{margin-top:28px}table{border-collapse:collapse}th,td{text-align:left;padding:2px 12px 2px 0;font-weight:400}.note{white-space:pre-wrap;background:#f8fafc;border-left:3px solid #94a3b8;padding:8px 12px;margin:12px 0}
.badge{display:inline-block;font-size:.85rem;padding:2px 10px;border-radius:999px;background:#e2e8f0}
fieldset{border:0;padding:0;margin:12px 0}legend{font-weight:600;margin-bottom:6px}
.choices{display:flex;flex-wrap:wrap;gap:8px}.choices label{display:flex;align-items:center;gap:6px;border:1px solid #94a3b8;border-radius:8px;padding:8px 12px;min-height:44px;cursor:pointer}
label.field{display:block;font-weight:600;margin-top:10px}select,textarea{display:block;width:100%;font:inherit;margin-top:4px;padding:8px;border:1px solid #94a3b8;border-radius:8px;background:#fff}
button{margin-top:12px;font:inherit;font-weight:600;color:#fff;background:#0f2744;border:0;border-radius:8px;padding:10px 18px;min-height:44px;cursor:pointer}
.saved{background:#dcfce7;border:1px solid #16a34a;padding:8px 12px;border-radius:8px}.error{background:#fee2e2;border:1px solid #dc2626;padding:8px 12px;border-radius:8px}
.resume{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #cbd5e1;border-radius:10px;padding:18px;margin:16px 0;font-size:1rem;line-height:1.6}
.removed{background:#e2e8f0;border-radius:4px;padding:0 4px;color:#334155;font-size:.9em}`;

const COPY_NOTE =
  "This copy of the resume has the candidate's email addresses, phone numbers and street addresses removed: your recruiter arranges every contact.";

function day(iso: string): string {
  return formatLongDate(Date.parse(iso), DEFAULT_TIME_ZONE);
}

function feedbackForm(token: string, submittal: ClientPortalSubmittalView): string {
  const action = `/client/${encodeURIComponent(token)}/submittals/${encodeURIComponent(submittal.id)}/feedback`;
  const choices = SUBMITTAL_DECISIONS.map(
    (decision) =>
      `<label><input type="radio" name="decision" value="${decision}" required> ${SUBMITTAL_DECISION_LABELS[decision]}</label>`,
  ).join("");
  const reasons = REJECTION_REASONS.map(
    (reason) => `<option value="${reason}">${text(REJECTION_REASON_LABELS[reason])}</option>`,
  ).join("");
  return `<form method="post" action="${text(action)}">
<fieldset><legend>Your answer</legend><div class="choices">${choices}</div></fieldset>
<label class="field" for="reason-${text(submittal.id)}">Reason, if you decline</label>
<select id="reason-${text(submittal.id)}" name="reason"><option value="">No reason given</option>${reasons}</select>
<label class="field" for="comment-${text(submittal.id)}">Comment for your recruiter (optional)</label>
<textarea id="comment-${text(submittal.id)}" name="comment" rows="3" maxlength="2000"></textarea>
<button type="submit">Send answer</button>
</form>`;
}

function submittalSection(
  token: string,
  submittal: ClientPortalSubmittalView,
  notice: ClientPortalNotice | undefined,
): string {
  const open = (SUBMITTAL_OPEN_STATUSES as readonly string[]).includes(submittal.status);
  const shown =
    notice?.submittalId === submittal.id ? `<p class="${notice.kind}" role="status">${text(notice.message)}</p>` : "";
  const resume =
    submittal.resume.status === "ready"
      ? `<p><a href="${text(submittal.resume.pagePath)}">Read the resume</a> &middot; <a href="${text(submittal.resume.downloadPath)}" download>Download it (text)</a></p>
<p class="muted">${text(COPY_NOTE)}</p>`
      : `<p class="muted">${text(noCopyMessage(submittal.resume.status))}</p>`;
  const answer = open
    ? feedbackForm(token, submittal)
    : submittal.status === "closed"
      ? `<p>We have already decided on this candidate, so no answer is needed: your recruiter will be in touch.</p>`
      : `<p>Your answer: <strong>${text(SUBMITTAL_STATUS_LABELS[submittal.status])}</strong>${
          submittal.declineReason ? ` (${text(REJECTION_REASON_LABELS[submittal.declineReason])})` : ""
        }</p>${submittal.feedbackComment ? `<p class="note">${text(submittal.feedbackComment)}</p>` : ""}`;
  return `<article id="submittal-${text(submittal.id)}">
<h2>${text(submittal.candidateName)}</h2>
<p class="muted">${text(submittal.currentPosition ?? "Current position not given")}${
    submittal.jobTitle ? ` &middot; for ${text(submittal.jobTitle)}` : ""
  }</p>
<p><span class="badge">${text(SUBMITTAL_STATUS_LABELS[submittal.status])}</span> <span class="muted">presented ${text(day(submittal.submittedAt))}</span></p>
${shown}
${submittal.note ? `<p class="note">${text(submittal.note)}</p>` : ""}
${resume}
${answer}
</article>`;
}

/**
 * The whole page: the contact's candidates, each with its answer form or the answer given, then `more` (the
 * timesheets section written by its own area, already escaped).
 */
export function clientPortalPageHtml(
  token: string,
  view: ClientPortalView,
  notice?: ClientPortalNotice,
  more = "",
): string {
  const list =
    view.submittals.length === 0
      ? `<p>No candidates yet. We will email you when we present one.</p>`
      : view.submittals.map((submittal) => submittalSection(token, submittal, notice)).join("\n");
  return clientPortalPage(
    `Candidates for ${view.clientName}`,
    `<h1>Candidates for ${text(view.clientName)}</h1>
<p class="muted">Hello ${text(view.contactName)}. This private page lists the candidates we presented to you; tell us what you think of each. The link works until ${text(day(view.linkExpiresAt))}.</p>
<p><a href="/client/${text(encodeURIComponent(token))}/interviews">Your interviews and scorecards</a></p>
${list}
${more}`,
  );
}

/** A resume's client copy, escaped, each removed detail marked as such. */
function resumeHtml(copy: string): string {
  let html = text(copy);
  for (const marker of Object.values(REMOVED)) html = html.replaceAll(marker, `<span class="removed">${marker}</span>`);
  return html;
}

/** The resume's page (/client/{token}/submittals/{id}/resume): its client copy, readable on a phone, no script. */
export function clientPortalResumePageHtml(
  token: string,
  id: string,
  copy: { candidateName: string; jobTitle: string | null; downloadPath: string; text: string },
): string {
  const back = `/client/${encodeURIComponent(token)}#submittal-${encodeURIComponent(id)}`;
  return clientPortalPage(
    `Resume of ${copy.candidateName}`,
    `<p><a href="${text(back)}">Back to your candidates</a></p>
<h1>Resume of ${text(copy.candidateName)}</h1>
<p class="muted">${copy.jobTitle ? `Presented for ${text(copy.jobTitle)}. ` : ""}${text(COPY_NOTE)}</p>
<p><a href="${text(copy.downloadPath)}" download>Download this copy (text)</a></p>
<div class="resume">${resumeHtml(copy.text)}</div>`,
  );
}

/** The download of a resume's client copy: a plain text file, headed with whose it is and what was removed. */
export function clientPortalResumeText(copy: { candidateName: string; text: string }): string {
  return `Resume of ${copy.candidateName}, presented by ${COMPANY.name}.\n${COPY_NOTE}\n\n${copy.text}\n`;
}

/** A page with just a message (a resume with no copy to show), with a way back. */
export function clientPortalMessagePageHtml(token: string, title: string, message: string): string {
  return clientPortalPage(
    title,
    `<p><a href="/client/${text(encodeURIComponent(token))}">Back to your candidates</a></p><h1>${text(title)}</h1><p>${text(message)}</p>`,
  );
}

/** The page a wrong, expired or revoked link gets (with a 404). */
export function clientPortalGonePageHtml(): string {
  return clientPortalPage(
    "Link not valid",
    `<h1>This link does not work</h1><p>It may have expired or been replaced. Ask your recruiter at ${text(COMPANY.shortName)} for a new one: ${text(COMPANY.phone)} or <a href="mailto:${text(COMPANY.email)}">${text(COMPANY.email)}</a>.</p>`,
  );
}

/**
 * A portal page around `body` (already escaped HTML): the interviews' page (worker/interviews/) writes its own in it,
 * with its own rules (`style`) over the portal's.
 */
export function clientPortalPage(title: string, body: string, style = ""): string {
  return linkPage(title, body, STYLE + style, "no-referrer");
}
