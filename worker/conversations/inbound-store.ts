import { eq } from "drizzle-orm";
import { timelineAnchor } from "../contract/timeline";
import type { Db } from "../db/client";
import { clientContacts, emailThreads, threadEmails } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import { emailIdsOf, notifyStaff } from "../notifications/store";
import { endSequencesOf } from "../sequences/stops";
import { attachmentTextDelivery, readableAttachment } from "./inbound-attachment-text";

/**
 * Email in, the conversations area's writes (one writer of `email_threads` and `thread_emails`): a reply that found
 * its thread is stored on it, with its attachments' R2 keys, the thread's last message moved and its owner
 * notified, in one batch.
 */

/** An attachment of a received email, once its bytes are in R2. */
export interface StoredAttachment {
  key: string;
  filename: string;
  contentType: string;
  size: number;
}

/** The thread a reply token names, or undefined: a token nobody was given finds none. */
export async function findThreadByToken(db: Db, token: string) {
  const [thread] = await db
    .select({
      id: emailThreads.id,
      ownerId: emailThreads.ownerId,
      candidateId: emailThreads.candidateId,
      clientContactId: emailThreads.clientContactId,
      clientId: clientContacts.clientId,
    })
    .from(emailThreads)
    .leftJoin(clientContacts, eq(clientContacts.id, emailThreads.clientContactId))
    .where(eq(emailThreads.replyToken, token))
    .limit(1);
  return thread;
}

export type ReplyThread = NonNullable<Awaited<ReturnType<typeof findThreadByToken>>>;

/** Where staff read a reply: the candidate's page, or the client's page for a contact's conversation. */
function replyLink(thread: ReplyThread, replyId: string): string {
  // At the reply itself, on the candidate's timeline.
  if (thread.candidateId) return `/admin/candidates/${thread.candidateId}#${timelineAnchor("email_in", replyId)}`;
  if (thread.clientId) return `/admin/clients/${thread.clientId}`;
  return "/admin/messages";
}

/** A received reply, read and with its attachments stored. */
export interface ReceivedReply {
  /** The id its original is kept under in R2 (worker/conversations/inbound.ts), and its row's. */
  id: string;
  fromName: string;
  fromAddress: string;
  toAddress: string;
  subject: string;
  /** Its own words, the quoted history trimmed. */
  text: string;
  messageId: string | null;
  sizeBytes: number;
  attachments: StoredAttachment[];
  /** The SMTP envelope's sender, lower-cased. */
  envelopeSender: string;
  /** Written by a machine answering (an out-of-office), by its headers (worker/domain/auto-reply.ts). */
  autoReply: boolean;
}

/**
 * Stores a reply on its thread and tells the thread's owner (or, with no owner, the staff who follow replies), in one
 * batch, with the reading of each PDF or DOCX attached (an `attachment_text` delivery). Answers the deliveries to
 * dispatch once it has committed.
 */
export async function storeThreadReply(
  db: Db,
  thread: ReplyThread,
  reply: ReceivedReply,
  origin: string,
  now = new Date(),
): Promise<{ deliveryIds: string[] }> {
  const who = reply.fromName || reply.fromAddress;
  const notify = notifyStaff(db, {
    event: "email_reply",
    subjectId: reply.id,
    title: `${who} replied: ${reply.subject}`,
    link: replyLink(thread, reply.id),
    origin,
    recipientId: thread.ownerId,
    now,
  });
  const readings = reply.attachments
    .filter((file) => readableAttachment(file.filename))
    .map((file) =>
      queueDelivery(db, "attachment_text", attachmentTextDelivery(reply.id, file.key, file.filename), now),
    );
  // A person's own reply ends their sequences; an automatic one (an out-of-office) does not (decision 115).
  const person = reply.autoReply
    ? null
    : thread.candidateId
      ? { candidateId: thread.candidateId }
      : thread.clientContactId
        ? { contactId: thread.clientContactId }
        : null;
  const replied = person ? [endSequencesOf(db, person, "replied", "Replied by email.", now)] : [];
  const [, , , , emails] = await db.batch([
    db.insert(threadEmails).values({
      id: reply.id,
      threadId: thread.id,
      direction: "in",
      fromAddress: reply.fromAddress,
      toAddress: reply.toAddress,
      subject: reply.subject,
      textBody: reply.text,
      attachments: reply.attachments,
      messageId: reply.messageId,
      sizeBytes: reply.sizeBytes,
      envelopeSender: reply.envelopeSender,
      autoReply: reply.autoReply,
      createdAt: now,
    }),
    db.update(emailThreads).set({ lastMessageAt: now }).where(eq(emailThreads.id, thread.id)),
    ...notify.statements,
    notify.deliveryIds,
    ...readings.map((reading) => reading.insert),
    ...replied,
  ]);
  return { deliveryIds: [...readings.map((reading) => reading.id), ...emailIdsOf(emails)] };
}
