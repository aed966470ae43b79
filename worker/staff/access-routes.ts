import { asc, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { decideAccess } from "../contract/access";
import type { AccessMatrix, ActivityLogEntry } from "../contract/staff";
import { createDb } from "../db/client";
import { adminActivityLogs, users } from "../db/schema";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { listPortals } from "./store";

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The access matrix and the activity log (Portal Management's Access Control and Activity Logs tabs). Area: portals. */
export const accessMatrixRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const db = createDb(c.env.DB);
  const [portals, staff] = await Promise.all([listPortals(db), db.select().from(users).orderBy(asc(users.username))]);
  const matrix: AccessMatrix = {
    portals: portals.map(({ id, slug, name, requiredRole, isActive }) => ({ id, slug, name, requiredRole, isActive })),
    users: staff.map((user) => ({
      id: user.id,
      username: user.username,
      role: user.role,
      isActive: user.isActive,
      access: portals.map((portal) => ({ portalId: portal.id, slug: portal.slug, ...decideAccess(user, portal) })),
    })),
  };
  return c.json(matrix);
});

/** Newest first, paged (`limit` default 20, max 100; `offset`), with the total in `X-Total-Count`. */
export const activityLogRoutes = new Hono<AppEnv>().get("/", validate("query", pageQuery), async (c) => {
  const { limit, offset } = c.req.valid("query");
  const db = createDb(c.env.DB);
  const [rows, [total]] = await db.batch([
    db
      .select({ log: adminActivityLogs, username: users.username })
      .from(adminActivityLogs)
      .leftJoin(users, eq(users.id, adminActivityLogs.userId))
      // rowid breaks ties within one millisecond in insertion order.
      .orderBy(desc(adminActivityLogs.createdAt), desc(sql`${adminActivityLogs}.rowid`))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(adminActivityLogs),
  ]);
  const entries: ActivityLogEntry[] = rows.map(({ log, username }) => ({
    ...log,
    username: username ?? null,
    createdAt: log.createdAt.toISOString(),
  }));
  c.header("X-Total-Count", String(total?.value ?? 0));
  return c.json(entries);
});
