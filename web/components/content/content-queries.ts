import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  ArticleUpdateInput,
  ArticleView,
  BulkProgress,
  BulkStarted,
  ContentStats,
  GenerateFromPromptInput,
  ImageUploadResult,
  LinkedinPostView,
  LinkedinStatus,
  PromptTemplate,
  ScheduleCreateInput,
  ScheduleView,
} from "../../../worker/contract/content";
import type { ContentCategory } from "../../../worker/contract/enums";
import { apiFetch } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { PUBLISHED_ARTICLES_KEY } from "../resources/article-queries";

/** Queries and mutations of the content screens: one place for their keys and what each change refreshes. */

export const STATS_KEY = ["/api/content/stats"] as const;
export const ARTICLES_KEY = ["/api/content/articles"] as const;
export const SCHEDULES_KEY = ["/api/content/schedules"] as const;
export const LINKEDIN_POSTS_KEY = ["/api/content/linkedin-posts"] as const;
export const LINKEDIN_STATUS_KEY = ["/api/content/linkedin-status"] as const;
export const TEMPLATES_KEY = ["/api/content/prompt-templates"] as const;

export const useContentStats = () => useQuery<ContentStats>({ queryKey: STATS_KEY });
export const useArticles = () => useQuery<ArticleView[]>({ queryKey: ARTICLES_KEY });
export const useSchedules = () => useQuery<ScheduleView[]>({ queryKey: SCHEDULES_KEY });
export const useLinkedinPosts = () => useQuery<LinkedinPostView[]>({ queryKey: LINKEDIN_POSTS_KEY });
export const useLinkedinStatus = () => useQuery<LinkedinStatus>({ queryKey: LINKEDIN_STATUS_KEY });
export const usePromptTemplates = () => useQuery<PromptTemplate[]>({ queryKey: TEMPLATES_KEY });

/** After any content change: the article, stats, schedule, post and published lists (spec section 7). */
export function refreshContent() {
  for (const queryKey of [ARTICLES_KEY, STATS_KEY, SCHEDULES_KEY, LINKEDIN_POSTS_KEY, LINKEDIN_STATUS_KEY, PUBLISHED_ARTICLES_KEY]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

const articlePath = (id: string, action = "") => `/api/content/articles/${encodeURIComponent(id)}${action}`;

export function useGenerateArticle() {
  return useMutation({
    mutationFn: (category: ContentCategory) => apiFetch<ArticleView>("/api/content/articles/generate", { method: "POST", body: { category } }),
    onSuccess: refreshContent,
  });
}

export function useGenerateFromPrompt() {
  return useMutation({
    mutationFn: (input: GenerateFromPromptInput) => apiFetch<ArticleView>("/api/content/generate-from-prompt", { method: "POST", body: { ...input } }),
    onSuccess: refreshContent,
  });
}

export type ArticleTransition = "approve" | "publish" | "unpublish";

export function useArticleTransition() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ArticleTransition }) => apiFetch<ArticleView>(articlePath(id, `/${action}`), { method: "PUT" }),
    onSuccess: refreshContent,
  });
}

export function useUpdateArticle() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ArticleUpdateInput }) => apiFetch<ArticleView>(articlePath(id), { method: "PUT", body: { ...input } }),
    onSuccess: refreshContent,
  });
}

export function useDeleteArticle() {
  return useMutation({
    mutationFn: (id: string) => apiFetch(articlePath(id), { method: "DELETE" }),
    onSuccess: refreshContent,
  });
}

/** Starts a bulk generation: the answer names the batch whose progress the page then follows. */
export function useBulkGenerate() {
  return useMutation({
    mutationFn: () => apiFetch<BulkStarted>("/api/content/bulk-generate", { method: "POST" }),
  });
}

/** How often the bulk page asks how far the articles have come, until all are written or failed. */
export const BULK_PROGRESS_POLL_MS = 1000;

export const bulkFinished = (progress: BulkProgress) => progress.done + progress.failed >= progress.total;

export function useBulkProgress(batchId: string | null) {
  return useQuery<BulkProgress>({
    queryKey: [`/api/content/bulk-generate/${encodeURIComponent(batchId ?? "")}`],
    enabled: Boolean(batchId),
    refetchInterval: (query) => (query.state.data && bulkFinished(query.state.data) ? false : BULK_PROGRESS_POLL_MS),
  });
}

export function useTrigger() {
  return useMutation({
    mutationFn: (what: "generation" | "linkedin") => apiFetch<Record<string, unknown>>(`/api/content/trigger/${what}`, { method: "POST" }),
    onSuccess: refreshContent,
  });
}

export function useCreateSchedule() {
  return useMutation({
    mutationFn: (input: ScheduleCreateInput) => apiFetch<ScheduleView>("/api/content/schedules", { method: "POST", body: { ...input } }),
    onSuccess: refreshContent,
  });
}

export function useSetScheduleActive() {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => apiFetch<ScheduleView>(`/api/content/schedules/${id}`, { method: "PUT", body: { isActive } }),
    onSuccess: refreshContent,
  });
}

export function useRunSchedule() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ articleId: string; schedule: ScheduleView }>(`/api/content/schedules/${id}/run`, { method: "POST" }),
    onSuccess: refreshContent,
  });
}

export function useDeleteSchedule() {
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/content/schedules/${id}`, { method: "DELETE" }),
    onSuccess: refreshContent,
  });
}

/** Uploads an image (already resized in the browser) and answers its URL. */
export function uploadImage(file: Blob): Promise<ImageUploadResult> {
  return apiFetch<ImageUploadResult>("/api/images", { method: "POST", body: file, headers: { "content-type": file.type || "application/octet-stream" } });
}

export function generateArticleImage(input: { title: string; content: string; category: string }): Promise<ImageUploadResult> {
  return apiFetch<ImageUploadResult>("/api/generate-image/article", { method: "POST", body: input });
}

export function useSetArticleImage() {
  return useMutation({
    mutationFn: ({ id, imageUrl }: { id: string; imageUrl: string | null }) => apiFetch<ArticleView>(articlePath(id, "/image"), { method: "PUT", body: { imageUrl } }),
    onSuccess: refreshContent,
  });
}
