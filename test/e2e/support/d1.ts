import { execFileSync } from "node:child_process";

/**
 * Runs a read-only SQL query against the browser-test server's local D1 (the state scripts/e2e-server.sh serves),
 * so a test can check what a form really stored.
 */
export function queryD1<Row = Record<string, unknown>>(sql: string): Row[] {
  const output = execFileSync(
    process.execPath,
    ["node_modules/wrangler/bin/wrangler.js", "d1", "execute", "DB", "--local", "--persist-to", ".wrangler/e2e", "--json", "--command", sql],
    { encoding: "utf8", env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
  );
  const parsed = JSON.parse(output) as { results: Row[] }[];
  return parsed[0]?.results ?? [];
}

/** A value for SQL text literals: single quotes doubled. */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
