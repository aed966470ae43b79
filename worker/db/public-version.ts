import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { excluded } from "./column-sql";
import { siteVersions } from "./schema";

const PUBLIC = "public";

/**
 * How long an isolate trusts the version it last read. Within it, a cache hit costs no database read at all; past
 * it, the next request reads again. Staff never wait on it (a session bypasses the edge cache), the isolate that
 * makes a change forgets its copy (bumpPublicVersion), and any other isolate serves the old answers at most this
 * long after the change.
 */
export const PUBLIC_VERSION_MEMO_MS = 1000;

let memo: { version: number; readAt: number } | undefined;

/**
 * The version of public content as `db`'s D1 session sees it, never from the isolate's memo: the session's later
 * reads see at least this version's data (worker/db/replication.ts), which a memo read by another request's session
 * does not promise.
 */
export async function readPublicVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: siteVersions.version })
    .from(siteVersions)
    .where(eq(siteVersions.name, PUBLIC))
    .limit(1);
  return row?.version ?? 0;
}

/**
 * The version of public content that cached answers are keyed by; 0 before the first change. One primary-key read,
 * at most once per PUBLIC_VERSION_MEMO_MS in an isolate.
 */
export async function publicVersion(db: Db, now = Date.now()): Promise<number> {
  if (memo && now - memo.readAt >= 0 && now - memo.readAt < PUBLIC_VERSION_MEMO_MS) return memo.version;
  const version = await readPublicVersion(db);
  memo = { version, readAt: now };
  return version;
}

/**
 * The one helper for every write that changes what visitors read (jobs, feeds, published articles, booking types):
 * it returns the statement, so the caller puts it in the same `db.batch` as the change and the edge cache
 * (worker/http/edge-cache.ts) stops serving the old answers when the change lands (other isolates within
 * PUBLIC_VERSION_MEMO_MS).
 *
 * The new version is at least the current time in milliseconds, not just the old one plus one: a database restored
 * from a backup or recreated locally starts from an older version, and counting up from there would reach versions
 * the edge cache still holds answers for.
 *
 * It also drops this isolate's copy of the version (PUBLIC_VERSION_MEMO_MS), so the next public read here sees the
 * change.
 *
 * @example await db.batch([db.update(jobs).set(changes).where(eq(jobs.id, id)), bumpPublicVersion(db), activityLog(actor, db, {...})])
 */
export function bumpPublicVersion(db: Db) {
  memo = undefined;
  const now = new Date();
  return db
    .insert(siteVersions)
    .values({ name: PUBLIC, version: now.getTime(), updatedAt: now })
    .onConflictDoUpdate({
      target: siteVersions.name,
      set: { version: sql`max(${siteVersions.version} + 1, ${excluded(siteVersions.version)})`, updatedAt: now },
    });
}
