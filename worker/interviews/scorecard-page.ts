import { REJECTION_REASON_LABELS } from "../contract/application-pipeline";
import { REJECTION_REASONS } from "../contract/enums";
import { roundLabel } from "../contract/interviews";
import {
  type ClientPortalInterviewsView,
  type ClientPortalInterviewView,
  INTERVIEW_DECISION_LABELS,
  INTERVIEW_DECISIONS,
  SCORECARD_RATING_LABELS,
  SCORECARD_RECOMMENDATION_LABELS,
  SCORECARD_RECOMMENDATIONS,
  type ScorecardView,
} from "../contract/scorecards";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { formatClockTime, formatLongDate, zoneLabel } from "../contract/time-zone";
import { escapeXml as text } from "../domain/xml";
import { clientPortalPage } from "../submittals/client-portal-page";
import { PANEL_TIMES_STYLE, panelTimesForm, type TimesAt } from "./panel-times-page";

/**
 * The portal's interviews page (/client/{token}/interviews, decision 109), written by the Worker as plain HTML: the
 * contact's scorecard and the hiring contact's decision are native form posts, so it works without scripts. Every
 * name and comment is escaped text.
 */

/** Where the page is after a post: recorded, or refused with the server's message. */
export interface ScorecardNotice {
  interviewId: string;
  kind: "saved" | "error";
  message: string;
}

const base = (token: string, id: string) => `/client/${encodeURIComponent(token)}/interviews/${encodeURIComponent(id)}`;

/** Ratings are posted as `rating-<n>`, n the criterion's place: a criterion's name may be any text. */
export const ratingField = (index: number) => `rating-${index}`;

function scorecardForm(token: string, view: ClientPortalInterviewView): string {
  const criteria = view.criteria
    .map(
      (criterion, index) =>
        `<fieldset><legend>${text(criterion)}</legend><div class="choices">${[1, 2, 3, 4]
          .map(
            (rating) =>
              `<label><input type="radio" name="${ratingField(index)}" value="${rating}" required> ${text(SCORECARD_RATING_LABELS[rating]!)}</label>`,
          )
          .join("")}</div></fieldset>`,
    )
    .join("\n");
  const recommendations = SCORECARD_RECOMMENDATIONS.map(
    (value) =>
      `<label><input type="radio" name="recommendation" value="${value}" required> ${SCORECARD_RECOMMENDATION_LABELS[value]}</label>`,
  ).join("");
  return `<form method="post" action="${text(`${base(token, view.interviewId)}/scorecard`)}">
<h3>Your scorecard</h3>
<p class="muted">Rate each from 1 (poor) to 4 (excellent). You will see the others' scorecards once you send yours.</p>
${criteria}
<fieldset><legend>Overall</legend><div class="choices">${recommendations}</div></fieldset>
<label class="field" for="comment-${text(view.interviewId)}">Comment (optional)</label>
<textarea id="comment-${text(view.interviewId)}" name="comment" rows="3" maxlength="2000"></textarea>
<button type="submit">Send scorecard</button>
</form>`;
}

function decisionForm(token: string, view: ClientPortalInterviewView): string {
  const choices = INTERVIEW_DECISIONS.map(
    (value) =>
      `<label><input type="radio" name="decision" value="${value}" required> ${INTERVIEW_DECISION_LABELS[value]}</label>`,
  ).join("");
  const reasons = REJECTION_REASONS.map(
    (reason) => `<option value="${reason}">${text(REJECTION_REASON_LABELS[reason])}</option>`,
  ).join("");
  const id = text(view.interviewId);
  return `<form method="post" action="${text(`${base(token, view.interviewId)}/decision`)}">
<h3>Your decision</h3>
<fieldset><legend>After this interview</legend><div class="choices">${choices}</div></fieldset>
<label class="field" for="reason-${id}">Reason, if you decline</label>
<select id="reason-${id}" name="reason"><option value="">Choose a reason</option>${reasons}</select>
<label class="field" for="decision-comment-${id}">Comment for your recruiter (optional)</label>
<textarea id="decision-comment-${id}" name="comment" rows="3" maxlength="2000"></textarea>
<button type="submit">Send decision</button>
</form>`;
}

function scorecardItem(card: ScorecardView, own: boolean): string {
  const who = `${text(card.name)}${own ? " (you)" : ""}`;
  if (card.state === "waiting") return `<li><strong>${who}</strong>: <span class="muted">waiting</span></li>`;
  if (card.state === "hidden")
    return `<li><strong>${who}</strong>: <span class="muted">submitted; you will see it once you send yours</span></li>`;
  const ratings = Object.entries(card.ratings ?? {})
    .map(([criterion, rating]) => `${text(criterion)} ${rating}/4`)
    .join(" &middot; ");
  return `<li><strong>${who}</strong>: ${card.recommendation ? SCORECARD_RECOMMENDATION_LABELS[card.recommendation] : ""}
<br><span class="muted">${ratings}</span>${card.comment ? `<span class="note" style="display:block">${text(card.comment)}</span>` : ""}</li>`;
}

/** "December 1, 2026, 10:00 AM ET": the day alone left a panel member looking for the time in their email. */
const whenText = (instant: number) =>
  `${formatLongDate(instant, DEFAULT_TIME_ZONE)}, ${formatClockTime(instant, DEFAULT_TIME_ZONE)} ${zoneLabel(instant, DEFAULT_TIME_ZONE)}`;

function interviewSection(
  token: string,
  view: ClientPortalInterviewView,
  at: TimesAt,
  notice?: ScorecardNotice,
): string {
  const shown =
    notice?.interviewId === view.interviewId
      ? `<p class="${notice.kind}" role="status">${text(notice.message)}</p>`
      : "";
  const when = view.startsAt ? whenText(Date.parse(view.startsAt)) : "No time yet";
  const cards = view.scorecards
    .map((card) => scorecardItem(card, card.panelMemberId === view.panelMemberId))
    .join("\n");
  const decision = view.decision
    ? `<p>Decision: <strong>${INTERVIEW_DECISION_LABELS[view.decision.decision]}</strong>${
        view.decision.reason ? ` (${text(REJECTION_REASON_LABELS[view.decision.reason])})` : ""
      }${view.decision.decidedBy ? ` by ${text(view.decision.decidedBy)}` : ""}</p>${
        view.decision.comment ? `<p class="note">${text(view.decision.comment)}</p>` : ""
      }`
    : "";
  const completed = view.status === "completed";
  return `<article id="interview-${text(view.interviewId)}">
<h2>${text(view.candidateName)}</h2>
<p class="muted">${text(roundLabel(view.round))}${view.jobTitle ? ` &middot; ${text(view.jobTitle)}` : ""} &middot; ${text(when)}</p>
${shown}
${view.panelTimes ? panelTimesForm(token, view.panelTimes, at) : ""}
${completed ? "" : `<p class="muted">Scorecards open once your recruiter marks the interview completed.</p>`}
${completed && cards ? `<h3>Scorecards</h3><ul>${cards}</ul>` : ""}
${view.canScore ? scorecardForm(token, view) : ""}
${decision}
${view.canDecide ? decisionForm(token, view) : ""}
</article>`;
}

/** The whole page: the contact's interviews, each with its scorecards and forms. */
export function scorecardPageHtml(
  token: string,
  view: ClientPortalInterviewsView,
  at: TimesAt,
  notice?: ScorecardNotice,
): string {
  const list =
    view.interviews.length === 0
      ? "<p>No interviews for you yet.</p>"
      : view.interviews.map((interview) => interviewSection(token, interview, at, notice)).join("\n");
  return clientPortalPage(
    `Interviews for ${view.clientName}`,
    `<p><a href="/client/${text(encodeURIComponent(token))}">Back to your candidates</a></p>
<h1>Your interviews</h1>
<p class="muted">Hello ${text(view.contactName)}. Mark your free times for the interviews still looking for one; score each candidate you met on your own: the others' scorecards show once you send yours.</p>
${list}`,
    PANEL_TIMES_STYLE,
  );
}
