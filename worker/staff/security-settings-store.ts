import { and, asc, count, eq, isNull } from "drizzle-orm";
import { type SecuritySettings, UNENROLLED_NAMES_MAX } from "../contract/staff-users";
import type { Db } from "../db/client";
import { staffSecuritySettings, type User, users } from "../db/schema";
import { mayRequireMfaForAll } from "../domain/staff-accounts";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";

/** "Require two-factor for all staff" (the Users screen), and who is not enrolled yet. */

export async function securitySettings(db: Db): Promise<SecuritySettings> {
  const unenrolled = and(eq(users.isActive, true), isNull(users.mfaEnabledAt));
  const [[row], names, [total]] = await db.batch([
    db.select().from(staffSecuritySettings).where(eq(staffSecuritySettings.id, 1)),
    db
      .select({ username: users.username })
      .from(users)
      .where(unenrolled)
      .orderBy(asc(users.username))
      .limit(UNENROLLED_NAMES_MAX),
    db.select({ value: count() }).from(users).where(unenrolled),
  ]);
  return {
    requireMfa: row?.requireMfa ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    unenrolled: { total: total?.value ?? 0, usernames: names.map((name) => name.username) },
  };
}

/**
 * Saves "require two-factor for all". An admin without it cannot switch it on: they would be held at enrolment
 * themselves, out of the Users screen, the moment it saved.
 */
export async function saveSecuritySettings(
  db: Db,
  actor: Actor,
  admin: Pick<User, "mfaSecret">,
  requireMfa: boolean,
): Promise<SecuritySettings> {
  if (!mayRequireMfaForAll(admin, requireMfa))
    throw new ApiError(
      409,
      "mfa_enrolment_first",
      "Set up two-factor sign-in for your own account first (My account, Two-factor sign-in): requiring it for everyone now would lock you out of this screen.",
    );
  const now = new Date();
  await db.batch([
    db
      .insert(staffSecuritySettings)
      .values({ id: 1, requireMfa, updatedAt: now, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: staffSecuritySettings.id,
        set: { requireMfa, updatedAt: now, updatedBy: actor.userId },
      }),
    activityLog(actor, db, {
      action: "settings.require_mfa",
      entityType: "settings",
      entityId: "staff_security",
      details: { requireMfa },
    }),
  ]);
  return securitySettings(db);
}
