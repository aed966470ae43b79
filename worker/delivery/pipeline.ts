import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ConfirmationEmailState } from "../contract/deliveries";
import type { DeliveryKind } from "../contract/enums";
import { createDb, type Db } from "../db/client";
import { asD1StatementWhere, type ExistsCondition, existsCondition, insertWhere } from "../db/raw-batch";
import { type Delivery, deliveries } from "../db/schema";
import { retryDelayMs } from "../domain/backoff";
import type { Bindings, DeliveryMessage } from "../env";
import { emailServiceStatus } from "../integrations/email/client";
import type { DeliveryPayloads, DeliveryResult, KindHandler, KindHandlers } from "./types";

/**
 * The one delivery pipeline (decision 014): a message is a `deliveries` row written in the same batch as the change
 * that causes it; its id then goes to the DELIVERIES queue, whose consumer (worker/delivery/queue.ts) sends it
 * through its kind's client, retries with backoff and, after the last attempt, lets the dead-letter queue mark it
 * dead. The cron sweeps rows whose queue message was lost or whose attempt's lease ran out, so a failed `send()`
 * delays a message but never drops it. The pipeline knows no kind: whoever sends hands it the handlers
 * (worker/delivery-kinds.ts has them all; an area sending its own kind at once hands its own).
 */

/** Tries before a message is given up as dead (the queue's max_retries in wrangler.toml matches). */
export const MAX_DELIVERY_ATTEMPTS = 6;
/** An attempt in progress holds its row this long; a crashed one is picked up again by the sweep after it. */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** A message whose service is not configured is looked at again after this long (or at once by "retry"). */
export const NOT_CONFIGURED_RECHECK_MS = 30 * 60_000;
/** Rows the cron's sweep hands to the queue per run. */
const SWEEP_BATCH = 100;

/** What a visitor is told of their confirmation email: on its way when email can be sent now, else waiting for it. */
export function confirmationEmailState(
  env: Pick<Bindings, "EMAIL" | "EMAIL_API_KEY" | "EMAIL_FROM">,
): ConfirmationEmailState {
  return emailServiceStatus(env).configured ? "sending" : "not_connected";
}

export interface NewDeliveryInput<K extends DeliveryKind> {
  recipient: string;
  summary: string;
  payload: DeliveryPayloads[K];
  related?: { type: string; id: string };
  /** Not sent before this instant (a reminder's send time): neither the queue's consumer nor the sweep takes it earlier. */
  notBefore?: Date;
}

/**
 * The insert of a new message, to put in the caller's `batch()` beside the change that causes it; send `id` with
 * `dispatchDeliveries` once the batch has committed.
 *
 * @example const email = queueDelivery(db, "email", { recipient, summary: subject, payload: { subject, text } });
 *          await db.batch([insertAppointment, email.insert]); dispatchDeliveries(env, ctx, [email.id]);
 */
export function queueDelivery<K extends DeliveryKind>(db: Db, kind: K, input: NewDeliveryInput<K>, now = new Date()) {
  const row = deliveryRow(kind, input, now);
  return { id: row.id, insert: db.insert(deliveries).values(row) };
}

/** The row of a new message (what `queueDelivery` inserts). */
export function deliveryRow<K extends DeliveryKind>(kind: K, input: NewDeliveryInput<K>, now: Date) {
  return {
    id: crypto.randomUUID(),
    kind,
    recipient: input.recipient,
    summary: input.summary.slice(0, 200),
    payload: JSON.stringify(input.payload),
    relatedType: input.related?.type ?? null,
    relatedId: input.related?.id ?? null,
    status: "pending" as const,
    attempts: 0,
    nextAttemptAt: input.notBefore ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * `queueDelivery` for a message that must exist only if `condition` (an EXISTS subquery) holds in the same
 * transaction, as a D1 statement for `DB.batch`: a booking's confirmation only if the booking won its slot, a
 * cancellation email only from the request that cancelled.
 */
export function queueDeliveryWhere<K extends DeliveryKind>(
  d1: D1Database,
  kind: K,
  input: NewDeliveryInput<K>,
  now: Date,
  condition: { sql: string; params: unknown[] },
) {
  const row = deliveryRow(kind, input, now);
  const statement = asD1StatementWhere(d1, condition, (holds) => insertWhere(deliveries, row, holds));
  return { id: row.id, statement };
}

/** The recipients of messages about `related` written since `since` (a request not to repeat within a while). */
export async function recipientsSince(
  db: Db,
  related: { type: string; id: string },
  since: Date,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ recipient: deliveries.recipient })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.relatedType, related.type),
        eq(deliveries.relatedId, related.id),
        gt(deliveries.createdAt, since),
      ),
    );
  return new Set(rows.map((row) => row.recipient));
}

/** For `queueDeliveryWhere`: holds while `recipient` has had no message about `related` since `since`. */
export function noMessageSince(related: { type: string; id: string }, recipient: string, since: Date): ExistsCondition {
  return existsCondition(
    sql`select 1 where not exists (select 1 from ${deliveries} where ${deliveries.relatedType} = ${related.type}
      and ${deliveries.relatedId} = ${related.id} and ${deliveries.recipient} = ${recipient}
      and ${deliveries.createdAt} > ${since.getTime()})`,
  );
}

/**
 * Many messages of one kind and content at once, as ONE insert-select to put in the caller's batch: a message per
 * row of `recipients`, a select of `id` (the new delivery's id, made by the caller so it can refer to it),
 * `recipient` and `related_id`. Without `payload`, each row also selects its own `payload` (JSON text: an email
 * carrying its reader's own unsubscribe link). Dispatch the ids once the batch has committed (the cron's sweep sends
 * any missed).
 */
export function queueDeliveriesFrom<K extends DeliveryKind>(
  db: Db,
  kind: K,
  input: { summary: string; payload?: DeliveryPayloads[K]; relatedType: string; notBeforeOfRows?: boolean },
  recipients: SQL,
  now: Date,
) {
  const at = now.getTime();
  const summary = input.summary.slice(0, 200);
  const payload = input.payload === undefined ? sql.raw("r.payload") : JSON.stringify(input.payload);
  // With `notBeforeOfRows`, each row also selects its own `not_before` (epoch ms or null): a text held to its morning.
  const notBefore = input.notBeforeOfRows ? sql.raw("r.not_before") : sql.raw("null");
  // Columns in the table's order: id, kind, recipient, summary, payload, related type and id, status, attempts,
  // next attempt, last error, waiting reason, provider id, sent at, sent copy, created at, updated at, delivered, opened
  // and bounced at.
  return db.insert(deliveries).select(
    sql`select r.id, ${kind}, r.recipient, ${summary}, ${payload}, ${input.relatedType}, r.related_id,
        'pending', 0, ${notBefore}, null, null, null, null, null, ${at}, ${at}, null, null, null
      from (${recipients}) as r`,
  );
}

/**
 * Withdraws the pending messages about `related` if `condition` holds, as a D1 statement for `DB.batch`: a
 * withdrawn message is never sent nor retried (the reminders of an appointment that moved or was cancelled).
 */
export function withdrawDeliveriesWhere(
  d1: D1Database,
  related: { type: string; id: string },
  now: Date,
  condition: ExistsCondition,
) {
  return asD1StatementWhere(d1, condition, (holds) =>
    createDb(d1)
      .update(deliveries)
      .set({ status: "withdrawn", nextAttemptAt: null, waitingReason: null, updatedAt: now })
      .where(
        and(
          eq(deliveries.relatedType, related.type),
          eq(deliveries.relatedId, related.id),
          eq(deliveries.status, "pending"),
          holds,
        ),
      ),
  );
}

/**
 * Hands messages to the queue after the response (`waitUntil`). A send that fails is only logged: the row is
 * pending and due, and the cron's sweep sends it again.
 */
export function dispatchDeliveries(
  env: Pick<Bindings, "DELIVERIES">,
  ctx: Pick<ExecutionContext, "waitUntil">,
  ids: readonly string[],
): void {
  if (ids.length === 0) return;
  ctx.waitUntil(sendToQueue(env, ids));
}

/**
 * Messages per `sendBatch`: the queue takes at most 100 and 256 KB in one call; a message is a delivery's id (about
 * 60 bytes of JSON), so 100 of them stay far below the bytes.
 */
const QUEUE_SEND_BATCH = 100;

/**
 * Hands messages to the queue now, from work that is itself queued (no response to wait for), in batches the queue
 * takes; a batch that fails is logged as above and the others are still sent.
 */
export async function sendToQueue(env: Pick<Bindings, "DELIVERIES">, ids: readonly string[]): Promise<void> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += QUEUE_SEND_BATCH)
    batches.push(ids.slice(start, start + QUEUE_SEND_BATCH));
  await Promise.all(
    batches.map(async (batch) => {
      try {
        await env.DELIVERIES.sendBatch(
          batch.map((deliveryId) => ({ body: { deliveryId } satisfies DeliveryMessage, contentType: "json" as const })),
        );
      } catch (error) {
        const event = "delivery_queue_send_failed";
        console.error(JSON.stringify({ level: "error", event, ids: batch, error: String(error) }));
      }
    }),
  );
}

const due = (now: Date) =>
  and(eq(deliveries.status, "pending"), or(isNull(deliveries.nextAttemptAt), lte(deliveries.nextAttemptAt, now)));

/** What one attempt came to, and what the queue should do with its message. */
export type AttemptOutcome =
  | { outcome: "sent" | "failed" | "dead" | "waiting" | "not_due" }
  | { outcome: "retry" | "deferred"; delaySeconds: number };

/**
 * The handler of a claimed row's kind: the claims take only rows of the kinds handed in. A row's kind and its
 * payload's shape go together only at run time: each handler reads its own kind's payload.
 */
const handlerOf = (handlers: KindHandlers, kind: DeliveryKind) => handlers[kind] as KindHandler<DeliveryKind>;

const handledKinds = (handlers: KindHandlers) => inArray(deliveries.kind, Object.keys(handlers) as DeliveryKind[]);

/**
 * One attempt at one message, of a kind among `handlers`. It is first claimed by one conditional update (due, then
 * leased), so two consumers, or a consumer and a retry from the sweep, never send the same message; a sent one is
 * never claimed again.
 */
export async function attemptDelivery(
  env: Bindings,
  db: Db,
  handlers: KindHandlers,
  deliveryId: string,
  now = new Date(),
): Promise<AttemptOutcome> {
  const [row] = await db
    .update(deliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS), updatedAt: now })
    .where(and(eq(deliveries.id, deliveryId), handledKinds(handlers), due(now)))
    .returning();
  if (!row) return { outcome: "not_due" };

  const handler = handlerOf(handlers, row.kind);
  const wait = async (reason: string | null): Promise<AttemptOutcome> => {
    await db
      .update(deliveries)
      .set({
        waitingReason: reason,
        nextAttemptAt: new Date(now.getTime() + NOT_CONFIGURED_RECHECK_MS),
        updatedAt: now,
      })
      .where(eq(deliveries.id, row.id));
    return { outcome: "waiting" };
  };
  const service = await handler.status(env, db);
  if (!service.configured) return wait(service.reason);

  const result = await send(env, handler, row, now);
  if ("notConfigured" in result) return wait(result.notConfigured);
  const attempts = row.attempts + 1;
  if (result.ok) {
    // A message withdrawn while this attempt was in flight (the reminder of an appointment moved meanwhile) stays
    // withdrawn, its sentAt saying it went anyway: "sent" means sent for what it is still about (decision 023).
    await db.batch([
      db
        .update(deliveries)
        .set({
          status: sql`case when ${deliveries.status} = 'withdrawn' then 'withdrawn' else 'sent' end`,
          attempts,
          sentAt: now,
          providerId: result.providerId,
          sentCopy: result.sentCopy ?? null,
          lastError: null,
          waitingReason: null,
          nextAttemptAt: null,
          updatedAt: now,
        })
        .where(eq(deliveries.id, row.id)),
      ...(handler.onSent?.(db, row, { providerId: result.providerId, sentAt: now }) ?? []),
    ]);
    return { outcome: "sent" };
  }
  if ("deferred" in result) {
    const { until, reason } = result.deferred;
    await db
      .update(deliveries)
      .set({ waitingReason: reason, nextAttemptAt: until, updatedAt: now })
      .where(eq(deliveries.id, row.id));
    return { outcome: "deferred", delaySeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) };
  }
  const lastError = result.error.slice(0, 1000);
  if (!result.retryable || attempts >= MAX_DELIVERY_ATTEMPTS) {
    const status = result.retryable ? "dead" : "failed";
    await db.batch([
      db
        .update(deliveries)
        .set({ status, attempts, lastError, waitingReason: null, nextAttemptAt: null, updatedAt: now })
        .where(and(eq(deliveries.id, row.id), eq(deliveries.status, "pending"))),
      ...(handler.onGiveUp?.(db, row, lastError) ?? []),
    ]);
    return { outcome: status };
  }
  const delayMs = retryDelayMs(attempts, handler.firstRetryMs);
  await db
    .update(deliveries)
    .set({ attempts, lastError, waitingReason: null, nextAttemptAt: new Date(now.getTime() + delayMs), updatedAt: now })
    .where(eq(deliveries.id, row.id));
  return { outcome: "retry", delaySeconds: Math.ceil(delayMs / 1000) };
}

/** A client that throws is an outage like any other: retried, its message kept. */
async function send(
  env: Bindings,
  handler: KindHandler<DeliveryKind>,
  row: Delivery,
  now: Date,
): Promise<DeliveryResult> {
  try {
    return await handler.send(env, row, JSON.parse(row.payload) as DeliveryPayloads[DeliveryKind], now);
  } catch (error) {
    return { ok: false, error: `The ${row.kind} client failed: ${String(error)}`, retryable: true };
  }
}

/**
 * The dead-letter queue's consumer: a message the queue gave up on (our own code kept failing on it) is dead, and its
 * kind hears of it. A sent or failed one stays as it is.
 */
export async function markDead(db: Db, handlers: KindHandlers, deliveryId: string, now: Date): Promise<void> {
  const [row] = await db
    .update(deliveries)
    .set({ status: "dead", nextAttemptAt: null, updatedAt: now })
    .where(and(eq(deliveries.id, deliveryId), handledKinds(handlers), eq(deliveries.status, "pending")))
    .returning();
  const followUp = row
    ? (handlerOf(handlers, row.kind).onGiveUp?.(db, row, row.lastError ?? "The delivery queue gave up on it") ?? [])
    : [];
  if (followUp.length > 0) await db.batch(followUp as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/**
 * The cron's sweep: every due pending message goes to the queue again: those whose first send was lost, whose
 * attempt crashed (its lease ran out), whose retry message was lost, and those waiting for a service to be
 * configured. The consumer's claim makes a message that is also still in the queue harmless.
 */
export async function sweepDeliveries(env: Pick<Bindings, "DELIVERIES">, db: Db, now: Date): Promise<number> {
  const rows = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(due(now))
    .orderBy(asc(deliveries.createdAt))
    .limit(SWEEP_BATCH);
  if (rows.length > 0)
    await sendToQueue(
      env,
      rows.map((row) => row.id),
    );
  return rows.length;
}
