import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminAppointmentRoutes } from "../../worker/booking/admin-routes";
import type { AppointmentMoved } from "../../worker/contract/appointments";
import type { FirmHoursView } from "../../worker/contract/availability";
import type { BookingConfirmation, TimeSlot } from "../../worker/contract/booking";
import { zonedTimeToInstant } from "../../worker/contract/time-zone";
import { createDb } from "../../worker/db/client";
import { bookingDateOverrides, bookingTypes, type User } from "../../worker/db/schema";
import type { AppEnv } from "../../worker/env";
import { d1Session } from "../../worker/http/d1-session";
import { handleError } from "../../worker/http/errors";
import { book, call, FIRM_HOURS, insertBookingTypes, NOW, TYPE_A, validBooking } from "./booking-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/**
 * One firm calendar (decision 090): weekly hours every type inherits and may only narrow, Saturday and Sunday
 * openable, closures that close every type; staff move a booking to any free time, warned outside the calendar.
 * On the booking tests' clock: Friday 2026-11-13, noon in New York.
 */

const FOLLOWS = "type-follows-firm";
const STAFF_ID = "user-office-manager";
const ny = (date: string, time: string) => new Date(zonedTimeToInstant(date, time, "America/New_York")!).toISOString();

async function startsOf(typeId: string, date: string): Promise<string[]> {
  const slots = (await (await call(`/api/booking/types/${typeId}/slots?date=${date}`)).json()) as TimeSlot[];
  return slots.filter((s) => s.isAvailable).map((s) => s.startTime);
}

beforeEach(async () => {
  await emptyDatabase();
  await insertBookingTypes();
  // A type with no hours of its own: it follows the firm's. An hour, no buffers, so its grid reads plainly.
  await createDb(env.DB)
    .insert(bookingTypes)
    .values({ id: FOLLOWS, name: "Firm Hours Call", duration: 60, bufferTime: 0, maxAdvanceBooking: 60 });
});

describe("the firm calendar", () => {
  /** A manager's and a recruiter's cookies, signed in on the emptied database. */
  async function signedIn() {
    await insertDefaultStaffAreas();
    const manager = (await signedInStaff("meg.manager", "manager")).cookie;
    const recruiter = (await signedInStaff("rob.recruiter", "recruiter")).cookie;
    return { manager, recruiter };
  }

  it("a type without hours inherits the firm's, Saturday included; a type's own hours narrow them", async () => {
    expect(await startsOf(FOLLOWS, "2026-11-16")).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    // Saturday 9-2, as the site states it.
    expect(await startsOf(FOLLOWS, "2026-11-14")).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00"]);
    expect(await startsOf(FOLLOWS, "2026-11-15")).toEqual([]);
    // TYPE_A's own hours (Mon-Fri 09:00-17:00) narrow the firm's, and have no Saturday.
    expect((await startsOf(TYPE_A, "2026-11-16"))[0]).toBe("09:00");
    expect(await startsOf(TYPE_A, "2026-11-14")).toEqual([]);
  });

  it("staff set the firm's hours once: Sunday opened there opens it for the types that follow; Monday narrowed narrows every type", async () => {
    const { manager } = await signedIn();
    const before = (await (await api("/api/admin/booking/firm-hours", { cookie: manager })).json()) as FirmHoursView;
    expect(before.hours).toEqual([...FIRM_HOURS].sort((a, b) => a.dayOfWeek - b.dayOfWeek));
    const hours = [
      { dayOfWeek: 0, startTime: "10:00", endTime: "12:00" },
      { dayOfWeek: 1, startTime: "10:00", endTime: "12:00" },
      { dayOfWeek: 6, startTime: "09:00", endTime: "14:00" },
    ];
    const response = await api("/api/admin/booking/firm-hours", { method: "PUT", body: { hours }, cookie: manager });
    expect(response.status).toBe(200);
    expect(((await response.json()) as FirmHoursView).hours).toEqual(hours);
    expect(await startsOf(FOLLOWS, "2026-11-15")).toEqual(["10:00", "11:00"]);
    expect(await startsOf(TYPE_A, "2026-11-15")).toEqual([]);
    expect(await startsOf(TYPE_A, "2026-11-16")).toEqual(["10:00", "11:00"]);
    expect(await startsOf(FOLLOWS, "2026-11-17")).toEqual([]);
    // The public booking obeys it too: 09:00 Monday is no longer bookable.
    const early = await book({ ...validBooking, appointmentDate: ny("2026-11-16", "09:00") });
    expect(early.status).toBe(400);
    const log = await env.DB.prepare(
      "select count(*) as n from admin_activity_logs where action = 'booking_firm_hours.update'",
    ).first();
    expect(log).toEqual({ n: 1 });
  });

  it("a firm closure (with its reason) removes every type's slots that day", async () => {
    await createDb(env.DB).insert(bookingDateOverrides).values({ date: "2026-11-14", closed: true, note: "Offsite" });
    expect(await startsOf(FOLLOWS, "2026-11-14")).toEqual([]);
    expect(await startsOf(FOLLOWS, "2026-11-21")).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00"]);
  });

  it("refuses bad hours with a 400 naming the field, changing nothing; recruiters may not set them", async () => {
    const { manager, recruiter } = await signedIn();
    const cases: [unknown, string][] = [
      [{}, "hours"],
      [{ hours: "weekdays" }, "hours"],
      [{ hours: [{ dayOfWeek: 7, startTime: "09:00", endTime: "12:00" }] }, "hours.0.dayOfWeek"],
      [{ hours: [{ dayOfWeek: 6, startTime: "9:00", endTime: "12:00" }] }, "hours.0.startTime"],
      [{ hours: [{ dayOfWeek: 6, startTime: "12:00", endTime: "09:00" }] }, "hours"],
    ];
    for (const [body, field] of cases) {
      const response = await api("/api/admin/booking/firm-hours", { method: "PUT", body, cookie: manager });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const issues = ((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);
      expect(issues, JSON.stringify(body)).toContain(field);
    }
    const denied = await api("/api/admin/booking/firm-hours", {
      method: "PUT",
      body: { hours: [] },
      cookie: recruiter,
    });
    expect(denied.status).toBe(403);
    const after = (await (await api("/api/admin/booking/firm-hours", { cookie: manager })).json()) as FirmHoursView;
    expect(after.hours).toHaveLength(FIRM_HOURS.length);
    expect(await env.DB.prepare("select count(*) as n from admin_activity_logs").first()).toEqual({ n: 0 });
  });
});

describe("staff move a booking to any time", () => {
  function staffApp() {
    const staff = { id: STAFF_ID, username: "Olivia Office" } as User;
    const app = new Hono<AppEnv>()
      .use(d1Session)
      .use("/api/admin/*", async (c, next) => {
        c.set("staff", { user: staff, sessionId: "session", sessionCreatedAt: NOW, requirement: null });
        await next();
      })
      .route("/api/admin/appointments", createAdminAppointmentRoutes({ now: () => NOW }));
    app.onError(handleError);
    return app;
  }

  async function staffMove(id: string, body: unknown): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await staffApp().request(
      `http://localhost/api/admin/appointments/${id}/reschedule`,
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  async function booked(appointmentDate = ny("2026-11-16", "10:00"), email = "ada@example.com") {
    const response = await book({ ...validBooking, appointmentDate, bookerEmail: email });
    expect(response.status).toBe(201);
    return ((await response.json()) as BookingConfirmation).id;
  }

  const startOf = async (id: string) =>
    (await env.DB.prepare("select appointment_date as t from booking_appointments where id = ?").bind(id).first<{
      t: number;
    }>())!.t;
  /** The booker's emails about the appointment itself (reminders aside): the confirmation, then each change. */
  const emailsTo = async (recipient: string) =>
    (await env.DB.prepare(
      "select count(*) as n from deliveries where kind = 'email' and recipient = ? and related_type = 'booking_appointment'",
    )
      .bind(recipient)
      .first<{ n: number }>())!.n;

  beforeEach(async () => {
    await env.DB.prepare("insert into users (id, username, password, role) values (?, 'Olivia Office', 'x', 'manager')")
      .bind(STAFF_ID)
      .run();
  });

  it("outside the hours: moved, with a warning, logged, and the guest told", async () => {
    const id = await booked();
    const emailsBefore = await emailsTo("ada@example.com");
    // Saturday 19:00: the firm closes at 14:00, and the type has no Saturday hours.
    const response = await staffMove(id, { startTime: ny("2026-11-14", "19:00") });
    expect(response.status).toBe(200);
    const moved = (await response.json()) as AppointmentMoved;
    expect(moved.startsAt).toBe(ny("2026-11-14", "19:00"));
    expect(moved.warnings).toEqual([
      { code: "outside_hours", message: "19:00-19:45 is outside the hours on 2026-11-14 (no hours that day)." },
    ]);
    expect(await startOf(id)).toBe(Date.parse(ny("2026-11-14", "19:00")));
    const log = await env.DB.prepare(
      "select user_id, details from admin_activity_logs where action = 'appointment.reschedule'",
    ).first<{ user_id: string; details: string }>();
    expect(log?.user_id).toBe(STAFF_ID);
    expect(JSON.parse(log!.details)).toMatchObject({ appointmentId: id, warnings: ["outside_hours"] });
    expect(await emailsTo("ada@example.com")).toBe(emailsBefore + 1);
  });

  it("on a closure: moved, the warning naming the closure's reason; within the hours: no warning", async () => {
    await createDb(env.DB).insert(bookingDateOverrides).values({ date: "2026-11-17", closed: true, note: "Offsite" });
    const id = await booked();
    const closed = (await (await staffMove(id, { startTime: ny("2026-11-17", "10:00") })).json()) as AppointmentMoved;
    expect(closed.warnings).toEqual([{ code: "closure", message: "The firm is closed on 2026-11-17 (Offsite)." }]);
    // 08:00 Monday is within the firm's hours but before TYPE_A's own (09:00): outside the type's hours.
    const early = (await (await staffMove(id, { startTime: ny("2026-11-16", "08:00") })).json()) as AppointmentMoved;
    expect(early.warnings.map((w) => w.code)).toEqual(["outside_hours"]);
    const inHours = await staffMove(id, { startTime: ny("2026-11-18", "14:00") });
    expect(inHours.status).toBe(200);
    expect(((await inHours.json()) as AppointmentMoved).warnings).toEqual([]);
  });

  it("onto a time another appointment holds: refused with 409, in hours or not, and nothing changes", async () => {
    const first = await booked();
    const second = await booked(ny("2026-11-17", "10:00"), "grace@example.com");
    const before = await startOf(first);
    // TYPE_A's 15-minute buffer after 10:45 keeps 10:50 taken too.
    for (const startTime of [ny("2026-11-17", "10:30"), ny("2026-11-17", "10:50")]) {
      const response = await staffMove(first, { startTime });
      expect(response.status, startTime).toBe(409);
      expect(((await response.json()) as { error: string }).error).toBe("slot_taken");
    }
    // Off hours: staff put the second at Saturday 19:00; the first cannot join it there.
    expect((await staffMove(second, { startTime: ny("2026-11-14", "19:00") })).status).toBe(200);
    expect((await staffMove(first, { startTime: ny("2026-11-14", "19:30") })).status).toBe(409);
    expect(await startOf(first)).toBe(before);
  });

  it("refuses bad input with a 400 naming startTime, and changes nothing", async () => {
    const id = await booked();
    const before = await startOf(id);
    for (const body of [
      {},
      { startTime: "next Tuesday" },
      { startTime: "2026-11-14" },
      { startTime: ny("2026-11-12", "10:00") },
      { startTime: ny("2026-11-16", "10:00") },
    ]) {
      const response = await staffMove(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const issues = ((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);
      expect(issues, JSON.stringify(body)).toEqual(["startTime"]);
    }
    expect(await startOf(id)).toBe(before);
  });
});
