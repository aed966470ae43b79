import type { Context } from "hono";
import type { LoginInput, MfaLoginInput } from "../contract/staff-sign-in";
import { verifyPassword } from "../domain/password";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import {
  claimLoginAttempt,
  forgiveLoginFailures,
  mfaThrottleKeys,
  settleLoginAttempt,
  throttleKeys,
} from "../http/login-throttle";
import { rateLimited } from "../http/rate-limit";
import { clientIp, userAgent } from "../http/request-info";
import {
  clearMfaChallenge,
  mfaChallengeUser,
  mfaRequiredForAll,
  requirementOf,
  sessionSecret,
  startMfaChallenge,
  startSession,
} from "../http/session";
import {
  acceptTotpCode,
  logBackupCodeUse,
  recordFailedSecondFactor,
  secondFactorUser,
  spendBackupCode,
} from "./mfa-store";
import { sessionInfo } from "./session-info";
import { findUserByName, markSignedIn, recordFailedSignIn } from "./sign-in-store";
import { isTrustedBrowser, trustThisBrowser } from "./trusted-browsers";

/**
 * Signing in (back-office spec section 7, "Session"; decisions 029, 087): the password step (the per-name and
 * per-address throttle, the same PBKDF2 work for an unknown name, an inactive account refused like a wrong password,
 * the second factor asked unless this browser is trusted) and the second-factor step (a code or a backup code, then
 * the session, and the browser trusted when asked). The routes (./auth-routes.ts) parse and answer.
 */

/**
 * Checked against when the username is unknown, so an unknown name costs the same PBKDF2 work as a wrong password
 * and the two cannot be told apart by timing. (The hash of a random string nobody knows.)
 */
const UNKNOWN_USER_HASH = "pbkdf2-sha256$100000$uLdio5fKGnG34DKfn_-jig$z15knT5JkYc2dCWNkcWtLBuWTCEInxboNgA8ru6k00I";

const INVALID_CREDENTIALS = "Invalid username or password";
const CHALLENGE_EXPIRED = "The sign-in has expired: enter your username and password again.";

/** POST /api/auth/login: a session, or `{ mfaRequired }` with a five-minute challenge cookie. */
export async function signInWithPassword(c: Context<AppEnv>, input: LoginInput) {
  const { username, password } = input;
  const db = c.var.db;
  const keys = throttleKeys(username, clientIp(c));
  const attempt = await claimLoginAttempt(db, keys);
  if (!("claim" in attempt))
    throw rateLimited(attempt.retryAfterSeconds, "Too many failed sign-in attempts. Please wait and try again.");

  const user = await findUserByName(db, username);
  const passwordMatches = await verifyPassword(password, user?.password ?? UNKNOWN_USER_HASH);
  // An inactive account is refused like a wrong password: no hint that the name exists.
  if (!user || !passwordMatches || !user.isActive) {
    await recordFailedSignIn(db, username);
    throw new ApiError(401, "invalid_credentials", INVALID_CREDENTIALS);
  }
  await settleLoginAttempt(db, attempt.claim);
  c.header("Cache-Control", "no-store");
  // A browser trusted after an earlier second factor (decision 087) signs in with the password alone.
  if (user.mfaSecret && !(await isTrustedBrowser(c, db, user.id))) {
    await startMfaChallenge(c, user);
    return { mfaRequired: true as const };
  }
  const now = new Date();
  const signedIn = (await markSignedIn(db, keys, user.id, now)) ?? user;
  await startSession(c, db, signedIn, now);
  const session = await sessionInfo(db, signedIn, requirementOf(signedIn, await mfaRequiredForAll(db)), c.env);
  return { ...session, failedSignInsSinceLastLogin: user.failedLogins };
}

/** POST /api/auth/login/mfa: the challenge's second factor, then the session. */
export async function signInWithSecondFactor(c: Context<AppEnv>, input: MfaLoginInput) {
  const { code, backupCode, trustBrowser } = input;
  const db = c.var.db;
  c.header("Cache-Control", "no-store");
  const user = await secondFactorUser(db, await mfaChallengeUser(c));
  if (!user) {
    clearMfaChallenge(c);
    throw new ApiError(401, "mfa_challenge_expired", CHALLENGE_EXPIRED);
  }
  const ip = clientIp(c);
  const keys = mfaThrottleKeys(user.id, ip);
  const attempt = await claimLoginAttempt(db, keys);
  if (!("claim" in attempt))
    throw rateLimited(attempt.retryAfterSeconds, "Too many wrong codes. Please wait and try again.");

  const secret = sessionSecret(c);
  const accepted =
    code !== undefined
      ? await acceptTotpCode(db, secret, user, code)
      : await spendBackupCode(db, secret, user.id, backupCode!);
  if (!accepted) {
    await recordFailedSecondFactor(db, user.id);
    throw new ApiError(
      401,
      "invalid_code",
      code !== undefined
        ? "That code is not right, or was already used."
        : "That backup code is not right, or was already used.",
    );
  }
  clearMfaChallenge(c);
  const now = new Date();
  await settleLoginAttempt(db, attempt.claim);
  await forgiveLoginFailures(db, keys);
  const signedIn = (await markSignedIn(db, throttleKeys(user.username, ip), user.id, now)) ?? user;
  if (backupCode !== undefined)
    await logBackupCodeUse(db, { userId: user.id, ipAddress: ip, userAgent: userAgent(c) }, user);
  if (trustBrowser) await trustThisBrowser(c, db, user, now);
  await startSession(c, db, signedIn, now);
  const session = await sessionInfo(db, signedIn, requirementOf(signedIn, await mfaRequiredForAll(db)), c.env);
  return { ...session, failedSignInsSinceLastLogin: user.failedLogins };
}
