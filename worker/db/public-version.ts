import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { siteVersions } from "./schema";

const PUBLIC = "public";

/** The version of public content that cached answers are keyed by; 0 before the first change. One primary-key read. */
export async function publicVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: siteVersions.version }).from(siteVersions).where(eq(siteVersions.name, PUBLIC)).limit(1);
  return row?.version ?? 0;
}

/**
 * The one helper for every write that changes what visitors read (jobs, feeds, published articles, booking types):
 * it returns the statement, so the caller puts it in the same `db.batch` as the change and the edge cache
 * (worker/http/edge-cache.ts) stops serving the old answers exactly when the change lands.
 *
 * The new version is at least the current time in milliseconds, not just the old one plus one: a database restored
 * from a backup or recreated locally starts from an older version, and counting up from there would reach versions
 * the edge cache still holds answers for.
 *
 * @example await db.batch([db.update(jobs).set(changes).where(eq(jobs.id, id)), bumpPublicVersion(db), activityLog(c, db, {...})])
 */
export function bumpPublicVersion(db: Db) {
  const now = new Date();
  return db
    .insert(siteVersions)
    .values({ name: PUBLIC, version: now.getTime(), updatedAt: now })
    .onConflictDoUpdate({
      target: siteVersions.name,
      set: { version: sql`max(${siteVersions.version} + 1, excluded.version)`, updatedAt: now },
    });
}
