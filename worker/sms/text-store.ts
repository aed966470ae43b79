import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SmsMessageType } from "../contract/enums";
import type { SmsMessageView } from "../contract/sms";
import { createDb, type Db } from "../db/client";
import { asD1StatementWhere, type ExistsCondition, insertWhere } from "../db/raw-batch";
import { deliveries, smsMessages } from "../db/schema";
import { attemptDelivery, type NewDeliveryInput, queueDelivery, queueDeliveryWhere } from "../delivery/pipeline";
import { findDelivery } from "../delivery/store";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { siteOrigin } from "../http/site-origin";
import { smsDelivery, textingStatus } from "./delivery";
import { smsConsent, toMessageView } from "./store";

/** Texts on the delivery pipeline: the `sms_messages` row and its delivery, written together, and the staff send. */

export interface NewText {
  toNumber: string;
  message: string;
  messageType: SmsMessageType;
  relatedBookingId?: string;
  relatedLeadId?: string | null;
  /** The staff member who wrote it; none for the firm's own texts (confirmations, reminders). */
  authorId?: string | null;
}

/** The summary line of a text on the deliveries screen: its first words. */
function textSummary(message: string): string {
  const words = message.trim().split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(" ")} ...` : words.join(" ");
}

/** The delivery of the text stored as `smsMessageId`. */
export function textDelivery(smsMessageId: string, text: NewText): NewDeliveryInput<"sms"> {
  return {
    recipient: text.toNumber,
    summary: textSummary(text.message),
    payload: { smsMessageId },
    related: text.relatedBookingId ? { type: "booking_appointment", id: text.relatedBookingId } : undefined,
  };
}

/**
 * The inserts of a new text (its history row, pending, and its delivery), to put in the caller's `batch()`; send
 * `deliveryId` with `dispatchDeliveries` once the batch has committed. Consent is checked when it is sent.
 * `delivery` overrides what the delivery is about and when it may go (a text written in quiet hours).
 */
export function queueText(
  db: Db,
  text: NewText,
  now = new Date(),
  delivery: Pick<NewDeliveryInput<"sms">, "related" | "notBefore"> = {},
) {
  const id = crypto.randomUUID();
  const queued = queueDelivery(db, "sms", { ...textDelivery(id, text), ...delivery }, now);
  return {
    smsMessageId: id,
    deliveryId: queued.id,
    inserts: [
      db.insert(smsMessages).values({ id, ...text, status: "pending", createdAt: now }),
      queued.insert,
    ] as const,
  };
}

/**
 * `queueText` for a text that must exist only if `condition` holds in the same transaction (a booking's
 * confirmation only if the booking won its slot, a reminder only if the change that sets its time happened), as D1
 * statements for `DB.batch`. `delivery` overrides what the delivery is about and when it may go (a reminder's).
 */
export function queueTextWhere(
  d1: D1Database,
  text: NewText,
  now: Date,
  condition: ExistsCondition,
  delivery: Pick<NewDeliveryInput<"sms">, "related" | "notBefore"> = {},
) {
  const id = crypto.randomUUID();
  const queued = queueDeliveryWhere(d1, "sms", { ...textDelivery(id, text), ...delivery }, now, condition);
  const values = {
    id,
    toNumber: text.toNumber,
    message: text.message,
    messageType: text.messageType,
    status: "pending" as const,
    relatedBookingId: text.relatedBookingId ?? null,
    relatedLeadId: text.relatedLeadId ?? null,
    createdAt: now,
  };
  const row = asD1StatementWhere(d1, condition, (holds) => insertWhere(smsMessages, values, holds));
  return { smsMessageId: id, deliveryId: queued.id, statements: [row, queued.statement] };
}

/**
 * Marks failed, with `reason`, the texts whose deliveries about `related` are still pending, if `condition` holds.
 * Put it before the deliveries are withdrawn in the same batch: it finds the texts through them.
 */
export function failPendingTextsWhere(
  d1: D1Database,
  related: { type: string; id: string },
  reason: string,
  condition: ExistsCondition,
) {
  const db = createDb(d1);
  const pendingTexts = db
    .select({ id: sql`json_extract(${deliveries.payload}, '$.smsMessageId')` })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.kind, "sms"),
        eq(deliveries.relatedType, related.type),
        eq(deliveries.relatedId, related.id),
        eq(deliveries.status, "pending"),
      ),
    );
  return asD1StatementWhere(d1, condition, (holds) =>
    db
      .update(smsMessages)
      .set({ status: "failed", errorMessage: reason })
      .where(and(inArray(smsMessages.id, pendingTexts), holds)),
  );
}

/**
 * Staff's "Send": refused at once when texting is off (503) or the number has not consented to this type (403), so
 * staff hear why and nothing is queued; otherwise the text is queued like any other, then attempted once so staff
 * see the result. The attempt claims the delivery first, so the queue never sends it a second time; a retryable
 * failure stays queued with its backoff and the cron's sweep hands it to the queue when it is due. `origin` is the
 * request's, for Twilio's status callback when SITE_URL is not set.
 */
export async function sendStaffText(
  env: Bindings,
  db: Db,
  actor: Actor,
  text: NewText,
  origin: string,
): Promise<SmsMessageView> {
  const service = await textingStatus(env, db);
  if (!service.configured) throw new ApiError(503, "sms_inactive", service.reason ?? "SMS service inactive");
  // Refused here as well as at send time, so staff hear of a missing consent as such and nothing is queued.
  const consent = await smsConsent(db, text.toNumber, text.messageType);
  if (!consent.allowed) throw new ApiError(403, "no_consent", consent.reason);

  const queued = queueText(db, { ...text, authorId: actor.userId });
  await db.batch([
    ...queued.inserts,
    activityLog(actor, db, {
      action: "sms.send",
      entityType: "sms_message",
      entityId: queued.smsMessageId,
      details: { messageType: text.messageType },
    }),
  ]);
  const attempt = await attemptDelivery(
    { ...env, SITE_URL: siteOrigin(env, origin) },
    db,
    { sms: smsDelivery },
    queued.deliveryId,
  );
  if (attempt.outcome === "sent") {
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, queued.smsMessageId)).limit(1);
    return toMessageView(row!);
  }
  const delivery = await findDelivery(db, queued.deliveryId);
  if (attempt.outcome === "retry") {
    const error = delivery?.lastError ?? "Twilio could not be reached";
    throw new ApiError(502, "sms_retrying", `${error}. The text stays queued and is tried again.`);
  }
  if (attempt.outcome === "waiting") {
    throw new ApiError(503, "sms_inactive", delivery?.waitingReason ?? "SMS service inactive");
  }
  throw new ApiError(502, "sms_failed", delivery?.lastError ?? "The text was not sent");
}

/**
 * Many texts' history rows at once, as ONE insert-select to put in the caller's batch beside their deliveries
 * (`queueDeliveriesFrom`, each payload naming its row): a pending text per row of `texts`, a select of `id`,
 * `to_number` and `message`. Consent is checked again when each is sent.
 */
export function queueTextsFrom(
  db: Db,
  input: { messageType: SmsMessageType; authorId: string | null },
  texts: SQL,
  now: Date,
) {
  // Columns in the table's order: id, to, message, type, from, status, booking, lead, sent at, delivered at, error,
  // Twilio's id, author, created at.
  return db.insert(smsMessages).select(
    sql`select t.id, t.to_number, t.message, ${input.messageType}, null, 'pending', null, null, null, null, null, null,
        ${input.authorId}, ${now.getTime()}
      from (${texts}) as t`,
  );
}
