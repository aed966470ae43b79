import type { BatchItem } from "drizzle-orm/batch";
import { COMPANY } from "../contract/company";
import { CLIENT_PORTAL_LINK_DAYS } from "../contract/desk-enums";
import { INVITATION_RELATED_TYPE } from "../contract/interview-enums";
import { roundLabel } from "../contract/interviews";
import type { Db } from "../db/client";
import { queueDelivery } from "../delivery/pipeline";
import { unlinkable } from "../domain/email-html";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { clientPortalUrl, newClientPortalLink } from "../submittals/client-portal-links";
import { notCompleted, scores, staffScorecards } from "./scorecard-store";
import { findInterview } from "./view-store";

/**
 * Asking the panel for their scorecards (decision 109): each client contact seated on the panel (./scorecard-store.ts
 * `scores`: a round robin's pool members only if its pick chose them) who has not scored gets an
 * email with a fresh client portal link of their own, to the interviews page (the links of decision 051). Related to
 * the interview, as its invitations are, so erasing the candidate finds these emails too.
 */

function scorecardRequestEmail(input: { contactName: string; candidateName: string; round: string; url: string }) {
  const candidateName = unlinkable(input.candidateName);
  const subject = `Your scorecard: ${candidateName}, ${roundLabel(input.round).toLowerCase()} interview`;
  const text = [
    `Hello ${input.contactName},`,
    "",
    `Thank you for interviewing ${candidateName}. Please rate them on your own scorecard (a minute, no account needed):`,
    input.url,
    "",
    "You will see the other interviewers' scorecards once you send yours.",
    `The link works for ${CLIENT_PORTAL_LINK_DAYS} days and is yours alone: please do not forward it.`,
    "",
    COMPANY.name,
  ].join("\n");
  return { summary: subject, payload: { subject, text } };
}

/** The emails' ids, for dispatch after the batch; undefined for no such interview. */
export async function requestScorecards(
  db: Db,
  actor: Actor,
  id: string,
  origin: string,
  now: Date,
): Promise<{ deliveryIds: string[]; asked: number } | undefined> {
  const found = await findInterview(db, id);
  const aftermath = await staffScorecards(db, id);
  if (!found || !aftermath) return undefined;
  if (found.view.status !== "completed") throw notCompleted();
  const waiting = new Set(aftermath.scorecards.filter((c) => c.state === "waiting").map((c) => c.panelMemberId));
  const members = found.view.panel.filter((m) => scores(m) && m.email && waiting.has(m.id));
  if (members.length === 0)
    throw new ApiError(409, "nobody_waiting", "Every client interviewer with an email address has scored already.");
  const statements: BatchItem<"sqlite">[] = [];
  const deliveryIds: string[] = [];
  for (const member of members) {
    const link = await newClientPortalLink(db, member.personId, now);
    const url = `${clientPortalUrl(origin, link.token)}/interviews`;
    const email = queueDelivery(
      db,
      "email",
      {
        recipient: member.email!,
        ...scorecardRequestEmail({
          contactName: member.name,
          candidateName: found.view.candidateName,
          round: found.view.round,
          url,
        }),
        related: { type: INVITATION_RELATED_TYPE, id },
      },
      now,
    );
    deliveryIds.push(email.id);
    statements.push(link.insert, email.insert);
  }
  statements.push(
    activityLog(actor, db, {
      action: "interview.scorecard_request",
      entityType: "interview",
      entityId: id,
      details: { asked: members.length },
    }),
  );
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return { deliveryIds, asked: members.length };
}
