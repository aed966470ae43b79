import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { columnNames } from "./column-sql";

/**
 * Plain D1 statements beside Drizzle's, for a `DB.batch` (one transaction) whose rows depend on a condition that
 * only the same transaction can check: an appointment that won its slot, a change that really happened.
 */

/** An EXISTS subquery with its bound parameters: a statement built with it writes only if it holds. */
export interface ExistsCondition {
  sql: string;
  params: unknown[];
}

type Query = { toSQL(): { sql: string; params: unknown[] } };

/** Renders hand-written `sql` templates as D1 does, without a database (D1's Drizzle dialect is the async one). */
const dialect = new SQLiteAsyncDialect();

/** A Drizzle query or `sql` template as a D1 statement, to join plain statements in one `DB.batch`. */
export function asD1Statement(d1: D1Database, query: Query | SQL): D1PreparedStatement {
  const { sql, params } = is(query, SQL) ? dialect.sqlToQuery(query) : query.toSQL();
  return d1.prepare(sql).bind(...params);
}

/** An EXISTS subquery written as a Drizzle `sql` template, its tables and columns named through the schema. */
export function existsCondition(query: SQL): ExistsCondition {
  const { sql, params } = dialect.sqlToQuery(query);
  return { sql, params };
}

/**
 * A Drizzle query or `sql` template that writes only if `condition` holds, as a D1 statement: `build` places `holds`
 * (`exists (...)`) as its LAST bound part, since the condition's own parameters are bound after the query's.
 */
export function asD1StatementWhere(
  d1: D1Database,
  condition: ExistsCondition,
  build: (holds: SQL) => SQL | Query,
): D1PreparedStatement {
  const query = build(sql`exists (${sql.raw(condition.sql)})`);
  const { sql: text, params } = "toSQL" in query ? query.toSQL() : dialect.sqlToQuery(query);
  const after = text.slice(text.lastIndexOf(condition.sql) + condition.sql.length);
  if (after.includes("?")) throw new Error("asD1StatementWhere: the condition must be the query's last bound part");
  return d1.prepare(text).bind(...params, ...condition.params);
}

/**
 * `insert into <table> (<the row's columns>) select <its values> where <holds>`: the row is written only if the
 * condition holds in the same statement. Its keys are the table's (a renamed column fails the typecheck), its values
 * stored as Drizzle stores them (a Date as epoch milliseconds, a flag as 0 or 1); a key left undefined is left out,
 * so its column takes its default, as in Drizzle's own insert.
 */
export function insertWhere<T extends SQLiteTable>(table: T, row: Partial<T["$inferInsert"]>, holds: SQL): SQL {
  const columns = getTableColumns(table);
  const entries = Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ column: columns[key]!, value }));
  const names = columnNames(entries.map(({ column }) => column));
  const values = sql.join(
    entries.map(({ column, value }) => sql.param(value, column)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${values} where ${holds}`;
}
