import type { InvitationSent, StaffUser } from "../contract/staff-users";
import type { Db } from "../db/client";
import { type NewUser, users } from "../db/schema";
import { randomLinkToken } from "../domain/link-token";
import { hashPassword } from "../domain/password";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation } from "../http/errors";
import { invitationFor } from "./account-links";
import { toStaffUser } from "./user-view";

/**
 * A new account. With a password (already hashed), it is temporary: the user must choose their own at the first
 * sign-in. Without one, the account gets an unusable password and an invitation by email to choose it (decision 067).
 */
export async function createUser(
  db: Db,
  actor: Actor,
  values: Omit<NewUser, "password"> & { id: string },
  access: { password: string | null; origin: string },
  now = new Date(),
): Promise<StaffUser & { invitation: InvitationSent | null }> {
  const password = access.password ?? (await hashPassword(randomLinkToken()));
  const invitation =
    access.password === null && values.email ? await invitationFor(db, values, values.email, access.origin, now) : null;
  try {
    const [[created]] = await db.batch([
      db
        .insert(users)
        .values({ ...values, password, mustChangePassword: access.password !== null })
        .returning(),
      activityLog(actor, db, {
        action: "user.create",
        entityType: "user",
        entityId: values.id,
        details: { username: values.username, role: values.role },
      }),
      ...(invitation
        ? [
            ...invitation.statements,
            activityLog(actor, db, {
              action: "user.invite",
              entityType: "user",
              entityId: values.id,
              details: { username: values.username },
            }),
          ]
        : []),
    ]);
    return {
      ...toStaffUser(created!),
      invitation: invitation && { deliveryId: invitation.deliveryId, expiresAt: invitation.expiresAt.toISOString() },
    };
  } catch (err) {
    if (isUniqueViolation(err))
      throw new ApiError(409, "username_taken", "That username is already taken.", [
        { path: "username", message: "That username is already taken." },
      ]);
    throw err;
  }
}
