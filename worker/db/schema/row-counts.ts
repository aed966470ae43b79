import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * How many rows a large table holds, kept by triggers on it (migration 0053: admin_activity_logs and deliveries), so
 * an unfiltered list's total reads one row instead of a whole index (worker/db/row-counts.ts). No code writes it.
 */
export const tableRowCounts = sqliteTable("table_row_counts", {
  tableName: text("table_name").primaryKey(),
  rowCount: integer("row_count").notNull(),
});
