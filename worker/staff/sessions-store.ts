import { and, count, desc, eq, sql } from "drizzle-orm";
import type { StaffSessionView } from "../contract/staff-account";
import type { Db } from "../db/client";
import { type Session, sessions, users } from "../db/schema";
import { browserLabel } from "../domain/user-agent";
import type { SignedIn } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { endOtherSessionsOf, endSession, endSessionsOf } from "../http/session";
import { endTrustedBrowsersOf } from "./trusted-browsers";

/** Sessions: one's own listed and ended, and an admin's "end every session of this user". */

function toSessionView(session: Session, currentId: string): StaffSessionView {
  return {
    id: session.id,
    current: session.id === currentId,
    browser: browserLabel(session.userAgent ?? null),
    ipAddress: session.ipAddress ?? null,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** One page of the user's own sessions, the current one first, then the most recently seen. */
export async function ownSessionsPage(db: Db, staff: SignedIn, limit: number, offset: number) {
  const mine = eq(sessions.userId, staff.user.id);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(sessions)
      .where(mine)
      .orderBy(desc(sql`${sessions.id} = ${staff.sessionId}`), desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(sessions).where(mine),
  ]);
  return { rows: rows.map((row) => toSessionView(row, staff.sessionId)), total: total?.value ?? 0 };
}

/** Signs one of the user's own sessions out (the current one too: that is signing out here). */
export async function endOwnSession(db: Db, actor: Actor, staff: SignedIn, sessionId: string): Promise<void> {
  const own = and(eq(sessions.id, sessionId), eq(sessions.userId, staff.user.id));
  const [found] = await db.select({ id: sessions.id }).from(sessions).where(own);
  if (!found) throw new ApiError(404, "not_found", "No such session of yours.");
  await db.batch([
    endSession(db, sessionId, staff.user.id),
    activityLog(actor, db, {
      action: "account.session_revoke",
      entityType: "user",
      entityId: staff.user.id,
      details: { sessionId },
    }),
  ]);
}

/** "Sign out everywhere else": the number of sessions ended. */
export async function endOtherSessions(db: Db, actor: Actor, staff: SignedIn): Promise<number> {
  const [ended] = await db.batch([
    endOtherSessionsOf(db, staff.user.id, staff.sessionId).returning({ id: sessions.id }),
    activityLog(actor, db, { action: "account.sessions_revoke_others", entityType: "user", entityId: staff.user.id }),
  ]);
  return ended.length;
}

/** An admin ends every session of a user at once. */
export async function endSessionsOfUser(db: Db, actor: Actor, userId: string): Promise<number> {
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(404, "not_found", "No such user.");
  const [ended] = await db.batch([
    endSessionsOf(db, userId).returning({ id: sessions.id }),
    endTrustedBrowsersOf(db, userId),
    activityLog(actor, db, {
      action: "user.sessions_revoke",
      entityType: "user",
      entityId: userId,
      details: { username: user.username },
    }),
  ]);
  return ended.length;
}
