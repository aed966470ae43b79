import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { asD1Statement, type ExistsCondition } from "../db/raw-batch";

/**
 * The booking area's hand-written SQL (the free-time rule, the conditional writes of a booking and of a change) is
 * written as Drizzle `sql` templates naming tables and columns through the schema's objects, so a renamed column
 * fails the typecheck; these turn them into the plain text and bound parameters D1 statements and the pipeline's
 * conditions (worker/db/raw-batch.ts ExistsCondition) take.
 */

const dialect = new SQLiteAsyncDialect();

/** A Drizzle SQL fragment as plain text with its bound parameters, in order. */
export function plainSql(query: SQL): ExistsCondition {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
}

/** A Drizzle SQL statement as a D1 statement, to join the others of a `DB.batch`. */
export function d1Statement(d1: D1Database, query: SQL): D1PreparedStatement {
  return asD1Statement(d1, { toSQL: () => plainSql(query) });
}

/**
 * `insert into <table> (<the row's columns>) select <its values> where <condition>`: the row is written only if the
 * condition holds in the same statement. Its keys are the table's (a renamed column fails the typecheck), its values
 * stored as Drizzle stores them (a Date as epoch milliseconds, a flag as 0 or 1).
 */
export function insertWhere<T extends SQLiteTable>(table: T, row: Partial<T["$inferInsert"]>, condition: SQL): SQL {
  const columns = getTableColumns(table);
  // A key left undefined is left out, so its column takes its default, as in Drizzle's own insert.
  const entries = Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ column: columns[key]!, value }));
  const names = sql.join(
    entries.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    entries.map(({ column, value }) => sql.param(value, column)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${values} where ${condition}`;
}
