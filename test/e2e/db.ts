import { readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { unstable_splitSqlQuery } from "wrangler";

/** The state directory of the server the tests drive: scripts/e2e-server.sh's, or another's (E2E_STATE). */
export const e2eState = () => process.env.E2E_STATE ?? ".wrangler/e2e";

/** The local D1's SQLite file under a state directory (the one database the Worker binds, beside miniflare's own). */
function databaseFile(state: string): string {
  const folder = path.join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(folder).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  const [file] = files;
  if (files.length !== 1 || !file) throw new Error(`Expected one D1 database in ${folder}, found ${files.length}`);
  return path.join(folder, file);
}

/**
 * Runs SQL against the browser tests' local D1 (the state scripts/e2e-server.sh serves), for setting up rows a
 * test needs and checking rows a test made. Values go in as literals, so tests pass only their own constants.
 *
 * The file is opened for each call and closed after it, so every query reads what the server has committed by then
 * (`wrangler d1 execute` did the same at some 1.2 s of CPU a call; this takes a millisecond). The server may hold the
 * write lock for a moment (a delivery it is writing): SQLite's busy timeout waits for it.
 */
export function queryE2eDb<T = Record<string, unknown>>(sql: string): T[] {
  const queries = unstable_splitSqlQuery(sql);
  // Reads open the file read-only: such a connection never writes the WAL back into the file (a checkpoint) when it
  // closes, so it takes no lock the server's own queries would wait for.
  const readonly = queries.every((query) => /^\s*(select|with)\b/i.test(query));
  const db = new Database(databaseFile(e2eState()), { timeout: BUSY_TIMEOUT_MS, readonly });
  try {
    return queries.flatMap((query) => {
      const statement = db.prepare(query);
      if (statement.reader) return statement.all() as T[];
      statement.run();
      return [];
    });
  } finally {
    db.close();
  }
}

const BUSY_TIMEOUT_MS = 5000;

/** A value for SQL text literals: single quotes doubled, so test-made emails and ids can go into a query. */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
