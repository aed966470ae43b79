import type { ArticleStatus } from "./enums";
import type { ContentCategory } from "./site-enums";

/** Articles as the API answers them, to staff and on /resources, and the content dashboard's counts. */

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

export interface ContentStats {
  totalArticles: number;
  publishedArticles: number;
  linkedinPosts: number;
  activeSchedules: number;
}

/** POST /api/content/articles/bulk-action: the articles changed, and those left as they were (not in the state). */
export interface BulkArticleActionResult {
  changed: string[];
  skipped: string[];
}
