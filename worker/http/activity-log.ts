import type { Context } from "hono";
import type { Db } from "../db/client";
import { adminActivityLogs } from "../db/schema";
import type { AppEnv } from "../env";
import { clientIp, userAgent } from "./request-info";

export interface ActivityEntry {
  /** What was done, e.g. "user.create", "portal.update", "job.publish". */
  action: string;
  entityType?: string;
  entityId?: string;
  /** A short human summary or JSON of what changed; never a secret or a password. */
  details?: string | Record<string, unknown>;
}

/**
 * The one activity-log helper for every staff mutation. It returns the insert, so the caller puts it in the same
 * `db.batch` as the change it records: both happen or neither does.
 *
 * @example await db.batch([db.update(jobs).set(changes).where(eq(jobs.id, id)), activityLog(c, db, { action: "job.update", entityType: "job", entityId: id })])
 */
export function activityLog(c: Context<AppEnv>, db: Db, entry: ActivityEntry) {
  const details = typeof entry.details === "object" ? JSON.stringify(entry.details) : entry.details;
  return db.insert(adminActivityLogs).values({
    userId: c.get("staff")?.user.id ?? null,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    details: details?.slice(0, 2000) ?? null,
    ipAddress: clientIp(c),
    userAgent: userAgent(c),
  });
}
