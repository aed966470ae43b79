import { and, asc, count, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingAppointments, emailOutbox, type EmailOutboxRow } from "../../db/schema";
import { nextAttemptAt } from "../../domain/backoff";
import type { EmailSender } from "./client";

/**
 * Delivery of the email outbox (worker/db/schema/platform.ts). Rows are written in the request that causes them;
 * this sends the due ones: right after the response (waitUntil) and again from the cron, with backoff.
 * Attachments are stored base64-encoded (`attachmentContent`), ready for the provider.
 */

/** After this many failed attempts a message is marked failed and left for staff. */
export const MAX_EMAIL_ATTEMPTS = 8;
/** A claimed message is not picked up by another run for this long (a crashed run's claim simply expires). */
const CLAIM_MS = 10 * 60_000;
const BATCH_SIZE = 20;

/** Email retries start 5 minutes after the first failure (then 10, 20 ... at most 6 hours; worker/domain/backoff.ts). */
export const EMAIL_FIRST_RETRY_MS = 5 * 60_000;

export interface EmailDeliveryReport {
  connected: boolean;
  sent: number;
  /** Failed this time, to be retried later. */
  retrying: number;
  /** Given up on (refused by the provider, or out of attempts). */
  failed: number;
  /** Due messages left waiting because no email service is configured. */
  waitingForConnection: number;
}

const due = (now: Date) =>
  and(eq(emailOutbox.status, "pending"), or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now)));

/**
 * Sends the due pending messages (or only `ids`). Each one is first claimed by one conditional update, so the
 * request's own delivery and a cron run never send the same message twice.
 */
export async function deliverPendingEmails(
  db: Db,
  sender: EmailSender,
  now: Date,
  options: { ids?: string[] } = {},
): Promise<EmailDeliveryReport> {
  const report: EmailDeliveryReport = { connected: sender.connected, sent: 0, retrying: 0, failed: 0, waitingForConnection: 0 };
  const where = options.ids ? and(due(now), inArray(emailOutbox.id, options.ids)) : due(now);
  if (!sender.connected) {
    const [row] = await db.select({ n: count() }).from(emailOutbox).where(where);
    report.waitingForConnection = row?.n ?? 0;
    return report;
  }
  const rows = await db.select().from(emailOutbox).where(where).orderBy(asc(emailOutbox.createdAt)).limit(BATCH_SIZE);
  for (const row of rows) {
    const claimed = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(and(eq(emailOutbox.id, row.id), due(now)))
      .returning({ id: emailOutbox.id });
    if (claimed.length === 0) continue;
    report[await deliverOne(db, sender, row, now)]++;
  }
  return report;
}

async function deliverOne(db: Db, sender: EmailSender, row: EmailOutboxRow, now: Date): Promise<"sent" | "retrying" | "failed"> {
  const result = await sender.send({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    attachment:
      row.attachmentName && row.attachmentContent
        ? { filename: row.attachmentName, contentType: row.attachmentType ?? "application/octet-stream", base64Content: row.attachmentContent }
        : undefined,
  });
  const attempts = row.attempts + 1;
  if (result.ok) {
    const markSent = db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: now, attempts, lastError: null, nextAttemptAt: null })
      .where(eq(emailOutbox.id, row.id));
    if (row.relatedType === "booking_appointment" && row.relatedId) {
      await db.batch([
        markSent,
        db.update(bookingAppointments).set({ confirmationSent: true }).where(eq(bookingAppointments.id, row.relatedId)),
      ]);
    } else {
      await markSent;
    }
    return "sent";
  }
  const giveUp = !result.retryable || attempts >= MAX_EMAIL_ATTEMPTS;
  await db
    .update(emailOutbox)
    .set({
      status: giveUp ? "failed" : "pending",
      attempts,
      lastError: result.error.slice(0, 1000),
      nextAttemptAt: giveUp ? null : nextAttemptAt(attempts, now, EMAIL_FIRST_RETRY_MS),
    })
    .where(eq(emailOutbox.id, row.id));
  return giveUp ? "failed" : "retrying";
}

/** Base64 of a UTF-8 text, for storing a text attachment such as an .ics file. */
export function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
