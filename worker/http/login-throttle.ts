import { and, count, eq, gt, inArray, min } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";

/**
 * Sign-in throttling as the OWASP authentication guidance has it: failures are counted per (username, client
 * address) and per address, never per account alone, so nobody can lock a colleague out by failing for their name
 * from elsewhere. The right password from an address that has not failed itself always gets through; the account's
 * own count (users.failed_logins) is only reported to its owner at the next sign-in.
 */

/** Failed sign-ins counted over this window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed for one username from one address in the window: enough for typos, too few for guessing. */
export const LOGIN_MAX_FAILURES_PER_PAIR = 5;
/** Failures allowed per address in the window, whatever the usernames: higher, since an office shares one. */
export const LOGIN_MAX_FAILURES_PER_IP = 20;

export interface ThrottleKeys {
  /** The username tried from this address. */
  pair: string;
  /** The address, across usernames. */
  ip: string;
}

export function throttleKeys(username: string, ip: string | null): ThrottleKeys {
  const address = ip ?? "unknown";
  return { pair: `pair:${username}@${address}`, ip: `ip:${address}` };
}

/**
 * The second factor's own throttle, with the same limits under other keys: per user (only someone who knew the
 * password gets this far, so counting per account locks out nobody but them) and per address.
 */
export function mfaThrottleKeys(userId: string, ip: string | null): ThrottleKeys {
  return { pair: `mfa:${userId}`, ip: `mfa-ip:${ip ?? "unknown"}` };
}

/** Guesses of the current password when changing it, from a signed-in session: the same limits, per user and address. */
export function passwordChangeThrottleKeys(userId: string, ip: string | null): ThrottleKeys {
  return { pair: `password:${userId}`, ip: `password-ip:${ip ?? "unknown"}` };
}

/**
 * Seconds the caller must wait before trying again, or 0 when sign-in may be attempted. Checked before the
 * password is, so a throttled address learns nothing from further guesses.
 */
export async function loginRetryAfter(db: Db, keys: ThrottleKeys, now = Date.now()): Promise<number> {
  const since = new Date(now - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: loginAttempts.key, failures: count(), oldest: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, [keys.pair, keys.ip]), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .groupBy(loginAttempts.key);
  let wait = 0;
  for (const row of rows) {
    const limit = row.key === keys.pair ? LOGIN_MAX_FAILURES_PER_PAIR : LOGIN_MAX_FAILURES_PER_IP;
    if (row.failures >= limit && row.oldest) {
      wait = Math.max(wait, Math.ceil((row.oldest.getTime() + LOGIN_WINDOW_MS - now) / 1000));
    }
  }
  return wait > 0 ? Math.max(1, wait) : 0;
}

/** Records a failed attempt against the pair and the address. */
export function recordLoginFailure(db: Db, keys: ThrottleKeys, now = new Date()) {
  return db.insert(loginAttempts).values([
    { key: keys.pair, attemptedAt: now, succeeded: false },
    { key: keys.ip, attemptedAt: now, succeeded: false },
  ]);
}

/** A successful sign-in forgives this address's typos for the name (the address's own count stays). */
export function forgiveLoginFailures(db: Db, keys: Pick<ThrottleKeys, "pair">) {
  return db.delete(loginAttempts).where(eq(loginAttempts.key, keys.pair));
}
