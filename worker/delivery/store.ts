import { and, count, desc, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DeliveryCounts, DeliveryView, SentEmailCopy } from "../contract/deliveries";
import { DELIVERY_STATUSES, type DeliveryKind, type DeliveryStatus } from "../contract/enums";
import type { Db } from "../db/client";
import { type Delivery, deliveries } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import type { KindHandler, KindHandlers } from "./types";

/** The deliveries screen's reads and its two actions; the sending itself is worker/delivery/pipeline.ts. */

/** A delivery's columns without its sent copy (large), and whether it has one: what lists read. */
const { sentCopy: _sentCopy, ...listedColumns } = getTableColumns(deliveries);
const listed = { ...listedColumns, hasSentCopy: sql<number>`${deliveries.sentCopy} is not null` };

export function toDeliveryView(
  row: Omit<Delivery, "sentCopy"> & { sentCopy?: unknown; hasSentCopy?: number },
): DeliveryView {
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
    hasSentCopy: row.hasSentCopy === undefined ? row.sentCopy != null : row.hasSentCopy === 1,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface DeliveryFilter {
  status?: DeliveryStatus;
  kind?: DeliveryKind;
}

function whereOf(filter: DeliveryFilter): SQL | undefined {
  return and(
    filter.status ? eq(deliveries.status, filter.status) : undefined,
    filter.kind ? eq(deliveries.kind, filter.kind) : undefined,
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
    db.select({ value: count() }).from(deliveries).where(where),
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

export async function findDelivery(db: Db, id: string): Promise<Delivery | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id)).limit(1);
  return row;
}

/** A sent email as it was handed to its sender, with its delivery: 404 when there is no such message or copy. */
export async function sentEmailOf(db: Db, id: string): Promise<SentEmailCopy & { delivery: DeliveryView }> {
  const row = await findDelivery(db, id);
  if (!row?.sentCopy) throw new ApiError(404, "not_found", "No sent email is kept for this delivery.");
  return { ...row.sentCopy, delivery: toDeliveryView(row) };
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
  const [row] = await db
    .update(deliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: null, waitingReason: null, updatedAt: now })
    // A withdrawn message (a reminder of a moved or cancelled appointment) must never go out.
    .where(and(eq(deliveries.id, id), sql`${deliveries.status} not in ('sent', 'withdrawn')`))
    .returning();
  // Logged only when something changed; the update decides that atomically, so the log follows it.
  if (row)
    await activityLog(actor, db, {
      action: "delivery.retry",
      entityType: "delivery",
      entityId: id,
      details: { kind: row.kind },
    });
  if (!row)
    throw await refusal(db, id, new ApiError(409, "already_sent", "This message was sent; it is not sent twice."));
  return toDeliveryView(row);
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
  const lastError = `Discarded by ${by}`;
  const [row] = await db
    .update(deliveries)
    .set({ status: "failed", nextAttemptAt: null, waitingReason: null, lastError, updatedAt: now })
    .where(and(eq(deliveries.id, id), sql`${deliveries.status} in ('pending', 'dead')`))
    .returning();
  if (!row) {
    throw await refusal(
      db,
      id,
      new ApiError(409, "not_discardable", "Only a pending or dead message can be discarded."),
    );
  }
  const handler = handlers[row.kind] as KindHandler<DeliveryKind> | undefined;
  const followUp = handler?.onGiveUp?.(db, row, lastError) ?? [];
  await db.batch([
    activityLog(actor, db, {
      action: "delivery.discard",
      entityType: "delivery",
      entityId: id,
      details: { kind: row.kind },
    }),
    ...followUp,
  ]);
  return toDeliveryView(row);
}
