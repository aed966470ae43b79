import { and, eq, gt, inArray, min, count } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";

/** Failed sign-ins counted over this window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per username in the window: enough for typos, too few for guessing. */
export const LOGIN_MAX_FAILURES_PER_USERNAME = 5;
/** Failures allowed per IP in the window: higher, since an office shares one address. */
export const LOGIN_MAX_FAILURES_PER_IP = 20;

export function throttleKeys(username: string, ip: string | null) {
  return { user: `user:${username}`, ip: `ip:${ip ?? "unknown"}` };
}

/**
 * Seconds the caller must wait before trying again, or 0 when sign-in may be attempted. Checked before the
 * password is, so a throttled attacker learns nothing from further guesses.
 */
export async function loginRetryAfter(db: Db, keys: { user: string; ip: string }, now = Date.now()): Promise<number> {
  const since = new Date(now - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: loginAttempts.key, failures: count(), oldest: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, [keys.user, keys.ip]), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .groupBy(loginAttempts.key);
  let wait = 0;
  for (const row of rows) {
    const limit = row.key === keys.user ? LOGIN_MAX_FAILURES_PER_USERNAME : LOGIN_MAX_FAILURES_PER_IP;
    if (row.failures >= limit && row.oldest) {
      wait = Math.max(wait, Math.ceil((row.oldest.getTime() + LOGIN_WINDOW_MS - now) / 1000));
    }
  }
  return wait > 0 ? Math.max(1, wait) : 0;
}

/** Records a failed attempt against both keys. */
export function recordLoginFailure(db: Db, keys: { user: string; ip: string }, now = new Date()) {
  return db.insert(loginAttempts).values([
    { key: keys.user, attemptedAt: now, succeeded: false },
    { key: keys.ip, attemptedAt: now, succeeded: false },
  ]);
}

/** A successful sign-in forgives the username's earlier typos (the IP's count stays). */
export function forgiveLoginFailures(db: Db, keys: { user: string }) {
  return db.delete(loginAttempts).where(eq(loginAttempts.key, keys.user));
}
