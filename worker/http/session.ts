import { and, eq, lt, ne } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { jwtVerify, SignJWT } from "jose";
import type { SessionRequirement } from "../contract/account-rules";
import type { Db } from "../db/client";
import { sessions, staffSecuritySettings, type User, users } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";
import { clientIp, userAgent } from "./request-info";

/** A session ends 8 hours after sign-in whatever happens (absolute lifetime). */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** ... or after an hour without any request (idle timeout). */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** `lastSeenAt` is written at most this often, so reads do not each cost a database write. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/**
 * Over https the cookie takes the `__Host-` prefix, which browsers accept only with Secure, Path=/ and no Domain:
 * no subdomain and no plain-http page can plant or read it. Plain-http localhost cannot use Secure cookies.
 */
export function sessionCookie(c: Context): { name: string; secure: boolean } {
  const secure = new URL(c.req.url).protocol === "https:";
  return { name: secure ? "__Host-session" : "session", secure };
}

/** SESSION_SECRET, which signs the cookies and (prefixed per use) keys the two-factor secrets at rest. */
export function sessionSecret(c: Context<AppEnv>): string {
  const secret = c.env.SESSION_SECRET;
  if (!secret || secret.length < 32) {
    throw new ApiError(
      500,
      "session_not_configured",
      "Sign-in is not set up on this server yet: its session secret is missing.",
    );
  }
  return secret;
}

function signingKey(c: Context<AppEnv>): Uint8Array {
  return new TextEncoder().encode(sessionSecret(c));
}

/**
 * What a session must do before the back office answers it: a password an admin set is replaced first; then, when
 * two-factor is required for all staff, a user without it enrols.
 */
export function requirementOf(
  user: Pick<User, "mustChangePassword" | "mfaSecret">,
  requireMfa: boolean,
): SessionRequirement | null {
  if (user.mustChangePassword) return "password_change_required";
  if (requireMfa && !user.mfaSecret) return "mfa_enrolment_required";
  return null;
}

/** Whether an admin requires two-factor of all staff (no settings row yet: no). */
export async function mfaRequiredForAll(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ requireMfa: staffSecuritySettings.requireMfa })
    .from(staffSecuritySettings)
    .where(eq(staffSecuritySettings.id, 1));
  return row?.requireMfa ?? false;
}

/**
 * Starts a session for `user`: a session row (what logout and revocation delete) and a signed token naming it,
 * set as the HttpOnly cookie.
 */
export async function startSession(c: Context<AppEnv>, db: Db, user: User, now = new Date()): Promise<void> {
  const key = signingKey(c);
  const sessionId = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ipAddress: clientIp(c),
    userAgent: userAgent(c),
  });
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  const { name, secure } = sessionCookie(c);
  setCookie(c, name, token, { httpOnly: true, secure, sameSite: "Lax", path: "/", maxAge: SESSION_LIFETIME_MS / 1000 });
}

export function clearSessionCookie(c: Context): void {
  const { name, secure } = sessionCookie(c);
  deleteCookie(c, name, { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}

async function sessionIdFromToken(c: Context<AppEnv>, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(c), { algorithms: ["HS256"] });
    return typeof payload.sid === "string" ? payload.sid : null;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return null;
  }
}

/**
 * Reads the session cookie on every API request. A valid token names a session row; the row must be unexpired
 * and not idle too long and its user active, otherwise the row is removed and the caller is anonymous. Sets
 * `c.var.staff`. It never refuses a request itself: the access middleware and the routes decide.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, sessionCookie(c).name);
  if (token) {
    const sessionId = await sessionIdFromToken(c, token);
    if (sessionId) {
      const db = c.var.db;
      const [row] = await db
        .select({ session: sessions, user: users, requireMfa: staffSecuritySettings.requireMfa })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(staffSecuritySettings, eq(staffSecuritySettings.id, 1))
        .where(eq(sessions.id, sessionId))
        .limit(1);
      const now = Date.now();
      if (row) {
        const expired =
          row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now;
        if (expired || !row.user.isActive) {
          await db.delete(sessions).where(eq(sessions.id, sessionId));
        } else {
          const requirement = requirementOf(row.user, row.requireMfa ?? false);
          c.set("staff", { user: row.user, sessionId, sessionCreatedAt: row.session.createdAt, requirement });
          if (now - row.session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
            await db
              .update(sessions)
              .set({ lastSeenAt: new Date(now) })
              .where(eq(sessions.id, sessionId));
          }
        }
      }
    }
    if (!c.get("staff")) clearSessionCookie(c);
  }
  await next();
});

/** A sign-in waits this long for its second factor. */
const MFA_CHALLENGE_SECONDS = 5 * 60;

function mfaCookie(c: Context): { name: string; secure: boolean } {
  const secure = new URL(c.req.url).protocol === "https:";
  return { name: secure ? "__Host-mfa-pending" : "mfa-pending", secure };
}

/**
 * After the right password of a user with two-factor on: no session yet, only a signed, HttpOnly cookie naming the
 * user for five minutes, which POST /api/auth/login/mfa requires. So a code or a backup code is only ever checked
 * after the password was.
 */
export async function startMfaChallenge(c: Context<AppEnv>, user: User, now = new Date()): Promise<void> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ purpose: "mfa" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + MFA_CHALLENGE_SECONDS)
    .sign(signingKey(c));
  const { name, secure } = mfaCookie(c);
  setCookie(c, name, token, { httpOnly: true, secure, sameSite: "Strict", path: "/", maxAge: MFA_CHALLENGE_SECONDS });
}

/** The user id of a valid pending second factor, or null. */
export async function mfaChallengeUser(c: Context<AppEnv>): Promise<string | null> {
  const token = getCookie(c, mfaCookie(c).name);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(c), { algorithms: ["HS256"] });
    return payload.purpose === "mfa" && typeof payload.sub === "string" ? payload.sub : null;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return null;
  }
}

export function clearMfaChallenge(c: Context): void {
  const { name, secure } = mfaCookie(c);
  deleteCookie(c, name, { path: "/", secure, httpOnly: true, sameSite: "Strict" });
}

/** Ends every session of a user at once (deactivation, password change; deletion cascades). */
export function endSessionsOf(db: Db, userId: string) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but `keepSessionId` (a password change, "sign out everywhere else"). */
export function endOtherSessionsOf(db: Db, userId: string, keepSessionId: string) {
  return db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Ends one session (logout). */
export function endSession(db: Db, sessionId: string, userId: string) {
  return db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}

/** The cron's removal of sessions past their end, for its housekeeping batch. */
export function removeExpiredSessions(db: Db, now: Date) {
  return db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
}

/** The signed-in staff member, or a 401. */
export function requireStaff(c: Context<AppEnv>) {
  const staff = c.get("staff");
  if (!staff) throw new ApiError(401, "unauthorized", "Please sign in.");
  return staff;
}
