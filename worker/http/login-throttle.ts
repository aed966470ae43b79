import { and, count, eq, gt, inArray, lt, min, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { columnNames } from "../db/column-sql";
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

/** A claimed attempt: its rows count as failures until `settleLoginAttempt` says it succeeded. */
export interface LoginClaim {
  rowIds: number[];
}

export type ClaimResult = { claim: LoginClaim } | { retryAfterSeconds: number };

/**
 * Claims one attempt BEFORE the password or code is checked: a single statement writes a failure row for the pair
 * and one for the address only while both are under their limits, so of any number of requests arriving together
 * at most the limit are ever checked (reading the count, checking, then writing let all of them through). A throttled
 * caller gets the seconds to wait and learns nothing from its guess, which is never checked.
 */
export async function claimLoginAttempt(db: Db, keys: ThrottleKeys, now = Date.now()): Promise<ClaimResult> {
  const since = now - LOGIN_WINDOW_MS;
  const failuresOf = (key: string) =>
    sql`(select count(*) from ${loginAttempts} where ${loginAttempts.key} = ${key} and ${loginAttempts.succeeded} = 0 and ${loginAttempts.attemptedAt} > ${since})`;
  const columns = columnNames([loginAttempts.key, loginAttempts.attemptedAt, loginAttempts.succeeded]);
  const rows = await db.all<{ id: number }>(sql`
    insert into ${loginAttempts} (${columns})
    select claimed.key, ${now}, 0 from (select ${keys.pair} as key union all select ${keys.ip}) as claimed
    where ${failuresOf(keys.pair)} < ${LOGIN_MAX_FAILURES_PER_PAIR} and ${failuresOf(keys.ip)} < ${LOGIN_MAX_FAILURES_PER_IP}
    returning ${sql.identifier(loginAttempts.id.name)} as id`);
  if (rows.length > 0) return { claim: { rowIds: rows.map((row) => row.id) } };
  return { retryAfterSeconds: Math.max(1, await loginRetryAfter(db, keys, now)) };
}

/** The claimed attempt succeeded: its rows stop counting as failures (the address's count is as before it). */
export function settleLoginAttempt(db: Db, claim: LoginClaim) {
  return db.update(loginAttempts).set({ succeeded: true }).where(inArray(loginAttempts.id, claim.rowIds));
}

/** Seconds until the oldest failure that puts the pair or the address at its limit leaves the window, or 0. */
async function loginRetryAfter(db: Db, keys: ThrottleKeys, now: number): Promise<number> {
  const since = new Date(now - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: loginAttempts.key, failures: count(), oldest: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.key, [keys.pair, keys.ip]),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, since),
      ),
    )
    .groupBy(loginAttempts.key);
  let wait = 0;
  for (const row of rows) {
    const limit = row.key === keys.pair ? LOGIN_MAX_FAILURES_PER_PAIR : LOGIN_MAX_FAILURES_PER_IP;
    if (row.failures >= limit && row.oldest) {
      wait = Math.max(wait, Math.ceil((row.oldest.getTime() + LOGIN_WINDOW_MS - now) / 1000));
    }
  }
  return wait;
}

/** A successful sign-in forgives this address's typos for the name (the address's own count stays). */
export function forgiveLoginFailures(db: Db, keys: Pick<ThrottleKeys, "pair">) {
  return db.delete(loginAttempts).where(eq(loginAttempts.key, keys.pair));
}

/** Login attempts older than this no longer count toward throttling (LOGIN_WINDOW_MS is far shorter). */
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The cron's removal of login attempts past LOGIN_ATTEMPT_RETENTION_MS, for its housekeeping batch. */
export function pruneLoginAttempts(db: Db, now: Date) {
  return db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS)))
    .returning({ key: loginAttempts.key });
}
