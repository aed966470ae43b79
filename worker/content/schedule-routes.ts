import { Hono } from "hono";
import { scheduleCreateSchema, scheduleListQuerySchema, scheduleUpdateSchema } from "../contract/content-schedules";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { siteOrigin } from "../http/site-origin";
import { serialIdParamSchema, validate } from "../http/validate";
import { createSchedule, deleteSchedule, listSchedules, runScheduleNow, updateSchedule } from "./schedule-store";

/**
 * Content schedules (back-office spec sections 2, 4, 5 and 7): create, list, edit (pause/resume too), run now,
 * delete.
 * Area "content". nextRun is always computed by nextRunAfter (worker/contract/time-zone.ts) and stored as UTC
 * (worker/content/schedule-store.ts).
 */
export const contentScheduleRoutes = new Hono<AppEnv>()
  .get("/", validate("query", scheduleListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/content/schedules", await listSchedules(c.var.db, c.req.valid("query")));
  })
  .post("/", validate("json", scheduleCreateSchema), async (c) => {
    return reply(
      c,
      "POST /api/content/schedules",
      await createSchedule(c.var.db, actorOf(c), c.req.valid("json")),
      201,
    );
  })
  .put("/:id", validate("param", serialIdParamSchema), validate("json", scheduleUpdateSchema), async (c) => {
    return reply(
      c,
      "PUT /api/content/schedules/:id",
      await updateSchedule(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json")),
    );
  })
  .post("/:id/run", validate("param", serialIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { deliveryIds, ...run } = await runScheduleNow(c.env, c.var.db, actorOf(c), id, siteOrigin(c.env, c.req.url));
    dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
    return reply(c, "POST /api/content/schedules/:id/run", run);
  })
  .delete("/:id", validate("param", serialIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deleteSchedule(c.var.db, actorOf(c), id);
    return reply(c, "DELETE /api/content/schedules/:id", { ok: true, id });
  });
