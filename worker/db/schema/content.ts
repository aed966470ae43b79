import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  ARTICLE_STATUSES,
  BULK_ITEM_STATUSES,
  LINKEDIN_POST_STATUSES,
  SCHEDULE_FREQUENCIES,
} from "../../contract/enums";
import { CONTENT_CATEGORIES, DEFAULT_TIME_ZONE } from "../../contract/site-enums";
import { createdAt, flag, id, timestamp, updatedAt } from "./columns";

/**
 * Articles: draft -> approved -> published. Only published ones are public, newest `publishedAt` first.
 * `content` is markdown; `keywords` is comma-separated.
 */
export const articles = sqliteTable(
  "articles",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    summary: text("summary").notNull(),
    category: text("category", { enum: CONTENT_CATEGORIES }).notNull(),
    author: text("author").notNull(),
    /** Minutes, at least 1. */
    readTime: integer("read_time").notNull(),
    imageUrl: text("image_url"),
    keywords: text("keywords"),
    /** Search engines' title, description and canonical URL when staff set them; else the title, summary and page. */
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    canonicalUrl: text("canonical_url"),
    status: text("status", { enum: ARTICLE_STATUSES }).notNull().default("draft"),
    linkedinPostId: text("linkedin_post_id"),
    isScheduled: flag("is_scheduled", false),
    scheduledFor: timestamp("scheduled_for"),
    publishedAt: timestamp("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("articles_status_published_idx").on(t.status, t.publishedAt),
    // A category's page newest first; covering read_time, /resources' statistics by category (migration 0027).
    index("articles_status_category_published_idx").on(t.status, t.category, t.publishedAt, t.readTime),
  ],
);

export type Article = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;

/**
 * Recurring article generation, run by the cron when `nextRun` is due (computed in the schedule's time zone).
 * `runningSince` is a lock so that two cron runs never generate the same issue; `lastError` keeps the last failure.
 * The spec gives schedules a serial integer id.
 */
export const contentSchedules = sqliteTable(
  "content_schedules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    category: text("category", { enum: CONTENT_CATEGORIES }).notNull(),
    prompt: text("prompt").notNull(),
    frequency: text("frequency", { enum: SCHEDULE_FREQUENCIES }).notNull().default("weekly"),
    /** "HH:MM" in `timezone`. */
    time: text("time").notNull().default("09:00"),
    /** Values for the prompt's placeholders, by name. */
    variables: text("variables", { mode: "json" }).$type<Record<string, string>>(),
    /** 0-6, Sunday = 0; used by weekly schedules. */
    dayOfWeek: integer("day_of_week").default(1),
    /** 1-31; used by monthly schedules. */
    dayOfMonth: integer("day_of_month"),
    timezone: text("timezone").notNull().default(DEFAULT_TIME_ZONE),
    isActive: flag("is_active", true),
    autoPublish: flag("auto_publish", false),
    autoLinkedin: flag("auto_linkedin", false),
    nextRun: timestamp("next_run"),
    lastRun: timestamp("last_run"),
    lastError: text("last_error"),
    runningSince: timestamp("running_since"),
    createdAt: createdAt(),
  },
  (t) => [index("content_schedules_active_next_run_idx").on(t.isActive, t.nextRun)],
);

export type ContentSchedule = typeof contentSchedules.$inferSelect;
export type NewContentSchedule = typeof contentSchedules.$inferInsert;

/** Engagement counters read back from LinkedIn for a posted article. */
export interface EngagementStats {
  likes?: number;
  comments?: number;
  shares?: number;
  impressions?: number;
}

/**
 * Posts of articles to LinkedIn, as the content dashboard shows them: pending until their `linkedin_post` delivery
 * (worker/content/linkedin-delivery.ts) is sent or given up on, whose row holds the attempts; removed with their
 * article.
 */
export const linkedinPosts = sqliteTable(
  "linkedin_posts",
  {
    id: id(),
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    linkedinPostId: text("linkedin_post_id"),
    postContent: text("post_content").notNull(),
    status: text("status", { enum: LINKEDIN_POST_STATUSES }).notNull().default("pending"),
    error: text("error"),
    engagementStats: text("engagement_stats", { mode: "json" }).$type<EngagementStats>(),
    postedAt: timestamp("posted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("linkedin_posts_article_idx").on(t.articleId),
    // The analytics' posts sent in a date range.
    index("linkedin_posts_posted_idx").on(t.postedAt),
  ],
);

export type LinkedinPost = typeof linkedinPosts.$inferSelect;
export type NewLinkedinPost = typeof linkedinPosts.$inferInsert;

/**
 * The firm's LinkedIn connection (worker/integrations/linkedin/connection.ts): its token, expiry and author as JSON,
 * AES-GCM encrypted with LINKEDIN_TOKEN_KEY. One row; connecting again replaces it (decision 045).
 */
export const linkedinConnections = sqliteTable("linkedin_connections", {
  /** "firm": the one connection posts go out through. */
  id: text("id").primaryKey(),
  encryptedConnection: text("encrypted_connection").notNull(),
  updatedAt: updatedAt(),
});

/** One "Generate 100 Articles" request; its progress is the count of its items by status. */
export const bulkGenerations = sqliteTable("bulk_generations", {
  id: id(),
  total: integer("total").notNull(),
  requestedBy: text("requested_by"),
  createdAt: createdAt(),
});

/**
 * One article of a bulk generation, one queue message each (worker/content/bulk-generation.ts). `nextAttemptAt` is
 * the retry time and the lease of the attempt in progress, as for deliveries.
 */
export const bulkGenerationItems = sqliteTable(
  "bulk_generation_items",
  {
    id: id(),
    batchId: text("batch_id")
      .notNull()
      .references(() => bulkGenerations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    category: text("category", { enum: CONTENT_CATEGORIES }).notNull(),
    status: text("status", { enum: BULK_ITEM_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at"),
    articleId: text("article_id").references(() => articles.id, { onDelete: "set null" }),
    lastError: text("last_error"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bulk_generation_items_batch_status_idx").on(t.batchId, t.status),
    index("bulk_generation_items_status_next_idx").on(t.status, t.nextAttemptAt),
  ],
);

export type BulkGenerationItem = typeof bulkGenerationItems.$inferSelect;
