import { eq, inArray } from "drizzle-orm";
import { normalizeEmail } from "../contract/normalize";
import type { EmailSuppressionReason } from "../contract/outreach";
import type { Db } from "../db/client";
import { emailSuppressions } from "../db/schema";
import { suppressedEmails } from "../privacy/suppression";

/**
 * The addresses that get no bulk or sequence email (decision 106): a hard bounce or a spam complaint the email
 * service reported, an unsubscribe from a campaign's or a sequence's email (decision 121), and anyone erased on
 * request (the privacy suppression list, by hash). Transactional mail the
 * person asked for (a booking's confirmation) is not held back by it.
 */

const REASON_WORDS: Record<EmailSuppressionReason, string> = {
  hard_bounce: "a hard bounce",
  complaint: "a spam complaint",
  unsubscribed: "an unsubscribe",
};

/** Why an address is suppressed: the kind, what the service said (cut short), and its event id. */
export interface SuppressionEntry {
  reason: EmailSuppressionReason;
  detail: string | null;
  eventId: string | null;
}

/** Suppresses an address, for the caller's batch; an address already suppressed keeps its first entry. */
export function suppressStatement(db: Db, address: string, entry: SuppressionEntry, now: Date) {
  return db
    .insert(emailSuppressions)
    .values({
      email: normalizeEmail(address).slice(0, 320),
      reason: entry.reason,
      detail: entry.detail?.slice(0, 500) ?? null,
      eventId: entry.eventId?.slice(0, 200) ?? null,
      createdAt: now,
    })
    .onConflictDoNothing();
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
