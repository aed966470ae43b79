import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountLinks, type User, users } from "../db/schema";
import { hashPassword, verifyPassword } from "../domain/password";
import type { SignedIn } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import {
  claimLoginAttempt,
  forgiveLoginFailures,
  passwordChangeThrottleKeys,
  settleLoginAttempt,
} from "../http/login-throttle";
import { rateLimited } from "../http/rate-limit";
import { endOtherSessionsOf } from "../http/session";
import { newPasswordProblem } from "./password-rules";
import { endTrustedBrowsersOf } from "./trusted-browsers";

/** One's own password: the current one checked (throttled like sign-in) and a new one chosen. */

export function fieldError(path: string, message: string, code = "invalid_input"): ApiError {
  return new ApiError(400, code, message, [{ path, message }]);
}

/**
 * Checks the current password a change of the account asks for (a new password, a new address), throttled like
 * sign-in: a wrong one stays counted by its claim. Answers the throttle's keys, to forgive in the change's batch.
 */
export async function checkCurrentPassword(db: Db, actor: Actor, user: User, currentPassword: string) {
  const keys = passwordChangeThrottleKeys(user.id, actor.ipAddress);
  const attempt = await claimLoginAttempt(db, keys);
  if (!("claim" in attempt))
    throw rateLimited(attempt.retryAfterSeconds, "Too many wrong current passwords. Please wait and try again.");
  if (!(await verifyPassword(currentPassword, user.password)))
    throw fieldError("currentPassword", "Current password is not right", "wrong_password");
  await settleLoginAttempt(db, attempt.claim);
  return keys;
}

export async function changePassword(
  db: Db,
  actor: Actor,
  staff: SignedIn,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { user } = staff;
  const keys = await checkCurrentPassword(db, actor, user, input.currentPassword);
  const problem = await newPasswordProblem(input.newPassword, {
    mfaEnabled: user.mfaSecret !== null,
    username: user.username,
  });
  if (problem) throw fieldError("newPassword", problem);
  if (input.newPassword === input.currentPassword)
    throw fieldError("newPassword", "New password must differ from the current one");

  await db.batch([
    db
      .update(users)
      .set({ password: await hashPassword(input.newPassword), mustChangePassword: false })
      .where(eq(users.id, user.id)),
    // Whoever else holds a session of this account (the reason to change it, often) is signed out, and any new
    // email address they asked for is dropped.
    endOtherSessionsOf(db, user.id, staff.sessionId),
    endTrustedBrowsersOf(db, user.id),
    db
      .delete(accountLinks)
      .where(
        and(eq(accountLinks.userId, user.id), eq(accountLinks.purpose, "email_change"), isNull(accountLinks.usedAt)),
      ),
    forgiveLoginFailures(db, keys),
    activityLog(actor, db, {
      action: "account.password_change",
      entityType: "user",
      entityId: user.id,
      details: { username: user.username },
    }),
  ]);
}
