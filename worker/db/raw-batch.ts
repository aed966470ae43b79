import { type SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
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

/** A Drizzle query as a D1 statement, to join plain statements in one `DB.batch`. */
export function asD1Statement(d1: D1Database, query: Query): D1PreparedStatement {
  const { sql, params } = query.toSQL();
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

/** A row of `table` inserted only if `holds`: its columns named through the schema, each beside its value. */
export function insertWhere(table: SQLiteTable, values: [SQLiteColumn, unknown][], holds: SQL): SQL {
  const columns = columnNames(values.map(([column]) => column));
  const row = sql.join(
    values.map(([, value]) => sql`${value}`),
    sql`, `,
  );
  return sql`insert into ${table} (${columns}) select ${row} where ${holds}`;
}
