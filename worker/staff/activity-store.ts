import { TZDate } from "@date-fns/tz";
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  ACTIVITY_EXPORT_MAX_ROWS,
  type ActivityFilter,
  type ActivityLogEntry,
  type ActivityLogQuery,
  type ActivityPerson,
  activityRecord,
  activitySentence,
  activityWho,
} from "../contract/activity";
import { addDays } from "../contract/time-zone";
import type { Db } from "../db/client";
import { tableRowCountQuery } from "../db/row-counts";
import { type AdminActivityLog, adminActivityLogs, clientContacts, clients, users } from "../db/schema";
import { csvCell } from "../domain/csv";

/** The activity log's reads: a filtered page for the screen and the rows of an auditor's CSV. */

/** The instant a calendar day starts on a zone's clock (a midnight skipped by a clock change moves forward). */
function dayStart(date: string, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, zone).getTime());
}

function whereOf(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.userId ? eq(adminActivityLogs.userId, filter.userId) : undefined,
    filter.action ? eq(adminActivityLogs.action, filter.action) : undefined,
    filter.entityType ? eq(adminActivityLogs.entityType, filter.entityType) : undefined,
    filter.from ? gte(adminActivityLogs.createdAt, dayStart(filter.from, filter.zone)) : undefined,
    // "To" is the whole day: up to the start of the next.
    filter.to ? lt(adminActivityLogs.createdAt, dayStart(addDays(filter.to, 1), filter.zone)) : undefined,
  );
}

const rowid = sql<number>`${adminActivityLogs}.rowid`;

function entriesSelect(db: Db) {
  return db
    .select({
      log: adminActivityLogs,
      username: users.username,
      role: users.role,
      // Aliased: a batch reads rows by column name, and both tables name theirs "name".
      contactName: sql<string | null>`${clientContacts.name}`.as("contact_name"),
      contactClientName: sql<string | null>`${clients.name}`.as("contact_client_name"),
      rowid,
    })
    .from(adminActivityLogs)
    .leftJoin(users, eq(users.id, adminActivityLogs.userId))
    .leftJoin(clientContacts, eq(clientContacts.id, adminActivityLogs.clientContactId))
    .leftJoin(clients, eq(clients.id, clientContacts.clientId));
}

// rowid breaks ties within one millisecond in insertion order.
const NEWEST_FIRST = [desc(adminActivityLogs.createdAt), desc(rowid)];

type EntryRow = {
  log: AdminActivityLog;
  username: string | null;
  role: ActivityLogEntry["role"];
  contactName: string | null;
  contactClientName: string | null;
};

/** Field by field, so a column added to the table does not leave the Worker unnoticed. */
function toEntry({ log, username, role, contactName, contactClientName }: EntryRow): ActivityLogEntry {
  return {
    id: log.id,
    userId: log.userId ?? null,
    username,
    role,
    clientContact:
      log.clientContactId && contactName !== null
        ? { id: log.clientContactId, name: contactName, clientName: contactClientName ?? "" }
        : null,
    action: log.action,
    entityType: log.entityType ?? null,
    entityId: log.entityId ?? null,
    details: log.details ?? null,
    ipAddress: log.ipAddress ?? null,
    userAgent: log.userAgent ?? null,
    createdAt: log.createdAt.toISOString(),
  };
}

/** One page of the entries the filters select, newest first, and how many they select in all. */
export async function activityLogPage(
  db: Db,
  query: ActivityLogQuery,
): Promise<{ rows: ActivityLogEntry[]; total: number }> {
  const where = whereOf(query);
  const [rows, [total]] = await db.batch([
    entriesSelect(db)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(query.limit)
      .offset(query.offset),
    // Unfiltered, the total kept beside the table: counting a million entries reads a whole index.
    where
      ? db.select({ value: count() }).from(adminActivityLogs).where(where)
      : tableRowCountQuery(db, "admin_activity_logs"),
  ]);
  return { rows: rows.map(toEntry), total: total?.value ?? 0 };
}

export interface ActivityLogPage {
  rows: ActivityLogEntry[];
  total: number;
}

/** Records of one type: one id, or the ids a subquery selects. */
export interface ActivitySubject {
  entityType: string;
  ids: string | SQLWrapper;
}

/**
 * One page of the entries about any of the subjects, newest first, and how many there are in all: a record's page
 * showing its own history with that of what hangs off it (a client's contacts, job orders, submittals, placements).
 */
export async function subjectsActivityPage(
  db: Db,
  subjects: readonly ActivitySubject[],
  page: { limit: number; offset: number },
): Promise<ActivityLogPage> {
  const where = or(
    ...subjects.map(({ entityType, ids }) =>
      and(
        eq(adminActivityLogs.entityType, entityType),
        typeof ids === "string" ? eq(adminActivityLogs.entityId, ids) : inArray(adminActivityLogs.entityId, ids),
      ),
    ),
  );
  const [rows, [total]] = await db.batch([
    entriesSelect(db)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(adminActivityLogs).where(where),
  ]);
  return { rows: rows.map(toEntry), total: total?.value ?? 0 };
}

/** Every staff account, for the log's "who" filter (a deleted account's entries keep only its id). */
export async function activityPeople(db: Db): Promise<ActivityPerson[]> {
  return db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .orderBy(asc(users.username), asc(users.id));
}

/** Rows read per statement while exporting: one D1 round trip each, never the whole log in memory. */
const EXPORT_BATCH = 1000;

export const ACTIVITY_CSV_HEADER = [
  "time_utc",
  "username",
  "role",
  "action",
  "sentence",
  "record_type",
  "record_id",
  "record_page",
  "ip_address",
  "user_agent",
  "details",
];

function csvLine(entry: ActivityLogEntry): string {
  const record = activityRecord(entry);
  return [
    entry.createdAt,
    entry.username ?? (entry.clientContact ? activityWho(entry) : null),
    entry.role,
    entry.action,
    activitySentence(entry),
    entry.entityType,
    entry.entityId,
    record?.href ?? null,
    entry.ipAddress,
    entry.userAgent,
    entry.details,
  ]
    .map(csvCell)
    .join(",");
}

/**
 * The entries the filters select as CSV, newest first, at most ACTIVITY_EXPORT_MAX_ROWS: streamed in batches read by
 * keyset (time, rowid), so neither memory nor a statement grows with the log.
 */
export function activityCsv(db: Db, filter: ActivityFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = whereOf(filter);
  let after: { createdAt: Date; rowid: number } | undefined;
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`${ACTIVITY_CSV_HEADER.join(",")}\r\n`));
    },
    async pull(controller) {
      const limit = Math.min(EXPORT_BATCH, ACTIVITY_EXPORT_MAX_ROWS - sent);
      const before = after
        ? or(
            lt(adminActivityLogs.createdAt, after.createdAt),
            and(eq(adminActivityLogs.createdAt, after.createdAt), lt(rowid, after.rowid)),
          )
        : undefined;
      const rows =
        limit > 0
          ? await entriesSelect(db)
              .where(and(where, before))
              .orderBy(...NEWEST_FIRST)
              .limit(limit)
          : [];
      if (rows.length > 0) {
        controller.enqueue(encoder.encode(rows.map((row) => `${csvLine(toEntry(row))}\r\n`).join("")));
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.log.createdAt, rowid: last.rowid };
        sent += rows.length;
      }
      if (rows.length < limit || rows.length === 0) controller.close();
    },
  });
}
