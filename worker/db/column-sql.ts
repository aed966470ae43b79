import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * Columns in the places of hand-written SQL where Drizzle's own rendering of a column does not fit, still named
 * through the schema so a renamed column fails the typecheck (test/web/raw-sql-names.test.ts).
 */

/** An insert's column list: bare names, as SQL wants them there (`"table"."column"` is refused). */
export function columnNames(columns: readonly SQLiteColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

/**
 * `column` with its table's name even in a one-table select's fields, where Drizzle leaves columns bare: inside a
 * subquery there, a bare name would mean the subquery's own table.
 */
export function qualified(column: SQLiteColumn): SQL {
  return sql`${column.table}.${sql.identifier(column.name)}`;
}

/** The value an upsert proposed for `column` (SQLite's `excluded.` row). */
export function excluded(column: SQLiteColumn): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}
