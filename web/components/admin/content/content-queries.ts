import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import {
  type ArticlePublishScheduleInput,
  type ArticleUpdateInput,
  type BulkArticleAction,
  type BulkPublishScheduleInput,
  STAFF_ARTICLES_PAGE_DEFAULT,
  type StaffArticleSort,
} from "#contract/articles";
import {
  BULK_BATCHES_PAGE_DEFAULT,
  type BulkGenerateInput,
  type BulkProgress,
  type GenerateFromPromptInput,
} from "#contract/content-generation";
import {
  SCHEDULES_PAGE_DEFAULT,
  type ScheduleCreateInput,
  type ScheduleSort,
  type ScheduleUpdateInput,
} from "#contract/content-schedules";
import type { ArticleStatus, LinkedinPostStatus } from "#contract/enums";
import type { ImageUploadResult } from "#contract/images";
import { LINKEDIN_POSTS_PAGE_DEFAULT, type LinkedinPostSort } from "#contract/linkedin-posts";
import type { ContentCategory } from "#contract/site-enums";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the content screens: one place for what each change refreshes. */

export const useContentStats = () => useQuery(apiQuery("GET /api/content/stats"));
export const ARTICLES_PAGE_SIZE = STAFF_ARTICLES_PAGE_DEFAULT;
export const SCHEDULES_PAGE_SIZE = SCHEDULES_PAGE_DEFAULT;
export const LINKEDIN_POSTS_PAGE_SIZE = LINKEDIN_POSTS_PAGE_DEFAULT;

/** A paged list's page (1-based) as the query's offset. */
const offsetOf = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

export interface ArticleFilters {
  q?: string;
  status?: ArticleStatus;
  category?: string;
  sort?: StaffArticleSort;
  page: number;
}

/** One page of articles of every status with the total of the filter; old rows stay on screen while paging. */
export const useArticles = ({ page, ...filters }: ArticleFilters) =>
  useQuery({
    ...apiPageQuery("GET /api/content/articles", undefined, { ...filters, ...offsetOf(page, ARTICLES_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  });

export interface ScheduleFilters {
  q?: string;
  active?: "true" | "false";
  sort?: ScheduleSort;
  page: number;
}

export const useSchedules = ({ page, ...filters }: ScheduleFilters) =>
  useQuery({
    ...apiPageQuery("GET /api/content/schedules", undefined, { ...filters, ...offsetOf(page, SCHEDULES_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  });

export interface LinkedinPostFilters {
  q?: string;
  status?: LinkedinPostStatus;
  sort?: LinkedinPostSort;
  page: number;
}

export const useLinkedinPosts = ({ page, ...filters }: LinkedinPostFilters) =>
  useQuery({
    ...apiPageQuery("GET /api/content/linkedin-posts", undefined, {
      ...filters,
      ...offsetOf(page, LINKEDIN_POSTS_PAGE_SIZE),
    }),
    placeholderData: keepPreviousData,
  });
export const useLinkedinStatus = () => useQuery(apiQuery("GET /api/content/linkedin-status"));
export const usePromptTemplates = () => useQuery(apiQuery("GET /api/content/prompt-templates"));

/** After any content change: the article, stats, schedule, post and published lists (spec section 7), the batches. */
export function refreshContent() {
  const routes = [
    "GET /api/content/articles",
    "GET /api/content/bulk-generate",
    "GET /api/content/stats",
    "GET /api/content/schedules",
    "GET /api/content/linkedin-posts",
    "GET /api/content/linkedin-status",
    "GET /api/content/published-articles",
    "GET /api/content/resource-stats",
  ] as const;
  for (const route of routes) void queryClient.invalidateQueries({ queryKey: apiQueryKey(route) });
}

export function useGenerateArticle() {
  return useMutation({
    mutationFn: (category: ContentCategory) => callApi("POST /api/content/articles/generate", { body: { category } }),
    onSuccess: refreshContent,
  });
}

export function useGenerateFromPrompt() {
  return useMutation({
    mutationFn: (input: GenerateFromPromptInput) =>
      callApi("POST /api/content/generate-from-prompt", { body: { ...input } }),
    onSuccess: refreshContent,
  });
}

export type ArticleTransition = "approve" | "publish" | "unpublish";

export function useArticleTransition() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ArticleTransition }) =>
      callApi(`PUT /api/content/articles/:id/${action}`, { params: { id } }),
    onSuccess: refreshContent,
  });
}

export function useUpdateArticle() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ArticleUpdateInput }) =>
      callApi("PUT /api/content/articles/:id", { params: { id }, body: { ...input } }),
    onSuccess: refreshContent,
  });
}

/** Schedules an article to publish at a date and time in a zone, or (`schedule` null) takes it off (decision 070). */
export function useArticlePublishSchedule() {
  return useMutation({
    mutationFn: ({ id, schedule }: { id: string; schedule: ArticlePublishScheduleInput | null }) =>
      schedule
        ? callApi("PUT /api/content/articles/:id/schedule", { params: { id }, body: { ...schedule } })
        : callApi("DELETE /api/content/articles/:id/schedule", { params: { id } }),
    onSuccess: refreshContent,
  });
}

export function useDeleteArticle() {
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/content/articles/:id", { params: { id } }),
    onSuccess: refreshContent,
  });
}

/** One article of any status (a link to a draft, /admin/content?article={id}, opens it). */
export const useStaffArticle = (id: string | null) =>
  useQuery({ ...apiQuery("GET /api/content/articles/:id", { id: id ?? "" }), enabled: Boolean(id) });

/** The link that opens an article in the editor from anywhere in the back office. */
export const articleEditorHref = (id: string) => `/admin/content?article=${encodeURIComponent(id)}`;

/**
 * Approves or publishes many reviewed articles; the answer names those changed and those skipped. `batchId` is the
 * bulk generation whose review list shows them (its progress no longer polls once finished).
 */
export function useBulkArticleAction(batchId: string) {
  return useMutation({
    mutationFn: (input: { action: BulkArticleAction; articleIds: string[] }) =>
      callApi("POST /api/content/articles/bulk-action", { body: input }),
    onSuccess: () => {
      refreshContent();
      void queryClient.invalidateQueries({
        queryKey: apiQueryKey("GET /api/content/bulk-generate/:batchId", { batchId }),
      });
    },
  });
}

/** Releases reviewed articles one a day (decision 072); the batch's list shows each one's time. */
export function useBulkPublishSchedule(batchId: string) {
  return useMutation({
    mutationFn: (input: BulkPublishScheduleInput) =>
      callApi("POST /api/content/articles/bulk-schedule", { body: { ...input } }),
    onSuccess: () => {
      refreshContent();
      void queryClient.invalidateQueries({
        queryKey: apiQueryKey("GET /api/content/bulk-generate/:batchId", { batchId }),
      });
    },
  });
}

/** A batch's own page: its progress and the review of its drafts. */
export const bulkBatchHref = (batchId: string) => `/admin/batches/${encodeURIComponent(batchId)}`;
export const BULK_BATCHES_PAGE_SIZE = BULK_BATCHES_PAGE_DEFAULT;

/** One page of the batches, newest first, with the total; a running batch's counts are read again while shown. */
export const useBulkBatches = (page: number) =>
  useQuery({
    ...apiPageQuery("GET /api/content/bulk-generate", undefined, offsetOf(page, BULK_BATCHES_PAGE_SIZE)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.rows.some((batch) => batch.done + batch.failed + batch.cancelled < batch.total)
        ? BULK_PROGRESS_POLL_MS
        : false,
  });

/** Starts a bulk generation: the answer names the batch whose progress the page then follows. */
export function useBulkGenerate() {
  return useMutation({
    mutationFn: (input: BulkGenerateInput) => callApi("POST /api/content/bulk-generate", { body: { ...input } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/content/bulk-generate") }),
  });
}

/** How often the bulk page asks how far the articles have come, until all are written or failed. */
export const BULK_PROGRESS_POLL_MS = 1000;

export const bulkFinished = (progress: BulkProgress) =>
  progress.done + progress.failed + progress.cancelled >= progress.total;

/** Stops what a bulk generation has not yet written; the drafts written stay. */
export function useCancelBulk() {
  return useMutation({
    mutationFn: (batchId: string) =>
      callApi("POST /api/content/bulk-generate/:batchId/cancel", { params: { batchId } }),
    onSuccess: (progress) => {
      queryClient.setQueryData(
        apiQueryKey("GET /api/content/bulk-generate/:batchId", { batchId: progress.batchId }),
        progress,
      );
      void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/content/bulk-generate") });
      refreshContent();
    },
  });
}

export function useBulkProgress(batchId: string | null) {
  return useQuery({
    ...apiQuery("GET /api/content/bulk-generate/:batchId", { batchId: batchId ?? "" }),
    enabled: Boolean(batchId),
    refetchInterval: (query) => (query.state.data && bulkFinished(query.state.data) ? false : BULK_PROGRESS_POLL_MS),
  });
}

/** "Trigger Scheduled Generation": runs every due schedule now. */
export function useTriggerGeneration() {
  return useMutation({
    mutationFn: () => callApi("POST /api/content/trigger/generation"),
    onSuccess: refreshContent,
  });
}

/** "Post to LinkedIn": queues and attempts the newest unposted published article. */
export function useTriggerLinkedin() {
  return useMutation({
    mutationFn: () => callApi("POST /api/content/trigger/linkedin"),
    onSuccess: refreshContent,
  });
}

export function useCreateSchedule() {
  return useMutation({
    mutationFn: (input: ScheduleCreateInput) => callApi("POST /api/content/schedules", { body: { ...input } }),
    onSuccess: refreshContent,
  });
}

export function useSetScheduleActive() {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      callApi("PUT /api/content/schedules/:id", { params: { id }, body: { isActive } }),
    onSuccess: refreshContent,
  });
}

/** Edits a schedule in place: only the fields given change, and the server recomputes its next run. */
export function useUpdateSchedule() {
  return useMutation({
    mutationFn: ({ id, ...patch }: ScheduleUpdateInput & { id: number }) =>
      callApi("PUT /api/content/schedules/:id", { params: { id }, body: patch }),
    onSuccess: refreshContent,
  });
}

export function useRunSchedule() {
  return useMutation({
    mutationFn: (id: number) => callApi("POST /api/content/schedules/:id/run", { params: { id } }),
    onSuccess: refreshContent,
  });
}

export function useDeleteSchedule() {
  return useMutation({
    mutationFn: (id: number) => callApi("DELETE /api/content/schedules/:id", { params: { id } }),
    onSuccess: refreshContent,
  });
}

/** Uploads an image (already resized in the browser) and answers its URL. */
export function uploadImage(file: Blob): Promise<ImageUploadResult> {
  return callApi("POST /api/images", {
    body: file,
    headers: { "content-type": file.type || "application/octet-stream" },
  });
}

export function generateArticleImage(input: {
  title: string;
  content: string;
  category: string;
}): Promise<ImageUploadResult> {
  return callApi("POST /api/generate-image/article", { body: input });
}

export function useSetArticleImage() {
  return useMutation({
    mutationFn: ({ id, imageUrl }: { id: string; imageUrl: string | null }) =>
      callApi("PUT /api/content/articles/:id/image", { params: { id }, body: { imageUrl } }),
    onSuccess: refreshContent,
  });
}
