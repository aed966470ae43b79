import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { tableRowCounts } from "./schema";

/** The tables whose totals triggers keep (migration 0053). */
export type CountedTable = "admin_activity_logs" | "deliveries";

/**
 * A counted table's number of rows, as a query to put in a batch beside the page it totals: one row read, however
 * large the table. Its rows are `{ value }`, none while the table has never had a row.
 */
export function tableRowCountQuery(db: Db, table: CountedTable) {
  return db.select({ value: tableRowCounts.rowCount }).from(tableRowCounts).where(eq(tableRowCounts.tableName, table));
}
