import { and, count, desc, eq, getTableColumns, inArray, isNotNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type {
  BulkDeliveryResult,
  DeliveryCounts,
  DeliveryView,
  EmailAttachmentText,
  SentEmailCopy,
  WaitingService,
} from "../contract/deliveries";
import { DELIVERY_STATUSES, type DeliveryKind, type DeliveryStatus } from "../contract/enums";
import type { Db } from "../db/client";
import { tableRowCountQuery } from "../db/row-counts";
import { type Delivery, deliveries } from "../db/schema";
import { htmlOfText } from "../domain/email-html";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import type { EmailPayload, KindHandler, KindHandlers } from "./types";
import { withUnsubscribe } from "./unsubscribe-footer";

/** The deliveries screen's reads and its two actions; the sending itself is worker/delivery/pipeline.ts. */

/** A delivery's columns without its sent copy (large), and whether it has one: what lists read. */
const { sentCopy: _sentCopy, ...listedColumns } = getTableColumns(deliveries);
const listed = { ...listedColumns, hasSentCopy: sql<number>`${deliveries.sentCopy} is not null` };

/** The message of an email delivery, unless erased (the privacy registry leaves `{erased: true}`). */
function emailPayloadOf(row: Pick<Delivery, "kind" | "payload">): EmailPayload | undefined {
  if (row.kind !== "email") return undefined;
  const payload = JSON.parse(row.payload) as Partial<EmailPayload>;
  return typeof payload.subject === "string" && typeof payload.text === "string"
    ? (payload as EmailPayload)
    : undefined;
}

/**
 * An email not sent (yet: no sender set up, or still failing) as it will go, from its own fields: the headers the
 * message sets (the sender adds From, Date and Message-ID when it builds the MIME message) and its two parts, a bulk
 * email with its unsubscribe headers and line (sent to `unsubscribeMailbox`'s mailto too). Staff read the outbox
 * with it while email is not connected, a client portal's link included.
 */
function waitingEmailCopy(row: Delivery, unsubscribeMailbox: string): SentEmailCopy | undefined {
  const stored = row.status === "sent" ? undefined : emailPayloadOf(row);
  if (!stored) return undefined;
  const payload = stored.bulk ? withUnsubscribe(stored, stored.bulk.unsubscribe, unsubscribeMailbox) : stored;
  const headers = [
    `To: ${row.recipient}`,
    `Subject: ${payload.subject}`,
    ...(payload.replyTo ? [`Reply-To: ${payload.replyTo}`] : []),
    ...Object.entries(payload.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  return { headers: headers.join("\n"), text: payload.text, html: payload.html ?? htmlOfText(payload.text) };
}

/**
 * The attachment an email carries, as text when it is text (an interview's or a booking's .ics): the sent copy keeps
 * the headers and the two parts only, so staff read the invitation each person got from the delivery's own payload.
 */
function attachmentTextOf(row: Delivery): EmailAttachmentText | null {
  const attachment = emailPayloadOf(row)?.attachment;
  if (!attachment?.contentType.startsWith("text/")) return null;
  const bytes = Uint8Array.from(atob(attachment.base64Content), (char) => char.charCodeAt(0));
  return { filename: attachment.filename, contentType: attachment.contentType, text: new TextDecoder().decode(bytes) };
}

export function toDeliveryView(
  row: Omit<Delivery, "sentCopy"> & { sentCopy?: unknown; hasSentCopy?: number },
): DeliveryView {
  const hasSentCopy = row.hasSentCopy === undefined ? row.sentCopy != null : row.hasSentCopy === 1;
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    summary: row.summary,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError ?? null,
    waitingReason: row.waitingReason ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    hasSentCopy,
    hasWaitingEmail: !hasSentCopy && row.status !== "sent" && emailPayloadOf(row) !== undefined,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface DeliveryFilter {
  status?: DeliveryStatus;
  kind?: DeliveryKind;
  /** The start of the recipient (an address, a phone number), any case. */
  q?: string;
}

/**
 * A recipient search is a prefix of the lower-cased recipient, a range on the index `deliveries_recipient_idx`
 * (migration 0044): "ada@" or "+1555" finds its messages among a million without reading them all.
 */
function recipientStartsWith(q: string): SQL {
  const prefix = q.trim().toLowerCase();
  return sql`lower(${deliveries.recipient}) >= ${prefix} and lower(${deliveries.recipient}) < ${`${prefix}\u{10ffff}`}`;
}

function whereOf(filter: DeliveryFilter): SQL | undefined {
  return and(
    filter.status ? eq(deliveries.status, filter.status) : undefined,
    filter.kind ? eq(deliveries.kind, filter.kind) : undefined,
    filter.q?.trim() ? recipientStartsWith(filter.q) : undefined,
  );
}

/** Newest first, one page, and the total of the filter. */
export async function listDeliveries(db: Db, filter: DeliveryFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [rows, [total]] = await db.batch([
    db
      .select(listed)
      .from(deliveries)
      .where(where)
      .orderBy(desc(deliveries.createdAt), desc(sql`${deliveries}.rowid`))
      .limit(page.limit)
      .offset(page.offset),
    // Unfiltered, the total kept beside the table: counting every delivery reads a whole index.
    where ? db.select({ value: count() }).from(deliveries).where(where) : tableRowCountQuery(db, "deliveries"),
  ]);
  return { deliveries: rows.map(toDeliveryView), total: total?.value ?? 0 };
}

/** How many messages are in each state (of one kind, or all): what a service's dashboard shows of its backlog. */
export async function deliveryCounts(db: Db, kind?: DeliveryKind): Promise<DeliveryCounts> {
  const rows = await db
    .select({ status: deliveries.status, value: count() })
    .from(deliveries)
    .where(kind ? eq(deliveries.kind, kind) : undefined)
    .groupBy(deliveries.status);
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as DeliveryCounts;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/**
 * Messages waiting for a service that is not set up, one line per service and reason: the screen shows one banner
 * for each instead of the same reason on every row.
 */
export async function waitingServices(db: Db): Promise<WaitingService[]> {
  const rows = await db
    .select({ kind: deliveries.kind, reason: deliveries.waitingReason, count: count() })
    .from(deliveries)
    .where(and(eq(deliveries.status, "pending"), isNotNull(deliveries.waitingReason)))
    .groupBy(deliveries.kind, deliveries.waitingReason)
    .orderBy(desc(count()));
  return rows.map((row) => ({ kind: row.kind, reason: row.reason ?? "", count: row.count }));
}

export async function findDelivery(db: Db, id: string): Promise<Delivery | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id)).limit(1);
  return row;
}

/**
 * A sent email as it was handed to its sender, or one not sent as it waits, with its delivery and its text
 * attachment: 404 when there is no such message, or nothing of it is kept (not an email, erased).
 */
export async function sentEmailOf(
  db: Db,
  id: string,
  unsubscribeMailbox: string,
): Promise<SentEmailCopy & { delivery: DeliveryView; attachment: EmailAttachmentText | null }> {
  const row = await findDelivery(db, id);
  const copy = row && (row.sentCopy ?? waitingEmailCopy(row, unsubscribeMailbox));
  if (!row || !copy) throw new ApiError(404, "not_found", "No email is kept for this delivery.");
  return { ...copy, delivery: toDeliveryView(row), attachment: attachmentTextOf(row) };
}

const notFound = () => new ApiError(404, "not_found", "No such delivery.");

/** Why an action changed nothing: no such message (404), or the message is in a state the action refuses (409). */
async function refusal(db: Db, id: string, conflict: ApiError): Promise<ApiError> {
  return (await findDelivery(db, id)) ? conflict : notFound();
}

/**
 * Staff's "retry": a failed, dead or waiting message is due again at once with a fresh round of attempts (its last
 * error kept until the next attempt), answered as it now is. A sent or withdrawn message is never sent: a 409.
 */
export async function retryDelivery(db: Db, actor: Actor, id: string, now = new Date()): Promise<DeliveryView> {
  const [row] = await retryWhere(db, actor, [id], now);
  if (!row) throw await refusal(db, id, alreadySent());
  return toDeliveryView(row);
}

const alreadySent = () => new ApiError(409, "already_sent", "This message was sent; it is not sent twice.");
const notDiscardable = () => new ApiError(409, "not_discardable", "Only a pending or dead message can be discarded.");

/** Retry of some messages: those not sent are due again with a fresh round; each change is logged. */
async function retryWhere(db: Db, actor: Actor, ids: string[], now: Date): Promise<Delivery[]> {
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: null, waitingReason: null, updatedAt: now })
    // A withdrawn message (a reminder of a moved or cancelled appointment) must never go out.
    .where(and(inArray(deliveries.id, ids), sql`${deliveries.status} not in ('sent', 'withdrawn')`))
    .returning();
  // Logged only for what changed; the update decides that atomically, so the log follows it.
  await logEach(db, actor, "delivery.retry", rows);
  return rows;
}

async function logEach(db: Db, actor: Actor, action: "delivery.retry" | "delivery.discard", rows: Delivery[]) {
  const [first, ...rest] = rows.map((row) =>
    activityLog(actor, db, { action, entityType: "delivery", entityId: row.id, details: { kind: row.kind } }),
  );
  if (first) await db.batch([first, ...rest]);
}

/**
 * An area's "send these again" (the CRM's sync of pending leads): the messages of `kind` about `relatedType` rows
 * that `relatedIds` selects are due at once; a pending one keeps its attempts, one given up on (failed or dead) gets
 * a fresh round, a sent or withdrawn one stays as it is. Answers the update, returning the ids, for a batch.
 */
export function requeueDeliveries(db: Db, kind: DeliveryKind, relatedType: string, relatedIds: SQLWrapper, now: Date) {
  return db
    .update(deliveries)
    .set({
      status: "pending",
      attempts: sql`case when ${deliveries.status} = 'pending' then ${deliveries.attempts} else 0 end`,
      nextAttemptAt: null,
      waitingReason: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(deliveries.kind, kind),
        eq(deliveries.relatedType, relatedType),
        sql`${deliveries.status} not in ('sent', 'withdrawn')`,
        inArray(deliveries.relatedId, relatedIds),
      ),
    )
    .returning({ id: deliveries.id });
}

/** What the email service reports of an email it sent (decision 121). */
export type EmailReport = "delivered" | "opened" | "bounced";

/**
 * Records a report of the email the service knows as `providerId`, for the caller's batch: the first time of each is
 * kept, so a retried event changes nothing; an open is a delivery too; once bounced, a later delivery or open is not
 * recorded (the bounce stands).
 */
export function recordEmailReport(db: Db, providerId: string, report: EmailReport, at: Date) {
  const first = (column: typeof deliveries.deliveredAt) => sql`coalesce(${column}, ${at.getTime()})`;
  const set =
    report === "bounced"
      ? { bouncedAt: first(deliveries.bouncedAt) }
      : report === "opened"
        ? { deliveredAt: first(deliveries.deliveredAt), openedAt: first(deliveries.openedAt) }
        : { deliveredAt: first(deliveries.deliveredAt) };
  return db
    .update(deliveries)
    .set(set)
    .where(
      and(
        eq(deliveries.providerId, providerId),
        eq(deliveries.kind, "email"),
        report === "bounced" ? undefined : sql`${deliveries.bouncedAt} is null`,
      ),
    );
}

/**
 * Staff's "discard": a message that is not sent stops being tried, marked failed with who discarded it, and its kind
 * hears of it as of any message given up on (a discarded resume reading marks its application "text not extracted").
 */
export async function discardDelivery(
  db: Db,
  handlers: KindHandlers,
  actor: Actor,
  id: string,
  by: string,
  now = new Date(),
): Promise<DeliveryView> {
  const [row] = await discardWhere(db, handlers, actor, [id], by, now);
  if (!row) throw await refusal(db, id, notDiscardable());
  return toDeliveryView(row);
}

async function discardWhere(
  db: Db,
  handlers: KindHandlers,
  actor: Actor,
  ids: string[],
  by: string,
  now: Date,
): Promise<Delivery[]> {
  const lastError = `Discarded by ${by}`;
  const rows = await db
    .update(deliveries)
    .set({ status: "failed", nextAttemptAt: null, waitingReason: null, lastError, updatedAt: now })
    .where(and(inArray(deliveries.id, ids), sql`${deliveries.status} in ('pending', 'dead')`))
    .returning();
  const followUps = rows.flatMap((row) => {
    const handler = handlers[row.kind] as KindHandler<DeliveryKind> | undefined;
    return handler?.onGiveUp?.(db, row, lastError) ?? [];
  });
  await logEach(db, actor, "delivery.discard", rows);
  const [first, ...rest] = followUps;
  if (first) await db.batch([first, ...rest]);
  return rows;
}

/**
 * Staff's bulk retry or discard of chosen messages: each message changes as the single action would change it, and
 * the answer says which changed and why each other one did not (no such message, or a state the action refuses).
 */
export async function bulkDeliveryAction(
  db: Db,
  handlers: KindHandlers,
  actor: Actor,
  request: { action: "retry" | "discard"; ids: string[]; by: string },
  now = new Date(),
): Promise<BulkDeliveryResult> {
  const ids = [...new Set(request.ids)];
  const changed =
    request.action === "retry"
      ? await retryWhere(db, actor, ids, now)
      : await discardWhere(db, handlers, actor, ids, request.by, now);
  const changedIds = new Set(changed.map((row) => row.id));
  const unchanged = ids.filter((id) => !changedIds.has(id));
  const existing = unchanged.length
    ? new Set(
        (await db.select({ id: deliveries.id }).from(deliveries).where(inArray(deliveries.id, unchanged))).map(
          (row) => row.id,
        ),
      )
    : new Set<string>();
  const stateRefusal = request.action === "retry" ? alreadySent() : notDiscardable();
  return {
    action: request.action,
    changed: changed.map(toDeliveryView),
    refused: unchanged.map((id) => {
      const error = existing.has(id) ? stateRefusal : notFound();
      return { id, code: error.code, message: error.message };
    }),
  };
}
