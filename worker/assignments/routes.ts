import { Hono } from "hono";
import { assignmentCreateSchema, assignmentListQuerySchema, assignmentUpdateSchema } from "../contract/assignments";
import { conversionPreviewSchema, conversionSchema } from "../contract/conversion";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { firmToday } from "../jobs/store";
import { updateAssignment } from "./change-store";
import { conversionPreview, convertAssignment } from "./conversion-store";
import { createAssignment } from "./create-store";
import { listAssignments } from "./list-store";
import { findAssignment } from "./view-store";

const notFound = () => new ApiError(404, "not_found", "No such assignment.");

/** Contract staffing's assignments for staff (issue 48 item 1). Area: clients (worker/http/access-policy.ts). */
export const assignmentRoutes = new Hono<AppEnv>()
  .get("/", validate("query", assignmentListQuerySchema), async (c) =>
    pagedReply(
      c,
      "GET /api/admin/assignments",
      await listAssignments(c.var.db, c.req.valid("query"), firmToday(requestNow(c))),
    ),
  )
  .post("/", validate("json", assignmentCreateSchema), async (c) => {
    const now = requestNow(c);
    const created = await createAssignment(
      c.var.db,
      actorOf(c),
      c.req.valid("json"),
      siteOrigin(c.env, c.req.url),
      now,
      firmToday(now),
    );
    return reply(c, "POST /api/admin/assignments", created, 201);
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const found = await findAssignment(c.var.db, c.req.valid("param").id, firmToday(requestNow(c)));
    if (!found) throw notFound();
    return reply(c, "GET /api/admin/assignments/:id", found);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", assignmentUpdateSchema), async (c) => {
    const now = requestNow(c);
    const changed = await updateAssignment(
      c.var.db,
      actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json"),
      siteOrigin(c.env, c.req.url),
      now,
      firmToday(now),
    );
    if (!changed) throw notFound();
    return reply(c, "PATCH /api/admin/assignments/:id", changed);
  })
  .get("/:id/conversion", validate("param", idParamSchema), validate("query", conversionPreviewSchema), async (c) => {
    const preview = await conversionPreview(c.var.db, c.req.valid("param").id, c.req.valid("query"));
    if (!preview) throw notFound();
    return reply(c, "GET /api/admin/assignments/:id/conversion", preview);
  })
  .post("/:id/conversion", validate("param", idParamSchema), validate("json", conversionSchema), async (c) => {
    const made = await convertAssignment(
      c.var.db,
      actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json"),
      requestNow(c),
    );
    if (!made) throw notFound();
    return reply(c, "POST /api/admin/assignments/:id/conversion", made, 201);
  });
