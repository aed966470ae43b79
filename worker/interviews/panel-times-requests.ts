import { COMPANY } from "../contract/company";
import { CLIENT_PORTAL_LINK_DAYS } from "../contract/desk-enums";
import { TIMES_REQUEST_RELATED_TYPE } from "../contract/interview-enums";
import { type InterviewView, type PanelAskResult, type PanelAskSkip, roundLabel } from "../contract/interviews";
import { createDb, type Db } from "../db/client";
import { asD1Statement } from "../db/raw-batch";
import { type NewDeliveryInput, noMessageSince, queueDeliveryWhere, recipientsSince } from "../delivery/pipeline";
import { unlinkable } from "../domain/email-html";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { clientPortalUrl, newClientPortalLink } from "../submittals/client-portal-links";
import { findInterview } from "./view-store";

/**
 * Asking the panel for their free times (decision 118, the scorecard request's twin): each client contact on the
 * panel who has not marked times gets an email with a fresh client portal link of their own, to their free times on
 * the portal's interviews page (today's day view). Sent when the interview is set up and on the recruiter's "ask
 * again"; one asked within a day is not asked again (the email is written only if none went to them since, in the
 * same statement).
 */

export const ASK_AGAIN_AFTER_MS = 24 * 60 * 60_000;

export interface TimesAsk {
  contactId: string;
  name: string;
  email: string;
}

interface AskedInterview {
  id: string;
  candidateName: string;
  round: string;
}

function timesRequestEmail(ask: TimesAsk, interview: AskedInterview, url: string): NewDeliveryInput<"email"> {
  const candidateName = unlinkable(interview.candidateName);
  const subject = `Your free times: ${candidateName}, ${roundLabel(interview.round).toLowerCase()} interview`;
  const text = [
    `Hello ${ask.name},`,
    "",
    `You are on the panel to interview ${candidateName}. Please tick the times you could meet, day by day on your own clock (a minute, no account needed):`,
    url,
    "",
    "We offer the candidate only the times that suit the whole panel.",
    `The link works for ${CLIENT_PORTAL_LINK_DAYS} days and is yours alone: please do not forward it.`,
    "",
    COMPANY.name,
  ].join("\n");
  return {
    recipient: ask.email,
    summary: subject,
    payload: { subject, text },
    related: { type: TIMES_REQUEST_RELATED_TYPE, id: interview.id },
  };
}

/** A member's own link and its email: the link's insert and the email's input, for the caller's batch. */
export async function timesRequest(db: Db, ask: TimesAsk, interview: AskedInterview, origin: string, now: Date) {
  const link = await newClientPortalLink(db, ask.contactId, now);
  const url = `${clientPortalUrl(origin, link.token)}/interviews#times-${encodeURIComponent(interview.id)}`;
  return { linkInsert: link.insert, email: timesRequestEmail(ask, interview, url) };
}

const notProposing = (view: InterviewView) =>
  new ApiError(
    409,
    "not_proposing",
    "The panel is asked for times while the interview is proposing: it has its time.",
    [{ path: "status", message: `The interview is ${view.status}` }],
  );

/** Each client contact on the panel: asked, or skipped and why. */
function triage(view: InterviewView, askedRecently: Set<string>) {
  const asks: (TimesAsk & { panelMemberId: string })[] = [];
  const skipped: PanelAskResult["skipped"] = [];
  for (const member of view.panel) {
    if (member.kind !== "contact") continue;
    const reason: PanelAskSkip | null =
      member.timesMarkedAt !== null
        ? "marked"
        : !member.email
          ? "no_email"
          : askedRecently.has(member.email)
            ? "asked_recently"
            : null;
    if (reason) skipped.push({ panelMemberId: member.id, name: member.name, reason });
    else asks.push({ panelMemberId: member.id, contactId: member.personId, name: member.name, email: member.email! });
  }
  return { asks, skipped };
}

/** The recruiter's "ask the panel for their times": undefined for no such interview; 409 when not proposing. */
export async function askPanelForTimes(
  d1: D1Database,
  actor: Actor,
  id: string,
  origin: string,
  now: Date,
): Promise<{ deliveryIds: string[]; result: PanelAskResult } | undefined> {
  const db = createDb(d1);
  const found = await findInterview(db, id);
  if (!found) return undefined;
  const { view } = found;
  if (view.status !== "proposing") throw notProposing(view);
  const related = { type: TIMES_REQUEST_RELATED_TYPE, id };
  const since = new Date(now.getTime() - ASK_AGAIN_AFTER_MS);
  const { asks, skipped } = triage(view, await recipientsSince(db, related, since));
  const interview = { id, candidateName: view.candidateName, round: view.round };
  const statements: D1PreparedStatement[] = [];
  const deliveryIds: string[] = [];
  for (const ask of asks) {
    const { linkInsert, email } = await timesRequest(db, ask, interview, origin, now);
    // Two asks at once: only the first writes the email (the other's unsent link opens nothing new).
    const queued = queueDeliveryWhere(d1, "email", email, now, noMessageSince(related, ask.email, since));
    deliveryIds.push(queued.id);
    statements.push(asD1Statement(d1, linkInsert), queued.statement);
  }
  const result = {
    asked: asks.map(({ panelMemberId, name }) => ({ panelMemberId, name })),
    skipped,
  };
  statements.push(
    asD1Statement(
      d1,
      activityLog(actor, db, {
        action: "interview.panel_times_request",
        entityType: "interview",
        entityId: id,
        details: { asked: result.asked.length, skipped: skipped.length },
      }),
    ),
  );
  await d1.batch(statements);
  return { deliveryIds, result };
}
