import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_SOURCES,
  NEWSLETTER_SUBSCRIBER_STATUSES,
} from "../../contract/newsletter";
import { createdAt, id, timestamp, timestampNow, updatedAt } from "./columns";

/**
 * The newsletter (decision 059). A subscriber is one address, `pending` until its emailed link is followed (an
 * import of consenting addresses starts `active`); an issue is a draft until sent, then fans out in batches: each
 * batch writes its `newsletter_sends` rows (one per issue and subscriber, so an address never gets an issue twice)
 * and their deliveries in one transaction, and moves the issue's `cursor` past the batch.
 */
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: id(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    status: text("status", { enum: NEWSLETTER_SUBSCRIBER_STATUSES }).notNull().default("pending"),
    source: text("source", { enum: NEWSLETTER_SOURCES }).notNull(),
    /** Absent for an import (no confirmation is asked). */
    /** The SHA-256 of the confirm link's token (decision 078). */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at"),
    /** 32 random bytes, base64url: the manage link and the one-click unsubscribe. */
    /** The SHA-256 of the manage link's token (decision 078): what the manage and unsubscribe links are looked up by. */
    manageTokenHash: text("manage_token_hash"),
    /** The token sealed (AES-GCM, keyed from SESSION_SECRET), for the later emails that carry the link again. */
    manageTokenSealed: text("manage_token_sealed"),
    /** Tokens stored before decision 078, still opening their links until the cron hashes them. */
    legacyConfirmToken: text("legacy_confirm_token"),
    legacyManageToken: text("legacy_manage_token"),
    /** The consent text's version shown at signup, or the import's. */
    consentVersion: text("consent_version").notNull(),
    /** The site the reader subscribed on: links when SITE_URL is not set. */
    origin: text("origin").notNull(),
    confirmedAt: timestamp("confirmed_at"),
    unsubscribedAt: timestamp("unsubscribed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_token_hash_unique").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscribers_manage_token_hash_unique").on(t.manageTokenHash),
    uniqueIndex("newsletter_subscribers_legacy_confirm_token_unique").on(t.legacyConfirmToken),
    uniqueIndex("newsletter_subscribers_legacy_manage_token_unique").on(t.legacyManageToken),
    // The fan-out walks active subscribers by id; the list filters by status.
    index("newsletter_subscribers_status_id_idx").on(t.status, t.id),
  ],
);
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;

export const newsletterIssues = sqliteTable("newsletter_issues", {
  id: id(),
  subject: text("subject").notNull(),
  intro: text("intro").notNull().default(""),
  articleIds: text("article_ids", { mode: "json" }).$type<string[]>().notNull(),
  status: text("status", { enum: NEWSLETTER_ISSUE_STATUSES }).notNull().default("draft"),
  /** Active subscribers when the send started; set to the number of sends when the fan-out ends. */
  total: integer("total").notNull().default(0),
  /** The last subscriber id a batch reached: the next batch starts after it. */
  cursor: text("cursor").notNull().default(""),
  /** The email's text without its per-subscriber links, fixed when the send starts (articles may change later). */
  body: text("body"),
  /** The links' origin, fixed when the send starts. */
  origin: text("origin"),
  createdBy: text("created_by"),
  sendStartedAt: timestamp("send_started_at"),
  sendFinishedAt: timestamp("send_finished_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type NewsletterIssue = typeof newsletterIssues.$inferSelect;

export const newsletterSends = sqliteTable(
  "newsletter_sends",
  {
    issueId: text("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: text("subscriber_id").notNull(),
    deliveryId: text("delivery_id").notNull(),
    createdAt: timestampNow("created_at"),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    uniqueIndex("newsletter_sends_delivery_unique").on(t.deliveryId),
  ],
);
