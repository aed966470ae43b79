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
  /** The record's name as staff know it (a username, a job's title): kept, so the entry outlives a rename. */
  record?: string;
  /** What an update changed, as `changesOf` words it: "role: recruiter -> manager". */
  changes?: string[];
}

/** Who did a staff action and from where: read from the request by the route, handed to the area's store. */
export interface Actor {
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** A client contact acting on the client portal, once the store has read who the link is theirs (no staff user then). */
  clientContactId?: string | null;
}

export function actorOf(c: Context<AppEnv>): Actor {
  return { userId: c.get("staff")?.user.id ?? null, ipAddress: clientIp(c), userAgent: userAgent(c) };
}

const DETAILS_MAX = 2000;

/**
 * The entry's details as stored: a summary as it is, or JSON of the details with the record's name and changes; a
 * change set too long for the column keeps its first lines and says how many more, so the JSON stays whole.
 */
function detailsText({ details, record, changes }: ActivityEntry): string | null {
  if (typeof details === "string") return details.slice(0, DETAILS_MAX);
  if (!details && record === undefined && changes === undefined) return null;
  const lines = changes ? [...changes] : undefined;
  let text = JSON.stringify({ ...details, record, changes: lines });
  for (let kept = lines?.length ?? 0; text.length > DETAILS_MAX && lines && kept > 0; kept -= 1)
    text = JSON.stringify({
      ...details,
      record,
      changes: [...lines.slice(0, kept - 1), `and ${lines.length - kept + 1} more`],
    });
  return text.slice(0, DETAILS_MAX);
}

/**
 * How a field's value is written in the log: an email or a phone masked; a hidden one (a secret, free text that may
 * name people) only as "changed".
 */
export type FieldKind = "email" | "phone" | "hidden";

/** "jane@example.com" as "j***@example.com": enough to tell two addresses apart, not enough to write to one. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at > 0 ? `${email[0]}***${email.slice(at)}` : "***";
}

function shown(value: unknown, kind: FieldKind | undefined): string {
  if (value === null || value === undefined || value === "") return "(none)";
  const text =
    value instanceof Date ? value.toISOString() : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (kind === "email") return maskEmail(text);
  // The last two digits: a number recognised, not readable.
  if (kind === "phone") return `***${text.replace(/\D/g, "").slice(-2)}`;
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.()
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An update's change set in words, for `ActivityEntry.changes`: each field `after` names whose value differs from
 * `before`, "field: old -> new", with the values of the fields `kinds` marks masked (a hidden one only "changed").
 *
 * @example changesOf(user, { role: "manager", email: "kim@example.com" }, { email: "email" }) // ["role: recruiter -> manager", "email: j***@example.com -> k***@example.com"]
 */
export function changesOf<T extends object>(
  before: T,
  after: Partial<T>,
  kinds: Partial<Record<keyof T, FieldKind>> = {},
): string[] {
  return (Object.keys(after) as (keyof T & string)[])
    .filter((field) => after[field] !== undefined && !same(before[field], after[field]))
    .map((field) =>
      kinds[field] === "hidden"
        ? `${field}: changed`
        : `${field}: ${shown(before[field], kinds[field])} -> ${shown(after[field], kinds[field])}`,
    );
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
