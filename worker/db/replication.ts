/**
 * D1 read replication through the Sessions API (docs/decisions/032-read-replication.md). Every request, cron run and
 * queue batch reads and writes through one D1 session, so its queries are sequentially consistent whichever replica
 * answers them.
 */

/**
 * What D1 hands out as a bookmark ("00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683"); anything else a
 * caller sends is ignored, so a made-up value never reaches D1.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** `value` if it has the shape of a D1 bookmark, else undefined. */
export function validBookmark(value: string | undefined | null): D1SessionBookmark | undefined {
  return value && BOOKMARK.test(value) ? value : undefined;
}

/**
 * The bindings with `DB` replaced by one session of it, started at `start` (a bookmark or a constraint), and that
 * session for its bookmark. Code keeps calling `createDb(env.DB)`: Drizzle needs only `prepare` and `batch`, which
 * go through the session; `exec` and `dump` have no session form and are refused rather than run around it.
 *
 * @example const { env, session } = inSession(bindings, "first-primary"); await runCron(env); session.getBookmark()
 */
export function inSession<E extends { DB: D1Database }>(
  bindings: E,
  start: D1SessionBookmark | D1SessionConstraint,
): { env: E; session: D1DatabaseSession } {
  const session = bindings.DB.withSession(start);
  const outsideSession = () => Promise.reject(new Error("Not available in a D1 session: use prepare() or batch()."));
  const DB: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: outsideSession,
    dump: outsideSession,
    withSession: (next) => bindings.DB.withSession(next),
  };
  return { env: { ...bindings, DB }, session };
}
