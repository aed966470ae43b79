import { and, asc, count, desc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { ScheduleListQuery, ScheduleRunResult, ScheduleSort, ScheduleView } from "../contract/content-schedules";
import { fillTemplate, placeholdersOf } from "../contract/prompt-placeholders";
import { nextRunAfter, type ScheduleRule } from "../contract/time-zone";
import type { Db } from "../db/client";
import { contains } from "../db/contains";
import { bumpPublicVersion } from "../db/public-version";
import { articles, type ContentSchedule, contentSchedules, type NewContentSchedule } from "../db/schema";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { siteOrigin } from "../http/site-origin";
import { articleGenerator } from "../integrations/ai/article-generator";
import { newArticleRow, toScheduleView } from "./article-store";
import { linkedinRecipient } from "./linkedin-delivery";
import { queueLinkedinPost } from "./linkedin-store";

/** At most this many due schedules start in one cron run; the rest start on the next (every five minutes). */
export const SCHEDULES_PER_RUN = 5;

/**
 * Runs one claimed schedule: fills its prompt, generates an article, stores it (published when autoPublish, with a
 * LinkedIn post queued when autoLinkedin too), sets lastRun and releases the claim. A failure is recorded in
 * lastError. `advance` moves nextRun on (the cron run); "Run now" leaves it as it is.
 */
export async function runClaimedSchedule(
  env: Bindings,
  db: Db,
  schedule: ContentSchedule,
  now: Date,
  options: { advance: boolean; origin: string },
): Promise<ScheduleRunResult> {
  const nextRun = options.advance ? nextRunAfter(schedule, now) : schedule.nextRun;
  try {
    const filled = fillTemplate(schedule.prompt, schedule.variables ?? {});
    if (!filled.ok)
      throw new Error(`The prompt has no value for ${filled.missing.map((name) => `{{${name}}}`).join(", ")}.`);
    const generated = await articleGenerator(env).generate({
      category: schedule.category,
      prompt: filled.prompt,
      seed: `schedule-${schedule.id}-${now.toISOString()}`,
      variables: filled.used,
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
      const post = queueLinkedinPost(
        db,
        row,
        { origin: options.origin, recipient: await linkedinRecipient(env, db) },
        now,
      );
      await db.batch([insert, ...post.inserts, bumpPublicVersion(db), release]);
      return { scheduleId: schedule.id, articleId: row.id, deliveryId: post.deliveryId };
    }
    await db.batch(schedule.autoPublish ? [insert, bumpPublicVersion(db), release] : [insert, release]);
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

// Staff actions on schedules (back-office spec sections 2, 4, 5 and 7)

const noSuchSchedule = () => new ApiError(404, "not_found", "No such schedule.");

async function findSchedule(db: Db, id: number): Promise<ContentSchedule> {
  const [existing] = await db.select().from(contentSchedules).where(eq(contentSchedules.id, id)).limit(1);
  if (!existing) throw noSuchSchedule();
  return existing;
}

const SCHEDULE_ORDERS: Record<ScheduleSort, SQL[]> = {
  newest: [desc(contentSchedules.createdAt), desc(contentSchedules.id)],
  oldest: [asc(contentSchedules.createdAt), asc(contentSchedules.id)],
  title: [asc(sql`${contentSchedules.title} collate nocase`), asc(contentSchedules.id)],
  // Paused schedules have no next run: they come last.
  "next-run": [asc(sql`${contentSchedules.nextRun} is null`), asc(contentSchedules.nextRun), asc(contentSchedules.id)],
};

/** One page of schedules and how many match: a search of the title and prompt, active or paused. */
export async function listSchedules(
  db: Db,
  query: ScheduleListQuery,
): Promise<{ rows: ScheduleView[]; total: number }> {
  const where = and(
    query.q ? or(contains(contentSchedules.title, query.q), contains(contentSchedules.prompt, query.q)) : undefined,
    query.active ? eq(contentSchedules.isActive, query.active === "true") : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(contentSchedules)
      .where(where)
      .orderBy(...SCHEDULE_ORDERS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(contentSchedules).where(where),
  ]);
  return { rows: rows.map(toScheduleView), total: counted?.total ?? 0 };
}

/** The prompt's placeholders with no value, as field issues (a schedule must be able to fill its prompt). */
function checkVariables(prompt: string, variables: Record<string, string> | null): void {
  const missing = placeholdersOf(prompt).filter((name) => !variables?.[name]?.trim());
  if (missing.length > 0)
    throw validationError(missing.map((name) => ({ path: `variables.${name}`, message: `No value for {{${name}}}` })));
}

/** A weekly rule keeps only its day of the week, a monthly one its day of the month (Monday and the 1st when absent). */
function daysOf(rule: ScheduleRule): Pick<ScheduleRule, "dayOfWeek" | "dayOfMonth"> {
  return {
    dayOfWeek: rule.frequency === "weekly" ? (rule.dayOfWeek ?? 1) : null,
    dayOfMonth: rule.frequency === "monthly" ? (rule.dayOfMonth ?? 1) : null,
  };
}

/** nextRun is computed by nextRunAfter (worker/contract/time-zone.ts) and stored as UTC. */
export async function createSchedule(
  db: Db,
  actor: Actor,
  input: Omit<NewContentSchedule, "id" | "nextRun"> & ScheduleRule,
): Promise<ScheduleView> {
  checkVariables(input.prompt, input.variables ?? null);
  const rule = { ...input, ...daysOf(input) };
  // The serial id is not known before the insert, so the log row names the schedule by its title.
  const [[created]] = await db.batch([
    db
      .insert(contentSchedules)
      .values({ ...rule, nextRun: rule.isActive ? nextRunAfter(rule, new Date()) : null })
      .returning(),
    activityLog(actor, db, {
      action: "schedule.create",
      entityType: "schedule",
      details: { title: rule.title, frequency: rule.frequency },
    }),
  ]);
  return toScheduleView(created!);
}

/**
 * Changes only the fields named, then recomputes nextRun from now on the schedule's (new) wall clock, or clears it
 * when paused: a resumed schedule does not run for the issues it missed. `{ isActive }` alone is pause/resume.
 */
export async function updateSchedule(
  db: Db,
  actor: Actor,
  id: number,
  patch: Partial<Omit<NewContentSchedule, "id" | "nextRun">>,
): Promise<ScheduleView> {
  const existing = await findSchedule(db, id);
  const merged = { ...existing, ...patch };
  checkVariables(merged.prompt, merged.variables);
  const days = daysOf(merged);
  const nextRun = merged.isActive ? nextRunAfter({ ...merged, ...days }, new Date()) : null;
  const fields = Object.keys(patch);
  const action =
    fields.length === 1 && patch.isActive !== undefined
      ? patch.isActive
        ? "schedule.resume"
        : "schedule.pause"
      : "schedule.update";
  const [[updated]] = await db.batch([
    db
      .update(contentSchedules)
      .set({ ...patch, ...days, nextRun })
      .where(eq(contentSchedules.id, id))
      .returning(),
    activityLog(actor, db, {
      action,
      entityType: "schedule",
      entityId: String(id),
      details: action === "schedule.update" ? { title: merged.title, fields } : { title: existing.title },
    }),
  ]);
  return toScheduleView(updated!);
}

/** "Run now": generates one article from the schedule without moving its nextRun; `deliveryIds` are to dispatch. */
export async function runScheduleNow(
  env: Bindings,
  db: Db,
  actor: Actor,
  id: number,
  origin: string,
): Promise<{ articleId: string; schedule: ScheduleView; deliveryIds: string[] }> {
  const now = new Date();
  const claimed = await claimSchedule(db, id, now);
  if (!claimed) {
    const [exists] = await db
      .select({ id: contentSchedules.id })
      .from(contentSchedules)
      .where(eq(contentSchedules.id, id))
      .limit(1);
    if (!exists) throw noSuchSchedule();
    throw new ApiError(409, "schedule_running", "This schedule is running now; try again in a minute.");
  }
  const result = await runClaimedSchedule(env, db, claimed, now, { advance: false, origin });
  await activityLog(actor, db, {
    action: "schedule.run",
    entityType: "schedule",
    entityId: String(id),
    details: { articleId: result.articleId, error: result.error },
  });
  if (result.error)
    throw new ApiError(502, "generation_failed", `The schedule ran but generation failed: ${result.error}`);
  return {
    articleId: result.articleId!,
    schedule: toScheduleView(await findSchedule(db, id)),
    deliveryIds: result.deliveryId ? [result.deliveryId] : [],
  };
}

export async function deleteSchedule(db: Db, actor: Actor, id: number): Promise<void> {
  const existing = await findSchedule(db, id);
  await db.batch([
    db.delete(contentSchedules).where(eq(contentSchedules.id, id)),
    activityLog(actor, db, {
      action: "schedule.delete",
      entityType: "schedule",
      entityId: String(id),
      details: { title: existing.title },
    }),
  ]);
}

/** "Generate now" on the dashboard: runs every schedule that is due, as the cron would. */
export async function runSchedulesNow(env: Bindings, db: Db, actor: Actor): Promise<ScheduleRunResult[]> {
  const results = await runDueSchedules(env, db, new Date());
  await activityLog(actor, db, {
    action: "schedule.trigger",
    entityType: "schedule",
    details: { ran: results.length },
  });
  return results;
}
