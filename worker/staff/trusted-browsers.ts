import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { TRUSTED_BROWSER_DAYS } from "../contract/account-rules";
import type { TrustedBrowserView } from "../contract/staff-account";
import type { Db } from "../db/client";
import { type TrustedBrowser, trustedBrowsers, type User } from "../db/schema";
import { hashLinkToken, randomLinkToken } from "../domain/link-token";
import { browserLabel } from "../domain/user-agent";
import type { AppEnv } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { clientIp, userAgent } from "../http/request-info";

/**
 * "Trust this browser for 30 days" (decision 087): after a second factor, the browser gets a cookie with a random
 * token, of which only the SHA-256 is stored; signing in there with the right password then skips the code. The
 * row is what revokes it: the account page, a password reset or change, turning two-factor off and an admin's
 * deactivation delete rows, and a cookie without its row is worth nothing. Sessions keep their limits either way.
 */

export const TRUSTED_BROWSER_MS = TRUSTED_BROWSER_DAYS * 24 * 60 * 60_000;
/** Sent only to the sign-in's two steps (/api/auth/login and /api/auth/login/mfa): nothing else reads it. */
const COOKIE_PATH = "/api/auth/login";
/** A token is 43 characters: anything far longer is not one, and is not hashed. */
const TOKEN_MAX = 64;

/** Over https the `__Secure-` prefix: browsers then accept it only with Secure, from a secure page. */
function trustCookie(c: Context): { name: string; secure: boolean } {
  const secure = new URL(c.req.url).protocol === "https:";
  return { name: secure ? "__Secure-trusted-browser" : "trusted-browser", secure };
}

/**
 * Whether this browser's cookie is a live trust of `userId`'s: checked only after the right password. Records its
 * use in the same statement, so a revoked or expired row, or another user's, matches nothing.
 */
export async function isTrustedBrowser(c: Context, db: Db, userId: string, now = new Date()): Promise<boolean> {
  const token = getCookie(c, trustCookie(c).name);
  if (!token || token.length > TOKEN_MAX) return false;
  const [used] = await db
    .update(trustedBrowsers)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(trustedBrowsers.tokenHash, await hashLinkToken(token)),
        eq(trustedBrowsers.userId, userId),
        gt(trustedBrowsers.expiresAt, now),
      ),
    )
    .returning({ id: trustedBrowsers.id });
  return Boolean(used);
}

/** Trusts this browser for `user` after a second factor: a new row (the user's expired ones go) and its cookie. */
export async function trustThisBrowser(c: Context<AppEnv>, db: Db, user: User, now = new Date()): Promise<void> {
  const token = randomLinkToken();
  const expiresAt = new Date(now.getTime() + TRUSTED_BROWSER_MS);
  const agent = userAgent(c);
  await db.batch([
    db.delete(trustedBrowsers).where(and(eq(trustedBrowsers.userId, user.id), lte(trustedBrowsers.expiresAt, now))),
    db.insert(trustedBrowsers).values({
      userId: user.id,
      tokenHash: await hashLinkToken(token),
      userAgentLabel: browserLabel(agent),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    }),
    activityLog({ userId: user.id, ipAddress: clientIp(c), userAgent: agent }, db, {
      action: "account.trusted_browser_add",
      entityType: "user",
      entityId: user.id,
      details: { username: user.username },
    }),
  ]);
  const { name, secure } = trustCookie(c);
  setCookie(c, name, token, {
    httpOnly: true,
    secure,
    sameSite: "Strict",
    path: COOKIE_PATH,
    maxAge: TRUSTED_BROWSER_MS / 1000,
  });
}

function toView(row: TrustedBrowser): TrustedBrowserView {
  return {
    id: row.id,
    browser: row.userAgentLabel,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** One's own live trusted browsers, the most recently used first. */
export async function ownTrustedBrowsers(db: Db, userId: string, now = new Date()): Promise<TrustedBrowserView[]> {
  const rows = await db
    .select()
    .from(trustedBrowsers)
    .where(and(eq(trustedBrowsers.userId, userId), gt(trustedBrowsers.expiresAt, now)))
    .orderBy(desc(trustedBrowsers.lastUsedAt), desc(trustedBrowsers.createdAt));
  return rows.map(toView);
}

/** "Revoke": that browser asks for a code again at its next sign-in. */
export async function revokeTrustedBrowser(db: Db, actor: Actor, userId: string, id: string): Promise<void> {
  const own = and(eq(trustedBrowsers.id, id), eq(trustedBrowsers.userId, userId));
  const [found] = await db.select({ id: trustedBrowsers.id }).from(trustedBrowsers).where(own);
  if (!found) throw new ApiError(404, "not_found", "No such trusted browser of yours.");
  await db.batch([
    db.delete(trustedBrowsers).where(own),
    activityLog(actor, db, {
      action: "account.trusted_browser_revoke",
      entityType: "user",
      entityId: userId,
      details: { trustedBrowserId: id },
    }),
  ]);
}

/** "Revoke all": the number of trusted browsers ended. */
export async function revokeAllTrustedBrowsers(db: Db, actor: Actor, userId: string): Promise<number> {
  const [ended] = await db.batch([
    endTrustedBrowsersOf(db, userId).returning({ id: trustedBrowsers.id }),
    activityLog(actor, db, { action: "account.trusted_browsers_revoke_all", entityType: "user", entityId: userId }),
  ]);
  return ended.length;
}

/** Ends every trusted browser of a user, for the batch of what ends them: a new password, two-factor off, deactivation. */
export function endTrustedBrowsersOf(db: Db, userId: string) {
  return db.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
}
