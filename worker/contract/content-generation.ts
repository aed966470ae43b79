import { category, PROMPT_MAX, promptVariablesSchema, required } from "./content-fields";
import type { ArticleStatus } from "./enums";
import type { ContentCategory } from "./site-enums";
import { pagingFields, z } from "./zod";

/**
 * Writing articles (back-office spec section 5): one of a category, one from a prompt and its template, and a bulk
 * generation of up to a hundred, its batches and its progress.
 */

export const generateArticleSchema = z.object({ category });

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

export interface PromptTemplate {
  id: string;
  name: string;
  description: string;
  category: ContentCategory;
  prompt: string;
  variables: string[];
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
