import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { scheduleCreateSchema, scheduleUpdateSchema } from "../contract/content";
import { placeholdersOf } from "../contract/prompt-placeholders";
import { nextRunAfter } from "../contract/time-zone";
import { createDb } from "../db/client";
import { contentSchedules } from "../db/schema";
import type { AppEnv } from "../env";
import { activityLog, actorOf } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { serialIdParamSchema, validate } from "../http/validate";
import { toScheduleView } from "./article-store";
import { claimSchedule, runClaimedSchedule, siteOrigin } from "./schedule-store";

/**
 * Content schedules (back-office spec sections 2, 4, 5 and 7): create, list, pause/resume, run now, delete.
 * Area "content". nextRun is always computed by nextRunAfter (worker/contract/time-zone.ts) and stored as UTC.
 */
export const contentScheduleRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await createDb(c.env.DB).select().from(contentSchedules).orderBy(desc(contentSchedules.createdAt), desc(contentSchedules.id));
    return c.json(rows.map(toScheduleView));
  })
  .post("/", validate("json", scheduleCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const missing = placeholdersOf(input.prompt).filter((name) => !input.variables[name]?.trim());
    if (missing.length > 0) throw validationError(missing.map((name) => ({ path: `variables.${name}`, message: `No value for {{${name}}}` })));
    const rule = {
      ...input,
      dayOfWeek: input.frequency === "weekly" ? (input.dayOfWeek ?? 1) : null,
      dayOfMonth: input.frequency === "monthly" ? (input.dayOfMonth ?? 1) : null,
    };
    const db = createDb(c.env.DB);
    // The serial id is not known before the insert, so the log row names the schedule by its title.
    const [[created]] = await db.batch([
      db.insert(contentSchedules).values({ ...rule, nextRun: rule.isActive ? nextRunAfter(rule, new Date()) : null }).returning(),
      activityLog(actorOf(c), db, { action: "schedule.create", entityType: "schedule", details: { title: input.title, frequency: input.frequency } }),
    ]);
    return c.json(toScheduleView(created!), 201);
  })
  .put("/:id", validate("param", serialIdParamSchema), validate("json", scheduleUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { isActive } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const [existing] = await db.select().from(contentSchedules).where(eq(contentSchedules.id, id)).limit(1);
    if (!existing) throw new ApiError(404, "not_found", "No such schedule.");
    // Resuming starts from now: a paused schedule does not run for the issues it missed.
    const nextRun = isActive ? nextRunAfter(existing, new Date()) : null;
    const [[updated]] = await db.batch([
      db.update(contentSchedules).set({ isActive, nextRun }).where(eq(contentSchedules.id, id)).returning(),
      activityLog(actorOf(c), db, { action: isActive ? "schedule.resume" : "schedule.pause", entityType: "schedule", entityId: String(id), details: { title: existing.title } }),
    ]);
    return c.json(toScheduleView(updated!));
  })
  .post("/:id/run", validate("param", serialIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const now = new Date();
    const claimed = await claimSchedule(db, id, now);
    if (!claimed) {
      const [exists] = await db.select({ id: contentSchedules.id }).from(contentSchedules).where(eq(contentSchedules.id, id)).limit(1);
      if (!exists) throw new ApiError(404, "not_found", "No such schedule.");
      throw new ApiError(409, "schedule_running", "This schedule is running now; try again in a minute.");
    }
    const result = await runClaimedSchedule(c.env, db, claimed, now, { advance: false, origin: siteOrigin(c.env, c.req.url) });
    await activityLog(actorOf(c), db, { action: "schedule.run", entityType: "schedule", entityId: String(id), details: { articleId: result.articleId, error: result.error } });
    if (result.error) throw new ApiError(502, "generation_failed", `The schedule ran but generation failed: ${result.error}`);
    const [schedule] = await db.select().from(contentSchedules).where(eq(contentSchedules.id, id)).limit(1);
    return c.json({ articleId: result.articleId!, schedule: toScheduleView(schedule!) });
  })
  .delete("/:id", validate("param", serialIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const [existing] = await db.select().from(contentSchedules).where(eq(contentSchedules.id, id)).limit(1);
    if (!existing) throw new ApiError(404, "not_found", "No such schedule.");
    await db.batch([
      db.delete(contentSchedules).where(eq(contentSchedules.id, id)),
      activityLog(actorOf(c), db, { action: "schedule.delete", entityType: "schedule", entityId: String(id), details: { title: existing.title } }),
    ]);
    return c.json({ ok: true as const, id });
  });
