import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { applicationNotes, deliveries, emailThreads, staffNotifications, threadEmails } from "../db/schema";
import { ERASED, type PersonRecords } from "./personal-data";

/**
 * Text in other people's rows that may name the person: a staff email to a client about several candidates, a note
 * on another application, a notification. The eraser finds the rows that name them (`namesPerson`) and redacts what
 * names them (`redactPerson`), leaving the rest; `relatedType` names the deliveries that carried such a row out (their
 * summary, payload and sent copy quote it and are redacted too).
 */
export interface MentioningTable {
  table: SQLiteTable;
  id: AnyColumn;
  columns: Record<string, AnyColumn>;
  relatedType?: string;
}

export const MENTIONING = {
  thread_emails: {
    table: threadEmails,
    id: threadEmails.id,
    columns: { subject: threadEmails.subject, textBody: threadEmails.textBody },
    relatedType: "thread_email",
  },
  email_threads: { table: emailThreads, id: emailThreads.id, columns: { subject: emailThreads.subject } },
  application_notes: { table: applicationNotes, id: applicationNotes.id, columns: { body: applicationNotes.body } },
  staff_notifications: {
    table: staffNotifications,
    id: staffNotifications.id,
    columns: { title: staffNotifications.title },
    relatedType: "staff_notification",
  },
} satisfies Record<string, MentioningTable>;

/** The text a delivery carries (its sent copy as stored JSON). */
export const DELIVERY_TEXT = {
  summary: deliveries.summary,
  payload: deliveries.payload,
  sentCopy: deliveries.sentCopy,
};

/** A column's text without the separators a phone number is written with. */
const digitsOf = (column: AnyColumn) =>
  sql`replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`;

/** Text that names the person: one of their emails or full names (any case), or their phone in any format. */
export function namesPerson(column: AnyColumn, { emails, phones, names }: PersonRecords): SQL {
  const words = [...emails, ...names.map((name) => name.toLowerCase())];
  return sql`(exists (select 1 from json_each(${JSON.stringify(words)}) as word where instr(lower(${column}), word.value) > 0)
    or exists (select 1 from json_each(${JSON.stringify(phones)}) as phone where instr(${digitsOf(column)}, phone.value) > 0))`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` with every mention of the person replaced by the marker: their emails, full names and phone (separators
 * allowed between its digits), then, since the text is about them, their first and last names alone.
 */
export function redactPerson(text: string, { emails, phones, names }: PersonRecords): string {
  const phone = (key: string) => `(?:\\+?1[\\s().-]*)?${[...key].join("[\\s().-]*")}`;
  const whole = [...emails.map(escapeRegExp), ...names.map((name) => escapeRegExp(name).replace(/\s+/g, "\\s+"))];
  const parts = names.flatMap((name) => name.split(/\s+/)).filter((part) => part.length > 1 && part !== ERASED);
  let redacted = text;
  for (const pattern of [...whole, ...phones.map(phone)])
    redacted = redacted.replace(new RegExp(pattern, "gi"), ERASED);
  for (const part of new Set(parts))
    redacted = redacted.replace(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(part)}(?![\\p{L}\\d])`, "giu"), ERASED);
  return redacted;
}
