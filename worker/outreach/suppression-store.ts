import { eq } from "drizzle-orm";
import { normalizeEmail } from "../contract/normalize";
import type { EmailSuppressionReason } from "../contract/outreach";
import type { Db } from "../db/client";
import { emailSuppressions } from "../db/schema";
import { suppressedEmails } from "../privacy/suppression";

/**
 * The addresses that get no bulk or sequence email (decision 106): a hard bounce or a spam complaint the email
 * service reported, and anyone erased on request (the privacy suppression list, by hash). Transactional mail the
 * person asked for (a booking's confirmation) is not held back by it.
 */

const REASON_WORDS: Record<EmailSuppressionReason, string> = {
  hard_bounce: "a hard bounce",
  complaint: "a spam complaint",
};

/** Records an address's bounce or complaint; the first one stays (a later event changes nothing). */
export function suppressAddress(
  db: Db,
  entry: { email: string; reason: EmailSuppressionReason; detail: string | null; eventId: string | null },
  now: Date,
) {
  return db
    .insert(emailSuppressions)
    .values({
      email: normalizeEmail(entry.email).slice(0, 320),
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
