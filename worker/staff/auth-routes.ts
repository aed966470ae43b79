import { Hono } from "hono";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { loginRetryAfter, throttleKeys } from "../http/login-throttle";
import { rateLimited } from "../http/rate-limit";
import { reply } from "../http/reply";
import { clientIp } from "../http/request-info";
import { clearSessionCookie, endSession, requireStaff, startSession } from "../http/session";
import { validate } from "../http/validate";
import { loginSchema } from "../contract/staff";
import { verifyPassword } from "../domain/password";
import { findUserByName, markSignedIn, recordFailedSignIn, sessionInfo } from "./store";

/**
 * Checked against when the username is unknown, so an unknown name costs the same PBKDF2 work as a wrong password
 * and the two cannot be told apart by timing. (The hash of a random string nobody knows.)
 */
const UNKNOWN_USER_HASH = "pbkdf2-sha256$100000$uLdio5fKGnG34DKfn_-jig$z15knT5JkYc2dCWNkcWtLBuWTCEInxboNgA8ru6k00I";

const INVALID_CREDENTIALS = "Invalid username or password";

/** Sign-in, the session check and sign-out (back-office spec section 7, "Session"). */
export const authRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", loginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const keys = throttleKeys(username, clientIp(c));
    const wait = await loginRetryAfter(db, keys);
    if (wait > 0) throw rateLimited(wait, "Too many failed sign-in attempts. Please wait and try again.");

    const user = await findUserByName(db, username);
    const passwordMatches = await verifyPassword(password, user?.password ?? UNKNOWN_USER_HASH);
    // An inactive account is refused like a wrong password: no hint that the name exists.
    if (!user || !passwordMatches || !user.isActive) {
      await recordFailedSignIn(db, keys, username);
      throw new ApiError(401, "invalid_credentials", INVALID_CREDENTIALS);
    }
    const now = new Date();
    const signedIn = await markSignedIn(db, keys, user.id, now);
    await startSession(c, db, signedIn ?? user, now);
    c.header("Cache-Control", "no-store");
    const session = await sessionInfo(db, signedIn ?? user);
    return reply(c, "POST /api/auth/login", { ...session, failedSignInsSinceLastLogin: user.failedLogins });
  })
  .get("/verify", async (c) => {
    const staff = requireStaff(c);
    c.header("Cache-Control", "private, no-store");
    return reply(c, "GET /api/auth/verify", await sessionInfo(createDb(c.env.DB), staff.user));
  })
  .post("/logout", async (c) => {
    const staff = c.get("staff");
    if (staff) await endSession(createDb(c.env.DB), staff.sessionId, staff.user.id);
    clearSessionCookie(c);
    return reply(c, "POST /api/auth/logout", { ok: true });
  });
