import type { Db } from "../db/client";
import { endSequencesOf } from "../sequences/stops";
import { optOutStatements } from "./opt-out";
import { type SuppressionEntry, suppressStatement } from "./suppression-store";

/**
 * What the email service's events change (decisions 106, 121): a hard bounce suppresses the address and ends its
 * sequences as "bounced"; a spam complaint is an unsubscribe from all marketing email (worker/outreach/opt-out.ts).
 */

/** Suppresses each address a hard bounce or a complaint names, in one batch; a retried event changes nothing. */
export async function suppressAddresses(
  db: Db,
  emails: readonly string[],
  entry: SuppressionEntry & { reason: "hard_bounce" | "complaint" },
  now: Date,
): Promise<void> {
  const statements =
    entry.reason === "hard_bounce"
      ? [
          ...emails.map((email) => suppressStatement(db, email, entry, now)),
          ...(emails.length > 0
            ? [endSequencesOf(db, { emails }, "bounced", "The email bounced (hard bounce).", now)]
            : []),
        ]
      : emails.flatMap((email) => optOutStatements(db, { email }, entry, "Marked an email as spam.", now));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
