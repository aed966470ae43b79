import { type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * `column` contains `text`, case-insensitively for ASCII (SQLite's LIKE), with the `%` and `_` staff type taken as
 * letters, not wildcards. For the back office's plain "find in these fields" searches.
 *
 * @example or(contains(sql`${t.firstName} || ' ' || ${t.lastName}`, q), contains(t.email, q))
 */
export function contains(column: SQL | AnySQLiteColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`${column} like ${pattern} escape '\\'`;
}
