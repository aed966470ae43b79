import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { portalCreateSchema, portalUpdateSchema } from "../contract/staff";
import { createDb } from "../db/client";
import { adminPortals } from "../db/schema";
import type { AppEnv } from "../env";
import { activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation } from "../http/errors";
import { idParamSchema, validate } from "../http/validate";
import { listPortals, toStaffPortal } from "./store";

function slugTaken(err: unknown): ApiError | unknown {
  if (!isUniqueViolation(err)) return err;
  return new ApiError(409, "slug_taken", "Another portal already uses that slug.", [{ path: "slug", message: "Another portal already uses that slug." }]);
}

/**
 * Back-office areas and who may use them (back-office spec section 2, "Portal management"). Area: portals.
 * A change to `requiredRole` or `isActive` applies to the next request of everyone, pages and API alike.
 */
export const adminPortalRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    return c.json((await listPortals(createDb(c.env.DB))).map(toStaffPortal));
  })
  .post("/", validate("json", portalCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = createDb(c.env.DB);
    const id = crypto.randomUUID();
    try {
      const [[created]] = await db.batch([
        db.insert(adminPortals).values({ ...input, id }).returning(),
        activityLog(c, db, { action: "portal.create", entityType: "portal", entityId: id, details: { slug: input.slug, requiredRole: input.requiredRole } }),
      ]);
      return c.json(toStaffPortal(created!), 201);
    } catch (err) {
      throw slugTaken(err);
    }
  })
  .put("/:id", validate("param", idParamSchema), validate("json", portalUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const changes = c.req.valid("json");
    const db = createDb(c.env.DB);
    const [existing] = await db.select({ id: adminPortals.id }).from(adminPortals).where(eq(adminPortals.id, id)).limit(1);
    if (!existing) throw new ApiError(404, "not_found", "No such portal.");
    try {
      const [[updated]] = await db.batch([
        db.update(adminPortals).set(changes).where(eq(adminPortals.id, id)).returning(),
        activityLog(c, db, { action: "portal.update", entityType: "portal", entityId: id, details: changes }),
      ]);
      return c.json(toStaffPortal(updated!));
    } catch (err) {
      throw slugTaken(err);
    }
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const [removed] = await db.delete(adminPortals).where(eq(adminPortals.id, id)).returning();
    if (!removed) throw new ApiError(404, "not_found", "No such portal.");
    // A deleted area falls back to admins only (the spec's default required role): nobody gains access by it.
    await activityLog(c, db, { action: "portal.delete", entityType: "portal", entityId: id, details: { slug: removed.slug } });
    return c.json({ ok: true as const, id });
  });
