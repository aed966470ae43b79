import { asc, count, eq } from "drizzle-orm";
import type { StaffPortal } from "../contract/staff";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { type AdminPortal, adminPortals, type NewAdminPortal } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation } from "../http/errors";

/**
 * Portals: the back-office areas and the role each requires. Users live in user-*-store.ts, the access matrix in
 * access-matrix-store.ts, sign-in's queries in sign-in-store.ts.
 */

export function toStaffPortal(portal: AdminPortal): StaffPortal {
  return {
    id: portal.id,
    name: portal.name,
    slug: portal.slug,
    description: portal.description ?? null,
    icon: portal.icon ?? null,
    requiredRole: portal.requiredRole,
    isActive: portal.isActive,
    sortOrder: portal.sortOrder,
    createdAt: portal.createdAt.toISOString(),
  };
}

export function listPortals(db: Db) {
  return db
    .select()
    .from(adminPortals)
    .orderBy(asc(adminPortals.sortOrder), asc(adminPortals.name), asc(adminPortals.id));
}

function slugTaken(err: unknown): ApiError | unknown {
  if (!isUniqueViolation(err)) return err;
  return new ApiError(409, "slug_taken", "Another portal already uses that slug.", [
    { path: "slug", message: "Another portal already uses that slug." },
  ]);
}

/** One page of back-office areas in menu order, and how many there are. */
export async function listStaffPortals(db: Db, page: SmallListQuery): Promise<{ rows: StaffPortal[]; total: number }> {
  const [rows, [counted]] = await db.batch([
    listPortals(db).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(adminPortals),
  ]);
  return { rows: rows.map(toStaffPortal), total: counted?.total ?? 0 };
}

export async function createPortal(db: Db, actor: Actor, input: Omit<NewAdminPortal, "id">): Promise<StaffPortal> {
  const id = crypto.randomUUID();
  try {
    const [[created]] = await db.batch([
      db
        .insert(adminPortals)
        .values({ ...input, id })
        .returning(),
      activityLog(actor, db, {
        action: "portal.create",
        entityType: "portal",
        entityId: id,
        details: { slug: input.slug, requiredRole: input.requiredRole },
      }),
    ]);
    return toStaffPortal(created!);
  } catch (err) {
    throw slugTaken(err);
  }
}

export async function updatePortal(
  db: Db,
  actor: Actor,
  id: string,
  changes: Partial<NewAdminPortal>,
): Promise<StaffPortal> {
  const [existing] = await db
    .select({ id: adminPortals.id })
    .from(adminPortals)
    .where(eq(adminPortals.id, id))
    .limit(1);
  if (!existing) throw new ApiError(404, "not_found", "No such portal.");
  try {
    const [[updated]] = await db.batch([
      db.update(adminPortals).set(changes).where(eq(adminPortals.id, id)).returning(),
      activityLog(actor, db, { action: "portal.update", entityType: "portal", entityId: id, details: changes }),
    ]);
    return toStaffPortal(updated!);
  } catch (err) {
    throw slugTaken(err);
  }
}

export async function deletePortal(db: Db, actor: Actor, id: string): Promise<void> {
  const [removed] = await db.delete(adminPortals).where(eq(adminPortals.id, id)).returning();
  if (!removed) throw new ApiError(404, "not_found", "No such portal.");
  // A deleted area falls back to admins only (the spec's default required role): nobody gains access by it.
  await activityLog(actor, db, {
    action: "portal.delete",
    entityType: "portal",
    entityId: id,
    details: { slug: removed.slug },
  });
}
