import { and, asc, eq, exists, ne, not, or } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import { userCreateSchema, userUpdateSchema } from "../contract/staff";
import { createDb, type Db } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../domain/password";
import type { AppEnv } from "../env";
import { activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation } from "../http/errors";
import { endSessionsOf } from "../http/session";
import { idParamSchema, validate } from "../http/validate";
import { toStaffUser } from "./store";

const LAST_ADMIN = "There must always be at least one active admin: make another user an active admin first.";

/**
 * True when another active admin exists besides `userId`. Used inside the UPDATE/DELETE statement itself, so the
 * check and the change are one atomic statement and two admins cannot demote each other at the same moment.
 */
function anotherActiveAdmin(db: Db, userId: string) {
  const other = alias(users, "other_admin");
  return exists(
    db
      .select({ id: other.id })
      .from(other)
      .where(and(eq(other.role, "admin"), eq(other.isActive, true), ne(other.id, userId))),
  );
}

/** Keeps the change unless it would remove the last active admin. */
function keepsAnAdmin(db: Db, userId: string) {
  return or(not(and(eq(users.role, "admin"), eq(users.isActive, true))!), anotherActiveAdmin(db, userId));
}

async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new ApiError(404, "not_found", "No such user.");
  return user;
}

/** Staff accounts (back-office spec section 7, "Admin users and portals"). Area: users. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await createDb(c.env.DB).select().from(users).orderBy(asc(users.username));
    return c.json(rows.map(toStaffUser));
  })
  .post("/", validate("json", userCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = createDb(c.env.DB);
    const id = crypto.randomUUID();
    const values = { ...input, id, password: await hashPassword(input.password), permissions: input.permissions || null };
    try {
      const [[created]] = await db.batch([
        db.insert(users).values(values).returning(),
        activityLog(c, db, { action: "user.create", entityType: "user", entityId: id, details: { username: input.username, role: input.role } }),
      ]);
      return c.json(toStaffUser(created!), 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, "username_taken", "That username is already taken.", [{ path: "username", message: "That username is already taken." }]);
      throw err;
    }
  })
  .put("/:id", validate("param", idParamSchema), validate("json", userUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { password, ...changes } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const before = await findUser(db, id);
    const set = {
      ...changes,
      ...(changes.permissions !== undefined ? { permissions: changes.permissions || null } : {}),
      ...(password ? { password: await hashPassword(password) } : {}),
    };
    if (Object.keys(set).length === 0) return c.json(toStaffUser(before));

    const [updated] = await db.update(users).set(set).where(and(eq(users.id, id), keepsAnAdmin(db, id))).returning();
    if (!updated) throw new ApiError(409, "last_admin", LAST_ADMIN);

    const credentialsChanged = Boolean(password) || (changes.isActive === false && before.isActive);
    const changed = Object.keys(changes).concat(password ? ["password"] : []);
    await db.batch([
      activityLog(c, db, { action: "user.update", entityType: "user", entityId: id, details: { username: before.username, changed } }),
      // A new password or a deactivation ends the user's sessions at once.
      ...(credentialsChanged ? [endSessionsOf(db, id)] : []),
    ]);
    return c.json(toStaffUser(updated));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const before = await findUser(db, id);
    if (id === c.get("staff")?.user.id) {
      throw new ApiError(409, "self_delete", "You cannot delete your own account while signed in with it.");
    }
    // Sessions and portal-access rows go with the user (foreign keys cascade); activity logs keep the id.
    const [removed] = await db.delete(users).where(and(eq(users.id, id), keepsAnAdmin(db, id))).returning({ id: users.id });
    if (!removed) throw new ApiError(409, "last_admin", LAST_ADMIN);
    await activityLog(c, db, { action: "user.delete", entityType: "user", entityId: id, details: { username: before.username } });
    return c.json({ ok: true as const, id });
  });
