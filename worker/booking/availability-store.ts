import { and, asc, count, eq, gte, inArray, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  type BookingSettingsView,
  type BookingTypeCreate,
  type BookingTypeUpdate,
  type BookingTypeView,
  businessToday,
  type DateOverrideCreate,
  type DateOverrideRangeView,
  type DateOverrideView,
  type FirmHoursView,
  type WeeklyHours,
} from "../contract/availability";
import { BOOKING_SETTINGS_ID } from "../contract/booking";
import { addDays, minutesOfDay } from "../contract/time-zone";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import {
  type BookingType,
  bookingAvailability,
  bookingDateOverrides,
  bookingFirmHours,
  bookingSettings,
  bookingTypes,
} from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { validationError } from "../http/errors";

/**
 * The firm calendar (its weekly hours; its closures are the all-types date overrides), booking types with the hours
 * that narrow it, date overrides and the overall daily cap, as staff manage them. Each write is
 * one batch with its activity-log entry; a change to a type moves the public version, since the public type list
 * is cached at the edge.
 */

/** The contract's field names against the columns they are stored in. */
function typeColumns(fields: Partial<BookingTypeCreate>): Partial<typeof bookingTypes.$inferInsert> {
  const { needsConfirmation, bufferAfter, maxDaysAhead, hours: _hours, ...same } = fields;
  return {
    ...same,
    ...(needsConfirmation !== undefined && { autoConfirm: !needsConfirmation }),
    ...(bufferAfter !== undefined && { bufferTime: bufferAfter }),
    ...(maxDaysAhead !== undefined && { maxAdvanceBooking: maxDaysAhead }),
  };
}

/** Weekly hours in day and clock order, as the contract shows them. */
function inWeekOrder(hours: readonly WeeklyHours[]): WeeklyHours[] {
  return hours
    .map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }))
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek || minutesOfDay(a.startTime) - minutesOfDay(b.startTime));
}

function typeView(type: BookingType, hours: readonly WeeklyHours[]): BookingTypeView {
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    duration: type.duration,
    price: type.price,
    color: type.color,
    locationOptions: type.locationOptions,
    needsConfirmation: !type.autoConfirm,
    isActive: type.isActive,
    bufferBefore: type.bufferBefore,
    bufferAfter: type.bufferTime,
    minNoticeHours: type.minNoticeHours,
    maxDaysAhead: type.maxAdvanceBooking,
    guestChangeNoticeHours: type.guestChangeNoticeHours,
    dailyCap: type.dailyCap,
    hours: inWeekOrder(hours),
    updatedAt: type.updatedAt.toISOString(),
  };
}

const hoursColumns = {
  bookingTypeId: bookingAvailability.bookingTypeId,
  dayOfWeek: bookingAvailability.dayOfWeek,
  startTime: bookingAvailability.startTime,
  endTime: bookingAvailability.endTime,
};

/** The weekly hours that replace a type's: its rows deleted and the new ones inserted, in chunks under D1's 100 parameters. */
function replaceHours(db: Db, typeId: string, hours: readonly WeeklyHours[]) {
  const rows = hours.map((h) => ({
    bookingTypeId: typeId,
    dayOfWeek: h.dayOfWeek,
    startTime: h.startTime,
    endTime: h.endTime,
    isActive: true,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += 10) inserts.push(db.insert(bookingAvailability).values(rows.slice(i, i + 10)));
  return [db.delete(bookingAvailability).where(eq(bookingAvailability.bookingTypeId, typeId)), ...inserts];
}

/** One page of every type (active and switched off), by name, with their weekly hours. */
export async function listBookingTypes(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: BookingTypeView[]; total: number }> {
  const [types, [total]] = await db.batch([
    db
      .select()
      .from(bookingTypes)
      .orderBy(asc(bookingTypes.name), asc(bookingTypes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(bookingTypes),
  ]);
  const ids = types.map((t) => t.id);
  const hours = ids.length
    ? await db
        .select(hoursColumns)
        .from(bookingAvailability)
        .where(and(inArray(bookingAvailability.bookingTypeId, ids), eq(bookingAvailability.isActive, true)))
    : [];
  return {
    rows: types.map((t) =>
      typeView(
        t,
        hours.filter((h) => h.bookingTypeId === t.id),
      ),
    ),
    total: total?.value ?? 0,
  };
}

async function findBookingType(db: Db, id: string): Promise<BookingTypeView | undefined> {
  const [[type], hours] = await db.batch([
    db.select().from(bookingTypes).where(eq(bookingTypes.id, id)),
    db
      .select(hoursColumns)
      .from(bookingAvailability)
      .where(and(eq(bookingAvailability.bookingTypeId, id), eq(bookingAvailability.isActive, true))),
  ]);
  return type ? typeView(type, hours) : undefined;
}

export async function createBookingType(db: Db, actor: Actor, body: BookingTypeCreate): Promise<BookingTypeView> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(bookingTypes).values({ id, ...typeColumns(body), name: body.name, duration: body.duration }),
    ...replaceHours(db, id, body.hours),
    bumpPublicVersion(db),
    activityLog(actor, db, {
      action: "booking_type.create",
      entityType: "booking_type",
      entityId: id,
      details: { name: body.name },
    }),
  ]);
  return (await findBookingType(db, id))!;
}

/** Changes only the fields `body` names; `hours` replaces the weekly hours. Undefined when there is no such type. */
export async function updateBookingType(
  db: Db,
  actor: Actor,
  id: string,
  body: BookingTypeUpdate,
): Promise<BookingTypeView | undefined> {
  const exists = await db.select({ id: bookingTypes.id }).from(bookingTypes).where(eq(bookingTypes.id, id)).get();
  if (!exists) return undefined;
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(bookingTypes)
      .set({ ...typeColumns(body), updatedAt: new Date() })
      .where(eq(bookingTypes.id, id)),
    ...(body.hours ? replaceHours(db, id, body.hours) : []),
    bumpPublicVersion(db),
    activityLog(actor, db, {
      action: "booking_type.update",
      entityType: "booking_type",
      entityId: id,
      details: { fields: Object.keys(body) },
    }),
  ];
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return findBookingType(db, id);
}

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

export async function getBookingSettings(db: Db): Promise<BookingSettingsView> {
  const row = await db
    .select({ dailyCap: bookingSettings.dailyCap })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, BOOKING_SETTINGS_ID))
    .get();
  return { dailyCap: row?.dailyCap ?? null };
}

export async function putBookingSettings(
  db: Db,
  actor: Actor,
  body: BookingSettingsView,
): Promise<BookingSettingsView> {
  await db.batch([
    db
      .insert(bookingSettings)
      .values({ id: BOOKING_SETTINGS_ID, dailyCap: body.dailyCap })
      .onConflictDoUpdate({ target: bookingSettings.id, set: { dailyCap: body.dailyCap, updatedAt: new Date() } }),
    activityLog(actor, db, {
      action: "booking_settings.update",
      entityType: "booking_settings",
      entityId: BOOKING_SETTINGS_ID,
      details: { ...body },
    }),
  ]);
  return getBookingSettings(db);
}

/** The firm calendar's weekly hours, which every type inherits. */
export async function getFirmHours(db: Db): Promise<FirmHoursView> {
  return { hours: inWeekOrder(await db.select().from(bookingFirmHours)) };
}

/** Replaces the firm's weekly hours whole (a day with none is closed), in one batch with its log entry. */
export async function putFirmHours(db: Db, actor: Actor, hours: readonly WeeklyHours[]): Promise<FirmHoursView> {
  const rows = hours.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }));
  const inserts = [];
  // Chunks under D1's 100 bound parameters.
  for (let i = 0; i < rows.length; i += 20) inserts.push(db.insert(bookingFirmHours).values(rows.slice(i, i + 20)));
  await db.batch([
    db.delete(bookingFirmHours),
    ...inserts,
    activityLog(actor, db, {
      action: "booking_firm_hours.update",
      entityType: "booking_settings",
      entityId: BOOKING_SETTINGS_ID,
      details: { hours: inWeekOrder(hours) },
    }),
  ]);
  return getFirmHours(db);
}
