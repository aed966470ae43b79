import { and, asc, count, eq, gte, inArray, isNull } from "drizzle-orm";
import {
  businessToday,
  type DateOverrideCreate,
  type DateOverrideRangeView,
  type DateOverrideView,
} from "../contract/availability";
import { addDays } from "../contract/time-zone";
import type { Db } from "../db/client";
import { bookingDateOverrides, bookingTypes } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { validationError } from "../http/errors";

/**
 * Date overrides as staff manage them: a date closed or open only in some windows, for every type (the firm
 * calendar's closures) or for one; a range of days closed at once. Each write is one batch with its log entry.
 */

const overrideSelect = (db: Db) =>
  db
    .select({ override: bookingDateOverrides, bookingTypeName: bookingTypes.name })
    .from(bookingDateOverrides)
    .leftJoin(bookingTypes, eq(bookingTypes.id, bookingDateOverrides.bookingTypeId));

function overrideView({
  override,
  bookingTypeName,
}: {
  override: typeof bookingDateOverrides.$inferSelect;
  bookingTypeName: string | null;
}): DateOverrideView {
  return {
    id: override.id,
    date: override.date,
    bookingTypeId: override.bookingTypeId,
    bookingTypeName,
    closed: override.closed,
    windows: override.windows,
    note: override.note,
    createdAt: override.createdAt.toISOString(),
  };
}

/** One page of the overrides from today on (business zone), soonest first. */
export async function listDateOverrides(
  db: Db,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ rows: DateOverrideView[]; total: number }> {
  const upcoming = gte(bookingDateOverrides.date, businessToday(now.getTime()));
  const [rows, [total]] = await db.batch([
    overrideSelect(db)
      .where(upcoming)
      .orderBy(asc(bookingDateOverrides.date), asc(bookingTypes.name))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(bookingDateOverrides).where(upcoming),
  ]);
  return { rows: rows.map(overrideView), total: total?.value ?? 0 };
}

/** Sets a date's override for every type or one, replacing the one of the same date and type. */
export async function putDateOverride(
  db: Db,
  actor: Actor,
  body: DateOverrideCreate,
): Promise<DateOverrideView | DateOverrideRangeView> {
  const typeId = body.bookingTypeId ?? null;
  if (
    typeId &&
    !(await db.select({ id: bookingTypes.id }).from(bookingTypes).where(eq(bookingTypes.id, typeId)).get())
  ) {
    throw validationError([{ path: "bookingTypeId", message: "No such booking type" }]);
  }
  if (body.from && body.to) return closeDateRange(db, actor, { ...body, from: body.from, to: body.to }, typeId);
  const date = body.date!;
  const id = crypto.randomUUID();
  await db.batch([
    db.delete(bookingDateOverrides).where(sameOverrideSlot([date], typeId)),
    db.insert(bookingDateOverrides).values({
      id,
      date,
      bookingTypeId: typeId,
      closed: body.closed === true,
      windows: body.windows ?? null,
      note: body.note || null,
      createdBy: actor.userId,
    }),
    activityLog(actor, db, {
      action: "booking_override.set",
      entityType: "booking_date_override",
      entityId: id,
      details: { date, bookingTypeId: typeId, closed: body.closed === true, windows: body.windows ?? null },
    }),
  ]);
  return overrideView((await overrideSelect(db).where(eq(bookingDateOverrides.id, id)).get())!);
}

/** The overrides of `dates` for the type `typeId` (or for every type when null), which a new one replaces. */
const sameOverrideSlot = (dates: string[], typeId: string | null) =>
  and(
    inArray(bookingDateOverrides.date, dates),
    typeId ? eq(bookingDateOverrides.bookingTypeId, typeId) : isNull(bookingDateOverrides.bookingTypeId),
  );

/**
 * Closes every day from `from` to `to` at once (a holiday season, a leave), one override per day like a single
 * closure, in one batch with one log entry.
 */
async function closeDateRange(
  db: Db,
  actor: Actor,
  body: DateOverrideCreate & { from: string; to: string },
  typeId: string | null,
): Promise<DateOverrideRangeView> {
  const dates: string[] = [];
  for (let date = body.from; date <= body.to; date = addDays(date, 1)) dates.push(date);
  const rows = dates.map((date) => ({
    id: crypto.randomUUID(),
    date,
    bookingTypeId: typeId,
    closed: true,
    windows: null,
    note: body.note || null,
    createdBy: actor.userId,
  }));
  await db.batch([
    db.delete(bookingDateOverrides).where(sameOverrideSlot(dates, typeId)),
    // One statement per day: a multi-row insert of a quarter would pass D1's limit of bound parameters.
    ...rows.map((row) => db.insert(bookingDateOverrides).values(row)),
    activityLog(actor, db, {
      action: "booking_override.set",
      entityType: "booking_date_override",
      entityId: rows[0]!.id,
      details: { from: body.from, to: body.to, days: rows.length, bookingTypeId: typeId, closed: true },
    }),
  ]);
  const saved = await overrideSelect(db)
    .where(
      inArray(
        bookingDateOverrides.id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(bookingDateOverrides.date));
  return { from: body.from, to: body.to, overrides: saved.map(overrideView) };
}

/** Deletes an override; false when there is none. */
export async function deleteDateOverride(db: Db, actor: Actor, id: string): Promise<boolean> {
  const found = await db
    .select({ date: bookingDateOverrides.date })
    .from(bookingDateOverrides)
    .where(eq(bookingDateOverrides.id, id))
    .get();
  if (!found) return false;
  await db.batch([
    db.delete(bookingDateOverrides).where(eq(bookingDateOverrides.id, id)),
    activityLog(actor, db, {
      action: "booking_override.delete",
      entityType: "booking_date_override",
      entityId: id,
      details: { date: found.date },
    }),
  ]);
  return true;
}
