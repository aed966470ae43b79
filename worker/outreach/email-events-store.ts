import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { type EmailReport, recordEmailReport } from "../delivery/store";
import { endSequencesOf } from "../sequences/stops";
import { optOutStatements } from "./opt-out";
import { type SuppressionEntry, suppressStatement } from "./suppression-store";

/**
 * What the email service's events change (decisions 106, 121), each event in one batch: a hard bounce suppresses the
 * address, ends its sequences as "bounced" and marks the email bounced; a spam complaint is an unsubscribe from all
 * marketing email (worker/outreach/opt-out.ts); a delivery or an open is recorded on the email it names, which a
 * campaign's messages and a sequence's page count. A retried event changes nothing.
 */

/** An event as the webhook read it: what happened, to which addresses, of which email (the service's id). */
export interface EmailEvent {
  kind: EmailReport | "complained";
  addresses: readonly string[];
  emailId: string | null;
  detail: string | null;
  eventId: string | null;
  at: Date;
}

/** The statements of a hard bounce or a complaint of `emails` (each address suppressed once, its first entry kept). */
function suppressionStatements(db: Db, emails: readonly string[], entry: SuppressionEntry, now: Date) {
  if (entry.reason !== "hard_bounce")
    return emails.flatMap((email) => optOutStatements(db, { email }, entry, "Marked an email as spam.", now));
  return [
    ...emails.map((email) => suppressStatement(db, email, entry, now)),
    ...(emails.length > 0 ? [endSequencesOf(db, { emails }, "bounced", "The email bounced (hard bounce).", now)] : []),
  ];
}

/** Suppresses each address a hard bounce or a complaint names, in one batch. */
export async function suppressAddresses(
  db: Db,
  emails: readonly string[],
  entry: SuppressionEntry & { reason: "hard_bounce" | "complaint" },
  now: Date,
): Promise<void> {
  const [first, ...rest] = suppressionStatements(db, emails, entry, now);
  if (first) await db.batch([first, ...rest]);
}

/** Records one event of the email service, in one batch. */
export async function recordEmailEvent(db: Db, event: EmailEvent): Promise<void> {
  const { kind, emailId, at } = event;
  const entry = { detail: event.detail, eventId: event.eventId };
  const statements: BatchItem<"sqlite">[] = [
    ...(kind === "bounced" ? suppressionStatements(db, event.addresses, { reason: "hard_bounce", ...entry }, at) : []),
    ...(kind === "complained" ? suppressionStatements(db, event.addresses, { reason: "complaint", ...entry }, at) : []),
    ...(emailId && kind !== "complained" ? [recordEmailReport(db, emailId, kind, at)] : []),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
