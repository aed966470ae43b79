import { queryE2eDb } from "../db";

/** Reads rows a browser test made from the e2e server's D1 (the shared helper in test/e2e/db.ts). */
export const queryD1 = queryE2eDb;

/** A value for SQL text literals: single quotes doubled, so test-made emails and ids can go into a query. */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
