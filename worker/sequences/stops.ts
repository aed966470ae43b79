import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { EnrollmentState } from "../contract/sequences";
import type { Db } from "../db/client";
import { candidates, clientContacts, deliveries, sequenceEnrollments, sequenceSends } from "../db/schema";
import { hashLinkToken } from "../domain/link-token";

/**
 * What ends a person's sequences (issue 50 item 3, decision 115), as statements for the batch of the area where it
 * happens, so the stop is written with the event or not at all: a real reply (email or text) makes every active
 * enrolment of the person "replied"; STOP, an unsubscribe or a spam complaint makes every one of them
 * "unsubscribed" (and someone enrolled later starts so); a hard bounce "bounced"; a placement "stopped". Off-limits
 * pauses at the tick (worker/sequence-steps/tick.ts), erasure deletes the rows (the privacy registry).
 */

/** The person: a candidate or client contact by id, or whoever has an email address or phone number. */
export type SequencePerson =
  | { candidateId: string }
  | { contactId: string }
  | { emails: readonly string[] }
  | { phone: string };

function whose(person: SequencePerson): SQL {
  if ("candidateId" in person) return eq(sequenceEnrollments.candidateId, person.candidateId);
  if ("contactId" in person) return eq(sequenceEnrollments.contactId, person.contactId);
  const byEmail = "emails" in person;
  const list = JSON.stringify(byEmail ? person.emails.map((email) => email.trim().toLowerCase()) : [person.phone]);
  const match = (column: unknown) =>
    byEmail
      ? sql`lower(${column}) in (select value from json_each(${list}))`
      : sql`${column} in (select value from json_each(${list}))`;
  return or(
    sql`${sequenceEnrollments.candidateId} in (select ${candidates.id} from ${candidates} where ${match(byEmail ? candidates.email : candidates.phone)})`,
    sql`${sequenceEnrollments.contactId} in (select ${clientContacts.id} from ${clientContacts} where ${match(byEmail ? clientContacts.email : clientContacts.phone)})`,
  )!;
}

const ENDS: Record<"replied" | "unsubscribed" | "bounced" | "stopped", readonly EnrollmentState[]> = {
  // A reply ends what was still going; a sequence paused by off-limits stays paused (its own reason).
  replied: ["active"],
  unsubscribed: ["active", "paused", "replied", "finished", "stopped", "bounced"],
  bounced: ["active", "paused"],
  stopped: ["active", "paused"],
};

/** Ends the person's enrolments with `state` and `reason`; for the caller's batch. */
export function endSequencesOf(db: Db, person: SequencePerson, state: keyof typeof ENDS, reason: string, now: Date) {
  return db
    .update(sequenceEnrollments)
    .set({ state, reason, nextAt: null, updatedAt: now })
    .where(and(whose(person), inArray(sequenceEnrollments.state, [...ENDS[state]])));
}

/**
 * The person a sequence email's one-click token names and the address that email went to (their address now when
 * its delivery is gone); undefined for none. Their unsubscribe is worker/outreach/opt-out.ts (decision 121).
 */
export async function personOfUnsubscribeToken(db: Db, manageToken: string) {
  const hash = await hashLinkToken(manageToken);
  const [row] = await db
    .select({
      candidateId: sequenceEnrollments.candidateId,
      contactId: sequenceEnrollments.contactId,
      state: sequenceEnrollments.state,
      email: sql<string | null>`coalesce(${deliveries.recipient}, ${candidates.email}, ${clientContacts.email})`,
    })
    .from(sequenceSends)
    .innerJoin(sequenceEnrollments, eq(sequenceEnrollments.id, sequenceSends.enrollmentId))
    .leftJoin(deliveries, eq(deliveries.id, sequenceSends.deliveryId))
    .leftJoin(candidates, eq(candidates.id, sequenceEnrollments.candidateId))
    .leftJoin(clientContacts, eq(clientContacts.id, sequenceEnrollments.contactId))
    .where(eq(sequenceSends.unsubscribeHash, hash))
    .limit(1);
  if (!row) return undefined;
  const person: SequencePerson = row.candidateId ? { candidateId: row.candidateId } : { contactId: row.contactId! };
  return { person, email: row.email ?? "", unsubscribed: row.state === "unsubscribed" };
}
