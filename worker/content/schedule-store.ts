import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { fillTemplate } from "../contract/prompt-placeholders";
import { nextRunAfter } from "../contract/time-zone";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { articles, type ContentSchedule, contentSchedules } from "../db/schema";
import type { Bindings } from "../env";
import { articleGenerator } from "../integrations/ai/article-generator";
import { newArticleRow, queueLinkedinPost } from "./article-store";

/** At most this many due schedules start in one cron run; the rest start on the next (every five minutes). */
export const SCHEDULES_PER_RUN = 5;

export interface ScheduleRunResult {
  scheduleId: number;
  articleId?: string;
  error?: string;
}

/** The public origin used in links that cron writes (LinkedIn posts); requests pass their own. */
export function siteOrigin(env: Pick<Bindings, "SITE_URL">, requestUrl?: string): string {
  return env.SITE_URL ?? (requestUrl ? new URL(requestUrl).origin : "");
}

/**
 * Runs one claimed schedule: fills its prompt, generates an article, stores it (published when autoPublish, with a
 * LinkedIn post queued when autoLinkedin too), sets lastRun and releases the claim. A failure is recorded in
 * lastError. `advance` moves nextRun on (the cron run); "Run now" leaves it as it is.
 */
export async function runClaimedSchedule(env: Bindings, db: Db, schedule: ContentSchedule, now: Date, options: { advance: boolean; origin: string }): Promise<ScheduleRunResult> {
  const nextRun = options.advance ? nextRunAfter(schedule, now) : schedule.nextRun;
  try {
    const filled = fillTemplate(schedule.prompt, schedule.variables ?? {});
    if (!filled.ok) throw new Error(`The prompt has no value for ${filled.missing.map((name) => `{{${name}}}`).join(", ")}.`);
    const generated = await articleGenerator(env).generate({
      category: schedule.category,
      prompt: filled.prompt,
      seed: `schedule-${schedule.id}-${now.toISOString()}`,
      keywords: Object.values(schedule.variables ?? {}),
    });
    const row = newArticleRow(generated, { publishedAt: schedule.autoPublish ? now : undefined, scheduled: true });
    const release = db
      .update(contentSchedules)
      .set({ lastRun: now, lastError: null, nextRun, runningSince: null })
      .where(eq(contentSchedules.id, schedule.id));
    const insert = db.insert(articles).values(row);
    // Only a published article has a public page to link to, so only then is a post queued; and only then do
    // visitors' reads change.
    if (schedule.autoPublish && schedule.autoLinkedin) {
      await db.batch([insert, queueLinkedinPost(db, row, options.origin, now), bumpPublicVersion(db), release]);
    } else if (schedule.autoPublish) {
      await db.batch([insert, bumpPublicVersion(db), release]);
    } else {
      await db.batch([insert, release]);
    }
    return { scheduleId: schedule.id, articleId: row.id };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(contentSchedules)
      .set({ lastError: message.slice(0, 1000), nextRun, runningSince: null })
      .where(eq(contentSchedules.id, schedule.id));
    return { scheduleId: schedule.id, error: message };
  }
}

/** A claim older than this belongs to a run that died (a Worker is stopped long before): it may be taken over. */
export const STALE_CLAIM_MS = 15 * 60 * 1000;

const claimable = (now: Date) =>
  sql`(${contentSchedules.runningSince} is null or ${contentSchedules.runningSince} < ${now.getTime() - STALE_CLAIM_MS})`;

/**
 * Claims one schedule for "Run now": sets runningSince in a single UPDATE that matches only when nobody holds it,
 * so a schedule never runs twice at once. Returns the schedule, or undefined when it is running or missing.
 */
export async function claimSchedule(db: Db, id: number, now: Date): Promise<ContentSchedule | undefined> {
  const [claimed] = await db
    .update(contentSchedules)
    .set({ runningSince: now })
    .where(and(eq(contentSchedules.id, id), claimable(now)))
    .returning();
  return claimed;
}

/**
 * The cron step for content schedules: claims every active schedule whose nextRun is due (one UPDATE ... RETURNING,
 * so two overlapping cron runs can never both start one), then runs each once and advances its nextRun.
 */
export async function runDueSchedules(env: Bindings, db: Db, now: Date): Promise<ScheduleRunResult[]> {
  const due = db
    .select({ id: contentSchedules.id })
    .from(contentSchedules)
    .where(and(eq(contentSchedules.isActive, true), lte(contentSchedules.nextRun, now), claimable(now)))
    .orderBy(contentSchedules.nextRun)
    .limit(SCHEDULES_PER_RUN);
  const claimed = await db
    .update(contentSchedules)
    .set({ runningSince: now })
    .where(and(inArray(contentSchedules.id, due), claimable(now)))
    .returning();
  const results: ScheduleRunResult[] = [];
  for (const schedule of claimed) {
    results.push(await runClaimedSchedule(env, db, schedule, now, { advance: true, origin: siteOrigin(env) }));
  }
  return results;
}

