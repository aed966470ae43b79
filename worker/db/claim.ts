import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A claim that fails its whole batch when refused (docs/decisions/075). `claimed(condition, value)` is `value` when
 * `condition` holds and NULL otherwise: written into a NOT NULL column (a placement's or a submittal's status), the
 * statement itself fails when the claim is refused, and D1 rolls back the batch it is in, so everything the claim
 * writes beside it (history, notes, notifications, activity) happens exactly once or not at all. The condition is
 * read inside that one statement, and D1 runs one statement at a time, so two requests never both claim.
 *
 * @example db.update(submittals).set({ status: claimed(inArray(submittals.status, ["awaiting"]), "declined") }).where(eq(submittals.id, id))
 */
export function claimed<T>(condition: SQLWrapper | undefined, value: T): SQL<T> {
  return sql<T>`case when ${condition} then ${value} end`;
}

/** Whether a D1 error is a refused `claimed` on `table.column` (its NOT NULL constraint), to answer 409 for it. */
export function isRefusedClaim(err: unknown, column: `${string}.${string}`): boolean {
  return String(err).includes(`NOT NULL constraint failed: ${column}`);
}
