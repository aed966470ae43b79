import { eq, inArray } from "drizzle-orm";
import { normalizeEmail } from "../contract/normalize";
import type { EmailSuppressionReason } from "../contract/outreach";
import type { Db } from "../db/client";
import { emailSuppressions } from "../db/schema";
import { suppressedEmails } from "../privacy/suppression";
import { endSequencesOf } from "../sequences/stops";

/**
 * The addresses that get no bulk or sequence email (decision 106): a hard bounce or a spam complaint the email
 * service reported, and anyone erased on request (the privacy suppression list, by hash). Transactional mail the
 * person asked for (a booking's confirmation) is not held back by it.
 */

const REASON_WORDS: Record<EmailSuppressionReason, string> = {
  hard_bounce: "a hard bounce",
  complaint: "a spam complaint",
  unsubscribed: "an unsubscribe",
};

/**
 * Suppresses each address an email-service event names (a hard bounce or a complaint), in one batch; an address
 * already suppressed keeps its first entry.
 */
export async function suppressAddresses(
  db: Db,
  emails: readonly string[],
  entry: { reason: EmailSuppressionReason; detail: string | null; eventId: string | null },
  now: Date,
): Promise<void> {
  // The same batch takes the addresses out of every sequence: bounced, or unsubscribed after a complaint.
  const sequences =
    emails.length > 0
      ? [
          entry.reason === "hard_bounce"
            ? endSequencesOf(db, { emails }, "bounced", "The email bounced (hard bounce).", now)
            : endSequencesOf(db, { emails }, "unsubscribed", "Marked an email as spam.", now),
        ]
      : [];
  const [first, ...rest] = emails.map((email) =>
    db
      .insert(emailSuppressions)
      .values({
        email: normalizeEmail(email).slice(0, 320),
        reason: entry.reason,
        detail: entry.detail?.slice(0, 500) ?? null,
        eventId: entry.eventId?.slice(0, 200) ?? null,
        createdAt: now,
      })
      .onConflictDoNothing(),
  );
  if (first) await db.batch([first, ...rest, ...sequences]);
}

/** Why bulk email to this address is not sent, or null when it may be. */
export async function bulkEmailSuppression(db: Db, address: string): Promise<string | null> {
  const email = normalizeEmail(address);
  const [[row], erased] = await Promise.all([
    db.select().from(emailSuppressions).where(eq(emailSuppressions.email, email)).limit(1),
    suppressedEmails(db, [email]),
  ]);
  if (row)
    return `Not sent: ${email} is suppressed after ${REASON_WORDS[row.reason]} on ${row.createdAt.toISOString().slice(0, 10)}.`;
  if (erased.size > 0) return `Not sent: ${email} was erased on request.`;
  return null;
}

/**
 * `bulkEmailSuppression` of many addresses at once (a campaign's batch): why each suppressed one gets nothing, by its
 * normalized address; the others are absent.
 */
export async function bulkEmailSuppressions(db: Db, addresses: readonly string[]): Promise<Map<string, string>> {
  const emails = [...new Set(addresses.map(normalizeEmail))];
  if (emails.length === 0) return new Map();
  const [rows, erased] = await Promise.all([
    db.select().from(emailSuppressions).where(inArray(emailSuppressions.email, emails)),
    suppressedEmails(db, emails),
  ]);
  const reasons = new Map<string, string>();
  for (const email of erased) reasons.set(email, `Not sent: ${email} was erased on request.`);
  for (const row of rows)
    reasons.set(
      row.email,
      `Not sent: ${row.email} is suppressed after ${REASON_WORDS[row.reason]} on ${row.createdAt.toISOString().slice(0, 10)}.`,
    );
  return reasons;
}

/** Suppresses an address whose owner unsubscribed with a campaign email's one-click link; again changes nothing. */
export async function suppressUnsubscribed(db: Db, address: string, now: Date): Promise<void> {
  await suppressAddresses(db, [address], { reason: "unsubscribed", detail: null, eventId: null }, now);
}
