import { category, required, TITLE_MAX, time, timezone } from "./content-fields";
import { BULK_COUNT_MAX } from "./content-generation";
import { ARTICLE_STATUSES } from "./enums";
import { CONTENT_CATEGORIES, PUBLISHED_ARTICLE_SORTS, SEARCH_TEXT_MAX } from "./site-enums";
import { isCalendarDate } from "./time-zone";
import { pagingFields, searchField, sortField, z } from "./zod";

/**
 * What staff and visitors send about articles (back-office spec sections 5 and 7): an edit, an image, the public and
 * the staff lists' queries, a publish time, and bulk changes; shared by the Worker's validators and the SPA's forms.
 * The articles the API answers are article-views.ts.
 */

export const SUMMARY_MAX = 300;
export const CONTENT_MAX = 100_000;

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
