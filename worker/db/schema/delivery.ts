import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { SentEmailCopy } from "../../contract/deliveries";
import { DELIVERY_KINDS, DELIVERY_STATUSES } from "../../contract/enums";
import { createdAt, id, timestamp, updatedAt } from "./columns";

/**
 * Every message to the outside world, one row each (worker/delivery/). The row is written in the same batch as the
 * change that causes it, so nothing is lost if what follows fails; the queue and the cron's sweep deliver it.
 * `nextAttemptAt` is both the retry time and the lease of the attempt in progress: a pending row whose time has
 * passed is due, whoever picks it up first claims it by moving the time on.
 */
export const deliveries = sqliteTable(
  "deliveries",
  {
    id: id(),
    kind: text("kind", { enum: DELIVERY_KINDS }).notNull(),
    recipient: text("recipient").notNull(),
    summary: text("summary").notNull(),
    /** What the kind's sender needs, as JSON (worker/delivery/types.ts declares each kind's shape). */
    payload: text("payload").notNull(),
    /** What the message is about, e.g. "booking_appointment" and its id. */
    relatedType: text("related_type"),
    relatedId: text("related_id"),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at"),
    lastError: text("last_error"),
    waitingReason: text("waiting_reason"),
    /** The service's id for what it sent (Resend's email id ...). */
    providerId: text("provider_id"),
    sentAt: timestamp("sent_at"),
    /**
     * An email as it was handed to the sender (headers, text, HTML; decision 054), for staff to read on the deliveries
     * screen. Personal data: erased with the person (worker/privacy/personal-data.ts).
     */
    sentCopy: text("sent_copy", { mode: "json" }).$type<SentEmailCopy>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The email service's reports of an email (decision 121): the first time of each; none once it bounced. */
    deliveredAt: timestamp("delivered_at"),
    openedAt: timestamp("opened_at"),
    bouncedAt: timestamp("bounced_at"),
  },
  (t) => [
    index("deliveries_status_next_idx").on(t.status, t.nextAttemptAt),
    // The screen's list, newest first, unfiltered or by status; its banners of waiting services (migration 0052).
    index("deliveries_created_idx").on(t.createdAt),
    index("deliveries_status_created_idx").on(t.status, t.createdAt),
    index("deliveries_waiting_idx").on(t.status, t.kind, t.waitingReason),
    index("deliveries_kind_status_idx").on(t.kind, t.status, t.createdAt),
    index("deliveries_related_idx").on(t.relatedType, t.relatedId),
    // The email service's events name the email by its id (decision 121).
    index("deliveries_provider_idx").on(t.providerId),
    // The screen's search by recipient: a prefix of the lower-cased address (worker/delivery/store.ts).
    index("deliveries_recipient_idx").on(sql`lower(${t.recipient})`),
  ],
);

export type Delivery = typeof deliveries.$inferSelect;
export type NewDelivery = typeof deliveries.$inferInsert;
