import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type User, users } from "../db/schema";
import { forgiveLoginFailures, type ThrottleKeys } from "../http/login-throttle";

/** The account queries of signing in with a password (the use case: worker/staff/sign-in.ts). */

export function findUserByName(db: Db, username: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.username, username)).limit(1).get();
}

/**
 * A wrong password, whose attempt the throttle has already counted (claimLoginAttempt): counted on the account too
 * (an unknown name has none), so its owner hears of it at the next sign-in.
 */
export async function recordFailedSignIn(db: Db, username: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.username, username));
}

/** The user as signed in now (failures forgiven), or undefined if the row went meanwhile. */
export async function markSignedIn(db: Db, keys: ThrottleKeys, userId: string, now: Date): Promise<User | undefined> {
  const [[signedIn]] = await db.batch([
    db.update(users).set({ lastLogin: now, failedLogins: 0 }).where(eq(users.id, userId)).returning(),
    forgiveLoginFailures(db, keys),
  ]);
  return signedIn;
}
