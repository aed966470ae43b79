import { env } from "cloudflare:workers";
import { eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slotIsFreeSql } from "../../worker/booking/free-time-sql";
import type { BookingSettingsView, BookingTypeView, DateOverrideView } from "../../worker/contract/availability";
import { BOOKING_RULES } from "../../worker/contract/booking";
import { addDays, dayOfWeekOf, zonedDate, zonedTimeToInstant } from "../../worker/contract/time-zone";
import { createDb } from "../../worker/db/client";
import {
  adminActivityLogs,
  bookingAppointments,
  bookingDateOverrides,
  bookingSettings,
  bookingTypes,
} from "../../worker/db/schema";
import { book, call, insertBookingTypes, MONDAY, MONDAY_10, TYPE_A, TYPE_B, validBooking } from "./booking-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** Booking types, date overrides and the overall cap for staff (issue 18), and the insert that obeys them. */

/** The next weekday at least a week after today in the business zone: a date overrides can be made for. */
function nextWeekday(): string {
  let date = addDays(zonedDate(Date.now(), BOOKING_RULES.timeZone), 7);
  while ([0, 6].includes(dayOfWeekOf(date))) date = addDays(date, 1);
  return date;
}

async function issuesOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { issues?: { path: string }[] };
  return (body.issues ?? []).map((issue) => issue.path);
}

async function logCount(): Promise<number> {
  return (await createDb(env.DB).select().from(adminActivityLogs)).length;
}

const newType = {
  name: "Executive Search Briefing",
  description: "For boards.",
  duration: 50,
  price: 15000,
  color: "#112233",
  locationOptions: ["office", "virtual"],
  needsConfirmation: true,
  bufferBefore: 10,
  bufferAfter: 5,
  minNoticeHours: 48,
  maxDaysAhead: 60,
  guestChangeNoticeHours: 12,
  dailyCap: 3,
  hours: [
    { dayOfWeek: 1, startTime: "09:00", endTime: "12:00" },
    { dayOfWeek: 1, startTime: "13:00", endTime: "16:00" },
    { dayOfWeek: 3, startTime: "10:00", endTime: "14:00" },
  ],
};

/** An empty database with the booking types, and a manager's and a recruiter's cookies. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  await insertBookingTypes();
  const manager = (await signedInStaff("meg.manager", "manager")).cookie;
  const recruiter = (await signedInStaff("rob.recruiter", "recruiter")).cookie;
  return { manager, recruiter };
}

describe("booking types", () => {
  it("are for managers: a recruiter is refused", async () => {
    const { recruiter } = await setup();
    expect((await api("/api/admin/booking/types", { cookie: recruiter })).status).toBe(403);
    expect((await api("/api/admin/booking/types")).status).toBe(401);
  });

  it("lists every type with its hours, paged with the total", async () => {
    const { manager } = await setup();
    const response = await api("/api/admin/booking/types?limit=2", { cookie: manager });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Total-Count")).toBe("3");
    const rows = (await response.json()) as BookingTypeView[];
    expect(rows.map((t) => t.name)).toEqual(["Career Strategy Call", "Hiring Needs Consultation"]);
    expect(rows[1]).toMatchObject({
      bufferAfter: 15,
      bufferBefore: 0,
      needsConfirmation: false,
      maxDaysAhead: 30,
      dailyCap: null,
      isActive: true,
    });
    expect(rows[1]!.hours).toHaveLength(5);
    expect((await api("/api/admin/booking/types?limit=101", { cookie: manager })).status).toBe(400);
  });

  it("creates a type with every field and logs it; the public list shows it with its locations", async () => {
    const { manager } = await setup();
    const logs = await logCount();
    const response = await api("/api/admin/booking/types", { method: "POST", body: newType, cookie: manager });
    expect(response.status).toBe(201);
    const created = (await response.json()) as BookingTypeView;
    expect(created).toMatchObject({ ...newType, isActive: true });
    const row = await createDb(env.DB).select().from(bookingTypes).where(eq(bookingTypes.id, created.id)).get();
    expect(row).toMatchObject({ autoConfirm: false, bufferTime: 5, maxAdvanceBooking: 60 });
    expect(await logCount()).toBe(logs + 1);
    const publicTypes = (await (await api("/api/booking/types")).json()) as { id: string; locationOptions: string[] }[];
    expect(publicTypes.find((t) => t.id === created.id)?.locationOptions).toEqual(["office", "virtual"]);
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const { manager } = await setup();
    const logs = await logCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newType, name: " " }, "name"],
      [{ ...newType, duration: 0 }, "duration"],
      [{ ...newType, price: -1 }, "price"],
      [{ ...newType, locationOptions: [] }, "locationOptions"],
      [{ ...newType, locationOptions: ["zoom"] }, "locationOptions.0"],
      [{ ...newType, dailyCap: -1 }, "dailyCap"],
      [{ ...newType, bufferBefore: -5 }, "bufferBefore"],
      [{ ...newType, minNoticeHours: 1.5 }, "minNoticeHours"],
      [{ ...newType, maxDaysAhead: 0 }, "maxDaysAhead"],
      [{ ...newType, color: "blue" }, "color"],
      [{ ...newType, hours: [{ dayOfWeek: 1, startTime: "12:00", endTime: "09:00" }] }, "hours"],
      [
        {
          ...newType,
          hours: [
            { dayOfWeek: 1, startTime: "09:00", endTime: "12:00" },
            { dayOfWeek: 1, startTime: "11:00", endTime: "13:00" },
          ],
        },
        "hours",
      ],
      [{ ...newType, hours: [{ dayOfWeek: 7, startTime: "09:00", endTime: "12:00" }] }, "hours.0.dayOfWeek"],
      [{ ...newType, hours: [{ dayOfWeek: 2, startTime: "9:00", endTime: "12:00" }] }, "hours.0.startTime"],
      [{ ...newType, surprise: true }, ""],
    ];
    for (const [body, field] of cases) {
      const paths = await issuesOf(await api("/api/admin/booking/types", { method: "POST", body, cookie: manager }));
      expect(paths, JSON.stringify(body)).toContain(field);
    }
    expect(await createDb(env.DB).select().from(bookingTypes)).toHaveLength(3);
    expect(await logCount()).toBe(logs);
  });

  it("PUT changes only the fields it names; hours replace the weekly hours; switching off hides it from the public", async () => {
    const { manager } = await setup();
    const before = (
      (await (await api("/api/admin/booking/types", { cookie: manager })).json()) as BookingTypeView[]
    ).find((t) => t.id === TYPE_A)!;
    const response = await api(`/api/admin/booking/types/${TYPE_A}`, {
      method: "PUT",
      body: { dailyCap: 2, bufferBefore: 5 },
      cookie: manager,
    });
    expect(response.status).toBe(200);
    const after = (await response.json()) as BookingTypeView;
    expect(after).toEqual({ ...before, dailyCap: 2, bufferBefore: 5, updatedAt: after.updatedAt });

    const hours = await api(`/api/admin/booking/types/${TYPE_A}`, {
      method: "PUT",
      body: { hours: [{ dayOfWeek: 2, startTime: "10:00", endTime: "11:00" }] },
      cookie: manager,
    });
    expect(((await hours.json()) as BookingTypeView).hours).toEqual([
      { dayOfWeek: 2, startTime: "10:00", endTime: "11:00" },
    ]);

    await api(`/api/admin/booking/types/${TYPE_A}`, { method: "PUT", body: { isActive: false }, cookie: manager });
    const publicTypes = (await (await api("/api/booking/types")).json()) as { id: string }[];
    expect(publicTypes.map((t) => t.id)).not.toContain(TYPE_A);
  });

  it("PUT refuses an empty body, bad fields and unknown types, changing nothing", async () => {
    const { manager } = await setup();
    const logs = await logCount();
    expect(
      await issuesOf(await api(`/api/admin/booking/types/${TYPE_A}`, { method: "PUT", body: {}, cookie: manager })),
    ).toEqual([""]);
    expect(
      await issuesOf(
        await api(`/api/admin/booking/types/${TYPE_A}`, {
          method: "PUT",
          body: { dailyCap: -2, name: "Renamed" },
          cookie: manager,
        }),
      ),
    ).toEqual(["dailyCap"]);
    expect(
      (await api("/api/admin/booking/types/nope", { method: "PUT", body: { name: "X" }, cookie: manager })).status,
    ).toBe(404);
    const row = await env.DB.prepare("select name, daily_cap from booking_types where id = ?").bind(TYPE_A).first();
    expect(row).toEqual({ name: "Hiring Needs Consultation", daily_cap: null });
    expect(await logCount()).toBe(logs);
  });
});

describe("date overrides", () => {
  it("sets a closed day or other hours, for all types or one; the same date and type is replaced; lists upcoming ones paged", async () => {
    const { manager } = await setup();
    const date = nextWeekday();
    const closed = await api("/api/admin/booking/overrides", {
      method: "POST",
      body: { date, closed: true, note: "Holiday" },
      cookie: manager,
    });
    expect(closed.status).toBe(201);
    expect(await closed.json()).toMatchObject({
      date,
      closed: true,
      windows: null,
      bookingTypeId: null,
      note: "Holiday",
    });

    const own = await api("/api/admin/booking/overrides", {
      method: "POST",
      body: { date, bookingTypeId: TYPE_B, windows: [{ startTime: "10:00", endTime: "12:00" }] },
      cookie: manager,
    });
    expect(await own.json()).toMatchObject({
      bookingTypeId: TYPE_B,
      bookingTypeName: "Career Strategy Call",
      closed: false,
    });

    const replaced = await api("/api/admin/booking/overrides", {
      method: "POST",
      body: { date, windows: [{ startTime: "13:00", endTime: "15:00" }] },
      cookie: manager,
    });
    expect(replaced.status).toBe(201);
    await api("/api/admin/booking/overrides", {
      method: "POST",
      body: { date: addDays(date, 7), closed: true },
      cookie: manager,
    });
    await createDb(env.DB).insert(bookingDateOverrides).values({ date: "2020-01-06", closed: true });

    const list = await api("/api/admin/booking/overrides?limit=2", { cookie: manager });
    expect(list.headers.get("X-Total-Count")).toBe("3");
    const rows = (await list.json()) as DateOverrideView[];
    expect(rows.map((o) => [o.date, o.bookingTypeId, o.closed])).toEqual([
      [date, null, false],
      [date, TYPE_B, false],
    ]);
  });

  it("refuses bad overrides with a 400 naming the field, and changes nothing", async () => {
    const { manager } = await setup();
    const date = nextWeekday();
    const logs = await logCount();
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          date,
          windows: [
            { startTime: "09:00", endTime: "12:00" },
            { startTime: "11:30", endTime: "13:00" },
          ],
        },
        "windows",
      ],
      [{ date, windows: [{ startTime: "12:00", endTime: "09:00" }] }, "windows"],
      [{ date, windows: [] }, "windows"],
      [{ date: "2020-01-06", closed: true }, "date"],
      [{ date: "2026-02-30", closed: true }, "date"],
      [{ date }, "windows"],
      [{ date, closed: true, windows: [{ startTime: "09:00", endTime: "12:00" }] }, "windows"],
      [{ date, closed: false }, "closed"],
      [{ date, closed: true, bookingTypeId: "no-such-type" }, "bookingTypeId"],
    ];
    for (const [body, field] of cases) {
      const paths = await issuesOf(
        await api("/api/admin/booking/overrides", { method: "POST", body, cookie: manager }),
      );
      expect(paths, JSON.stringify(body)).toContain(field);
    }
    expect(await createDb(env.DB).select().from(bookingDateOverrides)).toHaveLength(0);
    expect(await logCount()).toBe(logs);
  });

  it("closes a range of days at once, weekend days included, replacing their overrides, in one logged change", async () => {
    const { manager } = await setup();
    let monday = nextWeekday();
    while (dayOfWeekOf(monday) !== 1) monday = addDays(monday, 1);
    const nextMonday = addDays(monday, 7);
    // The Wednesday had other hours; the closure replaces them.
    await api("/api/admin/booking/overrides", {
      method: "POST",
      body: { date: addDays(monday, 2), windows: [{ startTime: "09:00", endTime: "12:00" }] },
      cookie: manager,
    });
    const logs = await logCount();
    const response = await api("/api/admin/booking/overrides", {
      method: "POST",
      body: { from: monday, to: nextMonday, closed: true, note: "Holidays" },
      cookie: manager,
    });
    expect(response.status).toBe(201);
    const range = (await response.json()) as { from: string; to: string; overrides: DateOverrideView[] };
    const weekdays = [0, 1, 2, 3, 4, 5, 6, 7].map((days) => addDays(monday, days));
    expect(range.overrides.map((o) => [o.date, o.closed, o.note])).toEqual(
      weekdays.map((date) => [date, true, "Holidays"]),
    );
    const stored = await createDb(env.DB).select().from(bookingDateOverrides);
    expect(stored.map((o) => o.date).sort()).toEqual(weekdays);
    expect(stored.every((o) => o.closed && o.windows === null)).toBe(true);
    expect(await logCount()).toBe(logs + 1);
    // A closed day offers no slot.
    const tuesday = (await (await call(`/api/booking/types/${TYPE_A}/slots?date=${addDays(monday, 1)}`)).json()) as {
      isAvailable: boolean;
    }[];
    expect(tuesday.some((slot) => slot.isAvailable)).toBe(false);
  });

  it("refuses a bad range naming the field, and changes nothing", async () => {
    const { manager } = await setup();
    const from = nextWeekday();
    const logs = await logCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ from, closed: true }, "to"],
      [{ to: from, closed: true }, "from"],
      [{ from, to: addDays(from, -1), closed: true }, "to"],
      [{ from, to: addDays(from, 92), closed: true }, "to"],
      [{ from, to: addDays(from, 3) }, "closed"],
      [{ from, to: addDays(from, 3), windows: [{ startTime: "09:00", endTime: "12:00" }] }, "closed"],
      [{ from, to: addDays(from, 3), date: from, closed: true }, "date"],
      [{ from: "2020-01-06", to: "2020-01-07", closed: true }, "from"],
      [{ from: "soon", to: addDays(from, 3), closed: true }, "from"],
    ];
    for (const [body, field] of cases) {
      const paths = await issuesOf(
        await api("/api/admin/booking/overrides", { method: "POST", body, cookie: manager }),
      );
      expect(paths, JSON.stringify(body)).toContain(field);
    }
    expect(await createDb(env.DB).select().from(bookingDateOverrides)).toHaveLength(0);
    expect(await logCount()).toBe(logs);
  });

  it("deletes by id, logged; an unknown id is a 404", async () => {
    const { manager } = await setup();
    const created = (await (
      await api("/api/admin/booking/overrides", {
        method: "POST",
        body: { date: nextWeekday(), closed: true },
        cookie: manager,
      })
    ).json()) as DateOverrideView;
    const logs = await logCount();
    const response = await api(`/api/admin/booking/overrides/${created.id}`, { method: "DELETE", cookie: manager });
    expect(await response.json()).toEqual({ ok: true, id: created.id });
    expect(await logCount()).toBe(logs + 1);
    expect(
      (await api(`/api/admin/booking/overrides/${created.id}`, { method: "DELETE", cookie: manager })).status,
    ).toBe(404);
    expect(await logCount()).toBe(logs + 1);
  });
});

describe("the overall daily cap", () => {
  it("is none until set; PUT sets and clears it, logged; a cap below zero is refused", async () => {
    const { manager } = await setup();
    expect(await (await api("/api/admin/booking/settings", { cookie: manager })).json()).toEqual({ dailyCap: null });
    const logs = await logCount();
    const set = await api("/api/admin/booking/settings", { method: "PUT", body: { dailyCap: 6 }, cookie: manager });
    expect(await set.json()).toEqual({ dailyCap: 6 } satisfies BookingSettingsView);
    expect(
      await issuesOf(
        await api("/api/admin/booking/settings", { method: "PUT", body: { dailyCap: -1 }, cookie: manager }),
      ),
    ).toEqual(["dailyCap"]);
    expect(
      await issuesOf(await api("/api/admin/booking/settings", { method: "PUT", body: {}, cookie: manager })),
    ).toEqual(["dailyCap"]);
    expect(await (await api("/api/admin/booking/settings", { cookie: manager })).json()).toEqual({ dailyCap: 6 });
    await api("/api/admin/booking/settings", { method: "PUT", body: { dailyCap: null }, cookie: manager });
    expect(await (await api("/api/admin/booking/settings", { cookie: manager })).json()).toEqual({ dailyCap: null });
    expect(await logCount()).toBe(logs + 2);
  });
});

describe("the booking obeys caps, overrides and locations (the booking tests' clock: Friday 2026-11-13)", () => {
  const at = (time: string, date = MONDAY) =>
    new Date(zonedTimeToInstant(date, time, BOOKING_RULES.timeZone)!).toISOString();
  const slotsOf = async (typeId: string, date = MONDAY) =>
    (await (await call(`/api/booking/types/${typeId}/slots?date=${date}`)).json()) as {
      startTime: string;
      isAvailable: boolean;
    }[];

  it("a type's cap: once the day holds it, no slot is offered and a request for one is refused", async () => {
    await setup();
    await env.DB.prepare("update booking_types set daily_cap = 1 where id = ?").bind(TYPE_A).run();
    expect((await book(validBooking)).status).toBe(201);
    expect((await slotsOf(TYPE_A)).some((s) => s.isAvailable)).toBe(false);
    expect((await slotsOf(TYPE_B)).some((s) => s.isAvailable)).toBe(true);
    expect((await slotsOf(TYPE_A, "2026-11-17")).some((s) => s.isAvailable)).toBe(true);
    const second = await book({ ...validBooking, appointmentDate: at("14:00"), bookerEmail: "b@example.com" });
    expect(second.status).toBe(400);
    expect(((await second.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("appointmentDate");
  });

  it("the overall cap counts every type", async () => {
    await setup();
    await createDb(env.DB).insert(bookingSettings).values({ id: "default", dailyCap: 1 });
    expect((await book(validBooking)).status).toBe(201);
    expect((await slotsOf(TYPE_B)).some((s) => s.isAvailable)).toBe(false);
    expect((await book({ ...validBooking, bookingTypeId: TYPE_B, appointmentDate: at("14:00") })).status).toBe(400);
  });

  it("the firm's other hours bound every type, a type's own override narrows them, a firm closure closes all (decision 090)", async () => {
    await setup();
    const db = createDb(env.DB);
    await db.insert(bookingDateOverrides).values([
      { date: MONDAY, windows: [{ startTime: "12:00", endTime: "15:00" }] },
      { date: MONDAY, bookingTypeId: TYPE_B, windows: [{ startTime: "13:00", endTime: "18:00" }] },
    ]);
    expect((await slotsOf(TYPE_A)).map((s) => s.startTime)).toEqual(["12:00", "13:00", "14:00"]);
    expect((await slotsOf(TYPE_B)).map((s) => s.startTime)).toEqual(["13:00", "13:45", "14:30"]);
    expect((await book(validBooking)).status).toBe(400);
    expect((await book({ ...validBooking, bookingTypeId: TYPE_B, appointmentDate: at("13:00") })).status).toBe(201);
    await db.insert(bookingDateOverrides).values({ date: MONDAY, closed: true, note: "Offsite" });
    await db
      .delete(bookingDateOverrides)
      .where(eq(bookingDateOverrides.windows, [{ startTime: "12:00", endTime: "15:00" }]));
    expect(await slotsOf(TYPE_A)).toEqual([]);
    expect(await slotsOf(TYPE_B)).toEqual([]);
  });

  it("refuses a meeting location the type does not offer, naming meetingLocation", async () => {
    await setup();
    await env.DB.prepare(`update booking_types set location_options = '["office"]' where id = ?`).bind(TYPE_A).run();
    const response = await book(validBooking);
    expect(await issuesOf(response)).toEqual(["meetingLocation"]);
    expect((await book({ ...validBooking, meetingLocation: "office" })).status).toBe(201);
  });
});

describe("slotIsFreeSql: the insert's own check refuses what a cap or an override forbids (a change between check and insert)", () => {
  const start = new Date(MONDAY_10);
  const end = new Date(start.getTime() + 45 * 60_000);
  async function free(options: { exceptId?: string; bookingTypeId?: string } = {}) {
    const rule = slotIsFreeSql({
      start,
      end,
      bufferBefore: 0,
      bufferAfter: 15,
      bookingTypeId: options.bookingTypeId ?? TYPE_A,
      exceptId: options.exceptId,
    });
    const row = await createDb(env.DB).get(sql`select 1 as ok where ${rule}`);
    return row !== undefined;
  }
  async function appointmentAt(time: string, bookingTypeId = TYPE_A) {
    const id = crypto.randomUUID();
    const s = zonedTimeToInstant(MONDAY, time, BOOKING_RULES.timeZone)!;
    await createDb(env.DB)
      .insert(bookingAppointments)
      .values({
        id,
        bookingTypeId,
        bookerName: "X",
        bookerEmail: "x@example.com",
        appointmentDate: new Date(s),
        endsAt: new Date(s + 30 * 60_000),
        duration: 30,
      });
    return id;
  }

  it("free on an open day; not free inside another appointment's buffers", async () => {
    await setup();
    expect(await free()).toBe(true);
    await env.DB.prepare("update booking_types set buffer_before = 20 where id = ?").bind(TYPE_B).run();
    // A call at 11:00 keeps 20 minutes before it: our 10:00-10:45 plus 15 after reaches 11:00 and overlaps 10:40.
    const id = await appointmentAt("11:00", TYPE_B);
    expect(await free()).toBe(false);
    expect(await free({ exceptId: id })).toBe(true);
  });

  it("a type's cap and the overall cap; the moved appointment does not count against itself", async () => {
    await setup();
    const id = await appointmentAt("15:00");
    await env.DB.prepare("update booking_types set daily_cap = 1 where id = ?").bind(TYPE_A).run();
    expect(await free()).toBe(false);
    expect(await free({ exceptId: id })).toBe(true);
    expect(await free({ bookingTypeId: TYPE_B })).toBe(true);
    await createDb(env.DB).insert(bookingSettings).values({ id: "default", dailyCap: 1 });
    expect(await free({ bookingTypeId: TYPE_B })).toBe(false);
    await env.DB.prepare("update booking_settings set daily_cap = null").run();
    await env.DB.prepare("update booking_appointments set status = 'cancelled'").run();
    expect(await free()).toBe(true);
  });

  it("a closed override (the firm's closes every type), and windows of the firm's or the type's own that do not hold the slot", async () => {
    await setup();
    const db = createDb(env.DB);
    await db.insert(bookingDateOverrides).values({ date: MONDAY, closed: true });
    expect(await free()).toBe(false);
    await db
      .insert(bookingDateOverrides)
      .values({ date: MONDAY, bookingTypeId: TYPE_A, windows: [{ startTime: "09:30", endTime: "10:45" }] });
    expect(await free()).toBe(false);
    await db.delete(bookingDateOverrides).where(eq(bookingDateOverrides.closed, true));
    expect(await free()).toBe(true);
    expect(await free({ bookingTypeId: TYPE_B })).toBe(true);
    // The firm's other hours that day must hold the slot too.
    await db.insert(bookingDateOverrides).values({ date: MONDAY, windows: [{ startTime: "11:00", endTime: "17:00" }] });
    expect(await free()).toBe(false);
    expect(await free({ bookingTypeId: TYPE_B })).toBe(false);
    await db.delete(bookingDateOverrides).where(isNull(bookingDateOverrides.bookingTypeId));
    await db.update(bookingDateOverrides).set({
      windows: [
        { startTime: "09:30", endTime: "10:30" },
        { startTime: "12:00", endTime: "13:00" },
      ],
    });
    expect(await free()).toBe(false);
  });
});
