import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES, type CampaignAudience } from "../../contract/campaigns";
import { BULK_EMAIL_DAILY_CAP_DEFAULT, EMAIL_SUPPRESSION_REASONS } from "../../contract/outreach";
import { createdAt, id, timestamp, updatedAt } from "./columns";
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

/**
 * Each sender's places taken per day, kept by triggers on bulk_send_slots (migration 0094): a send reads one row per
 * day it looks at, not every place of the full days before its own. Names no one.
 */
export const bulkSendDays = sqliteTable(
  "bulk_send_days",
  {
    sender: text("sender").notNull(),
    /** "YYYY-MM-DD", UTC. */
    day: text("day").notNull(),
    taken: integer("taken").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sender, t.day] })],
);

/** Outreach settings, one row (id 1): the daily cap of bulk email per sender. */
export const outreachSettings = sqliteTable("outreach_settings", {
  id: integer("id").primaryKey(),
  dailyEmailCap: integer("daily_email_cap").notNull().default(BULK_EMAIL_DAILY_CAP_DEFAULT),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

export type EmailSuppression = typeof emailSuppressions.$inferSelect;

/**
 * A one-off email or text to a filtered list (issue 50 item 4, decision 116). Its words keep their merge fields
 * (`{{candidate.firstName}}`), filled in per person; the audience is the filter, read again batch by batch. Names no
 * one itself: each person it reached is a `campaign_messages` row.
 */
export const campaigns = sqliteTable(
  "campaigns",
  {
    id: id(),
    name: text("name").notNull(),
    channel: text("channel", { enum: CAMPAIGN_CHANNELS }).notNull(),
    audience: text("audience", { mode: "json" }).$type<CampaignAudience>().notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("sending"),
    /** The audience counted when it was sent. */
    total: integer("total").notNull(),
    /** Audience members looked at so far: the fan-out's progress. */
    processed: integer("processed").notNull().default(0),
    /** The id of the last audience member looked at: the next batch starts after it. */
    cursor: text("cursor").notNull().default(""),
    /** The site's origin when it was sent: its emails' links. */
    origin: text("origin").notNull(),
    /** Who sent it (`{{recruiter.name}}`): their name when sent, kept for the batches that follow. */
    senderName: text("sender_name").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at"),
  },
  (t) => [index("campaigns_created_idx").on(t.createdAt), index("campaigns_status_idx").on(t.status, t.updatedAt)],
);

/**
 * One row per person a campaign reached: the message queued (its delivery, and its text's row), or why it was
 * skipped. Once per campaign and person, so a batch run twice sends nothing twice. Personal: in the privacy registry.
 */
export const campaignMessages = sqliteTable(
  "campaign_messages",
  {
    id: id(),
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    personKind: text("person_kind", { enum: ["candidate", "contact", "subscriber"] }).notNull(),
    personId: text("person_id").notNull(),
    /** The email address or phone it went to (null: the person had none for the channel). */
    recipient: text("recipient"),
    /** Null when skipped. */
    deliveryId: text("delivery_id"),
    smsMessageId: text("sms_message_id"),
    skipReason: text("skip_reason"),
    /** A text held to the recipient's 8 am: when it may go. */
    heldUntil: timestamp("held_until"),
    /** The hash of the one-click unsubscribe token of an email to a candidate or a contact. */
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    createdAt: createdAt(),
    /** The clock a held text was held to (an IANA zone): its reason says the recipient's local time (decision 122). */
    heldZone: text("held_zone"),
  },
  (t) => [
    uniqueIndex("campaign_messages_person_unique").on(t.campaignId, t.personKind, t.personId),
    index("campaign_messages_delivery_idx").on(t.deliveryId),
    uniqueIndex("campaign_messages_token_unique").on(t.unsubscribeTokenHash),
    index("campaign_messages_recipient_idx").on(t.recipient),
  ],
);

export type Campaign = typeof campaigns.$inferSelect;
export type CampaignMessage = typeof campaignMessages.$inferSelect;
