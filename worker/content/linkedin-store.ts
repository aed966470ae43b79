import { and, asc, count, desc, eq, isNotNull, notExists, or, type SQL } from "drizzle-orm";
import type {
  LinkedinPostListQuery,
  LinkedinPostSort,
  LinkedinPostView,
  PostNowReport,
} from "../contract/linkedin-posts";
import type { Db } from "../db/client";
import { contains } from "../db/contains";
import { type Article, articles, deliveries, linkedinPosts } from "../db/schema";
import { attemptDelivery, queueDelivery } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import {
  type LinkedinConfig,
  type LinkedinConnection,
  linkedinStatus,
  saveConnection,
} from "../integrations/linkedin/connection";
import { articleUrl, toLinkedinPostView } from "./article-store";
import { linkedinPostDelivery, linkedinPostingStatus, linkedinRecipient } from "./linkedin-delivery";

/** The commentary of an article's LinkedIn post: its title, summary and link. */
export function linkedinCommentary(article: Pick<Article, "id" | "title" | "summary">, origin: string): string {
  return `${article.title}\n\n${article.summary}\n\nRead more: ${articleUrl(origin, article.id)}`;
}

/**
 * Queues a LinkedIn post of a published article: the post row and its `linkedin_post` delivery, both to put in the
 * caller's batch; send `deliveryId` with `dispatchDeliveries` once it has committed. `recipient` is
 * `linkedinRecipient()`'s.
 *
 * @example const post = queueLinkedinPost(db, article, { origin, recipient: await linkedinRecipient(env, db) });
 *          await db.batch([publish, ...post.inserts]); dispatchDeliveries(env, ctx, [post.deliveryId]);
 */
export function queueLinkedinPost(
  db: Db,
  article: Pick<Article, "id" | "title" | "summary">,
  to: { origin: string; recipient: string },
  now = new Date(),
) {
  const postId = crypto.randomUUID();
  const delivery = queueDelivery(
    db,
    "linkedin_post",
    {
      recipient: to.recipient,
      summary: article.title,
      payload: { postId },
      related: { type: "linkedin_post", id: postId },
    },
    now,
  );
  return {
    deliveryId: delivery.id,
    inserts: [
      db.insert(linkedinPosts).values({
        id: postId,
        articleId: article.id,
        postContent: linkedinCommentary(article, to.origin),
        status: "pending",
      }),
      delivery.insert,
    ] as const,
  };
}

const POST_ORDERS: Record<LinkedinPostSort, SQL[]> = {
  newest: [desc(linkedinPosts.createdAt), desc(linkedinPosts.id)],
  oldest: [asc(linkedinPosts.createdAt), asc(linkedinPosts.id)],
};

/**
 * One page of posts with their article's title and category (null when the article is gone), and how many match:
 * a search of the post's text and the article's title, a status.
 */
export async function listLinkedinPosts(
  db: Db,
  query: LinkedinPostListQuery,
): Promise<{ rows: LinkedinPostView[]; total: number }> {
  const where = and(
    query.q ? or(contains(linkedinPosts.postContent, query.q), contains(articles.title, query.q)) : undefined,
    query.status ? eq(linkedinPosts.status, query.status) : undefined,
  );
  // Not one batch: a batch answers rows keyed by column name, where the post's and the delivery's `status` collide.
  const [rows, [counted]] = await Promise.all([
    db
      .select({ post: linkedinPosts, title: articles.title, category: articles.category, delivery: deliveries })
      .from(linkedinPosts)
      .leftJoin(articles, eq(articles.id, linkedinPosts.articleId))
      .leftJoin(
        deliveries,
        and(eq(deliveries.relatedType, "linkedin_post"), eq(deliveries.relatedId, linkedinPosts.id)),
      )
      .where(where)
      .orderBy(...POST_ORDERS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(linkedinPosts)
      .leftJoin(articles, eq(articles.id, linkedinPosts.articleId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) =>
      toLinkedinPostView(row.post, row.title ? { title: row.title, category: row.category! } : null, row.delivery),
    ),
    total: counted?.total ?? 0,
  };
}

/** The connection status, with the time of the last post that went out. */
export async function linkedinStatusNow(env: Bindings, db: Db) {
  const [last] = await db
    .select({ postedAt: linkedinPosts.postedAt })
    .from(linkedinPosts)
    .where(isNotNull(linkedinPosts.postedAt))
    .orderBy(desc(linkedinPosts.postedAt))
    .limit(1);
  return linkedinStatus(env, db, last?.postedAt ?? null);
}

/** Stores the connection (encrypted) and logs who connected it, in one batch. */
export async function connectLinkedin(
  db: Db,
  actor: Actor,
  config: LinkedinConfig,
  connection: LinkedinConnection,
): Promise<void> {
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

/**
 * "Post to LinkedIn": queues the newest published article that has no post yet and attempts it at once, as staff
 * wait for the answer. A post that is to be retried, or waits for LinkedIn, is then the pipeline's (the cron's
 * sweep hands it to the queue when due). Earlier posts are the queue's already.
 */
export async function postNextArticle(env: Bindings, db: Db, actor: Actor, origin: string) {
  const [unposted] = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.status, "published"),
        notExists(
          db.select({ id: linkedinPosts.id }).from(linkedinPosts).where(eq(linkedinPosts.articleId, articles.id)),
        ),
      ),
    )
    .orderBy(desc(articles.publishedAt))
    .limit(1);
  if (!unposted) {
    const service = await linkedinPostingStatus(env, db);
    return { unposted, report: { posted: 0, failed: 0, waiting: 0, reason: service.reason } satisfies PostNowReport };
  }
  const post = queueLinkedinPost(db, unposted, { origin, recipient: await linkedinRecipient(env, db) });
  await db.batch([
    ...post.inserts,
    activityLog(actor, db, {
      action: "linkedin.queue",
      entityType: "article",
      entityId: unposted.id,
      details: { title: unposted.title },
    }),
  ]);
  const { outcome } = await attemptDelivery(env, db, { linkedin_post: linkedinPostDelivery }, post.deliveryId);
  const [delivery] = await db
    .select({ waitingReason: deliveries.waitingReason })
    .from(deliveries)
    .where(eq(deliveries.id, post.deliveryId));
  const report: PostNowReport = {
    posted: outcome === "sent" ? 1 : 0,
    failed: outcome === "failed" || outcome === "dead" ? 1 : 0,
    waiting: outcome === "waiting" || outcome === "retry" ? 1 : 0,
    reason: outcome === "waiting" ? (delivery?.waitingReason ?? null) : null,
  };
  return { unposted, report };
}
