import { eq, inArray } from "drizzle-orm";
import type { ServiceStatus } from "../contract/deliveries";
import { createDb, type Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { articles, type Delivery, linkedinPosts } from "../db/schema";
import type { DeliveryResult, KindHandler, LinkedinPostPayload } from "../delivery/types";
import type { Bindings } from "../env";
import { createPost, LinkedinError } from "../integrations/linkedin/client";
import {
  linkedinConfig,
  linkedinServiceStatus,
  loadConnection,
  usableConnection,
} from "../integrations/linkedin/connection";

/**
 * The `linkedin_post` delivery kind (registered in worker/delivery-kinds.ts): one post of a published article,
 * sent through the Posts API as the connected member or organization. The `linkedin_posts` row stays what the
 * content dashboard shows; its delivery carries the attempts.
 */

/** What waits on a token LinkedIn refuses (revoked, or expired early): only reconnecting helps. */
export const LINKEDIN_TOKEN_REJECTED = "LinkedIn rejected the token: reconnect LinkedIn.";

/** Who posts go out as, for the deliveries screen: the organization page, else the connected member, when known. */
export async function linkedinRecipient(env: Bindings, db: Db): Promise<string> {
  const config = linkedinConfig(env);
  if (!config) return "LinkedIn";
  const author = config.organizationId
    ? `urn:li:organization:${config.organizationId}`
    : (await loadConnection(db, config))?.author;
  return author ? `LinkedIn (${author})` : "LinkedIn";
}

/** Whether posts can go out now: the kind's status, which the LinkedIn screen shows too. */
export async function linkedinPostingStatus(env: Bindings, db: Db): Promise<ServiceStatus> {
  return linkedinServiceStatus(await usableConnection(env, db));
}

const postIdOf = (delivery: Delivery) => (JSON.parse(delivery.payload) as LinkedinPostPayload).postId;

async function sendPost(env: Bindings, postId: string): Promise<DeliveryResult> {
  const db = createDb(env.DB);
  const usable = await usableConnection(env, db);
  if (!usable.ok) return { ok: false, notConfigured: usable.reason };
  const [row] = await db
    .select({ postContent: linkedinPosts.postContent, title: articles.title, summary: articles.summary })
    .from(linkedinPosts)
    .innerJoin(articles, eq(articles.id, linkedinPosts.articleId))
    .where(eq(linkedinPosts.id, postId))
    .limit(1);
  // A post goes with its article (on delete cascade).
  if (!row) return { ok: false, error: "The article was deleted before it could be posted", retryable: false };
  const articleUrl = row.postContent.match(/https?:\/\/\S+$/)?.[0];
  if (!articleUrl)
    return {
      ok: false,
      error: "The post has no absolute article link: the site's public address is not set up yet",
      retryable: false,
    };
  try {
    const urn = await createPost(usable.connection.accessToken, {
      author: usable.connection.author,
      commentary: row.postContent,
      articleUrl,
      title: row.title,
      description: row.summary,
    });
    return { ok: true, providerId: urn };
  } catch (error) {
    // Anything else is an outage, which the pipeline retries.
    if (!(error instanceof LinkedinError)) throw error;
    if (error.status === 401) return { ok: false, notConfigured: LINKEDIN_TOKEN_REJECTED };
    return {
      ok: false,
      error: error.message,
      retryable: error.status === 0 || error.status === 429 || error.status >= 500,
    };
  }
}

export const linkedinPostDelivery: KindHandler<"linkedin_post"> = {
  firstRetryMs: 5 * 60_000,
  status: linkedinPostingStatus,
  send: (env, _delivery, payload) => sendPost(env, payload.postId),
  onSent: (db, delivery, { providerId, sentAt }) => {
    const postId = postIdOf(delivery);
    return [
      db
        .update(linkedinPosts)
        .set({ status: "posted", linkedinPostId: providerId, postedAt: sentAt, error: null })
        .where(eq(linkedinPosts.id, postId)),
      db
        .update(articles)
        .set({ linkedinPostId: providerId })
        .where(
          inArray(
            articles.id,
            db.select({ id: linkedinPosts.articleId }).from(linkedinPosts).where(eq(linkedinPosts.id, postId)),
          ),
        ),
      // The public article list carries the post's id.
      bumpPublicVersion(db),
    ];
  },
  onGiveUp: (db, delivery, error) => [
    db
      .update(linkedinPosts)
      .set({ status: "failed", error })
      .where(eq(linkedinPosts.id, postIdOf(delivery))),
  ],
};
