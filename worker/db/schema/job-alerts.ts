import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { JOB_ALERT_FREQUENCIES } from "../../contract/job-alert-form";
import { JOB_ALERT_STATUSES, type JobAlertFilters } from "../../contract/job-alerts";
import { createdAt, id, timestamp, timestampNow, updatedAt } from "./columns";
import { jobs } from "./jobs";

/**
 * Job alert subscriptions (decision 028): one saved search per address and filters. `pending` until the emailed
 * link is followed (nothing is sent before); the cron's digests list published jobs whose `published_at` is after
 * `watermark` and move it in the batch of the email, so no job reaches a subscriber twice.
 */
export const jobAlertSubscriptions = sqliteTable(
  "job_alert_subscriptions",
  {
    id: id(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    filters: text("filters", { mode: "json" }).$type<JobAlertFilters>().notNull(),
    /** The filters as canonical JSON (keys sorted, empty ones left out): one subscription per address and search. */
    filtersKey: text("filters_key").notNull(),
    /** The coordinates of the filters' `near` (the gazetteer's, when subscribing): null without one (decision 097). */
    nearLatitude: real("near_latitude"),
    nearLongitude: real("near_longitude"),
    frequency: text("frequency", { enum: JOB_ALERT_FREQUENCIES }).notNull(),
    status: text("status", { enum: JOB_ALERT_STATUSES }).notNull().default("pending"),
    /** The SHA-256 of the confirm link's token (decision 078). */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at").notNull(),
    /** 32 random bytes, base64url: the manage and unsubscribe links. */
    /** The SHA-256 of the manage link's token (decision 078): what the manage and unsubscribe links are looked up by. */
    manageTokenHash: text("manage_token_hash"),
    /** The token sealed (AES-GCM, keyed from SESSION_SECRET), for the later emails that carry the link again. */
    manageTokenSealed: text("manage_token_sealed"),
    /** Tokens stored before decision 078, still opening their links until the cron hashes them. */
    legacyConfirmToken: text("legacy_confirm_token"),
    legacyManageToken: text("legacy_manage_token"),
    /** The JOB_ALERT_CONSENT version shown when the visitor subscribed. */
    consentVersion: text("consent_version").notNull(),
    confirmedAt: timestamp("confirmed_at"),
    unsubscribedAt: timestamp("unsubscribed_at"),
    /** Jobs published at or before this instant are never sent; starts at confirmation. */
    watermark: timestamp("watermark"),
    lastSentAt: timestamp("last_sent_at"),
    /** The site the visitor subscribed on: the links of the cron's emails when SITE_URL is not set. */
    origin: text("origin").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("job_alert_subscriptions_email_filters_unique").on(t.email, t.filtersKey),
    uniqueIndex("job_alert_subscriptions_confirm_token_hash_unique").on(t.confirmTokenHash),
    uniqueIndex("job_alert_subscriptions_manage_token_hash_unique").on(t.manageTokenHash),
    uniqueIndex("job_alert_subscriptions_legacy_confirm_token_unique").on(t.legacyConfirmToken),
    uniqueIndex("job_alert_subscriptions_legacy_manage_token_unique").on(t.legacyManageToken),
    // The cron's due subscribers: active ones of a frequency, the longest waiting first.
    index("job_alert_subscriptions_due_idx").on(t.status, t.frequency, t.watermark),
    // The analytics' subscribers over time: confirmations and unsubscriptions by when they happened.
    index("job_alert_subscriptions_confirmed_idx").on(t.confirmedAt),
    index("job_alert_subscriptions_unsubscribed_idx").on(t.unsubscribedAt),
    // A job being published is matched against the active alerts near it, or with no place (decision 097).
    index("job_alert_subscriptions_near_idx").on(t.status, t.nearLatitude),
  ],
);

export type JobAlertSubscription = typeof jobAlertSubscriptions.$inferSelect;

/**
 * The jobs each alert is to send (decision 097): a job is matched against the active alerts once, when it is first
 * published (worker/job-alerts/matches-store.ts), and each match sent by the alert's next digest, which sets
 * `sent_at`. One row per alert and job, so no job reaches a subscriber twice. `seq` only grows (AUTOINCREMENT):
 * a digest marks sent the matches it read, up to the last one's `seq`.
 */
export const jobAlertMatches = sqliteTable(
  "job_alert_matches",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => jobAlertSubscriptions.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestampNow("created_at"),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    uniqueIndex("job_alert_matches_subscription_job_unique").on(t.subscriptionId, t.jobId),
    // The digests' due alerts and their matches not yet sent.
    index("job_alert_matches_unsent_idx").on(t.sentAt, t.subscriptionId),
    index("job_alert_matches_job_idx").on(t.jobId),
  ],
);
