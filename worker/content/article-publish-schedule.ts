import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ArticleView, BulkArticleActionResult } from "../contract/article-views";
import type { ArticlePublishScheduleInput, BulkPublishScheduleInput } from "../contract/articles";
import { addDays, zonedTimeToInstant } from "../contract/time-zone";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { articles } from "../db/schema";
import { type Actor, activityLog, activityLogEach } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { findArticle, toArticleView } from "./article-store";

/**
 * Articles scheduled to publish at a date and time (decision 070). Scheduling is a human's approval: a draft or an
 * approved article may be scheduled, and becomes approved; the cron publishes it once its time has come, so the
 * public site, which shows published articles only, never shows it before.
 */

const CRON_ACTOR: Actor = { userId: null, ipAddress: null, userAgent: null };

/** Sets (or moves) the time an article is to be published, read on the wall clock of `timezone`. */
export async function scheduleArticlePublish(
  db: Db,
  actor: Actor,
  id: string,
  input: ArticlePublishScheduleInput,
  now: Date,
): Promise<ArticleView> {
  const article = await findArticle(db, id);
  if (article.status === "published") {
    throw new ApiError(409, "invalid_state", "This article is already published.");
  }
  const scheduledFor = publishInstant(input, now);
  const [[updated]] = await db.batch([
    db
      .update(articles)
      .set({ status: "approved", scheduledFor, scheduledTimeZone: input.timezone })
      .where(and(eq(articles.id, id), inArray(articles.status, ["draft", "approved"])))
      .returning(),
    activityLog(actor, db, {
      action: "article.schedule",
      entityType: "article",
      entityId: id,
      details: { title: article.title, scheduledFor: scheduledFor.toISOString(), timezone: input.timezone },
    }),
  ]);
  if (!updated) throw new ApiError(409, "invalid_state", "This article just changed; reload it and try again.");
  return toArticleView(updated);
}

/** The instant a date and time on a zone's wall clock name; a 400 for a time the clocks skip or one not ahead. */
function publishInstant(input: ArticlePublishScheduleInput, now: Date): Date {
  const at = zonedTimeToInstant(input.date, input.time, input.timezone);
  if (at === null) {
    throw validationError([
      { path: "time", message: `${input.time} does not exist on ${input.date} in ${input.timezone} (clocks skip it)` },
    ]);
  }
  if (at <= now.getTime()) {
    throw validationError([{ path: "date", message: "Choose a date and time in the future" }]);
  }
  return new Date(at);
}

/**
 * Trickles reviewed articles out one a day (decision 072): the nth article of the list, in its order, is scheduled
 * for `date` + n days at `time` on the zone's clock, by the rule of scheduling one (a draft or an approved article,
 * which becomes approved). Published and unknown ids are skipped; all the others change in one batch or none do.
 */
export async function scheduleArticlesDaily(
  db: Db,
  actor: Actor,
  input: BulkPublishScheduleInput,
  now: Date,
): Promise<BulkArticleActionResult> {
  const ids = [...new Set(input.articleIds)];
  const found = await db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(inArray(articles.id, ids), inArray(articles.status, ["draft", "approved"])));
  const titles = new Map(found.map((row) => [row.id, row.title]));
  const queued = ids.filter((id) => titles.has(id));
  // Every day's instant is checked before anything changes (a later day may fall on a skipped clock time).
  const instants = queued.map((_, day) => publishInstant({ ...input, date: addDays(input.date, day) }, now));
  const statements: BatchItem<"sqlite">[] = queued.flatMap((id, day) => {
    const scheduledFor = instants[day]!;
    return [
      db
        .update(articles)
        .set({ status: "approved", scheduledFor, scheduledTimeZone: input.timezone })
        .where(and(eq(articles.id, id), inArray(articles.status, ["draft", "approved"])))
        .returning({ id: articles.id }),
      activityLog(actor, db, {
        action: "article.schedule",
        entityType: "article",
        entityId: id,
        details: {
          title: titles.get(id),
          scheduledFor: scheduledFor.toISOString(),
          timezone: input.timezone,
          bulk: true,
        },
      }),
    ];
  });
  const results =
    statements.length > 0 ? await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]) : [];
  const changed = new Set(
    results.flatMap((result, index) => (index % 2 === 0 ? (result as { id: string }[]).map((row) => row.id) : [])),
  );
  return { changed: queued.filter((id) => changed.has(id)), skipped: ids.filter((id) => !changed.has(id)) };
}

/** Takes an article off the publishing schedule; it stays approved. */
export async function unscheduleArticlePublish(db: Db, actor: Actor, id: string): Promise<ArticleView> {
  const article = await findArticle(db, id);
  if (!article.scheduledFor) throw new ApiError(409, "invalid_state", "This article is not scheduled to publish.");
  const [[updated]] = await db.batch([
    db.update(articles).set({ scheduledFor: null, scheduledTimeZone: null }).where(eq(articles.id, id)).returning(),
    activityLog(actor, db, {
      action: "article.unschedule",
      entityType: "article",
      entityId: id,
      details: { title: article.title },
    }),
  ]);
  return toArticleView(updated!);
}

/**
 * The cron's step: publishes every approved article whose time has come, dated at its scheduled time (never later
 * than now), in one batch with its log entries and the public version. With nothing due it is one indexed read.
 */
export async function publishDueArticles(db: Db, now: Date): Promise<string[]> {
  const isDue = and(eq(articles.status, "approved"), isNotNull(articles.scheduledFor), lte(articles.scheduledFor, now));
  const due = await db.select({ id: articles.id }).from(articles).where(isDue);
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  const dueNow = and(isDue, inArray(articles.id, ids));
  const [, published] = await db.batch([
    activityLogEach(
      CRON_ACTOR,
      db,
      { action: "article.publish", entityType: "article", details: "at its scheduled time" },
      db.select({ id: articles.id }).from(articles).where(dueNow),
    ),
    db
      .update(articles)
      .set({
        status: "published",
        publishedAt: sql`${articles.scheduledFor}`,
        scheduledFor: null,
        scheduledTimeZone: null,
      })
      .where(dueNow)
      .returning({ id: articles.id }),
    bumpPublicVersion(db),
  ]);
  return published.map((row) => row.id);
}
