import type { ServiceStatus } from "./deliveries";
import { LINKEDIN_POST_STATUSES, type LinkedinPostStatus } from "./enums";
import { pagingFields, searchField, sortField, z } from "./zod";

/** The LinkedIn posts of published articles (back-office spec section 7): their list, the connection, a post now. */

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
