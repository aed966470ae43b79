import { and, asc, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { COMPANY } from "../contract/company";
import type { StaffSessionView } from "../contract/staff-account";
import { type SecuritySettings, UNENROLLED_NAMES_MAX } from "../contract/staff-users";
import type { Db } from "../db/client";
import {
  accountLinks,
  mfaBackupCodes,
  type Session,
  sessions,
  staffSecuritySettings,
  type User,
  users,
} from "../db/schema";
import { hashPassword, verifyPassword } from "../domain/password";
import { decryptText, encryptText, keyedHash } from "../domain/secret-box";
import { acceptedTotpStep, newBackupCodes, newTotpSecret, normalizeBackupCode, qrSvg, totpUri } from "../domain/totp";
import { browserLabel } from "../domain/user-agent";
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
import { endOtherSessionsOf, endSession, endSessionsOf, mfaRequiredForAll } from "../http/session";
import { newPasswordProblem } from "./password-rules";
import { endTrustedBrowsersOf } from "./trusted-browsers";

/**
 * One's own account (password, two-factor, sessions) and the admin's security levers over others (end a user's
 * sessions, require two-factor for all). Two-factor secrets are sealed with AES-GCM and backup codes kept as HMACs,
 * both keyed from SESSION_SECRET (`secret` below), so a copy of the database alone yields neither (decisions/029).
 */

const totpKey = (secret: string) => `totp:${secret}`;
const backupKey = (secret: string) => `backup-codes:${secret}`;

export function fieldError(path: string, message: string, code = "invalid_input"): ApiError {
  return new ApiError(400, code, message, [{ path, message }]);
}

// Password

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

// Two-factor

/** Enrolment's first step: a new secret, kept pending (sealed) until a code from the app confirms it. */
export async function startMfaSetup(db: Db, secret: string, user: User) {
  if (user.mfaSecret)
    throw new ApiError(
      409,
      "mfa_already_enabled",
      "Two-factor sign-in is already on. Turn it off first to set up another app.",
    );
  const totpSecret = newTotpSecret();
  await db
    .update(users)
    .set({ mfaPendingSecret: await encryptText(totpKey(secret), totpSecret) })
    .where(eq(users.id, user.id));
  const uri = totpUri(totpSecret, COMPANY.name, user.username);
  return { secret: totpSecret, uri, qrSvg: qrSvg(uri) };
}

async function hashBackupCode(secret: string, userId: string, code: string) {
  return keyedHash(backupKey(secret), `${userId}:${code}`);
}

/**
 * Confirms enrolment with a first code: two-factor is on, ten new backup codes are made (returned once, stored as
 * HMACs) and every other session of the user ends.
 */
export async function enableMfa(
  db: Db,
  actor: Actor,
  secret: string,
  staff: SignedIn,
  code: string,
  now = Date.now(),
): Promise<string[]> {
  const { user } = staff;
  if (user.mfaSecret) throw new ApiError(409, "mfa_already_enabled", "Two-factor sign-in is already on.");
  if (!user.mfaPendingSecret)
    throw new ApiError(
      409,
      "mfa_setup_missing",
      "Start the setup first: no authenticator app is waiting to be confirmed.",
    );
  const totpSecret = await decryptText(totpKey(secret), user.mfaPendingSecret);
  const step = acceptedTotpStep(totpSecret, code, now, null);
  if (step === null)
    throw fieldError("code", "That code is not right: enter the 6 digits your app shows now", "invalid_code");

  const codes = newBackupCodes();
  const hashes = await Promise.all(codes.map((c) => hashBackupCode(secret, user.id, normalizeBackupCode(c)!)));
  await db.batch([
    db
      .update(users)
      .set({ mfaSecret: user.mfaPendingSecret, mfaPendingSecret: null, mfaEnabledAt: new Date(now), mfaLastStep: step })
      .where(eq(users.id, user.id)),
    db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id)),
    db.insert(mfaBackupCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash }))),
    endOtherSessionsOf(db, user.id, staff.sessionId),
    activityLog(actor, db, {
      action: "account.mfa_enable",
      entityType: "user",
      entityId: user.id,
      details: { username: user.username },
    }),
  ]);
  return codes;
}

/**
 * Whether `code` is a current code of the user's app that was not used before. Accepting it records its time step
 * in the same statement that checks it is newer, so two requests cannot both use one code.
 */
export async function acceptTotpCode(
  db: Db,
  secret: string,
  user: User,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!user.mfaSecret) return false;
  const step = acceptedTotpStep(
    await decryptText(totpKey(secret), user.mfaSecret),
    code,
    now,
    user.mfaLastStep ?? null,
  );
  if (step === null) return false;
  const [accepted] = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return Boolean(accepted);
}

/** Whether `input` is one of the user's unused backup codes; it is used up by the same statement. */
export async function spendBackupCode(db: Db, secret: string, userId: string, input: string): Promise<boolean> {
  const code = normalizeBackupCode(input);
  if (!code) return false;
  const codeHash = await hashBackupCode(secret, userId, code);
  const [used] = await db
    .update(mfaBackupCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(mfaBackupCodes.userId, userId), eq(mfaBackupCodes.codeHash, codeHash), isNull(mfaBackupCodes.usedAt)))
    .returning({ id: mfaBackupCodes.id });
  return Boolean(used);
}

/** The user a pending second factor names, if they can still complete it (active, two-factor still on). */
export async function secondFactorUser(db: Db, userId: string | null): Promise<User | undefined> {
  if (!userId) return undefined;
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  return user?.isActive && user.mfaSecret ? user : undefined;
}

/** A wrong code, already counted by the second factor's throttle (its claim): counted on the account so its owner hears of it. */
export async function recordFailedSecondFactor(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.id, userId));
}

/** A backup code was spent: the owner and the admins see it in the log (without the code). */
export async function logBackupCodeUse(db: Db, actor: Actor, user: User): Promise<void> {
  await activityLog(actor, db, {
    action: "account.backup_code_used",
    entityType: "user",
    entityId: user.id,
    details: { username: user.username },
  });
}

/** Turning two-factor off takes a current code from the app (not a backup code, not the password alone). */
export async function disableMfa(
  db: Db,
  actor: Actor,
  secret: string,
  user: User,
  code: string,
  now = Date.now(),
): Promise<void> {
  if (!user.mfaSecret) throw new ApiError(409, "mfa_not_enabled", "Two-factor sign-in is not on.");
  if (await mfaRequiredForAll(db)) {
    throw new ApiError(409, "mfa_required", "Two-factor sign-in is required for all staff: it cannot be turned off.");
  }
  if (!(await acceptTotpCode(db, secret, user, code, now))) {
    throw fieldError("code", "That code is not right: enter the 6 digits your app shows now", "invalid_code");
  }
  await db.batch([
    db
      .update(users)
      .set({ mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null, mfaLastStep: null })
      .where(eq(users.id, user.id)),
    db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id)),
    endTrustedBrowsersOf(db, user.id),
    activityLog(actor, db, {
      action: "account.mfa_disable",
      entityType: "user",
      entityId: user.id,
      details: { username: user.username },
    }),
  ]);
}

// Sessions

function toSessionView(session: Session, currentId: string): StaffSessionView {
  return {
    id: session.id,
    current: session.id === currentId,
    browser: browserLabel(session.userAgent ?? null),
    ipAddress: session.ipAddress ?? null,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** One page of the user's own sessions, the current one first, then the most recently seen. */
export async function ownSessionsPage(db: Db, staff: SignedIn, limit: number, offset: number) {
  const mine = eq(sessions.userId, staff.user.id);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(sessions)
      .where(mine)
      .orderBy(desc(sql`${sessions.id} = ${staff.sessionId}`), desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(sessions).where(mine),
  ]);
  return { rows: rows.map((row) => toSessionView(row, staff.sessionId)), total: total?.value ?? 0 };
}

/** Signs one of the user's own sessions out (the current one too: that is signing out here). */
export async function endOwnSession(db: Db, actor: Actor, staff: SignedIn, sessionId: string): Promise<void> {
  const own = and(eq(sessions.id, sessionId), eq(sessions.userId, staff.user.id));
  const [found] = await db.select({ id: sessions.id }).from(sessions).where(own);
  if (!found) throw new ApiError(404, "not_found", "No such session of yours.");
  await db.batch([
    endSession(db, sessionId, staff.user.id),
    activityLog(actor, db, {
      action: "account.session_revoke",
      entityType: "user",
      entityId: staff.user.id,
      details: { sessionId },
    }),
  ]);
}

/** "Sign out everywhere else": the number of sessions ended. */
export async function endOtherSessions(db: Db, actor: Actor, staff: SignedIn): Promise<number> {
  const [ended] = await db.batch([
    endOtherSessionsOf(db, staff.user.id, staff.sessionId).returning({ id: sessions.id }),
    activityLog(actor, db, { action: "account.sessions_revoke_others", entityType: "user", entityId: staff.user.id }),
  ]);
  return ended.length;
}

/** An admin ends every session of a user at once. */
export async function endSessionsOfUser(db: Db, actor: Actor, userId: string): Promise<number> {
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(404, "not_found", "No such user.");
  const [ended] = await db.batch([
    endSessionsOf(db, userId).returning({ id: sessions.id }),
    endTrustedBrowsersOf(db, userId),
    activityLog(actor, db, {
      action: "user.sessions_revoke",
      entityType: "user",
      entityId: userId,
      details: { username: user.username },
    }),
  ]);
  return ended.length;
}

// Settings

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
  if (requireMfa && !admin.mfaSecret)
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
