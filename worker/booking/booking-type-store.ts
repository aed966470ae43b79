import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { BookingTypeCreate, BookingTypeUpdate, BookingTypeView, WeeklyHours } from "../contract/availability";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { type BookingType, bookingAvailability, bookingTypes } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { inWeekOrder } from "./calendar-settings-store";

/**
 * Booking types as staff manage them, each with the weekly hours that narrow the firm calendar's. Each write is one
 * batch with its activity-log entry, and moves the public version, since the public type list is cached at the edge.
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
