import { aliasedTable, and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { CandidateMessageView } from "../contract/candidate-messages";
import { isEmployerInquiry } from "../contract/clients";
import type { ServiceStatus } from "../contract/deliveries";
import type { DeliveryStatus } from "../contract/enums";
import type {
  MessageDetail,
  MessageListItem,
  MessageListQuery,
  MessageReplyView,
  MessageUpdate,
  ReplyDeliveryView,
} from "../contract/inbox";
import type { Db } from "../db/client";
import { contacts, crmLeads, deliveries, type InboxMessage, messageReplies, users } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import { toFtsQuery } from "../domain/fts-query";
import { messageReplyEmail } from "../domain/message-reply-email";
import { type Actor, activityLog } from "../http/activity-log";
import { validationError } from "../http/errors";
import { markHandled } from "../notifications/store";
import { isWorkingStaff } from "../staff/working-staff-store";

/**
 * The messages inbox's queries and use cases: staff's list of contact messages with status filter, search and
 * paging; one message with its thread; status and assignee changes; and replies, each stored with the email that
 * carries it in one batch (the email then goes through the delivery pipeline).
 */

/** Who may be assigned a message, by name: the same staff as may own an application. */
export { listWorkingStaff as listAssignees } from "../staff/working-staff-store";

const assignees = aliasedTable(users, "assignees");
const authors = aliasedTable(users, "reply_authors");
const FORMER_STAFF = "Former staff member";
/** Characters of the message the list reads to find its first line. */
const PREVIEW_SOURCE = 300;
const PREVIEW_MAX = 140;

const listColumns = {
  id: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  company: contacts.company,
  inquiry: contacts.inquiry,
  start: sql<string>`substr(${contacts.message}, 1, ${PREVIEW_SOURCE})`,
  status: contacts.status,
  assigneeId: contacts.assigneeId,
  assigneeName: assignees.username,
  source: contacts.source,
  createdAt: contacts.createdAt,
};

function listSelect(db: Db) {
  return db.select(listColumns).from(contacts).leftJoin(assignees, eq(assignees.id, contacts.assigneeId));
}

type ListRow = Awaited<ReturnType<typeof listSelect>>[number];

/** The first line with text in it, cut to fit a list. */
function firstLine(text: string): string {
  const line =
    text
      .split(/\r?\n/)
      .find((candidate) => candidate.trim() !== "")
      ?.trim() ?? "";
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : line;
}

function toListItem(row: ListRow): MessageListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    inquiry: row.inquiry,
    preview: firstLine(row.start),
    status: row.status,
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? FORMER_STAFF } : null,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The search's MATCH expression over the contacts_fts index (migration 0030): name, email, company and message, each
 * word a prefix. Undefined when the text holds no searchable word: such a search finds nothing.
 */
function searchOf(query: MessageListQuery): string | undefined {
  return query.q ? toFtsQuery(query.q, "every") : undefined;
}

/**
 * One page of messages, newest first, and how many match in all. A search reads its matches newest first inside the
 * index (rowid: a message's created_at is the moment it was stored, so the orders are the same) and stops at the
 * page; alone, it is counted inside the index too.
 */
export async function listMessages(
  db: Db,
  query: MessageListQuery,
): Promise<{ rows: MessageListItem[]; total: number }> {
  const match = searchOf(query);
  const where = and(
    query.status ? eq(contacts.status, query.status) : undefined,
    match
      ? sql`${contacts}.rowid in (select rowid from contacts_fts where contacts_fts match ${match})`
      : query.q
        ? sql`0`
        : undefined,
  );
  const order = match ? [desc(sql`${contacts}.rowid`)] : [desc(contacts.createdAt), desc(sql`${contacts}.rowid`)];
  const [rows, [total]] = await db.batch([
    listSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    match && !query.status
      ? db.select({ value: count() }).from(sql`contacts_fts`).where(sql`contacts_fts match ${match}`)
      : db.select({ value: count() }).from(contacts).where(where),
  ]);
  return { rows: rows.map(toListItem), total: total?.value ?? 0 };
}

/** How many messages nobody has started on (status new): the navigation's badge, counted on the status index. */
export async function countUnread(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contacts).where(eq(contacts.status, "new"));
  return row?.value ?? 0;
}

/**
 * A reply with its author and email. D1 answers a batch's rows keyed by column name, so the email's `id` is renamed
 * lest it overwrite the reply's.
 */
const replyColumns = {
  id: messageReplies.id,
  body: messageReplies.body,
  authorId: messageReplies.authorId,
  authorName: authors.username,
  createdAt: messageReplies.createdAt,
  deliveryId: sql<string | null>`${deliveries.id}`.as("delivery_id"),
  deliveryStatus: deliveries.status,
  deliveryAttempts: deliveries.attempts,
  waitingReason: deliveries.waitingReason,
  lastError: deliveries.lastError,
  sentAt: deliveries.sentAt,
};

function replySelect(db: Db) {
  return db
    .select(replyColumns)
    .from(messageReplies)
    .leftJoin(authors, eq(authors.id, messageReplies.authorId))
    .leftJoin(deliveries, eq(deliveries.id, messageReplies.deliveryId));
}

type ReplyRow = Awaited<ReturnType<typeof replySelect>>[number];

function toDeliveryView(
  row: ReplyRow & { deliveryId: string; deliveryStatus: DeliveryStatus },
  email: ServiceStatus,
): ReplyDeliveryView {
  // Until its first attempt a pending email has no reason on its row; the service's own says why it will wait.
  const notYetTried = row.deliveryStatus === "pending" && row.waitingReason === null && row.deliveryAttempts === 0;
  return {
    id: row.deliveryId,
    status: row.deliveryStatus,
    waitingReason: row.waitingReason ?? (notYetTried && !email.configured ? email.reason : null),
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

function toReplyView(row: ReplyRow, email: ServiceStatus): MessageReplyView {
  const { deliveryId, deliveryStatus } = row;
  return {
    id: row.id,
    body: row.body,
    author: row.authorId ? { id: row.authorId, name: row.authorName ?? FORMER_STAFF } : null,
    createdAt: row.createdAt.toISOString(),
    delivery: deliveryId && deliveryStatus ? toDeliveryView({ ...row, deliveryId, deliveryStatus }, email) : null,
  };
}

/**
 * One message with its thread of replies, oldest first; undefined when missing. `email` is the email service's
 * state, for the reason a reply not yet tried will wait.
 */
export async function findMessage(db: Db, id: string, email: ServiceStatus): Promise<MessageDetail | undefined> {
  const [[row], replies, [lead]] = await db.batch([
    db
      .select({ ...listColumns, message: contacts.message, phone: contacts.phone })
      .from(contacts)
      .leftJoin(assignees, eq(assignees.id, contacts.assigneeId))
      .where(eq(contacts.id, id))
      .limit(1),
    replySelect(db)
      .where(eq(messageReplies.messageId, id))
      .orderBy(asc(messageReplies.createdAt), asc(sql`${messageReplies}.rowid`)),
    db
      .select({ id: crmLeads.id, clientId: crmLeads.clientId })
      .from(crmLeads)
      .where(eq(crmLeads.contactId, id))
      .orderBy(asc(crmLeads.createdAt))
      .limit(1),
  ]);
  if (!row) return undefined;
  return {
    ...toListItem(row),
    message: row.message,
    phone: row.phone,
    employerLead: lead && isEmployerInquiry(row) ? lead : null,
    replies: replies.map((reply) => toReplyView(reply, email)),
  };
}

/**
 * Changes the status and assignee staff named, and nothing else. Undefined when the message does not exist; a 400
 * naming `assigneeId` for an assignee who is not active staff of recruiter rank or above.
 */
export async function updateMessage(
  db: Db,
  actor: Actor,
  id: string,
  change: MessageUpdate,
  email: ServiceStatus,
): Promise<MessageDetail | undefined> {
  const [[existing], assignee] = await db.batch([
    db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id)).limit(1),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, change.assigneeId ?? ""), isWorkingStaff))
      .limit(1),
  ]);
  if (!existing) return undefined;
  if (change.assigneeId && assignee.length === 0) {
    throw validationError([
      { path: "assigneeId", message: "The assignee must be an active staff member (recruiter or above)" },
    ]);
  }
  const set: Partial<typeof contacts.$inferInsert> = {};
  if (change.status !== undefined) set.status = change.status;
  if (change.assigneeId !== undefined) set.assigneeId = change.assigneeId;
  // A status set (other than back to new) means someone has dealt with the message.
  const handled = change.status !== undefined && change.status !== "new";
  await db.batch([
    db.update(contacts).set(set).where(eq(contacts.id, id)),
    activityLog(actor, db, { action: "message.update", entityType: "contact", entityId: id, details: { ...change } }),
    ...(handled ? [markHandled(db, "message_new", [id], new Date())] : []),
  ]);
  return findMessage(db, id, email);
}

/**
 * Stores a staff reply on the message's thread and queues the email that carries it to the visitor, in one batch
 * (both or neither), with the activity log; a new message moves to in progress, and an unassigned one is assigned to
 * the staff member who replies (issue 33 item 9: who answered owns the conversation). Answers the reply as stored and the
 * delivery id to dispatch once the batch has committed; undefined when the message does not exist.
 */
export async function replyToMessage(
  db: Db,
  actor: Actor,
  id: string,
  body: string,
  email: ServiceStatus,
): Promise<{ reply: MessageReplyView; deliveryId: string } | undefined> {
  const [contact] = await db
    .select({ email: contacts.email, assigneeId: contacts.assigneeId })
    .from(contacts)
    .where(eq(contacts.id, id))
    .limit(1);
  if (!contact) return undefined;
  const assignee = contact.assigneeId === null ? actor.userId : null;
  const replyId = crypto.randomUUID();
  const message = messageReplyEmail(body);
  const delivery = queueDelivery(db, "email", {
    recipient: contact.email,
    summary: message.subject,
    payload: message,
    related: { type: "message_reply", id: replyId },
  });
  const [, , , , [stored]] = await db.batch([
    delivery.insert,
    db
      .insert(messageReplies)
      .values({ id: replyId, messageId: id, authorId: actor.userId, body, deliveryId: delivery.id }),
    db
      .update(contacts)
      .set({ status: "in_progress" })
      .where(and(eq(contacts.id, id), eq(contacts.status, "new"))),
    activityLog(actor, db, {
      action: "message.reply",
      entityType: "contact",
      entityId: id,
      details: { replyId, deliveryId: delivery.id, ...(assignee ? { assigneeId: assignee } : {}) },
    }),
    replySelect(db).where(eq(messageReplies.id, replyId)),
    markHandled(db, "message_new", [id], new Date()),
    ...(assignee
      ? [
          db
            .update(contacts)
            .set({ assigneeId: assignee })
            .where(and(eq(contacts.id, id), isNull(contacts.assigneeId))),
        ]
      : []),
  ]);
  return { reply: toReplyView(stored!, email), deliveryId: delivery.id };
}

/** A candidate's newest contact messages, for their candidate's page and their applications' pages. */
export function candidateMessagesQuery(db: Db, candidateId: string, limit: number) {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.candidateId, candidateId))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(limit);
}

export function toCandidateMessageView(message: InboxMessage): CandidateMessageView {
  return {
    id: message.id,
    source: message.source,
    inquiry: message.inquiry,
    message: message.message,
    company: message.company,
    createdAt: message.createdAt.toISOString(),
  };
}
