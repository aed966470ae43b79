import { asc, count } from "drizzle-orm";
import { decideAccess } from "../contract/access";
import type { AccessMatrix } from "../contract/staff";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { orderedStaffAreas } from "./store";

/** Every area against one page of users by name, each cell decided by the one access rule; `total` counts the users. */
export async function accessMatrix(db: Db, page: SmallListQuery): Promise<AccessMatrix & { total: number }> {
  const [areas, staff, [counted]] = await db.batch([
    orderedStaffAreas(db),
    db.select().from(users).orderBy(asc(users.username), asc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(users),
  ]);
  return {
    total: counted?.total ?? 0,
    areas: areas.map(({ id, slug, name, requiredRole, isActive }) => ({ id, slug, name, requiredRole, isActive })),
    users: staff.map((user) => ({
      id: user.id,
      username: user.username,
      role: user.role,
      isActive: user.isActive,
      access: areas.map((area) => ({ areaId: area.id, slug: area.slug, ...decideAccess(user, area) })),
    })),
  };
}
