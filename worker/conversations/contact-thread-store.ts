import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { ContactEmailsQuery, ContactEmailView } from "../contract/conversations";
import type { Db } from "../db/client";
import { clientContacts, emailThreads, threadEmails, users } from "../db/schema";

/**
 * The conversation with a client's contact (issue 33 item 3), as the client page shows it: every email of the
 * contact's threads, out and in, newest first and paged in SQL.
 */

const contactThreadIds = (db: Db, contactId: string) =>
  db.select({ id: emailThreads.id }).from(emailThreads).where(eq(emailThreads.clientContactId, contactId));

/** One page of the emails with the contact and how many there are; undefined when the client has no such contact. */
export async function contactEmails(
  db: Db,
  clientId: string,
  contactId: string,
  query: ContactEmailsQuery,
): Promise<{ rows: ContactEmailView[]; total: number } | undefined> {
  const [[contact], rows, [counted]] = await db.batch([
    db
      .select({ id: clientContacts.id })
      .from(clientContacts)
      .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId)))
      .limit(1),
    db
      .select({ email: threadEmails, author: users.username })
      .from(threadEmails)
      .leftJoin(users, eq(users.id, threadEmails.authorId))
      .where(inArray(threadEmails.threadId, contactThreadIds(db, contactId)))
      .orderBy(desc(threadEmails.createdAt), desc(threadEmails.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(threadEmails)
      .where(inArray(threadEmails.threadId, contactThreadIds(db, contactId))),
  ]);
  if (!contact) return undefined;
  return {
    rows: rows.map(({ email, author }) => ({
      id: email.id,
      direction: email.direction,
      at: email.createdAt.toISOString(),
      subject: email.subject,
      body: email.textBody,
      fromAddress: email.fromAddress,
      author: email.direction === "out" ? (author ?? null) : null,
      attachments: (email.attachments ?? []).map((file) => file.filename),
    })),
    total: counted?.total ?? 0,
  };
}
