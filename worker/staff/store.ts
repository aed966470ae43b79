import { asc, count, eq } from "drizzle-orm";
import type { StaffArea } from "../contract/staff";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { type NewStaffAreaRow, type StaffAreaRow, staffAreas } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation } from "../http/errors";

/**
 * Portals: the back-office areas and the role each requires. Users live in user-*-store.ts, the access matrix in
 * access-matrix-store.ts, sign-in's queries in sign-in-store.ts.
 */

export function toStaffArea(area: StaffAreaRow): StaffArea {
  return {
    id: area.id,
    name: area.name,
    slug: area.slug,
    description: area.description ?? null,
    icon: area.icon ?? null,
    requiredRole: area.requiredRole,
    isActive: area.isActive,
    sortOrder: area.sortOrder,
    createdAt: area.createdAt.toISOString(),
  };
}

export function orderedStaffAreas(db: Db) {
  return db.select().from(staffAreas).orderBy(asc(staffAreas.sortOrder), asc(staffAreas.name), asc(staffAreas.id));
}

function slugTaken(err: unknown): ApiError | unknown {
  if (!isUniqueViolation(err)) return err;
  return new ApiError(409, "slug_taken", "Another staff area already uses that slug.", [
    { path: "slug", message: "Another staff area already uses that slug." },
  ]);
}

/** One page of back-office areas in menu order, and how many there are. */
export async function listStaffAreas(db: Db, page: SmallListQuery): Promise<{ rows: StaffArea[]; total: number }> {
  const [rows, [counted]] = await db.batch([
    orderedStaffAreas(db).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(staffAreas),
  ]);
  return { rows: rows.map(toStaffArea), total: counted?.total ?? 0 };
}

export async function createStaffArea(db: Db, actor: Actor, input: Omit<NewStaffAreaRow, "id">): Promise<StaffArea> {
  const id = crypto.randomUUID();
  try {
    const [[created]] = await db.batch([
      db
        .insert(staffAreas)
        .values({ ...input, id })
        .returning(),
      activityLog(actor, db, {
        action: "portal.create",
        entityType: "portal",
        entityId: id,
        details: { slug: input.slug, requiredRole: input.requiredRole },
      }),
    ]);
    return toStaffArea(created!);
  } catch (err) {
    throw slugTaken(err);
  }
}

export async function updateStaffArea(
  db: Db,
  actor: Actor,
  id: string,
  changes: Partial<NewStaffAreaRow>,
): Promise<StaffArea> {
  const [existing] = await db.select({ id: staffAreas.id }).from(staffAreas).where(eq(staffAreas.id, id)).limit(1);
  if (!existing) throw new ApiError(404, "not_found", "No such staff area.");
  try {
    const [[updated]] = await db.batch([
      db.update(staffAreas).set(changes).where(eq(staffAreas.id, id)).returning(),
      activityLog(actor, db, { action: "portal.update", entityType: "portal", entityId: id, details: changes }),
    ]);
    return toStaffArea(updated!);
  } catch (err) {
    throw slugTaken(err);
  }
}

export async function deleteStaffArea(db: Db, actor: Actor, id: string): Promise<void> {
  const [removed] = await db.delete(staffAreas).where(eq(staffAreas.id, id)).returning();
  if (!removed) throw new ApiError(404, "not_found", "No such staff area.");
  // A deleted area falls back to admins only (the spec's default required role): nobody gains access by it.
  await activityLog(actor, db, {
    action: "portal.delete",
    entityType: "portal",
    entityId: id,
    details: { slug: removed.slug },
  });
}
