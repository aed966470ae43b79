import { type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * `column` contains `text`, case-insensitively for ASCII (SQLite's `lower()`, as LIKE folds case), every character
 * taken as itself (`%` and `_` are letters, not wildcards). For the back office's plain "find in these fields"
 * searches. `instr` rather than LIKE: D1 refuses a LIKE pattern over 50 bytes, and a search may be 200 characters.
 *
 * @example or(contains(sql`${t.firstName} || ' ' || ${t.lastName}`, q), contains(t.email, q))
 */
export function contains(column: SQL | AnySQLiteColumn, text: string): SQL {
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}
