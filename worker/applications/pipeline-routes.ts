import { Hono } from "hono";
import {
  applicationBoardQuerySchema,
  applicationBulkSchema,
  applicationListQuerySchema,
  applicationNoteSchema,
  applicationUpdateSchema,
} from "../contract/application-pipeline";
import { smallListQuerySchema } from "../contract/zod";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { listWorkingStaff } from "../staff/working-staff-store";
import { applicationJobCounts, boardColumns } from "./board-store";
import { updateApplications } from "./bulk-store";
import { updateApplication } from "./change-store";
import { findApplication } from "./detail-store";
import { listApplications } from "./list-store";
import { addApplicationNote } from "./note-store";

const notFound = () => new ApiError(404, "not_found", "No such application.");

/**
 * The application pipeline for staff (issue 17). Area: candidates (worker/http/access-policy.ts). Mounted at
 * /api/admin/applications beside the resume download (admin-routes.ts).
 */
export const applicationPipelineRoutes = new Hono<AppEnv>()
  .get("/", validate("query", applicationListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/applications", await listApplications(c.var.db, c.req.valid("query")));
  })
  // Before "/:id", which would take "owners", "board", "jobs" (and "bulk") for an id.
  .get("/owners", validate("query", smallListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/applications/owners", await listWorkingStaff(c.var.db, c.req.valid("query")));
  })
  .get("/board", validate("query", applicationBoardQuerySchema), async (c) =>
    reply(c, "GET /api/admin/applications/board", await boardColumns(c.var.db, c.req.valid("query"))),
  )
  .get("/jobs", async (c) => reply(c, "GET /api/admin/applications/jobs", await applicationJobCounts(c.var.db)))
  .post("/bulk", validate("json", applicationBulkSchema), async (c) =>
    reply(c, "POST /api/admin/applications/bulk", await updateApplications(c.var.db, actorOf(c), c.req.valid("json"))),
  )
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const application = await findApplication(c.var.db, c.req.valid("param").id);
    if (!application) throw notFound();
    return reply(c, "GET /api/admin/applications/:id", application);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", applicationUpdateSchema), async (c) => {
    const updated = await updateApplication(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"));
    if (!updated) throw notFound();
    return reply(c, "PATCH /api/admin/applications/:id", updated);
  })
  .post("/:id/notes", validate("param", idParamSchema), validate("json", applicationNoteSchema), async (c) => {
    const note = await addApplicationNote(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json").body);
    if (!note) throw notFound();
    return reply(c, "POST /api/admin/applications/:id/notes", note, 201);
  });
