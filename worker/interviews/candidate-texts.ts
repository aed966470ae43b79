import { eq } from "drizzle-orm";
import { INTERVIEW_LINK_RELATED_TYPE, INTERVIEW_REMINDER_RELATED_TYPE } from "../contract/interview-enums";
import { INTERVIEW_PICK_LINK_DAYS, type InterviewLinkNotice, type InterviewView } from "../contract/interviews";
import { formatLongDate } from "../contract/time-zone";
import type { Db } from "../db/client";
import type { ExistsCondition } from "../db/raw-batch";
import { applications, candidates } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import {
  type InterviewInvite,
  interviewLinkEmail,
  interviewLinkText,
  interviewReminderText,
} from "../domain/interview-email";
import { type OutreachTextCheck, outreachTextCheck } from "../sms/outreach-text";
import { nextTextingTime } from "../sms/quiet-hours";
import { failPendingTextsWhere, queueText, queueTextWhere } from "../sms/text-store";

/**
 * What the candidate is sent about an interview besides the invitations (issue 47 items 3-4): the link to pick a
 * time, by email and, with their consent to texts, by text; and the reminder texts 24 hours and 1 hour before. Every
 * text passes THE outreach check (worker/sms/outreach-text.ts): consent, and 8 am to 9 pm on the interview's
 * candidate zone (decision 111); the sms kind checks consent again when it sends.
 */

/** The link is about the candidate's interview, not marketing; reminders are reminders. */
const LINK_TEXT_TYPE = "follow_up";
const REMINDER_TEXT_TYPE = "reminder";
const REMINDER_HOURS = [24, 1] as const;
const HOUR_MS = 3_600_000;

/** The candidate's mobile number: their record's, else the one on the application. */
async function candidatePhone(db: Db, view: InterviewView): Promise<string | null> {
  const [candidate] = view.candidateId
    ? await db.select({ phone: candidates.phone }).from(candidates).where(eq(candidates.id, view.candidateId))
    : [];
  if (candidate?.phone) return candidate.phone;
  const [application] = await db
    .select({ phone: applications.phone })
    .from(applications)
    .where(eq(applications.id, view.applicationId));
  return application?.phone || null;
}

/** The outreach check of a text of `messageType` to the candidate, or why none can go. */
async function checkText(
  db: Db,
  view: InterviewView,
  messageType: typeof LINK_TEXT_TYPE | typeof REMINDER_TEXT_TYPE,
  now: Date,
): Promise<{ phone: string; check: OutreachTextCheck } | { phone: null; check: { allowed: false; reason: string } }> {
  const phone = await candidatePhone(db, view);
  if (!phone) return { phone: null, check: { allowed: false, reason: "No mobile number on file." } };
  const recipient = {
    phone,
    candidateId: view.candidateId ?? undefined,
    messageType,
    timeZone: view.candidateTimeZone,
  };
  return { phone, check: await outreachTextCheck(db, recipient, now) };
}

/**
 * The candidate's link by email and, when the check allows, by text (held to their morning when written at night):
 * the inserts for the offer's batch, the deliveries to dispatch once it commits, and what was done, for the answer and
 * the log (which the candidate's timeline reads).
 */
export async function linkNotice(db: Db, view: InterviewView, candidateEmail: string, url: string, now: Date) {
  const related = { type: INTERVIEW_LINK_RELATED_TYPE, id: view.id };
  const expiresOn = formatLongDate(now.getTime() + INTERVIEW_PICK_LINK_DAYS * 24 * HOUR_MS, view.candidateTimeZone);
  const content = interviewLinkEmail(view, url, expiresOn);
  const email = queueDelivery(
    db,
    "email",
    { recipient: candidateEmail, summary: content.subject, payload: content, related },
    now,
  );
  const { phone, check } = await checkText(db, view, LINK_TEXT_TYPE, now);
  if (!phone || !check.allowed) {
    const notice: InterviewLinkNotice = {
      emailDeliveryId: email.id,
      text: { state: "not_sent", reason: check.allowed ? null : check.reason, at: null },
    };
    return { inserts: [email.insert], dispatch: [email.id], notice };
  }
  const text = queueText(
    db,
    { toNumber: phone, message: interviewLinkText(view, url), messageType: LINK_TEXT_TYPE },
    now,
    { related, notBefore: check.held ? check.at : undefined },
  );
  const notice: InterviewLinkNotice = {
    emailDeliveryId: email.id,
    text: { state: check.held ? "held" : "queued", reason: null, at: check.at.toISOString() },
  };
  return {
    inserts: [email.insert, ...text.inserts],
    dispatch: check.held ? [email.id] : [email.id, text.deliveryId],
    notice,
  };
}

/**
 * The candidate's reminder texts of `invite`'s time, each due 24 hours or 1 hour before it and held to 8 am on their
 * clock when that falls at night; one that would then go at or after the start, or whose time has passed, is not
 * written, nor any without their consent. Written only if `condition` (the change happened) holds.
 */
export async function reminderTextStatements(
  d1: D1Database,
  db: Db,
  view: InterviewView,
  invite: InterviewInvite,
  now: Date,
  condition: ExistsCondition,
): Promise<D1PreparedStatement[]> {
  const { phone, check } = await checkText(db, view, REMINDER_TEXT_TYPE, now);
  if (!phone || !check.allowed) return [];
  const start = invite.startsAt.getTime();
  const related = { type: INTERVIEW_REMINDER_RELATED_TYPE, id: invite.id };
  return REMINDER_HOURS.flatMap((hours) => {
    const due = new Date(start - hours * HOUR_MS);
    if (due.getTime() <= now.getTime()) return [];
    const { at } = nextTextingTime(due, check.zones);
    if (at.getTime() >= start) return [];
    const message = interviewReminderText(invite, view.candidateTimeZone, hours);
    return queueTextWhere(d1, { toNumber: phone, message, messageType: REMINDER_TEXT_TYPE }, now, condition, {
      related,
      notBefore: at,
    }).statements;
  });
}

/** What a withdrawn reminder text's history row says. */
const WITHDRAWN_TEXT = "Withdrawn unsent: the interview was moved or cancelled";

/** Marks failed the pending reminder texts; put it before the reminders are withdrawn in the same batch. */
export function failReminderTextsStatement(d1: D1Database, interviewId: string, condition: ExistsCondition) {
  return failPendingTextsWhere(
    d1,
    { type: INTERVIEW_REMINDER_RELATED_TYPE, id: interviewId },
    WITHDRAWN_TEXT,
    condition,
  );
}
