import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BULK_EMAIL_DAILY_CAP_DEFAULT, EMAIL_SUPPRESSION_REASONS } from "../../contract/outreach";
import { createdAt, updatedAt } from "./columns";
import { users } from "./staff";

/** Sender hygiene for bulk and sequence email (issue 50 item 5, decision 106). */

/**
 * Addresses that get no more bulk or sequence email: a hard bounce or a spam complaint reported by the email service
 * (worker/outreach/email-events-routes.ts). Transactional mail the person asked for still goes. Personal data: in
 * the privacy registry (exported, deleted on erasure, where the erasure's own hashed entry takes over).
 */
export const emailSuppressions = sqliteTable("email_suppressions", {
  /** Normalized (trimmed, lower-cased). */
  email: text("email").primaryKey(),
  reason: text("reason", { enum: EMAIL_SUPPRESSION_REASONS }).notNull(),
  /** What the service said (its bounce message), cut short. */
  detail: text("detail"),
  /** The service's event id: a webhook delivered twice is recorded once. */
  eventId: text("event_id"),
  createdAt: createdAt(),
});

/**
 * The places of each sender's daily cap, one row per bulk email given a day (UTC): the row is taken in one statement
 * that counts the day's rows, so two sends at once never both take the last place; a delivery keeps its day across
 * attempts (its id is the key). Names no one.
 */
export const bulkSendSlots = sqliteTable(
  "bulk_send_slots",
  {
    deliveryId: text("delivery_id").primaryKey(),
    sender: text("sender").notNull(),
    /** "YYYY-MM-DD", UTC. */
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("bulk_send_slots_sender_day_idx").on(t.sender, t.day)],
);

/** Outreach settings, one row (id 1): the daily cap of bulk email per sender. */
export const outreachSettings = sqliteTable("outreach_settings", {
  id: integer("id").primaryKey(),
  dailyEmailCap: integer("daily_email_cap").notNull().default(BULK_EMAIL_DAILY_CAP_DEFAULT),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

export type EmailSuppression = typeof emailSuppressions.$inferSelect;
