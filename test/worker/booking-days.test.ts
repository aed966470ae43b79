import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { createBookingRoutes } from "../../worker/booking/routes";
import { BOOKING_RULES, type BookingDay } from "../../worker/contract/booking";
import { zonedTimeToInstant } from "../../worker/contract/time-zone";
import { createDb } from "../../worker/db/client";
import { bookingAppointments, bookingDateOverrides, bookingSettings, bookingTypes } from "../../worker/db/schema";
import type { AppEnv } from "../../worker/env";
import { d1Session } from "../../worker/http/d1-session";
import { handleError } from "../../worker/http/errors";
import { book, call, insertBookingTypes, MONDAY, TYPE_A, TYPE_B, validBooking } from "./booking-helpers";
import { emptyDatabase } from "./helpers";

/** GET /api/booking/types/:id/days (issue 29): each day bookable or not by the slot rules, and why not. */

beforeEach(async () => {
  await emptyDatabase();
  await insertBookingTypes();
});

/** The days answer on the booking tests' clock (Friday November 13, 2026, noon in New York), or on `now`. */
async function days(typeId: string, from: string, to: string, now?: Date): Promise<Record<string, string>> {
  const path = `/api/booking/types/${typeId}/days?from=${from}&to=${to}`;
  let response: Response;
  if (now) {
    const app = new Hono<AppEnv>().use(d1Session).route("/api/booking", createBookingRoutes({ now: () => now }));
    app.onError(handleError);
    const ctx = createExecutionContext();
    response = await app.request(`http://localhost${path}`, {}, env, ctx);
    await waitOnExecutionContext(ctx);
  } else {
    response = await call(path);
  }
  expect(response.status).toBe(200);
  const body = (await response.json()) as BookingDay[];
  // The answer's shape, and a reason exactly when the day is not available.
  for (const day of body) expect(day.reason === null).toBe(day.available);
  return Object.fromEntries(body.map((day) => [day.date, day.available ? "available" : day.reason!]));
}

/** A live appointment of `minutes` at `time` New York on `date`, written as the booking would. */
async function appointmentAt(date: string, time: string, minutes: number, bookingTypeId = TYPE_A) {
  const id = crypto.randomUUID();
  const start = zonedTimeToInstant(date, time, BOOKING_RULES.timeZone)!;
  await createDb(env.DB)
    .insert(bookingAppointments)
    .values({
      id,
      bookingTypeId,
      bookerName: "X",
      bookerEmail: "x@example.com",
      appointmentDate: new Date(start),
      endsAt: new Date(start + minutes * 60_000),
      duration: minutes,
    });
}

describe("GET /api/booking/types/:id/days", () => {
  it("answers each day of the range through the Worker: weekdays available, the weekend closed, past days past", async () => {
    const response = await exports.default.fetch(
      `http://localhost/api/booking/types/${TYPE_A}/days?from=2026-11-12&to=2026-11-17`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache");
    const body = (await response.json()) as BookingDay[];
    expect(body.map((day) => day.date)).toEqual([
      "2026-11-12",
      "2026-11-13",
      "2026-11-14",
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
    ]);
    expect(await days(TYPE_A, "2026-11-12", "2026-11-17")).toEqual({
      "2026-11-12": "past",
      // Friday, noon: 14:00 onwards is past the two hours' notice.
      "2026-11-13": "available",
      "2026-11-14": "closed",
      "2026-11-15": "closed",
      "2026-11-16": "available",
      "2026-11-17": "available",
    });
  });

  it("closes a holiday (a firm closure, over a type's own windows too) and a type's own closed day", async () => {
    const db = createDb(env.DB);
    await db.insert(bookingDateOverrides).values([
      { date: "2026-11-26", bookingTypeId: null, closed: true, note: "Thanksgiving" },
      { date: "2026-11-26", bookingTypeId: TYPE_B, closed: false, windows: [{ startTime: "10:00", endTime: "11:00" }] },
      { date: "2026-11-24", bookingTypeId: TYPE_A, closed: true },
    ]);
    expect(await days(TYPE_A, "2026-11-23", "2026-11-27")).toMatchObject({
      "2026-11-23": "available",
      "2026-11-24": "closed",
      "2026-11-26": "closed",
      "2026-11-27": "available",
    });
    expect(await days(TYPE_B, "2026-11-23", "2026-11-27")).toMatchObject({
      "2026-11-24": "available",
      "2026-11-26": "closed",
    });
  });

  it("says full when the type's cap, the overall cap or appointments over every time leave no slot", async () => {
    const db = createDb(env.DB);
    await db.update(bookingTypes).set({ dailyCap: 1 }).where(eq(bookingTypes.id, TYPE_A));
    expect((await book(validBooking)).status).toBe(201);
    // Monday: TYPE_A's cap of one is reached; TYPE_B still has times.
    expect((await days(TYPE_A, MONDAY, MONDAY))[MONDAY]).toBe("full");
    expect((await days(TYPE_B, MONDAY, MONDAY))[MONDAY]).toBe("available");
    await db.insert(bookingSettings).values({ id: "default", dailyCap: 1 });
    expect((await days(TYPE_B, MONDAY, MONDAY))[MONDAY]).toBe("full");
    // Tuesday: one appointment of the other type over the whole day's hours takes every time.
    await appointmentAt("2026-11-17", "09:00", 8 * 60, TYPE_B);
    expect(await days(TYPE_B, "2026-11-17", "2026-11-18")).toEqual({ "2026-11-17": "full", "2026-11-18": "available" });
  });

  it("says notice for today after hours, and a day is available as long as one time is", async () => {
    // Friday 15:30 New York: 15:00's slot and later start within two hours or end after 17:00.
    const lateFriday = new Date(zonedTimeToInstant("2026-11-13", "15:30", BOOKING_RULES.timeZone)!);
    expect(await days(TYPE_A, "2026-11-13", "2026-11-16", lateFriday)).toMatchObject({
      "2026-11-13": "notice",
      "2026-11-16": "available",
    });
    // Friday 13:30: only 16:00 is left, and it is enough.
    const earlyAfternoon = new Date(zonedTimeToInstant("2026-11-13", "13:30", BOOKING_RULES.timeZone)!);
    expect((await days(TYPE_A, "2026-11-13", "2026-11-13", earlyAfternoon))["2026-11-13"]).toBe("available");
    // With the one time left booked, the day is full, not "notice": what took it was a booking.
    await appointmentAt("2026-11-13", "16:00", 45, TYPE_B);
    expect((await days(TYPE_A, "2026-11-13", "2026-11-13", earlyAfternoon))["2026-11-13"]).toBe("full");
  });

  it("answers beyond the type's days ahead as too_far", async () => {
    expect(await days(TYPE_A, "2026-12-11", "2026-12-15")).toEqual({
      "2026-12-11": "available",
      "2026-12-12": "closed",
      "2026-12-13": "closed",
      "2026-12-14": "too_far",
      "2026-12-15": "too_far",
    });
  });

  it("reads the spring DST change (Sunday March 8, 2026 in New York) day by day, each business day on its own clock", async () => {
    const now = new Date(Date.UTC(2026, 1, 20, 17));
    // Monday after the change: its cap counts its own business day, which starts at 04:00 UTC, not 05:00.
    await createDb(env.DB).update(bookingTypes).set({ dailyCap: 1 }).where(eq(bookingTypes.id, TYPE_A));
    await appointmentAt("2026-03-10", "00:30", 30);
    expect(await days(TYPE_A, "2026-03-06", "2026-03-10", now)).toEqual({
      "2026-03-06": "available",
      "2026-03-07": "closed",
      "2026-03-08": "closed",
      "2026-03-09": "available",
      "2026-03-10": "full",
    });
  });

  it("reads the autumn DST change (Sunday November 1, 2026 in New York) day by day, each business day on its own clock", async () => {
    const now = new Date(Date.UTC(2026, 9, 20, 16));
    await createDb(env.DB).update(bookingTypes).set({ dailyCap: 1 }).where(eq(bookingTypes.id, TYPE_A));
    // 23:30 on Monday November 2 (EST) is 04:30 UTC on the 3rd: Monday's, not Tuesday's.
    await appointmentAt("2026-11-02", "23:30", 15);
    expect(await days(TYPE_A, "2026-10-30", "2026-11-03", now)).toEqual({
      "2026-10-30": "available",
      "2026-10-31": "closed",
      "2026-11-01": "closed",
      "2026-11-02": "full",
      "2026-11-03": "available",
    });
  });

  it("leaves out the appointment being moved, with its manage token only", async () => {
    await createDb(env.DB).update(bookingTypes).set({ dailyCap: 1 }).where(eq(bookingTypes.id, TYPE_A));
    const booked = (await (await book(validBooking)).json()) as { id: string; manageUrl: string };
    const token = new URL(booked.manageUrl, "http://x").searchParams.get("token")!;
    const moving = await call(
      `/api/booking/types/${TYPE_A}/days?from=${MONDAY}&to=${MONDAY}&appointment=${booked.id}&token=${encodeURIComponent(token)}`,
    );
    expect(((await moving.json()) as BookingDay[])[0]).toEqual({ date: MONDAY, available: true, reason: null });
    const wrong = await call(
      `/api/booking/types/${TYPE_A}/days?from=${MONDAY}&to=${MONDAY}&appointment=${booked.id}&token=wrong`,
    );
    expect(((await wrong.json()) as BookingDay[])[0]).toEqual({ date: MONDAY, available: false, reason: "full" });
  });

  it("refuses a missing or malformed date and a range backwards or over 62 days, naming the field; 404 for an unknown type", async () => {
    const cases: [string, string][] = [
      ["?to=2026-11-20", "from"],
      ["?from=2026-11-16", "to"],
      ["?from=2026-11-16&to=2026-11-31", "to"],
      ["?from=16-11-2026&to=2026-11-20", "from"],
      ["?from=2026-11-20&to=2026-11-16", "to"],
      ["?from=2026-11-16&to=2027-01-17", "to"],
    ];
    for (const [query, field] of cases) {
      const response = await call(`/api/booking/types/${TYPE_A}/days${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ error: "validation_failed", issues: [{ path: field }] });
    }
    // Exactly 62 days is accepted.
    expect((await call(`/api/booking/types/${TYPE_A}/days?from=2026-11-16&to=2027-01-16`)).status).toBe(200);
    expect((await call(`/api/booking/types/nope/days?from=${MONDAY}&to=${MONDAY}`)).status).toBe(404);
    expect((await call(`/api/booking/types/type-retired/days?from=${MONDAY}&to=${MONDAY}`)).status).toBe(404);
  });
});
