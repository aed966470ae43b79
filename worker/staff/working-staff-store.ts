import { and, asc, count, eq, ne } from "drizzle-orm";
import type { StaffRef } from "../contract/application-pipeline";
import { ROLES } from "../contract/enums";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { validationError } from "../http/errors";

/** Staff who work cases (own applications, take messages): active users from recruiter up. */
export const isWorkingStaff = and(eq(users.isActive, true), ne(users.role, ROLES[0]));

/** A 400 naming `field` unless `id` is null, absent or a working staff member: who may own a job or a client. */
export async function checkWorkingStaff(db: Db, id: string | null | undefined, field = "ownerId"): Promise<void> {
  if (!id) return;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isWorkingStaff))
    .limit(1);
  if (!owner)
    throw validationError([{ path: field, message: "The owner must be an active staff member (recruiter or above)" }]);
}

/** The working staff by name, for owner and assignee choices: one page and how many there are. */
export async function listWorkingStaff(db: Db, page: SmallListQuery): Promise<{ rows: StaffRef[]; total: number }> {
  const [rows, [counted]] = await db.batch([
    db
      .select({ id: users.id, name: users.username })
      .from(users)
      .where(isWorkingStaff)
      .orderBy(asc(users.username), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(isWorkingStaff),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
