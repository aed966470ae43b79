import { and, eq, isNotNull, isNull, lte, max, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { clientContacts, submittals } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { siteOrigin } from "../http/site-origin";
import { clientPortalUrl, newClientPortalLink } from "./client-portal-links";
import { reminderEmail } from "./emails";
import { deskSettingsOf, waitingCondition } from "./store";

/**
 * The cron's "waiting for client" reminders (issue 32 item 3): a contact with submittals unanswered for the setting's
 * days gets one email for all of them, with a fresh client portal link, and again each time as many days pass without an
 * answer. The email and the submittals' `remindedAt` are one batch, so a run never reminds twice.
 */

/** Contacts reminded per cron run; the next run (five minutes later) takes the rest. */
export const REMINDER_BATCH = 50;

export async function runSubmittalReminders(env: Pick<Bindings, "SITE_URL">, db: Db, now: Date): Promise<string[]> {
  const { waitingDays } = await deskSettingsOf(db);
  const remindedBefore = new Date(now.getTime() - waitingDays * 24 * 60 * 60_000);
  const due = and(
    waitingCondition(waitingDays, now),
    or(isNull(submittals.remindedAt), lte(submittals.remindedAt, remindedBefore)),
  );
  const contacts = await db
    .select({
      contactId: clientContacts.id,
      name: clientContacts.name,
      email: clientContacts.email,
      waiting: sql<number>`count(*)`.as("waiting"),
      origin: max(submittals.origin),
    })
    .from(submittals)
    .innerJoin(clientContacts, eq(clientContacts.id, submittals.contactId))
    .where(and(due, isNotNull(clientContacts.email)))
    .groupBy(clientContacts.id)
    .limit(REMINDER_BATCH);
  if (contacts.length === 0) return [];
  const ids: string[] = [];
  const statements: BatchItem<"sqlite">[] = [];
  for (const contact of contacts) {
    const link = await newClientPortalLink(db, contact.contactId, now);
    const url = clientPortalUrl(siteOrigin(env, contact.origin), link.token);
    const email = queueDelivery(
      db,
      "email",
      {
        recipient: contact.email!,
        ...reminderEmail({ contactName: contact.name, waiting: contact.waiting, clientPortalUrl: url }),
        related: { type: "client_contact", id: contact.contactId },
      },
      now,
    );
    ids.push(email.id);
    statements.push(
      link.insert,
      email.insert,
      db
        .update(submittals)
        .set({ remindedAt: now })
        .where(and(eq(submittals.contactId, contact.contactId), due)),
    );
  }
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return ids;
}
