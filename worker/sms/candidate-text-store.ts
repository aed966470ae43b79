import { eq } from "drizzle-orm";
import type { ServiceStatus } from "../contract/deliveries";
import {
  type CandidateTextInput,
  type CandidateTextingView,
  type CandidateTextSent,
  TEXTING_NOT_CONNECTED,
} from "../contract/sms";
import type { Db } from "../db/client";
import { candidates } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { outreachTextCheck } from "./outreach-text";
import { smsConsent } from "./store";
import { queueText } from "./text-store";

/**
 * Texts from a candidate's record (issue 33 item 7): refused without the candidate's consent to non-marketing texts
 * or after their STOP, held to the candidate's daytime (worker/sms/outreach-text.ts says whose clock), then queued as
 * any text is (the sms delivery kind).
 */

/** A recruiter's text is about the candidate's search, not marketing: it needs the non-marketing consent. */
const CANDIDATE_TEXT_TYPE = "follow_up";

/** The candidate's phone, and why it cannot be texted (null: it can); undefined when there is no such candidate. */
async function textability(
  db: Db,
  candidateId: string,
): Promise<{ phone: string; blocked: null } | { phone: string | null; blocked: ApiError } | undefined> {
  const [candidate] = await db
    .select({ phone: candidates.phone })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  if (!candidate) return undefined;
  if (!candidate.phone) return { phone: null, blocked: new ApiError(409, "no_phone", NO_PHONE) };
  const consent = await smsConsent(db, candidate.phone, CANDIDATE_TEXT_TYPE);
  return {
    phone: candidate.phone,
    blocked: consent.allowed ? null : new ApiError(409, "no_consent", consent.reason),
  };
}

const NO_PHONE = "This candidate has no mobile number on file: texts cannot be sent.";

/** What the candidate page shows before the recruiter types: why no text can go, or that texts wait. */
export async function candidateTexting(
  db: Db,
  candidateId: string,
  service: ServiceStatus,
): Promise<CandidateTextingView | undefined> {
  const found = await textability(db, candidateId);
  if (!found) return undefined;
  return {
    blocked: found.blocked?.message ?? null,
    waiting: service.configured ? null : TEXTING_NOT_CONNECTED,
    waitingReason: service.configured ? null : service.reason,
  };
}

/**
 * Queues a text to the candidate (now, or at the next allowed time); dispatch `deliveryId` when `notBefore` is null.
 * While texting is not connected (`service`) it is queued all the same and waits; the answer says so.
 */
export async function textCandidate(
  db: Db,
  actor: Actor,
  candidateId: string,
  input: CandidateTextInput,
  service: ServiceStatus,
  now = new Date(),
): Promise<CandidateTextSent> {
  const found = await textability(db, candidateId);
  if (!found) throw new ApiError(404, "not_found", "No such candidate.");
  if (found.blocked !== null) throw found.blocked;
  const phone = found.phone;

  // The one check of outreach texts: consent again (a STOP may have just arrived) and the candidate's clock.
  const check = await outreachTextCheck(db, { phone, candidateId, messageType: CANDIDATE_TEXT_TYPE }, now);
  if (!check.allowed) throw new ApiError(409, "no_consent", check.reason);
  const { at, timeZone } = check;
  const notBefore = at.getTime() > now.getTime() ? at : undefined;
  const queued = queueText(
    db,
    { toNumber: phone, message: input.body, messageType: CANDIDATE_TEXT_TYPE, authorId: actor.userId },
    now,
    { related: { type: "candidate", id: candidateId }, notBefore },
  );
  await db.batch([
    ...queued.inserts,
    activityLog(actor, db, {
      action: "candidate.text",
      entityType: "candidate",
      entityId: candidateId,
      details: { smsMessageId: queued.smsMessageId, notBefore: notBefore?.toISOString() ?? null },
    }),
  ]);
  return {
    id: queued.smsMessageId,
    deliveryId: queued.deliveryId,
    notBefore: notBefore?.toISOString() ?? null,
    timeZone,
    waiting: service.configured ? null : TEXTING_NOT_CONNECTED,
  };
}
