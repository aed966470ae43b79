import { type SQLWrapper, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ActivityAction } from "../contract/activity";
import type { Db } from "../db/client";
import { adminActivityLogs } from "../db/schema";
import { sqlRandomUuid } from "../db/schema/columns";
import type { AppEnv } from "../env";
import { clientIp, userAgent } from "./request-info";

export interface ActivityEntry {
  /** What was done, e.g. "user.create": a code with its words in worker/contract/activity.ts. */
  action: ActivityAction;
  entityType?: string;
  entityId?: string;
  /** A short human summary or JSON of what changed; never a secret or a password. */
  details?: string | Record<string, unknown>;
}

/** Who did a staff action and from where: read from the request by the route, handed to the area's store. */
export interface Actor {
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** A client contact acting on the portal, once the store has read who the link is theirs (no staff user then). */
  clientContactId?: string | null;
}

export function actorOf(c: Context<AppEnv>): Actor {
  return { userId: c.get("staff")?.user.id ?? null, ipAddress: clientIp(c), userAgent: userAgent(c) };
}

function detailsText(entry: ActivityEntry): string | null {
  const details = typeof entry.details === "object" ? JSON.stringify(entry.details) : entry.details;
  return details?.slice(0, 2000) ?? null;
}

/**
 * The activity-log helper for every staff mutation (`activityLogEach` for one action on many rows). It returns the
 * insert, so the store puts it in the same `db.batch` as the change it records: both happen or neither does.
 *
 * @example await db.batch([db.update(jobs).set(changes).where(eq(jobs.id, id)), activityLog(actor, db, { action: "job.update", entityType: "job", entityId: id })])
 */
export function activityLog(actor: Actor, db: Db, entry: ActivityEntry) {
  return db.insert(adminActivityLogs).values({
    userId: actor.userId,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    details: detailsText(entry),
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    clientContactId: actor.clientContactId ?? null,
  });
}

/**
 * `activityLog` for one action on many rows: an entry per id that `entityIds` selects, in one insert (a bulk change
 * of a hundred rows stays one statement of the batch).
 *
 * @example activityLogEach(actor, db, { action: "application.bulk_update", entityType: "application" }, db.select({ id: applications.id }).from(applications).where(inArray(applications.id, ids)))
 */
export function activityLogEach(actor: Actor, db: Db, entry: Omit<ActivityEntry, "entityId">, entityIds: SQLWrapper) {
  const details = detailsText(entry);
  // Columns in the table's order: id, user, action, entity type, entity id, details, IP, user agent, at, contact.
  return db
    .insert(adminActivityLogs)
    .select(
      sql`select ${sqlRandomUuid}, ${actor.userId}, ${entry.action}, ${entry.entityType ?? null}, entities.id, ${details}, ${actor.ipAddress}, ${actor.userAgent}, ${Date.now()}, ${actor.clientContactId ?? null} from (${entityIds}) as entities`,
    );
}
