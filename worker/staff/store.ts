import { asc } from "drizzle-orm";
import { decideAccess } from "../contract/access";
import type { SessionInfo, StaffPortal, StaffUser } from "../contract/staff";
import type { Db } from "../db/client";
import { type AdminPortal, adminPortals, type User } from "../db/schema";

/** A user as the API shows it: the password hash never leaves the Worker. */
export function toStaffUser(user: User): StaffUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    department: user.department ?? null,
    permissions: user.permissions ?? null,
    isActive: user.isActive,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

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
  return db.select().from(adminPortals).orderBy(asc(adminPortals.sortOrder), asc(adminPortals.name));
}

/** The signed-in user and the areas they may use (what the SPA's route guard and navigation read). */
export async function sessionInfo(db: Db, user: User): Promise<SessionInfo> {
  const portals = await listPortals(db);
  return { user: toStaffUser(user), areas: portals.filter((portal) => decideAccess(user, portal).allowed).map((p) => p.slug) };
}
