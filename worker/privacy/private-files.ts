import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contacts, threadEmails } from "../db/schema";
import { inIds, PERSONAL_DATA, type PersonRecords } from "./personal-data";

/**
 * Personal files outside D1: each email the Worker received is kept as it arrived in the private R2 bucket
 * (`RESUMES`), under the id of the row it became (a `thread_emails` reply or a `contacts` inbox message), with a
 * threaded reply's attachments beside it (docs/decisions/056-email-in.md). The eraser deletes the person's.
 */
export const RECEIVED_MAIL_PREFIX = "mail/in/";

const RESUME_PREFIX = "resumes/";

/** The R2 key of an application's resume (its words are read from it, and it is downloaded by staff). */
export const resumeKey = (applicationId: string, kind: string) =>
  `${RESUME_PREFIX}${applicationId}/${crypto.randomUUID()}.${kind}`;

/**
 * Every prefix of the private bucket (`RESUMES`), each naming a person, with where its keys are recorded; the export
 * and the eraser reach each. Keys are built only by `PERSONAL_R2_KEYS` (test/worker/privacy.test.ts checks each write).
 */
export const PERSONAL_R2_PREFIXES: Readonly<Record<string, string>> = {
  [RESUME_PREFIX]: "an application's resume: applications.resume_key",
  [RECEIVED_MAIL_PREFIX]: "an email received, as it arrived, and its attachments: the thread_emails or contacts row",
};

/** Bucket writers handed another bucket than the private one, each with why it holds nobody's data. */
export const NOT_PERSONAL_BUCKET_WRITERS: Readonly<Record<string, string>> = {
  "worker/content/image-store.ts": "the public IMAGES bucket: articles' cover and inline images",
};

/** The R2 key of a received message as it arrived. */
export const inboundRawKey = (id: string) => `${RECEIVED_MAIL_PREFIX}${id}.eml`;

/** The R2 key of a threaded reply's attachment (`index` from 1, the name made safe by the caller). */
export const inboundAttachmentKey = (id: string, index: number, filename: string) =>
  `${RECEIVED_MAIL_PREFIX}${id}/${index}-${filename}`;

/** The builders of every key written to the private bucket. */
export const PERSONAL_R2_KEYS = { resumeKey, inboundRawKey, inboundAttachmentKey };

/** The R2 keys of every email the person sent the firm: the originals and their attachments, and how many emails. */
export async function receivedMailOf(db: Db, person: PersonRecords): Promise<{ keys: string[]; emails: number }> {
  const [replies, messages] = await db.batch([
    db
      .select({ id: threadEmails.id, attachments: threadEmails.attachments })
      .from(threadEmails)
      .where(and(eq(threadEmails.direction, "in"), PERSONAL_DATA.thread_emails.rowsOf(person))),
    db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.source, "email"), inIds(contacts.id, person.ids.messages))),
  ]);
  const keys = [
    ...replies.flatMap((reply) => [inboundRawKey(reply.id), ...(reply.attachments ?? []).map((file) => file.key)]),
    ...messages.map((message) => inboundRawKey(message.id)),
  ];
  return { keys, emails: replies.length + messages.length };
}
