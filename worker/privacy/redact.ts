import { type AnyColumn, and, eq, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { deliveries } from "../db/schema";
import { DELIVERY_TEXT, MENTIONING, type MentioningTable, namesPerson, redactPerson } from "./mentions";
import { inIds, type PersonRecords } from "./personal-data";

/**
 * The eraser's redaction of other people's rows that name the person (issue 42): a staff email to a client about
 * them, a note on another application, a notification, and the deliveries that carried those out. Each row keeps its
 * text but for what names them. Answers statements for the eraser's one batch.
 */

type Row = { id: string } & Record<string, string | null>;

/** The columns' text as stored (a JSON column's too), each under its key. */
const textsOf = (columns: Record<string, AnyColumn>) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql<string | null>`${column}`.as(key)]));

function selectNaming(db: Db, entry: MentioningTable, person: PersonRecords) {
  return db
    .select({ id: sql<string>`${entry.id}`.as("id"), ...textsOf(entry.columns) })
    .from(entry.table)
    .where(or(...Object.values(entry.columns).map((column) => namesPerson(column, person))));
}

/** The update of one row's texts that named the person, or nothing when none changed. */
function redactRow(
  db: Db,
  table: SQLiteTable,
  id: AnyColumn,
  columns: Record<string, AnyColumn>,
  row: Row,
  person: PersonRecords,
) {
  const set: Record<string, unknown> = {};
  for (const key of Object.keys(columns)) {
    const text = row[key];
    if (typeof text !== "string") continue;
    const redacted = redactPerson(text, person);
    // Raw text, so a JSON column's stored text is written back as it is.
    if (redacted !== text) set[key] = sql`${redacted}`;
  }
  return Object.keys(set).length > 0
    ? [
        db
          .update(table)
          .set(set as SQLiteUpdateSetSource<SQLiteTable>)
          .where(eq(id, row.id)),
      ]
    : [];
}

export async function redactionStatements(db: Db, person: PersonRecords): Promise<BatchItem<"sqlite">[]> {
  if (person.emails.length + person.phones.length + person.names.length === 0) return [];
  const entries = Object.values<MentioningTable>(MENTIONING);
  const found = (await db.batch(
    entries.map((entry) => selectNaming(db, entry, person)) as unknown as [ReturnType<typeof selectNaming>],
  )) as unknown as Row[][];
  const statements: BatchItem<"sqlite">[] = [];
  const carried = entries.flatMap((entry, index) => {
    const rows = found[index] ?? [];
    for (const row of rows) statements.push(...redactRow(db, entry.table, entry.id, entry.columns, row, person));
    return entry.relatedType && rows.length > 0
      ? [
          and(
            eq(deliveries.relatedType, entry.relatedType),
            inIds(
              deliveries.relatedId,
              rows.map((row) => row.id),
            ),
          )!,
        ]
      : [];
  });
  if (carried.length === 0) return statements;
  const sent = (await db
    .select({ id: sql<string>`${deliveries.id}`.as("id"), ...textsOf(DELIVERY_TEXT) })
    .from(deliveries)
    .where(or(...carried))) as Row[];
  for (const row of sent) statements.push(...redactRow(db, deliveries, deliveries.id, DELIVERY_TEXT, row, person));
  return statements;
}
