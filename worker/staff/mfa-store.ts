import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { COMPANY } from "../contract/company";
import type { Db } from "../db/client";
import { mfaBackupCodes, type User, users } from "../db/schema";
import { decryptText, encryptText, keyedHash } from "../domain/secret-box";
import { acceptedTotpStep, newBackupCodes, newTotpSecret, normalizeBackupCode, qrSvg, totpUri } from "../domain/totp";
import type { SignedIn } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { endOtherSessionsOf, mfaRequiredForAll } from "../http/session";
import { fieldError } from "./own-password-store";
import { endTrustedBrowsersOf } from "./trusted-browsers";

/**
 * One's own two-factor sign-in: enrolment, codes and backup codes at sign-in, turning it off. Secrets are sealed with
 * AES-GCM and backup codes kept as HMACs, both keyed from SESSION_SECRET (`secret` below), so a copy of the database
 * alone yields neither (decisions/029).
 */

const totpKey = (secret: string) => `totp:${secret}`;
const backupKey = (secret: string) => `backup-codes:${secret}`;

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
