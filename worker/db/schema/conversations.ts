import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { applications } from "./applications";
import { candidates } from "./candidates";
import { clientContacts } from "./clients";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { deliveries } from "./delivery";
import { users } from "./staff";

/** Which way an email of a conversation went. */
export const EMAIL_DIRECTIONS = ["out", "in"] as const;

/**
 * A conversation by email with one person, a candidate or a client contact (issue 33). Its `replyToken` makes the
 * thread's reply address `reply+<token>@<inbound domain>`: unguessable, so a reply lands on this thread and nowhere
 * else.
 */
export const emailThreads = sqliteTable(
  "email_threads",
  {
    id: id(),
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "cascade" }),
    clientContactId: text("client_contact_id").references(() => clientContacts.id, { onDelete: "cascade" }),
    /** The application the conversation is about, when there is one. */
    applicationId: text("application_id").references(() => applications.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    replyToken: text("reply_token").notNull(),
    /** The staff member whom replies notify. */
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_threads_reply_token_unique").on(t.replyToken),
    index("email_threads_candidate_idx").on(t.candidateId, t.lastMessageAt),
    index("email_threads_contact_idx").on(t.clientContactId, t.lastMessageAt),
  ],
);

export type EmailThread = typeof emailThreads.$inferSelect;

/**
 * A file of an email, in R2. A PDF or DOCX received is read as a resume is (an `attachment_text` delivery): `text`
 * holds its words once read, `textError` why they could not be.
 */
export interface EmailAttachment {
  key: string;
  filename: string;
  contentType: string;
  size: number;
  text?: string;
  textError?: string;
}

/**
 * Each email of a thread, out (sent through the delivery pipeline: `deliveryId`) or in (received by the Worker's
 * email handler). Attachments are in R2, listed as JSON `{key, filename, contentType, size}`.
 */
export const threadEmails = sqliteTable(
  "thread_emails",
  {
    id: id(),
    threadId: text("thread_id")
      .notNull()
      .references(() => emailThreads.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: EMAIL_DIRECTIONS }).notNull(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** The text as written (out) or with the quoted history trimmed (in). */
    textBody: text("text_body").notNull(),
    attachments: text("attachments", { mode: "json" }).$type<EmailAttachment[]>(),
    /** Staff who wrote it (out). */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    deliveryId: text("delivery_id").references(() => deliveries.id, { onDelete: "set null" }),
    /** The Message-ID header, for In-Reply-To/References on the next email of the thread. */
    messageId: text("message_id"),
    sizeBytes: integer("size_bytes"),
    /** A received email's envelope sender (SMTP MAIL FROM), lower-cased: the privacy resolver finds mail by it too. */
    envelopeSender: text("envelope_sender"),
    /**
     * A received email written by a machine answering (an out-of-office), by its headers (worker/domain/auto-reply.ts):
     * it does not count as the person replying. Null for emails out, and for those received before migration 0080.
     */
    autoReply: integer("auto_reply", { mode: "boolean" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("thread_emails_thread_idx").on(t.threadId, t.createdAt),
    index("thread_emails_envelope_sender_idx").on(t.envelopeSender).where(sql`${t.envelopeSender} IS NOT NULL`),
  ],
);

export type ThreadEmail = typeof threadEmails.$inferSelect;

/**
 * A message staff reuse (issue 33): a subject and a body with merge fields (`{{candidate.firstName}}` ...,
 * worker/contract/merge-fields.ts lists them), filled in for one person when an email is written from a template.
 */
export const emailTemplates = sqliteTable(
  "email_templates",
  {
    id: id(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("email_templates_name_unique").on(t.name)],
);

export type EmailTemplate = typeof emailTemplates.$inferSelect;
