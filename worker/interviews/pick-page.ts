import { COMPANY } from "../contract/company";
import { INTERVIEW_FORMAT_LABELS, INTERVIEW_HOLD_MINUTES, type InterviewInvitationView } from "../contract/interviews";
import { formatClockTime } from "../contract/time-zone";
import { escapeXml as text } from "../domain/xml";
import { linkPage } from "../http/link-page";

/**
 * The candidate's page to pick an interview time (/interview/{token}, issue 47 item 3), written by the Worker as
 * plain HTML like the client portal's: the offered times still free, by day on the candidate's clock, each a radio
 * of one form whose native post holds it for them (decision 110); the held time then shows with a form to confirm
 * it, whose post books it. It works without scripts. A refused hold or pick comes back with the reason beside the
 * form and the chosen time still chosen. Everything shown is escaped text.
 */

/** This page's own rules, over the frame's (worker/http/link-page.ts). */
const STYLE = `
main{max-width:720px;margin:0 auto;padding:20px 16px 48px}h1{font-size:1.5rem;margin:0 0 4px}.muted{color:#475569}
section{background:#fff;border:1px solid #cbd5e1;border-radius:10px;padding:18px;margin:18px 0}section p:first-child{margin-top:0}h2{font-size:1.15rem;margin:0 0 8px}
fieldset{border:0;padding:0;margin:0 0 16px}legend{font-weight:600;margin-bottom:6px}
.choices{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:8px}
.choices label{display:flex;align-items:center;gap:8px;border:1px solid #94a3b8;border-radius:8px;padding:10px 12px;min-height:48px;cursor:pointer}
.choices input{width:20px;height:20px;margin:0}
button{font:inherit;font-weight:600;color:#fff;background:#0f2744;border:0;border-radius:8px;padding:12px 20px;min-height:48px;cursor:pointer;width:100%;max-width:320px}
.booked{background:#dcfce7;border:1px solid #16a34a;padding:12px 14px;border-radius:8px}.error{background:#fee2e2;border:1px solid #dc2626;padding:8px 12px;border-radius:8px;margin:0 0 12px}`;

/** What the last post came to: the time chosen and, when refused, why. */
export interface InterviewPickNotice {
  chosen?: string;
  error?: string;
}

function summary(view: InterviewInvitationView): string {
  const what = [view.round, view.jobTitle ? `for ${view.jobTitle}` : null, `with ${view.clientName}`]
    .filter(Boolean)
    .join(" ");
  return `<p class="muted">${text(what)}: ${view.durationMinutes} minutes, ${text(INTERVIEW_FORMAT_LABELS[view.format].toLowerCase())}.</p>`;
}

function pickForm(token: string, view: InterviewInvitationView, notice: InterviewPickNotice): string {
  const error = notice.error ? `<p class="error" id="pick-error" role="alert">${text(notice.error)}</p>` : "";
  // The held time alone: only its confirm form (it is not among the times to choose, decision 118).
  if (view.days.length === 0 && view.hold) return `${heldForm(token, view)}${error && `<section>${error}</section>`}`;
  if (view.days.length === 0)
    return `<section>${error}<p>None of the times offered is free any more. Your recruiter will send you new ones.</p></section>`;
  const days = view.days
    .map((day) => {
      const times = day.times
        .map(
          (time) =>
            `<label><input type="radio" name="startsAt" value="${text(time.startsAt)}" required${
              time.startsAt === notice.chosen ? " checked" : ""
            }> ${text(time.label)}</label>`,
        )
        .join("");
      return `<fieldset><legend>${text(day.label)}</legend><div class="choices">${times}</div></fieldset>`;
    })
    .join("\n");
  const described = notice.error ? ` aria-describedby="pick-error"` : "";
  const again = view.hold ? "Or choose another time" : "Choose a time";
  return `${heldForm(token, view)}<section><form method="post" action="/interview/${text(encodeURIComponent(token))}/hold"${described}>
<h2>${again}</h2>
<p class="muted">Times are shown in your time zone (${text(view.timeZone)}). The time you choose is held for you for ${INTERVIEW_HOLD_MINUTES} minutes while you confirm it.</p>
${days}
${error}<button type="submit">Choose this time</button>
</form></section>`;
}

/** The time held for the candidate, and the form that books it. */
function heldForm(token: string, view: InterviewInvitationView): string {
  const hold = view.hold;
  if (!hold) return "";
  const until = formatClockTime(Date.parse(hold.expiresAt), view.timeZone);
  return `<section><form method="post" action="/interview/${text(encodeURIComponent(token))}">
<p class="booked" role="status"><strong>${text(hold.dayLabel)}, ${text(hold.label)}</strong><br>Held for you until ${text(until)}: confirm it to book the interview.</p>
<input type="hidden" name="startsAt" value="${text(hold.startsAt)}">
<button type="submit">Book this time</button>
</form></section>`;
}

/** The page: the times to pick from, or the time booked. */
export function interviewPickPageHtml(token: string, view: InterviewInvitationView, notice: InterviewPickNotice = {}) {
  const body =
    view.booked && view.status !== "proposing"
      ? `<h1>Your interview is booked</h1>${summary(view)}
<p class="booked" role="status"><strong>${text(view.booked.dayLabel)}, ${text(view.booked.label)}</strong><br>An invitation with a calendar file is on its way to your email.</p>`
      : `<h1>Choose a time for your interview</h1>${summary(view)}
${pickForm(token, view, notice)}`;
  return page("Your interview", `<p class="muted">Hello ${text(view.candidateName)}.</p>${body}`);
}

/** The page a wrong, expired or revoked link gets (with a 404). */
export function interviewPickGonePageHtml(): string {
  return page(
    "Link not valid",
    `<h1>This link does not work</h1><p>It may have expired or been replaced. Ask your recruiter at ${text(COMPANY.shortName)} for a new one: ${text(COMPANY.phone)} or <a href="mailto:${text(COMPANY.email)}">${text(COMPANY.email)}</a>.</p>`,
  );
}

function page(title: string, body: string): string {
  return linkPage(title, body, STYLE, "no-referrer");
}
