import { Hono } from "hono";
import { PASSWORD_RESET_REQUESTED } from "../contract/account-rules";
import {
  accountLinkCheckSchema,
  accountLinkUseSchema,
  loginSchema,
  mfaLoginSchema,
  passwordResetRequestSchema,
} from "../contract/staff";
import { verifyPassword } from "../domain/password";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import {
  claimLoginAttempt,
  forgiveLoginFailures,
  mfaThrottleKeys,
  settleLoginAttempt,
  throttleKeys,
} from "../http/login-throttle";
import { rateLimitByIp, rateLimited } from "../http/rate-limit";
import { reply } from "../http/reply";
import { clientIp, userAgent } from "../http/request-info";
import {
  clearMfaChallenge,
  clearSessionCookie,
  endSession,
  mfaChallengeUser,
  mfaRequiredForAll,
  requirementOf,
  requireStaff,
  sessionSecret,
  startMfaChallenge,
  startSession,
} from "../http/session";
import { siteOrigin } from "../http/site-origin";
import { validate } from "../http/validate";
import { checkAccountLink, sendPasswordReset, useAccountLink } from "./account-links";
import {
  acceptTotpCode,
  logBackupCodeUse,
  recordFailedSecondFactor,
  secondFactorUser,
  spendBackupCode,
} from "./account-store";
import { findUserByName, markSignedIn, recordFailedSignIn, sessionInfo } from "./store";
import { isTrustedBrowser, trustThisBrowser } from "./trusted-browsers";

/**
 * Checked against when the username is unknown, so an unknown name costs the same PBKDF2 work as a wrong password
 * and the two cannot be told apart by timing. (The hash of a random string nobody knows.)
 */
const UNKNOWN_USER_HASH = "pbkdf2-sha256$100000$uLdio5fKGnG34DKfn_-jig$z15knT5JkYc2dCWNkcWtLBuWTCEInxboNgA8ru6k00I";

/** Reset requests from one address: a person who forgot needs a few, a script probing names needs many. */
const PASSWORD_RESET_PER_IP = { limit: 10, windowMs: 15 * 60_000 };
/** Tries of link tokens from one address (checks and uses): far too few to guess 256 bits, plenty for typos. */
const PASSWORD_LINK_PER_IP = { limit: 30, windowMs: 15 * 60_000 };

const INVALID_CREDENTIALS = "Invalid username or password";
const CHALLENGE_EXPIRED = "The sign-in has expired: enter your username and password again.";

/**
 * Sign-in, the session check and sign-out (back-office spec section 7, "Session"). With two-factor on, the right
 * password starts no session: it answers `{ mfaRequired: true }` and a five-minute cookie, and POST /login/mfa with a
 * code or a backup code completes the sign-in (decisions/029), and may trust the browser for 30 days (decision 087).
 */
export const authRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", loginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
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
      return reply(c, "POST /api/auth/login", { mfaRequired: true });
    }
    const now = new Date();
    const signedIn = (await markSignedIn(db, keys, user.id, now)) ?? user;
    await startSession(c, db, signedIn, now);
    const session = await sessionInfo(db, signedIn, requirementOf(signedIn, await mfaRequiredForAll(db)), c.env);
    return reply(c, "POST /api/auth/login", { ...session, failedSignInsSinceLastLogin: user.failedLogins });
  })
  .post("/login/mfa", validate("json", mfaLoginSchema), async (c) => {
    const { code, backupCode, trustBrowser } = c.req.valid("json");
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
    return reply(c, "POST /api/auth/login/mfa", { ...session, failedSignInsSinceLastLogin: user.failedLogins });
  })
  .get("/verify", async (c) => {
    const staff = requireStaff(c);
    c.header("Cache-Control", "private, no-store");
    return reply(c, "GET /api/auth/verify", await sessionInfo(c.var.db, staff.user, staff.requirement, c.env));
  })
  // "Forgot password?" (decision 067): the same 202, at once, whether the name exists, has an email or is throttled.
  .post(
    "/password-reset",
    rateLimitByIp("password-reset", PASSWORD_RESET_PER_IP),
    validate("json", passwordResetRequestSchema),
    async (c) => {
      const origin = siteOrigin(c.env, c.req.url);
      // Looked up and sent after the answer, so a known and an unknown name take the same time to answer.
      c.executionCtx.waitUntil(sendPasswordReset(c.env, c.var.db, c.req.valid("json").username, origin));
      c.header("Cache-Control", "no-store");
      return reply(c, "POST /api/auth/password-reset", { ok: true, message: PASSWORD_RESET_REQUESTED }, 202);
    },
  )
  .post(
    "/password-reset/check",
    rateLimitByIp("password-link", PASSWORD_LINK_PER_IP),
    validate("json", accountLinkCheckSchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return reply(
        c,
        "POST /api/auth/password-reset/check",
        await checkAccountLink(c.var.db, c.req.valid("json").token),
      );
    },
  )
  .post(
    "/password-reset/complete",
    rateLimitByIp("password-link", PASSWORD_LINK_PER_IP),
    validate("json", accountLinkUseSchema),
    async (c) => {
      const done = await useAccountLink(c.var.db, actorOf(c), c.req.valid("json"));
      c.header("Cache-Control", "no-store");
      return reply(c, "POST /api/auth/password-reset/complete", { ok: true, username: done.username });
    },
  )
  .post("/logout", async (c) => {
    const staff = c.get("staff");
    if (staff) await endSession(c.var.db, staff.sessionId, staff.user.id);
    clearSessionCookie(c);
    return reply(c, "POST /api/auth/logout", { ok: true });
  });
