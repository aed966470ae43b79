import { Hono } from "hono";
import { securitySettingsSchema, userCreateSchema, userListQuerySchema, userUpdateSchema } from "../contract/staff";
import { dispatchDeliveries } from "../delivery/pipeline";
import { hashPassword } from "../domain/password";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { requireStaff } from "../http/session";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { reinviteUser } from "./account-links";
import { endSessionsOfUser, saveSecuritySettings, securitySettings } from "./account-store";
import { createUser, deleteUser, listStaffUsers, updateUser } from "./store";

/** Staff accounts (back-office spec section 7, "Admin users and portals"). Area: users. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", validate("query", userListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/users", await listStaffUsers(c.var.db, c.req.valid("query")));
  })
  .post("/", validate("json", userCreateSchema), async (c) => {
    const { password, ...input } = c.req.valid("json");
    const values = { ...input, id: crypto.randomUUID(), permissions: input.permissions || null };
    const created = await createUser(c.var.db, actorOf(c), values, {
      password: password === undefined ? null : await hashPassword(password),
      origin: siteOrigin(c.env, c.req.url),
    });
    if (created.invitation) dispatchDeliveries(c.env, c.executionCtx, [created.invitation.deliveryId]);
    return reply(c, "POST /api/admin/users", created, 201);
  })
  .post("/:id/invitation", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const sent = await reinviteUser(c.var.db, actorOf(c), id, siteOrigin(c.env, c.req.url));
    dispatchDeliveries(c.env, c.executionCtx, [sent.deliveryId]);
    return reply(c, "POST /api/admin/users/:id/invitation", sent);
  })
  .put("/:id", validate("param", idParamSchema), validate("json", userUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { password, ...changes } = c.req.valid("json");
    const set = {
      ...changes,
      ...(changes.permissions !== undefined ? { permissions: changes.permissions || null } : {}),
      ...(password ? { password: await hashPassword(password) } : {}),
    };
    return reply(c, "PUT /api/admin/users/:id", await updateUser(c.var.db, actorOf(c), id, set));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deleteUser(c.var.db, actorOf(c), id);
    return reply(c, "DELETE /api/admin/users/:id", { ok: true, id });
  })
  .delete("/:id/sessions", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    return reply(c, "DELETE /api/admin/users/:id/sessions", {
      ok: true,
      ended: await endSessionsOfUser(c.var.db, actorOf(c), id),
    });
  });

/** "Require two-factor for all staff" (the Users screen). Area: users. */
export const securitySettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    return reply(c, "GET /api/admin/security-settings", await securitySettings(c.var.db));
  })
  .put("/", validate("json", securitySettingsSchema), async (c) => {
    const { requireMfa } = c.req.valid("json");
    const saved = await saveSecuritySettings(c.var.db, actorOf(c), requireStaff(c).user, requireMfa);
    return reply(c, "PUT /api/admin/security-settings", saved);
  });
