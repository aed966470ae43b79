import type { ServiceStatus } from "./deliveries";
import {
  ARTICLE_STATUSES,
  type ArticleStatus,
  LINKEDIN_POST_STATUSES,
  type LinkedinPostStatus,
  SCHEDULE_FREQUENCIES,
  type ScheduleFrequency,
} from "./enums";
import type { JobView } from "./job-listing";
import {
  CONTENT_CATEGORIES,
  type ContentCategory,
  DEFAULT_TIME_ZONE,
  PUBLISHED_ARTICLE_SORTS,
  SEARCH_TEXT_MAX,
} from "./site-enums";
import { isCalendarDate, isTimeZone } from "./time-zone";
import { pagingFields, searchField, sortField, z } from "./zod";

/**
 * Request shapes of the content engine (back-office spec sections 5 and 7), shared by the Worker's validators and
 * the back-office forms, and the JSON shapes the SPA reads back.
 */

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 300;
export const CONTENT_MAX = 100_000;
export const PROMPT_MAX = 4000;
/** The image upload limit (spec section 9): at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The SPA resizes uploads to fit this box and re-encodes them as JPEG at IMAGE_JPEG_QUALITY (spec section 9). */
export const IMAGE_MAX_DIMENSION = 800;
export const IMAGE_JPEG_QUALITY = 0.8;

/** An image URL an article may carry: one of ours (/images/...) or an absolute http(s) URL; never base64. */
const imageUrl = z
  .string({ error: "Image URL must be a text, or null to remove the image" })
  .trim()
  .max(2000, "Image URL must be at most 2000 characters")
  .refine(
    (value) => value === "" || value.startsWith("/images/") || /^https?:\/\//.test(value),
    "Image URL must be an uploaded image or an http(s) URL",
  )
  .nullable()
  .transform((value) => (value ? value : null));

/** Search engines show about this much of a title and a description; longer ones are kept but cut in results. */
export const META_TITLE_SHOWN = 60;
export const META_TITLE_MAX = 300;
export const META_DESCRIPTION_SHOWN = 160;
export const META_DESCRIPTION_MAX = 500;

/** An optional text of an edit: absent keeps it, blank or null clears it. */
const clearable = (label: string, max: number) =>
  z
    .string({ error: `${label} must be a text, or null to clear it` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

const canonicalUrl = z
  .string({ error: "Canonical URL must be a text, or null to clear it" })
  .trim()
  .max(2000, "Canonical URL must be at most 2000 characters")
  .refine(
    (value) => value === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value),
    "Canonical URL must be a full http(s) address",
  )
  .nullable()
  .transform((value) => (value ? value : null))
  .optional();

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Article edit (spec section 5): title, author, readTime, summary and content required; readTime at least 1. The
 * category is any content category: generation writes all ten, and an edit must be able to keep what it wrote.
 */
export const articleUpdateSchema = z.object({
  title: required("Title", TITLE_MAX),
  content: required("Content", CONTENT_MAX),
  summary: required("Summary", 1000),
  category: z.enum(CONTENT_CATEGORIES, { error: `Category must be one of ${CONTENT_CATEGORIES.join(", ")}` }),
  author: required("Author", 120),
  readTime: z.coerce
    .number({ error: "Read time must be a number" })
    .int("Read time must be a whole number of minutes")
    .min(1, "Read time must be at least 1")
    .max(600, "Read time must be at most 600"),
  // Absent keeps the image; blank or null removes it. The same for the search-engine fields.
  imageUrl: imageUrl.optional(),
  metaTitle: clearable("Meta title", META_TITLE_MAX),
  metaDescription: clearable("Meta description", META_DESCRIPTION_MAX),
  canonicalUrl,
});
export type ArticleUpdateInput = z.input<typeof articleUpdateSchema>;

/** Setting or clearing an article's image on its own (Content creation): `imageUrl` is required, null clears. */
export const articleImageSchema = z.object({ imageUrl });

const category = z.enum(CONTENT_CATEGORIES, { error: "Category must be one of the content categories" });

export const generateArticleSchema = z.object({ category });

/** The public article list's query: a search, a category, an order and a page of cards. */
export const publishedArticlesQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, `Search must be at most ${SEARCH_TEXT_MAX} characters`).optional(),
  category: category.optional(),
  sort: z
    .enum(PUBLISHED_ARTICLE_SORTS, { error: `Sort must be one of ${PUBLISHED_ARTICLE_SORTS.join(", ")}` })
    .default("newest"),
  ...pagingFields(12, 50),
});
export type PublishedArticlesQuery = z.output<typeof publishedArticlesQuerySchema>;

/** The orders of the staff article list: newest or oldest created, last changed, title A-Z. */
export const STAFF_ARTICLE_SORTS = ["newest", "oldest", "updated", "title"] as const;
export type StaffArticleSort = (typeof STAFF_ARTICLE_SORTS)[number];
export const STAFF_ARTICLES_PAGE_DEFAULT = 10;
export const STAFF_ARTICLES_PAGE_MAX = 50;

/** The staff article list's query (every status): a search, a status, a category, an order and a page. */
export const staffArticlesQuerySchema = z.object({
  q: searchField,
  status: z.enum(ARTICLE_STATUSES, { error: `Status must be one of ${ARTICLE_STATUSES.join(", ")}` }).optional(),
  category: category.optional(),
  sort: sortField(STAFF_ARTICLE_SORTS, "newest"),
  ...pagingFields(STAFF_ARTICLES_PAGE_DEFAULT, STAFF_ARTICLES_PAGE_MAX),
});
export type StaffArticlesQuery = z.output<typeof staffArticlesQuerySchema>;

export const SCHEDULE_SORTS = ["newest", "oldest", "title", "next-run"] as const;
export type ScheduleSort = (typeof SCHEDULE_SORTS)[number];
export const SCHEDULES_PAGE_DEFAULT = 20;
export const SCHEDULES_PAGE_MAX = 100;

/** The schedule list's query: a search of title and prompt, active or paused, an order and a page. */
export const scheduleListQuerySchema = z.object({
  q: searchField,
  active: z.enum(["true", "false"], { error: "Active must be true or false" }).optional(),
  sort: sortField(SCHEDULE_SORTS, "newest"),
  ...pagingFields(SCHEDULES_PAGE_DEFAULT, SCHEDULES_PAGE_MAX),
});
export type ScheduleListQuery = z.output<typeof scheduleListQuerySchema>;

export const LINKEDIN_POST_SORTS = ["newest", "oldest"] as const;
export type LinkedinPostSort = (typeof LINKEDIN_POST_SORTS)[number];
export const LINKEDIN_POSTS_PAGE_DEFAULT = 20;
export const LINKEDIN_POSTS_PAGE_MAX = 100;

/** The LinkedIn post list's query: a search of the post and its article's title, a status, an order and a page. */
export const linkedinPostListQuerySchema = z.object({
  q: searchField,
  status: z
    .enum(LINKEDIN_POST_STATUSES, { error: `Status must be one of ${LINKEDIN_POST_STATUSES.join(", ")}` })
    .optional(),
  sort: sortField(LINKEDIN_POST_SORTS, "newest"),
  ...pagingFields(LINKEDIN_POSTS_PAGE_DEFAULT, LINKEDIN_POSTS_PAGE_MAX),
});
export type LinkedinPostListQuery = z.output<typeof linkedinPostListQuerySchema>;

/** Placeholder values, by name: `{{role}}` in a prompt is filled from `variables.role`. */
export const promptVariablesSchema = z.record(
  z.string().regex(/^\w{1,40}$/, "Variable names use letters, digits and underscores"),
  z.string().max(200, "A variable value must be at most 200 characters"),
);

export const generateFromPromptSchema = z.object({
  prompt: required("Prompt", PROMPT_MAX),
  variables: promptVariablesSchema.default({}),
  category,
});
export type GenerateFromPromptInput = z.input<typeof generateFromPromptSchema>;

/** A batch's size: the spec's hundred by default, at most that many (one bulk approve covers a whole batch). */
export const BULK_COUNT_DEFAULT = 100;
export const BULK_COUNT_MIN = 1;
export const BULK_COUNT_MAX = 100;

/** GET /api/content/bulk-generate: the batches, newest first, paged (the total in `X-Total-Count`). */
export const BULK_BATCHES_PAGE_DEFAULT = 10;
export const bulkBatchesQuerySchema = z.object({ ...pagingFields(BULK_BATCHES_PAGE_DEFAULT, 50) });
export type BulkBatchesQuery = z.output<typeof bulkBatchesQuerySchema>;

/**
 * POST /api/content/bulk-generate: `{}` spreads the hundred across the categories; a prompt (its variables filled)
 * writes each from that brief, and a category puts all of them in it (decision 072).
 */
export const bulkGenerateSchema = z.object({
  /** How many articles the batch writes; the marketer chooses (decision 089). */
  count: z.coerce
    .number({ error: "Number of articles must be a number" })
    .int("Number of articles must be a whole number")
    .min(BULK_COUNT_MIN, `Number of articles must be at least ${BULK_COUNT_MIN}`)
    .max(BULK_COUNT_MAX, `Number of articles must be at most ${BULK_COUNT_MAX}`)
    .default(BULK_COUNT_DEFAULT),
  prompt: z.string().trim().max(PROMPT_MAX, `Prompt must be at most ${PROMPT_MAX} characters`).optional(),
  variables: promptVariablesSchema.default({}),
  category: category.optional(),
});
export type BulkGenerateInput = z.input<typeof bulkGenerateSchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM (24-hour)");

const frequency = z.enum(SCHEDULE_FREQUENCIES, { error: "Frequency must be daily, weekly or monthly" });
const timezone = z.string().refine(isTimeZone, "Time zone must be an IANA time zone such as America/New_York");
const dayOfWeek = z.coerce
  .number()
  .int()
  .min(0, "Day of week runs 0 (Sunday) to 6")
  .max(6, "Day of week runs 0 (Sunday) to 6")
  .nullable();
const dayOfMonth = z.coerce
  .number()
  .int()
  .min(1, "Day of month runs 1-31")
  .max(31, "Day of month runs 1-31")
  .nullable();
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** Schedule creation (spec sections 5 and 9): title, category and prompt required; defaults weekly, 09:00, Monday. */
export const scheduleCreateSchema = z.object({
  title: required("Title", TITLE_MAX),
  category,
  prompt: required("Prompt", PROMPT_MAX),
  frequency: frequency.default("weekly"),
  time: time.default("09:00"),
  timezone: timezone.default(DEFAULT_TIME_ZONE),
  dayOfWeek: dayOfWeek.optional(),
  dayOfMonth: dayOfMonth.optional(),
  autoPublish: flag("autoPublish").default(false),
  autoLinkedin: flag("autoLinkedin").default(false),
  isActive: flag("isActive").default(true),
  variables: promptVariablesSchema.default({}),
});
export type ScheduleCreateInput = z.input<typeof scheduleCreateSchema>;

/**
 * A schedule edit: only the fields named change (pause/resume is `{ isActive }` alone). No defaults here, so an
 * omitted field is never reset (zod applies defaults inside partial()).
 */
export const scheduleUpdateSchema = z
  .object({
    title: required("Title", TITLE_MAX),
    category,
    prompt: required("Prompt", PROMPT_MAX),
    frequency,
    time,
    timezone,
    dayOfWeek,
    dayOfMonth,
    autoPublish: flag("autoPublish"),
    autoLinkedin: flag("autoLinkedin"),
    isActive: flag("isActive"),
    variables: promptVariablesSchema,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Name at least one field to change");
export type ScheduleUpdateInput = z.input<typeof scheduleUpdateSchema>;

/**
 * Scheduling an article to publish (decision 070): a date and a time on the wall clock of a time zone, as a marketer
 * thinks of them ("Monday 9:00 in New York"); the Worker turns them into the instant the cron publishes at.
 */
export const articlePublishScheduleSchema = z.object({
  date: z.string().refine(isCalendarDate, "Date must be a calendar date such as 2026-03-09"),
  time,
  timezone,
});
export type ArticlePublishScheduleInput = z.input<typeof articlePublishScheduleSchema>;

/** An article as the API returns it (dates as ISO strings). */
export interface ArticleView {
  id: string;
  title: string;
  content: string;
  summary: string;
  category: ContentCategory;
  author: string;
  readTime: number;
  imageUrl: string | null;
  keywords: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  status: ArticleStatus;
  linkedinPostId: string | null;
  publishedAt: string | null;
  /** When the cron is to publish this approved article, and the zone staff chose the time in (decision 070). */
  scheduledFor: string | null;
  scheduledTimeZone: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An article in a list: everything but its body, which only the article's own page fetches. */
export type ArticleSummary = Omit<ArticleView, "content">;

/** The /resources statistics strip and category choice, over every published article. */
export interface ResourceStats {
  total: number;
  categories: { category: ContentCategory; count: number }[];
  /** Minutes, rounded; 0 when nothing is published. */
  averageReadTime: number;
}

export interface ScheduleView {
  id: number;
  title: string;
  category: ContentCategory;
  prompt: string;
  frequency: ScheduleFrequency;
  time: string;
  variables: Record<string, string> | null;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  timezone: string;
  isActive: boolean;
  autoPublish: boolean;
  autoLinkedin: boolean;
  nextRun: string | null;
  lastRun: string | null;
  lastError: string | null;
  createdAt: string;
}

export interface LinkedinPostView {
  id: string;
  articleId: string;
  articleTitle: string | null;
  articleCategory: string | null;
  linkedinPostId: string | null;
  postContent: string;
  status: LinkedinPostStatus;
  error: string | null;
  attempts: number;
  nextAttemptAt: string | null;
  postedAt: string | null;
  createdAt: string;
}

export interface ContentStats {
  totalArticles: number;
  publishedArticles: number;
  linkedinPosts: number;
  activeSchedules: number;
}

/** LinkedIn connection as the dashboard shows it. */
export interface LinkedinStatus {
  /** Whether posts can go out now, and why they wait: the linkedin_post kind's own check. */
  service: ServiceStatus;
  /** Whether client id, secret and token key are set on the Worker, so Connect LinkedIn can be used. */
  appConfigured: boolean;
  /** The spec's name for `service.configured`: connected with a valid token. */
  isConnected: boolean;
  /** The token has expired (the 'LinkedIn Token Expired' banner). */
  expired: boolean;
  /** Who posts: the member or organization URN, when connected. */
  author: string | null;
  expiresAt: string | null;
  lastPostTime: string | null;
}

export interface PromptTemplate {
  id: string;
  name: string;
  description: string;
  category: ContentCategory;
  prompt: string;
  variables: string[];
}

/** The changes staff make to many reviewed articles at once (the rules of one article's Approve and Publish). */
export const BULK_ARTICLE_ACTIONS = ["approve", "publish"] as const;
export type BulkArticleAction = (typeof BULK_ARTICLE_ACTIONS)[number];
/** At most this many articles in one bulk change: a bulk generation's hundred. */
export const BULK_ARTICLE_MAX = BULK_COUNT_MAX;

export const bulkArticleActionSchema = z.object({
  action: z.enum(BULK_ARTICLE_ACTIONS, { error: `Action must be one of ${BULK_ARTICLE_ACTIONS.join(", ")}` }),
  articleIds: z
    .array(z.string().trim().min(1, "An article id is required").max(64, "An article id is at most 64 characters"), {
      error: "Article ids must be a list",
    })
    .min(1, "Choose at least one article")
    .max(BULK_ARTICLE_MAX, `Choose at most ${BULK_ARTICLE_MAX} articles`),
});
export type BulkArticleActionInput = z.input<typeof bulkArticleActionSchema>;

/**
 * POST /api/content/articles/bulk-schedule: reviewed articles released one a day (decision 072), the first on `date`
 * at `time` on the zone's clock, the next a day later, in the order given.
 */
export const bulkPublishScheduleSchema = articlePublishScheduleSchema.extend({
  articleIds: bulkArticleActionSchema.shape.articleIds,
});
export type BulkPublishScheduleInput = z.input<typeof bulkPublishScheduleSchema>;

/** POST /api/content/articles/bulk-action: the articles changed, and those left as they were (not in the state). */
export interface BulkArticleActionResult {
  changed: string[];
  skipped: string[];
}

/** POST /api/content/bulk-generate answers 202 with this; the articles are written by the queue. */
export interface BulkStarted {
  batchId: string;
  total: number;
}

/** A draft a bulk generation wrote, for review: its link is /admin/content?article={articleId}. */
export interface BulkArticle {
  articleId: string;
  title: string;
  category: ContentCategory;
  status: ArticleStatus;
  /** When it is scheduled to publish (ISO) and the zone that time is shown in; null when it is not. */
  scheduledFor: string | null;
  scheduledTimeZone: string | null;
}

/** One batch in the list of batches: when it was asked, what from, and how far it has come. */
export interface BulkBatchSummary {
  batchId: string;
  createdAt: string;
  total: number;
  done: number;
  failed: number;
  cancelled: number;
  /** The filled prompt it was written from, and its one category; null when neither was asked. */
  prompt: string | null;
  category: ContentCategory | null;
}

/** GET /api/content/bulk-generate/{batchId}: how far a bulk generation has come. */
export interface BulkProgress {
  batchId: string;
  total: number;
  done: number;
  failed: number;
  /** Articles staff cancelled before they were written. */
  cancelled: number;
  /** Articles written so far, by category. */
  categoryBreakdown: Record<string, number>;
  /** The articles written and still there (staff may have deleted some), in the batch's order. */
  articles: BulkArticle[];
}

export interface ImageUploadResult {
  imageUrl: string;
}

/** POST /api/generate-image/job: the image, and the job it was set on when the request named one. */
export interface JobImageResult extends ImageUploadResult {
  job: JobView | null;
}

/** One schedule's run, by the cron or "Trigger Scheduled Generation": the article it wrote, or why it failed. */
export interface ScheduleRunResult {
  scheduleId: number;
  articleId?: string;
  /** The queued LinkedIn post's delivery, for the caller to dispatch (auto-LinkedIn). */
  deliveryId?: string;
  error?: string;
}

/** POST /api/content/trigger/generation: how many due schedules ran, and each run. */
export interface GenerationTriggerResult {
  ran: number;
  results: ScheduleRunResult[];
}

/** POST /api/content/schedules/{id}/run: the article "Run now" wrote and the schedule after it. */
export interface ScheduleRunNowResult {
  articleId: string;
  schedule: ScheduleView;
}

/** What "Post to LinkedIn" came to: the one attempt at the post it queued, and why posts wait, if they do. */
export interface PostNowReport {
  posted: number;
  failed: number;
  waiting: number;
  reason: string | null;
}

/** POST /api/content/trigger/linkedin: the report, how many posts it queued (0 or 1) and a sentence for the toast. */
export interface LinkedinTriggerResult extends PostNowReport {
  queued: number;
  message: string;
}

/** What the content, schedule, LinkedIn and image routes answer (worker/contract/api.ts). */
export interface ContentAnswers {
  "GET /api/content/published-articles": ArticleSummary[];
  "GET /api/content/resource-stats": ResourceStats;
  "GET /api/content/published-articles/:id": ArticleView;
  "GET /api/content/stats": ContentStats;
  "GET /api/content/articles": ArticleView[];
  "GET /api/content/prompt-templates": readonly PromptTemplate[];
  "POST /api/content/articles/generate": ArticleView;
  "POST /api/content/generate-from-prompt": ArticleView;
  "POST /api/content/bulk-generate": BulkStarted;
  "GET /api/content/bulk-generate": BulkBatchSummary[];
  "GET /api/content/bulk-generate/:batchId": BulkProgress;
  "POST /api/content/bulk-generate/:batchId/cancel": BulkProgress;
  "POST /api/content/articles/bulk-action": BulkArticleActionResult;
  "POST /api/content/articles/bulk-schedule": BulkArticleActionResult;
  "GET /api/content/articles/:id": ArticleView;
  "POST /api/content/trigger/generation": GenerationTriggerResult;
  "PUT /api/content/articles/:id/approve": ArticleView;
  "PUT /api/content/articles/:id/publish": ArticleView;
  "PUT /api/content/articles/:id/unpublish": ArticleView;
  "PUT /api/content/articles/:id/image": ArticleView;
  "PUT /api/content/articles/:id/schedule": ArticleView;
  "DELETE /api/content/articles/:id/schedule": ArticleView;
  "PUT /api/content/articles/:id": ArticleView;
  "DELETE /api/content/articles/:id": { ok: true; id: string };
  "GET /api/content/schedules": ScheduleView[];
  "POST /api/content/schedules": ScheduleView;
  "PUT /api/content/schedules/:id": ScheduleView;
  "POST /api/content/schedules/:id/run": ScheduleRunNowResult;
  "DELETE /api/content/schedules/:id": { ok: true; id: number };
  "GET /api/content/linkedin-posts": LinkedinPostView[];
  "GET /api/content/linkedin-status": LinkedinStatus;
  "POST /api/content/trigger/linkedin": LinkedinTriggerResult;
  "POST /api/images": ImageUploadResult;
  "POST /api/generate-image/article": ImageUploadResult;
  "POST /api/generate-image/job": JobImageResult;
}
