import { and, asc, desc, eq, inArray, isNotNull, lte, notExists } from "drizzle-orm";
import type { LinkedinPostView } from "../contract/content";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { articles, linkedinPosts } from "../db/schema";
import { nextAttemptAt } from "../domain/backoff";
import type { Bindings } from "../env";
import { createPost, LinkedinError } from "../integrations/linkedin/client";
import { type LinkedinConfig, type LinkedinConnection, linkedinStatus, saveConnection, usableConnection } from "../integrations/linkedin/connection";
import { type Actor, activityLog } from "../http/activity-log";
import { queueLinkedinPost, toLinkedinPostView } from "./article-store";

/** Attempts before a post is marked failed; the wait doubles from BACKOFF_BASE_MS after each failed attempt (worker/domain/backoff.ts). */
export const MAX_POST_ATTEMPTS = 5;
export const BACKOFF_BASE_MS = 5 * 60 * 1000;
/** While not connected, posts wait and are looked at again after this long. */
export const NOT_CONNECTED_RECHECK_MS = 60 * 60 * 1000;
/** A claimed post is held this long, so an overlapping run cannot send it twice. */
const CLAIM_MS = 10 * 60 * 1000;
export const POSTS_PER_RUN = 10;

export interface DeliveryReport {
  posted: number;
  failed: number;
  waiting: number;
  /** Why posts are waiting, when LinkedIn cannot be used. */
  reason: string | null;
}


/**
 * The cron step for LinkedIn: sends pending posts that are due. Not connected: they stay pending with the reason
 * as their error. A network or server failure is retried with backoff; a post LinkedIn refuses (4xx) or that
 * failed MAX_POST_ATTEMPTS times is marked failed with the error. A rejected token (401) keeps the post pending.
 */
export async function deliverPendingPosts(env: Bindings, db: Db, now: Date): Promise<DeliveryReport> {
  const due = and(eq(linkedinPosts.status, "pending"), lte(linkedinPosts.nextAttemptAt, now));
  const usable = await usableConnection(env, db, now.getTime());
  if (!usable.ok) {
    const waiting = await db
      .update(linkedinPosts)
      .set({ error: usable.reason, nextAttemptAt: new Date(now.getTime() + NOT_CONNECTED_RECHECK_MS) })
      .where(due)
      .returning({ id: linkedinPosts.id });
    return { posted: 0, failed: 0, waiting: waiting.length, reason: usable.reason };
  }

  const candidates = db.select({ id: linkedinPosts.id }).from(linkedinPosts).where(due).orderBy(asc(linkedinPosts.nextAttemptAt)).limit(POSTS_PER_RUN);
  const claimed = await db
    .update(linkedinPosts)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(and(inArray(linkedinPosts.id, candidates), due))
    .returning();

  const report: DeliveryReport = { posted: 0, failed: 0, waiting: 0, reason: null };
  for (const post of claimed) {
    const [article] = await db.select().from(articles).where(eq(articles.id, post.articleId)).limit(1);
    const attempts = post.attempts + 1;
    try {
      if (!article) throw new LinkedinError(404, "The article was deleted before it could be posted");
      const articleUrl = post.postContent.match(/https?:\/\/\S+$/)?.[0];
      if (!articleUrl) throw new LinkedinError(422, "The post has no absolute article link: set SITE_URL so links can be written");
      const urn = await createPost(usable.connection.accessToken, {
        author: usable.connection.author,
        commentary: post.postContent,
        articleUrl,
        title: article.title,
        description: article.summary,
      });
      await db.batch([
        db.update(linkedinPosts).set({ status: "posted", linkedinPostId: urn, postedAt: now, error: null, attempts, nextAttemptAt: null }).where(eq(linkedinPosts.id, post.id)),
        db.update(articles).set({ linkedinPostId: urn }).where(eq(articles.id, article.id)),
        // The public article list carries the post's id.
        bumpPublicVersion(db),
      ]);
      report.posted++;
    } catch (error) {
      const status = error instanceof LinkedinError ? error.status : 0;
      const message = error instanceof Error ? error.message : String(error);
      const tokenRejected = status === 401;
      const retryable = tokenRejected || status === 0 || status === 429 || status >= 500;
      if (retryable && (tokenRejected || attempts < MAX_POST_ATTEMPTS)) {
        await db
          .update(linkedinPosts)
          .set({ error: tokenRejected ? "LinkedIn rejected the token: reconnect LinkedIn." : message, attempts: tokenRejected ? post.attempts : attempts, nextAttemptAt: nextAttemptAt(attempts, now, BACKOFF_BASE_MS) })
          .where(eq(linkedinPosts.id, post.id));
        report.waiting++;
      } else {
        await db.update(linkedinPosts).set({ status: "failed", error: message.slice(0, 1000), attempts, nextAttemptAt: null }).where(eq(linkedinPosts.id, post.id));
        report.failed++;
      }
    }
  }
  return report;
}

/** Every post, newest first, with its article's title and category (null when the article is gone). */
export async function listLinkedinPosts(db: Db): Promise<LinkedinPostView[]> {
  const rows = await db
    .select({ post: linkedinPosts, title: articles.title, category: articles.category })
    .from(linkedinPosts)
    .leftJoin(articles, eq(articles.id, linkedinPosts.articleId))
    .orderBy(desc(linkedinPosts.createdAt));
  return rows.map((row) => toLinkedinPostView(row.post, row.title ? { title: row.title, category: row.category! } : null));
}

/** The connection status, with the time of the last post that went out. */
export async function linkedinStatusNow(env: Bindings, db: Db) {
  const [last] = await db.select({ postedAt: linkedinPosts.postedAt }).from(linkedinPosts).where(isNotNull(linkedinPosts.postedAt)).orderBy(desc(linkedinPosts.postedAt)).limit(1);
  return linkedinStatus(env, db, last?.postedAt ?? null);
}

/** Stores the connection (encrypted) and logs who connected it, in one batch. */
export async function connectLinkedin(db: Db, actor: Actor, config: LinkedinConfig, connection: LinkedinConnection): Promise<void> {
  const save = await saveConnection(db, config, connection);
  await db.batch([
    save.query,
    activityLog(actor, db, {
      action: "linkedin.connect",
      entityType: "integration",
      entityId: "linkedin",
      details: { author: connection.author, expiresAt: new Date(connection.expiresAt).toISOString() },
    }),
  ]);
}

/** Queues the newest published article that has no post yet, then sends whatever is due. */
export async function postNextArticle(env: Bindings, db: Db, actor: Actor, origin: string) {
  const [unposted] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.status, "published"), notExists(db.select({ id: linkedinPosts.id }).from(linkedinPosts).where(eq(linkedinPosts.articleId, articles.id)))))
    .orderBy(desc(articles.publishedAt))
    .limit(1);
  if (unposted) {
    await db.batch([
      queueLinkedinPost(db, unposted, origin),
      activityLog(actor, db, { action: "linkedin.queue", entityType: "article", entityId: unposted.id, details: { title: unposted.title } }),
    ]);
  }
  const report = await deliverPendingPosts(env, db, new Date());
  return { unposted, report };
}
