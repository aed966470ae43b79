import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/**
 * Column builders every table shares, written once. Instants are integer epoch milliseconds (`Date` in code);
 * the ones that default to "now" default in SQL too, so scripts and raw inserts get the same rows as Drizzle.
 */

/** Primary key: a random uuid made by the Worker (SQLite has no uuid function). */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/**
 * The same kind of id made by SQLite, one per row, for an insert that selects its rows (`insert ... select`), where
 * the Worker cannot hand each row its own: a random version 4 uuid.
 */
export const sqlRandomUuid = sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/** An optional instant. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** A required instant that defaults to the moment of insert. */
export const timestampNow = (name: string) =>
  timestamp(name)
    .notNull()
    .default(sql`(unixepoch() * 1000)`)
    .$defaultFn(() => new Date());

export const createdAt = () => timestampNow("created_at");

/** Set to now on insert and on every Drizzle update. */
export const updatedAt = () => timestampNow("updated_at").$onUpdateFn(() => new Date());

/** A required boolean with its default: flags are never unknown. */
export const flag = (name: string, defaultValue: boolean) =>
  integer(name, { mode: "boolean" }).notNull().default(defaultValue);
