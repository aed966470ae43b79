import { Hono } from "hono";
import { staffAreaCreateSchema, staffAreaUpdateSchema } from "../contract/staff";
import { smallListQuerySchema } from "../contract/zod";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { createStaffArea, deleteStaffArea, listStaffAreas, updateStaffArea } from "./store";

/**
 * Staff areas and who may use them (back-office spec section 2, "Portal management"). Area: portals.
 * A change to `requiredRole` or `isActive` applies to the next request of everyone, pages and API alike.
 */
export const staffAreaRoutes = new Hono<AppEnv>()
  .get("/", validate("query", smallListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/portals", await listStaffAreas(c.var.db, c.req.valid("query")));
  })
  .post("/", validate("json", staffAreaCreateSchema), async (c) => {
    return reply(c, "POST /api/admin/portals", await createStaffArea(c.var.db, actorOf(c), c.req.valid("json")), 201);
  })
  .put("/:id", validate("param", idParamSchema), validate("json", staffAreaUpdateSchema), async (c) => {
    return reply(
      c,
      "PUT /api/admin/portals/:id",
      await updateStaffArea(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json")),
    );
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deleteStaffArea(c.var.db, actorOf(c), id);
    return reply(c, "DELETE /api/admin/portals/:id", { ok: true, id });
  });
