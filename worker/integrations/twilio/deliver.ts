import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { SmsMessageType } from "../../contract/enums";
import type { Db } from "../../db/client";
import { type NewSmsMessage, smsMessages, type SmsSettings } from "../../db/schema";
import { smsConsent } from "../../sms/store";
import { nextAttemptAt } from "../../domain/backoff";
import { type TwilioClient, TwilioError } from "./client";

/** Tries per queued text before it is marked failed. */
export const SMS_MAX_ATTEMPTS = 5;
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;

/**
 * A text queued by the product itself (e.g. a booking confirmation), delivered by the cron. Insert it in the same
 * batch as what it is about; whether it may be sent (consent, STOP) is decided again at delivery time.
 */
export function queueSms(db: Db, message: Pick<NewSmsMessage, "toNumber" | "message" | "messageType" | "relatedBookingId" | "relatedLeadId">, now = new Date()) {
  return db.insert(smsMessages).values({ ...message, status: "pending", attempts: 0, nextAttemptAt: now });
}

/** Why a queued text cannot go out at all right now, or null. */
function unsendable(settings: SmsSettings): string | null {
  if (!settings.isActive) return "SMS service inactive";
  if (!settings.tollFreeNumber) return "No toll-free number to send from";
  return null;
}

/**
 * Sends due queued texts (cron): each is claimed, checked for consent, sent, and marked sent; a Twilio failure
 * is retried with backoff up to SMS_MAX_ATTEMPTS, a missing consent fails it at once.
 */
export async function deliverPendingSms(db: Db, client: TwilioClient, settings: SmsSettings, statusCallback: string | undefined, now = new Date()) {
  const counts = { sent: 0, failed: 0, retrying: 0 };
  const blocked = unsendable(settings);
  if (blocked) return { ...counts, skipped: blocked };
  const due = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.status, "pending"), or(isNull(smsMessages.nextAttemptAt), lte(smsMessages.nextAttemptAt, now))))
    .orderBy(smsMessages.createdAt)
    .limit(BATCH_SIZE);
  for (const { id } of due) {
    const [message] = await db
      .update(smsMessages)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(and(eq(smsMessages.id, id), eq(smsMessages.status, "pending"), or(isNull(smsMessages.nextAttemptAt), lte(smsMessages.nextAttemptAt, now))))
      .returning();
    if (!message) continue;
    const consent = await smsConsent(db, message.toNumber, message.messageType as SmsMessageType);
    if (!consent.allowed) {
      await db.update(smsMessages).set({ status: "failed", errorMessage: consent.reason }).where(eq(smsMessages.id, id));
      counts.failed++;
      continue;
    }
    const attempts = message.attempts + 1;
    try {
      const sent = await client.send({ to: message.toNumber, from: settings.tollFreeNumber!, body: message.message, statusCallback });
      await db.update(smsMessages).set({ status: "sent", twilioSid: sent.sid, sentAt: now, attempts, fromNumber: settings.tollFreeNumber, errorMessage: null }).where(eq(smsMessages.id, id));
      counts.sent++;
    } catch (err) {
      const error = err instanceof TwilioError ? err.message : String(err);
      const giveUp = attempts >= SMS_MAX_ATTEMPTS;
      await db
        .update(smsMessages)
        .set({ status: giveUp ? "failed" : "pending", errorMessage: error, attempts, nextAttemptAt: giveUp ? null : nextAttemptAt(attempts, now) })
        .where(eq(smsMessages.id, id));
      if (giveUp) counts.failed++;
      else counts.retrying++;
    }
  }
  return counts;
}
