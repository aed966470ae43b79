import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import type { Bindings } from "../env";
import { PERSONAL_DATA, type PersonalTable, type PersonRecords } from "./personal-data";
import { RECEIVED_MAIL_PREFIX, receivedMailOf } from "./private-files";

/**
 * The part of a person's export the search screen has no kind for (issue 42): the rows of every other table of the
 * registry, `records/<table>.json` (every column but the secrets it declares), and the email they sent as kept in
 * R2, `mail/<id>.eml` with each attachment under `mail/<id>/`. So the export holds all the registry knows of them.
 */

/** Tables the export writes as the screen's kinds (candidates.json ...), in worker/privacy/person-export.ts. */
export const EXPORTED_AS_KINDS: ReadonlySet<string> = new Set([
  "candidates",
  "applications",
  "contacts",
  "booking_appointments",
  "crm_leads",
  "sms_messages",
  "inbound_texts",
  "job_alert_subscriptions",
  "newsletter_subscribers",
  "deliveries",
  "client_contacts",
]);

const R2_GETS_AT_ONCE = 6;

export async function exportRecords(
  env: Bindings,
  db: Db,
  found: PersonRecords,
  json: (rows: unknown) => Uint8Array,
): Promise<Record<string, Uint8Array>> {
  const entries = Object.values<PersonalTable>(PERSONAL_DATA).filter(
    (entry) => !EXPORTED_AS_KINDS.has(getTableName(entry.table)),
  );
  const queries = entries.map((entry) => {
    const { notExported = [] } = entry;
    const columns = Object.fromEntries(
      Object.entries(getTableColumns(entry.table)).filter(([key]) => !notExported.includes(key)),
    );
    return db
      .select(columns)
      .from(entry.table as SQLiteTable)
      .where(entry.rowsOf(found));
  });
  const results = await db.batch(queries as unknown as [(typeof queries)[number], ...(typeof queries)[number][]]);
  const files: Record<string, Uint8Array> = {};
  entries.forEach((entry, index) => {
    files[`records/${getTableName(entry.table)}.json`] = json(results[index]);
  });
  const { keys } = await receivedMailOf(db, found);
  for (let start = 0; start < keys.length; start += R2_GETS_AT_ONCE) {
    await Promise.all(
      keys.slice(start, start + R2_GETS_AT_ONCE).map(async (key) => {
        const object = await env.RESUMES.get(key);
        if (object)
          files[`mail/${key.slice(RECEIVED_MAIL_PREFIX.length)}`] = new Uint8Array(await object.arrayBuffer());
      }),
    );
  }
  return files;
}
