/**
 * Plain D1 statements beside Drizzle's, for a `DB.batch` (one transaction) whose rows depend on a condition that
 * only the same transaction can check: an appointment that won its slot, a change that really happened.
 */

/** An EXISTS subquery with its bound parameters: a statement built with it writes only if it holds. */
export interface ExistsCondition {
  sql: string;
  params: unknown[];
}

/** A Drizzle query as a D1 statement, to join plain statements in one `DB.batch`. */
export function asD1Statement(
  d1: D1Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return d1.prepare(sql).bind(...params);
}
