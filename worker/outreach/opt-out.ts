import { normalizeEmail } from "../contract/normalize";
import type { Db } from "../db/client";
import { unsubscribeJobAlertsOf } from "../job-alerts/store";
import { unsubscribeNewsletterOf } from "../newsletter/subscriber-store";
import { endSequencesOf, type SequencePerson } from "../sequences/stops";
import { type SuppressionEntry, suppressStatement } from "./suppression-store";

/**
 * Leaving all marketing email at once (decision 121), the one use case behind a campaign's or a sequence's one-click
 * link (its POST, its page's button, its mailto) and a spam complaint: in ONE batch, the address is suppressed for
 * every bulk email, every enrolment of the person (by the address, and by who they are when known) ends as
 * "unsubscribed", and the address's newsletter subscription and job alerts end. Transactional mail (an application's
 * confirmation, an interview invitation) is not bulk and still goes.
 */

/** Who leaves: the address the email went to, and the person it was for when known. */
export interface Leaving {
  email: string;
  person?: SequencePerson | null;
}

/** The statements of leaving, for the caller's batch; `why` is the reason the enrolments show. */
export function optOutStatements(db: Db, who: Leaving, entry: SuppressionEntry, why: string, now: Date) {
  const email = normalizeEmail(who.email);
  return [
    ...(who.person ? [endSequencesOf(db, who.person, "unsubscribed", why, now)] : []),
    ...(email
      ? [
          suppressStatement(db, email, entry, now),
          endSequencesOf(db, { emails: [email] }, "unsubscribed", why, now),
          unsubscribeNewsletterOf(db, email, now),
          ...unsubscribeJobAlertsOf(db, email, now),
        ]
      : []),
  ];
}

/** An unsubscribe from all marketing email, in one batch; doing it again changes nothing. */
export async function optOut(db: Db, who: Leaving, why: string, now: Date): Promise<void> {
  const [first, ...rest] = optOutStatements(db, who, { reason: "unsubscribed", detail: why, eventId: null }, why, now);
  if (first) await db.batch([first, ...rest]);
}
