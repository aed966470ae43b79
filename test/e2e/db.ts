import { execFileSync } from "node:child_process";

/** The state directory of the server the tests drive: scripts/e2e-server.sh's, or another's (E2E_STATE). */
export const e2eState = () => process.env.E2E_STATE ?? ".wrangler/e2e";

/**
 * Runs SQL against the browser tests' local D1 (the state scripts/e2e-server.sh serves), for setting up rows a
 * test needs and checking rows a test made. Values go in as literals, so tests pass only their own constants.
 */
export function queryE2eDb<T = Record<string, unknown>>(sql: string): T[] {
  const args = [
    "node_modules/wrangler/bin/wrangler.js",
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    e2eState(),
    "--json",
    "--command",
    sql,
  ];
  // The server may hold the database's write lock for a moment (a delivery it is writing): SQLite answers
  // SQLITE_BUSY to this second process then, and the query is tried again after a short wait.
  for (let attempt = 1; ; attempt++) {
    try {
      const output = execFileSync("node", args, {
        encoding: "utf8",
        env: { ...process.env, CI: "true" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const parsed = JSON.parse(output) as { results: T[] }[];
      return parsed.flatMap((statement) => statement.results);
    } catch (error) {
      if (attempt >= BUSY_ATTEMPTS || !String((error as { stderr?: unknown }).stderr ?? error).includes("SQLITE_BUSY"))
        throw error;
      execFileSync("sleep", ["0.5"]);
    }
  }
}

const BUSY_ATTEMPTS = 5;

/** A value for SQL text literals: single quotes doubled, so test-made emails and ids can go into a query. */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
