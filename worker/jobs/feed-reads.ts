import { createMiddleware } from "hono/factory";
import { FEED_BOARDS, type FeedBoardSlug } from "../domain/job-feeds";
import type { AppEnv } from "../env";
import { userAgent } from "../http/request-info";
import { recordFeedRead } from "./job-board-store";

/**
 * The feed reads of each job board's crawler, kept on the postings the feed lists (decision 105): mounted before
 * the feeds' conditional GET and edge cache, so a 304 or an edge copy is a read too. A read by anything else (staff
 * checking the feed, another crawler) is not the board's and is not recorded.
 */

/** How each board's crawler names itself in its User-Agent. */
const CRAWLERS: Record<FeedBoardSlug, RegExp> = {
  indeed: /indeed/i,
  linkedin: /linkedin/i,
  ziprecruiter: /ziprecruiter/i,
};

const SLUG_OF_PATH = new Map(
  (Object.keys(FEED_BOARDS) as FeedBoardSlug[]).map((slug) => [FEED_BOARDS[slug].path as string, slug]),
);

export const recordBoardFeedReads = createMiddleware<AppEnv>(async (c, next) => {
  const slug = SLUG_OF_PATH.get(c.req.path);
  const agent = userAgent(c);
  if (slug && agent && CRAWLERS[slug].test(agent) && (c.req.method === "GET" || c.req.method === "HEAD"))
    await recordFeedRead(c.var.db, slug, agent, new Date());
  await next();
});
