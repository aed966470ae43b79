import { Hono } from "hono";
import {
  enrollmentCountQuerySchema,
  enrollmentListQuerySchema,
  enrollmentSchema,
  sequenceListQuerySchema,
  sequenceSchema,
  sequenceUpdateSchema,
} from "../contract/sequences";
import { z } from "../contract/zod";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { countFilter } from "./application-filter";
import { enroll, listEnrollments, stopEnrollment } from "./enrollment-store";
import { createSequence, deleteSequence, findSequence, listSequences, sequenceView, updateSequence } from "./store";

/**
 * Sequences and their enrolments (issue 50, decision 115); the steps' preview is worker/sequence-steps/preview-routes.ts. Area: candidates
 * (worker/http/access-policy.ts). Mounted at /api/admin/sequences.
 */

const enrollmentParamSchema = z.strictObject({
  id: z.string().min(1).max(64),
  enrollmentId: z.string().min(1, "enrollmentId is required").max(64, "enrollmentId must be an id"),
});

export const sequenceRoutes = new Hono<AppEnv>()
  .get("/", validate("query", sequenceListQuerySchema), async (c) =>
    pagedReply(c, "GET /api/admin/sequences", await listSequences(c.var.db, c.req.valid("query"))),
  )
  .post("/", validate("json", sequenceSchema), async (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const created = await createSequence(c.var.db, actorOf(c), c.req.valid("json"), origin, requestNow(c));
    return reply(c, "POST /api/admin/sequences", created, 201);
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const row = await findSequence(c.var.db, c.req.valid("param").id);
    return reply(c, "GET /api/admin/sequences/:id", await sequenceView(c.var.db, row));
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", sequenceUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const updated = await updateSequence(c.var.db, actorOf(c), id, c.req.valid("json"), requestNow(c));
    return reply(c, "PATCH /api/admin/sequences/:id", updated);
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deleteSequence(c.var.db, actorOf(c), id);
    return reply(c, "DELETE /api/admin/sequences/:id", { ok: true, id });
  })
  .post("/:id/enrollments", validate("param", idParamSchema), validate("json", enrollmentSchema), async (c) => {
    const { id } = c.req.valid("param");
    const result = await enroll(c.env, c.var.db, actorOf(c), id, c.req.valid("json"), requestNow(c));
    return reply(c, "POST /api/admin/sequences/:id/enrollments", result, result.queued ? 202 : 201);
  })
  .get(
    "/:id/enrollments/count",
    validate("param", idParamSchema),
    validate("query", enrollmentCountQuerySchema),
    async (c) => {
      const count = await countFilter(c.var.db, c.req.valid("param").id, c.req.valid("query"));
      return reply(c, "GET /api/admin/sequences/:id/enrollments/count", count);
    },
  )
  .get("/:id/enrollments", validate("param", idParamSchema), validate("query", enrollmentListQuerySchema), async (c) =>
    pagedReply(
      c,
      "GET /api/admin/sequences/:id/enrollments",
      await listEnrollments(c.var.db, c.req.valid("param").id, c.req.valid("query")),
    ),
  )
  .post("/:id/enrollments/:enrollmentId/stop", validate("param", enrollmentParamSchema), async (c) => {
    const { id, enrollmentId } = c.req.valid("param");
    const stopped = await stopEnrollment(c.var.db, actorOf(c), id, enrollmentId);
    return reply(c, "POST /api/admin/sequences/:id/enrollments/:enrollmentId/stop", stopped);
  });
