import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { jwtVerify, SignJWT } from "jose";
import { createDb, type Db } from "../db/client";
import { sessions, type User, users } from "../db/schema";
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

function signingKey(c: Context<AppEnv>): Uint8Array {
  const secret = c.env.SESSION_SECRET;
  if (!secret || secret.length < 32) {
    throw new ApiError(500, "session_not_configured", "Sign-in is not configured: set the SESSION_SECRET secret (32+ characters).");
  }
  return new TextEncoder().encode(secret);
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
      const db = createDb(c.env.DB);
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId))
        .limit(1);
      const now = Date.now();
      if (row) {
        const expired = row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now;
        if (expired || !row.user.isActive) {
          await db.delete(sessions).where(eq(sessions.id, sessionId));
        } else {
          c.set("staff", { user: row.user, sessionId, sessionCreatedAt: row.session.createdAt });
          if (now - row.session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
            await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, sessionId));
          }
        }
      }
    }
    if (!c.get("staff")) clearSessionCookie(c);
  }
  await next();
});

/** Ends every session of a user at once (deactivation, password change; deletion cascades). */
export function endSessionsOf(db: Db, userId: string) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends one session (logout). */
export function endSession(db: Db, sessionId: string, userId: string) {
  return db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}

/** The signed-in staff member, or a 401. */
export function requireStaff(c: Context<AppEnv>) {
  const staff = c.get("staff");
  if (!staff) throw new ApiError(401, "unauthorized", "Please sign in.");
  return staff;
}
