import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { OUTBOX_STATUSES } from "../../contract/enums";
import { createdAt, id, timestamp } from "./columns";

/**
 * Fixed-window request counters (worker/http/rate-limit.ts), one row per limited key such as
 * "applications:203.0.113.9". A single upsert counts a hit and reads the total, so concurrent hits cannot race.
 */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limit_counters_window_idx").on(t.windowStart)],
);

/**
 * Email to be delivered by the email integration (booking confirmations ...). Written in the request that causes
 * it; delivery happens afterwards and is retried by the cron, so an email provider outage loses nothing.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** Optional attachment such as the booking's calendar file. */
    attachmentName: text("attachment_name"),
    attachmentType: text("attachment_type"),
    attachmentContent: text("attachment_content"),
    /** What the email is about, e.g. "booking_appointment" and its id. */
    relatedType: text("related_type"),
    relatedId: text("related_id"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_status_next_idx").on(t.status, t.nextAttemptAt)],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert;

/**
 * Versions of what visitors read, one row per name; today only "public" (worker/db/public-version.ts). Every write
 * that changes a public read moves it in the same batch, and the edge cache keys public answers by it
 * (worker/http/edge-cache.ts), so a change makes every cached answer unreachable at once.
 */
export const siteVersions = sqliteTable("site_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
});
