import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { hashedLegacyTokens, LEGACY_TOKENS_BATCH } from "../domain/link-token";
import type { Db } from "./client";

/** A subscription table's columns the hashing of its pre-078 tokens reads and writes. */
interface LegacyTokenColumns {
  id: SQLiteColumn;
  legacyManageToken: SQLiteColumn;
  legacyConfirmToken: SQLiteColumn;
}

/**
 * Hashes a batch of a subscription table's confirm and manage tokens stored before decision 078 (the cron), for the
 * area that owns the table; answers how many rows. Each row changes only while its legacy tokens are still those read
 * (a new signup may have replaced the confirm one).
 */
export async function hashLegacyLinkTokens(db: Db, table: SQLiteTable & LegacyTokenColumns, linkKey: string) {
  const rows = (await db
    .select({ id: table.id, legacyManageToken: table.legacyManageToken, legacyConfirmToken: table.legacyConfirmToken })
    .from(table)
    .where(or(isNotNull(table.legacyManageToken), isNotNull(table.legacyConfirmToken)))
    .limit(LEGACY_TOKENS_BATCH)) as {
    id: string;
    legacyManageToken: string | null;
    legacyConfirmToken: string | null;
  }[];
  const same = (column: SQLiteColumn, value: string | null) => (value === null ? isNull(column) : eq(column, value));
  // The hashes first: a query built in an async callback would run there (Drizzle's queries are thenables).
  const changes = await Promise.all(rows.map((row) => hashedLegacyTokens(linkKey, row)));
  const updates = rows.map((row, index) =>
    db
      .update(table)
      .set(changes[index]!)
      .where(
        and(
          eq(table.id, row.id),
          same(table.legacyManageToken, row.legacyManageToken),
          same(table.legacyConfirmToken, row.legacyConfirmToken),
        ),
      ),
  );
  if (updates.length > 0) await db.batch(updates as unknown as Parameters<typeof db.batch>[0]);
  return updates.length;
}
