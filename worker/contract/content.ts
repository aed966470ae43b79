import type {
  ArticleSummary,
  ArticleView,
  BulkArticleActionResult,
  ContentStats,
  ResourceStats,
} from "./article-views";
import type { BulkBatchSummary, BulkProgress, BulkStarted, PromptTemplate } from "./content-generation";
import type { GenerationTriggerResult, ScheduleRunNowResult, ScheduleView } from "./content-schedules";
import type { ImageUploadResult, JobImageResult } from "./images";
import type { LinkedinPostView, LinkedinStatus, LinkedinTriggerResult } from "./linkedin-posts";

/**
 * What the content, schedule, LinkedIn and image routes answer (back-office spec sections 5 and 7), by route, for
 * worker/contract/api.ts. The shapes are in the files beside: articles.ts (what is sent about articles),
 * article-views.ts, content-generation.ts, content-schedules.ts, linkedin-posts.ts and images.ts.
 */
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
