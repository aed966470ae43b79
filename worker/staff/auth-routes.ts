import { Hono } from "hono";
import { PASSWORD_RESET_REQUESTED } from "../contract/account-rules";
import {
  accountLinkCheckSchema,
  accountLinkUseSchema,
  loginSchema,
  mfaLoginSchema,
  passwordResetRequestSchema,
} from "../contract/staff-sign-in";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { rateLimitByIp } from "../http/rate-limit";
import { reply } from "../http/reply";
import { clearSessionCookie, endSession, requireStaff } from "../http/session";
import { siteOrigin } from "../http/site-origin";
import { validate } from "../http/validate";
import { checkAccountLink, sendPasswordReset, useAccountLink } from "./account-links";
import { sessionInfo } from "./session-info";
import { signInWithPassword, signInWithSecondFactor } from "./sign-in";

/** Reset requests from one address: a person who forgot needs a few, a script probing names needs many. */
const PASSWORD_RESET_PER_IP = { limit: 10, windowMs: 15 * 60_000 };
/** Tries of link tokens from one address (checks and uses): far too few to guess 256 bits, plenty for typos. */
const PASSWORD_LINK_PER_IP = { limit: 30, windowMs: 15 * 60_000 };

/**
 * Sign-in, the session check and sign-out (back-office spec section 7, "Session"). With two-factor on, the right
 * password starts no session: it answers `{ mfaRequired: true }` and a five-minute cookie, and POST /login/mfa with a
 * code or a backup code completes the sign-in (decisions/029), and may trust the browser for 30 days (decision 087).
 */
export const authRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", loginSchema), async (c) =>
    reply(c, "POST /api/auth/login", await signInWithPassword(c, c.req.valid("json"))),
  )
  .post("/login/mfa", validate("json", mfaLoginSchema), async (c) =>
    reply(c, "POST /api/auth/login/mfa", await signInWithSecondFactor(c, c.req.valid("json"))),
  )
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
