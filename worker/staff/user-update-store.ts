import { and, eq } from "drizzle-orm";
import type { StaffUser } from "../contract/staff-users";
import type { Db } from "../db/client";
import { type NewUser, users } from "../db/schema";
import { deletesOwnAccount, endsSessions } from "../domain/staff-accounts";
import { type Actor, activityLog, changesOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { endSessionsOf } from "../http/session";
import { keepsAUserManagerWhere, lastAdminError } from "./last-admin-guard";
import { endTrustedBrowsersOf } from "./trusted-browsers";
import { toStaffUser } from "./user-view";

/** An admin's change to an account, or its deletion: both refused when they would leave no admin to open Users. */

async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new ApiError(404, "not_found", "No such user.");
  return user;
}

/** How the log writes a user's fields: the address masked, the password hash never. */
const USER_FIELD_KINDS = { email: "email", password: "hidden" } as const;

/**
 * `set.password`, when present, is already hashed; the log names the user and each field changed. A password set
 * here is an admin's reset: temporary, so the user must choose their own at the next sign-in, and every session of
 * the user ends. Two-factor stays as it is: a reset never skips it.
 */
export async function updateUser(db: Db, actor: Actor, id: string, set: Partial<NewUser>): Promise<StaffUser> {
  const before = await findUser(db, id);
  if (Object.keys(set).length === 0) return toStaffUser(before);

  const reset = set.password ? { mustChangePassword: true } : {};
  const [updated] = await db
    .update(users)
    .set({ ...set, ...reset })
    .where(and(eq(users.id, id), keepsAUserManagerWhere(db, id, set)))
    .returning();
  if (!updated) throw lastAdminError();

  await db.batch([
    activityLog(actor, db, {
      action: "user.update",
      entityType: "user",
      entityId: id,
      record: before.username,
      changes: changesOf(before, set, USER_FIELD_KINDS),
    }),
    ...(set.password
      ? [
          activityLog(actor, db, {
            action: "user.password_reset",
            entityType: "user",
            entityId: id,
            details: { username: before.username },
          }),
        ]
      : []),
    ...(endsSessions(before, set) ? [endSessionsOf(db, id), endTrustedBrowsersOf(db, id)] : []),
  ]);
  return toStaffUser(updated);
}

export async function deleteUser(db: Db, actor: Actor, id: string): Promise<void> {
  const before = await findUser(db, id);
  if (deletesOwnAccount(actor, id)) {
    throw new ApiError(409, "self_delete", "You cannot delete your own account while signed in with it.");
  }
  // Sessions and portal-access rows go with the user (foreign keys cascade); activity logs keep the id.
  // Judged as a deactivation: a deleted user manages nothing afterwards.
  const [removed] = await db
    .delete(users)
    .where(and(eq(users.id, id), keepsAUserManagerWhere(db, id, { isActive: false })))
    .returning({ id: users.id });
  if (!removed) throw lastAdminError();
  await activityLog(actor, db, {
    action: "user.delete",
    entityType: "user",
    entityId: id,
    details: { username: before.username },
  });
}
