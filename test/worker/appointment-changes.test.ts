import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdminAppointmentRoutes } from "../../worker/booking/admin-routes";
import { createBookingRoutes } from "../../worker/booking/routes";
import type { AppointmentDetail } from "../../worker/contract/appointments";
import type { AppointmentView, BookingConfirmation, TimeSlot } from "../../worker/contract/booking";
import { createDb } from "../../worker/db/client";
import type { User } from "../../worker/db/schema";
import { attemptDelivery, sweepDeliveries } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import type { AppEnv, Bindings } from "../../worker/env";
import { d1Session } from "../../worker/http/d1-session";
import { handleError } from "../../worker/http/errors";
import { insertBookingTypes, MONDAY, MONDAY_10, NOW, TYPE_A, validBooking } from "./booking-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, uniqueIp } from "./helpers";

/**
 * An appointment's life after booking (issue 18): moves by staff and by the booker, cancels, staff's status changes,
 * the history, the calendar file's SEQUENCE and the reminders in the outbox.
 */

const STAFF_ID = "user-office-manager";
const MONDAY_11 = "2026-11-16T16:00:00.000Z";
const MONDAY_14 = "2026-11-16T19:00:00.000Z";
const HOUR = 3_600_000;

/**
 * The booking and staff appointment routes on the clock `now`. Each request names its time (the booking tests' NOW
 * unless a test passes another), so no test moves a clock that another one reads.
 */
function testApp(now: Date) {
  const staff = { id: STAFF_ID, username: "Olivia Office" } as User;
  const app = new Hono<AppEnv>()
    .use(d1Session)
    .route("/api/booking", createBookingRoutes({ now: () => now }))
    .use("/api/admin/*", async (c, next) => {
      c.set("staff", { user: staff, sessionId: "session", sessionCreatedAt: NOW, requirement: null });
      await next();
    })
    .route("/api/admin/appointments", createAdminAppointmentRoutes({ now: () => now }));
  app.onError(handleError);
  return app;
}

/** One request on the clock `now`, from an address of its own (so the per-address limit never interferes). */
async function call(
  path: string,
  init: { method?: string; body?: unknown } = {},
  { bindings = env, now = NOW }: { bindings?: Bindings; now?: Date } = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers({ "CF-Connecting-IP": uniqueIp() });
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const response = await testApp(now).request(
    `http://localhost${path}`,
    { method: init.method ?? "GET", headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) },
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

async function book(overrides: Record<string, unknown> = {}, options: { bindings?: Bindings; now?: Date } = {}) {
  const response = await call(
    "/api/booking/appointments",
    { method: "POST", body: { ...validBooking, ...overrides } },
    options,
  );
  expect(response.status).toBe(201);
  const confirmation = (await response.json()) as BookingConfirmation;
  return { ...confirmation, token: new URL(confirmation.manageUrl, "http://x").searchParams.get("token")! };
}

const visitorMove = (a: { id: string; token: string }, startTime: string, now = NOW) =>
  call(
    `/api/booking/appointments/${a.id}/reschedule?token=${a.token}`,
    { method: "POST", body: { startTime } },
    { now },
  );
const visitorCancel = (a: { id: string; token: string }, now = NOW) =>
  call(`/api/booking/appointments/${a.id}/cancel?token=${a.token}`, { method: "POST" }, { now });
const staffMove = (id: string, body: unknown, now = NOW) =>
  call(`/api/admin/appointments/${id}/reschedule`, { method: "POST", body }, { now });
const staffCancel = (id: string, body: unknown, now = NOW) =>
  call(`/api/admin/appointments/${id}/cancel`, { method: "POST", body }, { now });
const staffPatch = (id: string, body: unknown, now = NOW) =>
  call(`/api/admin/appointments/${id}`, { method: "PATCH", body }, { now });

async function availableStarts(date = MONDAY): Promise<string[]> {
  const slots = (await (await call(`/api/booking/types/${TYPE_A}/slots?date=${date}`)).json()) as TimeSlot[];
  return slots.filter((s) => s.isAvailable).map((s) => s.startTime);
}

interface DeliveryRow {
  id: string;
  kind: string;
  recipient: string;
  summary: string;
  payload: string;
  status: string;
  related_type: string;
  next_attempt_at: number | null;
}

async function deliveriesOf(appointmentId: string, relatedType: string): Promise<DeliveryRow[]> {
  const { results } = await env.DB.prepare(
    "select * from deliveries where related_id = ? and related_type = ? order by created_at, rowid",
  )
    .bind(appointmentId, relatedType)
    .all<DeliveryRow>();
  return results;
}

/** The pending reminders of an appointment: kind and send time. */
async function pendingReminders(appointmentId: string) {
  const rows = await deliveriesOf(appointmentId, "booking_reminder");
  return rows
    .filter((row) => row.status === "pending")
    .map((row) => ({ kind: row.kind, at: new Date(row.next_attempt_at!).toISOString() }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind));
}

type EmailPayload = {
  subject: string;
  text: string;
  attachment?: { filename: string; contentType: string; base64Content: string };
};

/** The booker's emails about the appointment (not reminders), oldest first, with their calendar files' lines. */
async function bookerEmails(appointmentId: string) {
  return (await deliveriesOf(appointmentId, "booking_appointment"))
    .filter((row) => row.kind === "email")
    .map((row) => {
      const payload = JSON.parse(row.payload) as EmailPayload;
      const ics = payload.attachment ? atob(payload.attachment.base64Content).replace(/\r\n /g, "").split("\r\n") : [];
      return {
        recipient: row.recipient,
        subject: payload.subject,
        text: payload.text,
        attachment: payload.attachment,
        ics,
      };
    });
}

async function history(appointmentId: string) {
  const { results } = await env.DB.prepare(
    "select action, actor_user_id, actor_name, from_start, to_start, reason from booking_appointment_events where appointment_id = ? order by created_at, rowid",
  )
    .bind(appointmentId)
    .all();
  return results;
}

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(async () => {
  await emptyDatabase();
  await insertBookingTypes();
  await env.DB.prepare("insert into users (id, username, password, role) values (?, 'Olivia Office', 'x', 'manager')")
    .bind(STAFF_ID)
    .run();
});

describe("booking", () => {
  it("writes the booked history and the 24-hour and 1-hour reminders, due at their time and linking to the manage page", async () => {
    const a = await book();
    expect(await history(a.id)).toEqual([
      {
        action: "booked",
        actor_user_id: null,
        actor_name: "Booker",
        from_start: null,
        to_start: Date.parse(MONDAY_10),
        reason: null,
      },
    ]);
    const reminders = await deliveriesOf(a.id, "booking_reminder");
    expect(
      reminders.map((r) => ({
        kind: r.kind,
        recipient: r.recipient,
        status: r.status,
        at: new Date(r.next_attempt_at!).toISOString(),
      })),
    ).toEqual([
      { kind: "email", recipient: "ada@example.com", status: "pending", at: "2026-11-15T15:00:00.000Z" },
      { kind: "email", recipient: "ada@example.com", status: "pending", at: "2026-11-16T14:00:00.000Z" },
    ]);
    const payload = JSON.parse(reminders[1]!.payload) as EmailPayload;
    expect(payload.subject).toBe("Reminder: Hiring Needs Consultation in 1 hour, November 16, 2026 at 10:00 AM ET");
    expect(payload.text).toContain(`http://localhost/book/manage/${a.id}?token=${a.token}`);

    // A reminder not yet due is sent by neither the queue's consumer nor the sweep.
    const db = createDb(env.DB);
    expect(await attemptDelivery(env, db, DELIVERY_KINDS, reminders[0]!.id, NOW)).toEqual({ outcome: "not_due" });
    const sent: unknown[] = [];
    expect(
      await sweepDeliveries(
        { DELIVERIES: { sendBatch: async (m: unknown[]) => void sent.push(...m) } as unknown as Queue },
        db,
        NOW,
      ),
    ).toBe(2);
    expect(JSON.stringify(sent)).not.toContain(reminders[0]!.id);
    expect((await deliveriesOf(a.id, "booking_reminder")).map((r) => r.status)).toEqual(["pending", "pending"]);
  });

  it("sends a reminder when due, and one withdrawn by a move while its send is in flight stays withdrawn", async () => {
    const configured = { ...env, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: "Talent Partners <bookings@example.com>" };
    const a = await book();
    const [dayBefore, hourBefore] = (await deliveriesOf(a.id, "booking_reminder")) as [DeliveryRow, DeliveryRow];
    const db = createDb(env.DB);
    const dueAt = new Date(dayBefore.next_attempt_at!);
    const queued: { body: { deliveryId: string } }[] = [];
    await sweepDeliveries(
      { DELIVERIES: { sendBatch: async (m: typeof queued) => void queued.push(...m) } as unknown as Queue },
      db,
      dueAt,
    );
    expect(queued.map((m) => m.body.deliveryId)).toContain(dayBefore.id);
    expect(queued.map((m) => m.body.deliveryId)).not.toContain(hourBefore.id);
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json({ id: "em_1" }));
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, dayBefore.id, dueAt)).toEqual({ outcome: "sent" });

    vi.spyOn(globalThis, "fetch").mockImplementationOnce(async () => {
      expect((await visitorMove(a, MONDAY_14)).status).toBe(200);
      return Response.json({ id: "em_2" });
    });
    expect(
      await attemptDelivery(configured, db, DELIVERY_KINDS, hourBefore.id, new Date(hourBefore.next_attempt_at!)),
    ).toEqual({ outcome: "sent" });
    const row = await env.DB.prepare("select status, sent_at from deliveries where id = ?")
      .bind(hourBefore.id)
      .first<{ status: string; sent_at: number | null }>();
    expect(row?.status).toBe("withdrawn");
    expect(row?.sent_at).not.toBeNull();
    expect((await pendingReminders(a.id)).map((r) => r.at)).toEqual([
      "2026-11-15T19:00:00.000Z",
      "2026-11-16T18:00:00.000Z",
    ]);
  });

  it("writes no reminder whose time has passed, and texts too when the booker consented and the text service is on", async () => {
    const now = new Date(Date.parse(MONDAY_10) - 2.5 * HOUR);
    await env.DB.prepare(
      "insert into sms_settings (id, toll_free_number, is_active) values ('default', '+18005550142', 1)",
    ).run();
    const twilio = { ...env, TWILIO_ACCOUNT_SID: "AC0123456789", TWILIO_AUTH_TOKEN: "test-auth-token" };
    const a = await book({ smsConsent: true }, { bindings: twilio, now });
    expect(await pendingReminders(a.id)).toEqual([
      { kind: "email", at: "2026-11-16T14:00:00.000Z" },
      { kind: "sms", at: "2026-11-16T14:00:00.000Z" },
    ]);
    const text = await env.DB.prepare(
      "select to_number, message_type, message from sms_messages where message_type = 'reminder'",
    ).first<Record<string, string>>();
    expect(text).toMatchObject({ to_number: "+13175550100", message_type: "reminder" });
    expect(text?.message).toContain(`/book/manage/${a.id}?token=`);
    // Without the text service configured, only emails.
    const b = await book({ smsConsent: true, appointmentDate: MONDAY_11, bookerEmail: "b@example.com" }, { now });
    expect((await pendingReminders(b.id)).map((r) => r.kind)).toEqual(["email"]);
    // The texts' history names the booking and its lead; a cancel (staff's: the booker's is inside the notice)
    // marks the reminder's text failed, unsent, and leaves the confirmation's as it was.
    const lead = await env.DB.prepare("select lead_id from booking_appointments where id = ?")
      .bind(a.id)
      .first<{ lead_id: string }>();
    const columns = "message_type, status, error_message, related_booking_id, related_lead_id";
    const texts = () =>
      env.DB.prepare(`select ${columns} from sms_messages where related_booking_id = ? order by message_type`)
        .bind(a.id)
        .all()
        .then((result) => result.results);
    const related = { related_booking_id: a.id, related_lead_id: lead?.lead_id };
    expect(await texts()).toEqual([
      { message_type: "booking_confirmation", status: "pending", error_message: null, ...related },
      { message_type: "reminder", status: "pending", error_message: null, ...related },
    ]);
    expect((await staffCancel(a.id, { reason: "Our consultant is ill." }, now)).status).toBe(200);
    expect(await texts()).toEqual([
      { message_type: "booking_confirmation", status: "pending", error_message: null, ...related },
      {
        message_type: "reminder",
        status: "failed",
        error_message: "Withdrawn unsent: the appointment was moved or cancelled",
        ...related,
      },
    ]);
  });
});

describe("the booker's move", () => {
  it("does not let the appointment being moved block times, with its manage token only", async () => {
    const a = await book();
    const startsWith = async (query: string) =>
      ((await (await call(`/api/booking/types/${TYPE_A}/slots?date=${MONDAY}${query}`)).json()) as TimeSlot[])
        .filter((s) => s.isAvailable)
        .map((s) => s.startTime);
    const ordinary = await startsWith("");
    expect(ordinary).not.toContain("10:00");
    // The appointment's own time and buffers block nothing for its move (the page hides its current time).
    const moving = await startsWith(`&appointment=${a.id}&token=${a.token}`);
    expect(moving).toEqual([...ordinary, "10:00"].sort());
    expect(await startsWith(`&appointment=${a.id}&token=wrong`)).toEqual(ordinary);
    expect(await startsWith(`&appointment=${a.id}`)).toEqual(ordinary);
  });

  it("moves to a free time, frees the old one, replaces the reminders and sends the new time with a higher SEQUENCE", async () => {
    const a = await book();
    const response = await visitorMove(a, MONDAY_14);
    expect(response.status).toBe(200);
    const view = (await response.json()) as AppointmentView;
    expect(view).toMatchObject({
      id: a.id,
      status: "confirmed",
      startsAt: MONDAY_14,
      startTime: "14:00",
      endTime: "14:45",
      canReschedule: true,
      changeNotice: null,
    });
    expect(await availableStarts()).toContain("10:00");
    expect(await availableStarts()).not.toContain("14:00");
    expect(await env.DB.prepare("select reschedule_count, sequence from booking_appointments").first()).toEqual({
      reschedule_count: 1,
      sequence: 1,
    });

    expect(await history(a.id)).toEqual([
      expect.objectContaining({ action: "booked" }),
      {
        action: "rescheduled",
        actor_user_id: null,
        actor_name: "Booker",
        from_start: Date.parse(MONDAY_10),
        to_start: Date.parse(MONDAY_14),
        reason: null,
      },
    ]);
    // The outbox holds only the reminders of the new time; the old ones are withdrawn.
    expect(await pendingReminders(a.id)).toEqual([
      { kind: "email", at: "2026-11-15T19:00:00.000Z" },
      { kind: "email", at: "2026-11-16T18:00:00.000Z" },
    ]);
    expect((await deliveriesOf(a.id, "booking_reminder")).filter((r) => r.status === "withdrawn")).toHaveLength(2);

    const emails = await bookerEmails(a.id);
    expect(emails.map((e) => e.subject)).toEqual([
      "Booking confirmed: Hiring Needs Consultation on November 16, 2026 at 10:00 AM ET",
      "Moved: Hiring Needs Consultation is now on November 16, 2026 at 2:00 PM ET",
    ]);
    const moved = emails[1]!;
    expect(moved.recipient).toBe("ada@example.com");
    expect(moved.text).toContain("Was: November 16, 2026 at 10:00 AM ET");
    expect(moved.attachment).toMatchObject({ filename: "consultation.ics", contentType: "text/calendar" });
    const uid = `UID:${a.id}@talentpartners-search.com`;
    expect(emails[0]!.ics).toEqual(expect.arrayContaining([uid, "SEQUENCE:0", "METHOD:PUBLISH"]));
    expect(moved.ics).toEqual(
      expect.arrayContaining([uid, "SEQUENCE:1", "METHOD:PUBLISH", "DTSTART:20261116T190000Z", "STATUS:CONFIRMED"]),
    );
    // The manage page's file carries the current revision.
    const download = (await (await call(`/api/booking/appointments/${a.id}.ics?token=${a.token}`)).text()).split(
      "\r\n",
    );
    expect(download).toEqual(expect.arrayContaining([uid, "SEQUENCE:1", "DTSTART:20261116T190000Z"]));
  });

  it("notifies staff of the scheduling area, linking to the appointment; a staff member's own move notifies nobody", async () => {
    await insertDefaultStaffAreas();
    const a = await book();
    expect((await visitorMove(a, MONDAY_14)).status).toBe(200);
    const { results } = await env.DB.prepare(
      "select user_id, title, link from staff_notifications where event = 'booking_moved'",
    ).all();
    expect(results).toEqual([
      {
        user_id: STAFF_ID,
        title: "Booking moved: Ada Lovelace, Hiring Needs Consultation from 2026-11-16 10:00 to 2026-11-16 14:00 ET",
        link: `/admin/appointments/${a.id}`,
      },
    ]);
    expect((await staffMove(a.id, { startTime: MONDAY_11 })).status).toBe(200);
    expect(
      await env.DB.prepare("select count(*) as n from staff_notifications where event = 'booking_moved'").first(),
    ).toEqual({ n: 1 });
  });

  it("refuses a taken time (409), a time not offered and the same time (400 naming startTime), a wrong token (404)", async () => {
    const a = await book();
    const b = await book({ appointmentDate: MONDAY_14, bookerEmail: "b@example.com" });
    const taken = await visitorMove(a, MONDAY_14);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: "slot_taken",
      message: "That time was just taken. Please choose another time.",
    });
    for (const startTime of ["2026-11-16T15:10:00.000Z", "2026-11-21T15:00:00.000Z", MONDAY_10]) {
      const refused = await visitorMove(a, startTime);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
        "startTime",
      ]);
    }
    const malformed = await visitorMove(a, "Monday at ten");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      "startTime",
    ]);
    expect((await visitorMove({ id: a.id, token: b.token }, MONDAY_11)).status).toBe(404);
    expect(
      await env.DB.prepare("select appointment_date, sequence from booking_appointments where id = ?")
        .bind(a.id)
        .first(),
    ).toEqual({
      appointment_date: Date.parse(MONDAY_10),
      sequence: 0,
    });
    expect(await history(a.id)).toHaveLength(1);
  });

  it("is refused inside the notice for guest changes, with the firm's contact, and when the type does not allow moves; staff are not bound", async () => {
    const a = await book();
    const insideNotice = new Date(Date.parse(MONDAY_10) - 23 * HOUR);
    const manage = (await (
      await call(`/api/booking/appointments/${a.id}/manage?token=${a.token}`, {}, { now: insideNotice })
    ).json()) as AppointmentView;
    expect(manage).toMatchObject({ canCancel: false, canReschedule: false });
    expect(manage.changeNotice).toBe(
      "Online changes close 24 hours before the appointment. To move or cancel it now, please call us at (317) 555-0142 or write to info@talentpartners-search.com.",
    );
    for (const refused of [await visitorMove(a, MONDAY_14, insideNotice), await visitorCancel(a, insideNotice)]) {
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: "inside_guest_notice", message: manage.changeNotice });
    }
    expect((await staffMove(a.id, { startTime: MONDAY_14 }, insideNotice)).status).toBe(200);
    expect((await history(a.id)).at(-1)).toMatchObject({
      action: "rescheduled",
      actor_user_id: STAFF_ID,
      actor_name: "Olivia Office",
    });

    // At NOW again (the default), outside the notice: a type that allows no moves still refuses the booker's.
    await env.DB.prepare("update booking_types set allow_rescheduling = 0 where id = ?").bind(TYPE_A).run();
    const b = await book({ bookerEmail: "b@example.com" });
    expect(b.canReschedule).toBe(false);
    const notAllowed = await visitorMove(b, MONDAY_11);
    expect(notAllowed.status).toBe(409);
    expect(((await notAllowed.json()) as { message: string }).message).toContain("(317) 555-0142");
    expect((await visitorCancel(b)).status).toBe(200);
  });
});

describe("staff's changes", () => {
  it("of 20 simultaneous moves of different appointments into one free time, exactly one succeeds", async () => {
    const days = ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"];
    const booked = [];
    for (const [d, day] of days.entries()) {
      for (const hour of [14, 15, 16, 17, 18]) {
        booked.push(
          await book({ appointmentDate: `${day}T${hour}:00:00.000Z`, bookerEmail: `racer${d}-${hour}@example.com` }),
        );
      }
    }
    const responses = await Promise.all(booked.map((a) => staffMove(a.id, { startTime: MONDAY_10 })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const bodies = await Promise.all(
      responses.filter((r) => r.status === 409).map((r) => r.json() as Promise<{ error: string }>),
    );
    expect(new Set(bodies.map((b) => b.error))).toEqual(new Set(["slot_taken"]));
    expect(
      await env.DB.prepare("select count(*) as n from booking_appointments where appointment_date = ?")
        .bind(Date.parse(MONDAY_10))
        .first(),
    ).toEqual({ n: 1 });
    expect(
      await env.DB.prepare("select count(*) as n from booking_appointment_events where action = 'rescheduled'").first(),
    ).toEqual({ n: 1 });
    // Every appointment keeps exactly its two live reminders: the winner's new ones, the losers' untouched.
    expect(
      await env.DB.prepare(
        "select count(*) as n from deliveries where related_type = 'booking_reminder' and status = 'pending'",
      ).first(),
    ).toEqual({ n: 40 });
  });

  it("moves and answers the appointment's page with its history, messages and activity log", async () => {
    const a = await book();
    const response = await staffMove(a.id, { startTime: MONDAY_14 });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as AppointmentDetail;
    expect(detail).toMatchObject({ id: a.id, startsAt: MONDAY_14, startTime: "14:00", rescheduleCount: 1 });
    expect(detail.history.map((h) => [h.action, h.actorName])).toEqual([
      ["booked", "Booker"],
      ["rescheduled", "Olivia Office"],
    ]);
    expect(
      detail.deliveries
        .filter((d) => d.status === "pending" && d.dueAt)
        .map((d) => d.dueAt)
        .sort(),
    ).toEqual(["2026-11-15T19:00:00.000Z", "2026-11-16T18:00:00.000Z"]);
    expect(
      await env.DB.prepare("select user_id, action, entity_type from admin_activity_logs")
        .all()
        .then((r) => r.results),
    ).toEqual([{ user_id: STAFF_ID, action: "appointment.reschedule", entity_type: "booking_appointment" }]);
    expect((await staffMove("no-such-id", { startTime: MONDAY_14 })).status).toBe(404);
    const noBody = await staffMove(a.id, {});
    expect(noBody.status).toBe(400);
    expect(((await noBody.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["startTime"]);
  });

  it("cancels with a reason the booker is told, withdraws every reminder and sends METHOD:CANCEL with a higher SEQUENCE", async () => {
    const a = await book();
    expect((await staffMove(a.id, { startTime: MONDAY_14 })).status).toBe(200);
    const noReason = await staffCancel(a.id, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["reason"]);

    const response = await staffCancel(a.id, { reason: "Our consultant is ill." });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as AppointmentDetail;
    expect(detail).toMatchObject({
      status: "cancelled",
      cancelReason: "Our consultant is ill.",
      cancelledAt: NOW.toISOString(),
    });
    expect(detail.history.at(-1)).toMatchObject({
      action: "cancelled",
      actorName: "Olivia Office",
      reason: "Our consultant is ill.",
    });
    expect(await pendingReminders(a.id)).toEqual([]);
    expect(await env.DB.prepare("select sequence from booking_appointments").first()).toEqual({ sequence: 2 });
    const cancelled = (await bookerEmails(a.id)).at(-1)!;
    expect(cancelled.subject).toBe("Cancelled: Hiring Needs Consultation on November 16, 2026 at 2:00 PM ET");
    expect(cancelled.text).toContain("Reason: Our consultant is ill.");
    expect(cancelled.ics).toEqual(
      expect.arrayContaining([
        `UID:${a.id}@talentpartners-search.com`,
        "METHOD:CANCEL",
        "STATUS:CANCELLED",
        "SEQUENCE:2",
      ]),
    );
    expect(await availableStarts()).toContain("14:00");
    // A staff cancel does not notify staff; cancelling again or moving a cancelled one is refused.
    expect(
      await env.DB.prepare("select count(*) as n from staff_notifications where event = 'booking_cancelled'").first(),
    ).toEqual({ n: 0 });
    expect((await staffCancel(a.id, { reason: "Again" })).status).toBe(409);
    expect((await staffMove(a.id, { startTime: MONDAY_11 })).status).toBe(409);
    expect((await staffCancel("no-such-id", { reason: "x" })).status).toBe(404);
  });

  it("the booker's cancel withdraws the reminders too, and writes its history once however often it is asked", async () => {
    const a = await book();
    expect((await visitorCancel(a)).status).toBe(200);
    expect((await visitorCancel(a)).status).toBe(200);
    expect(await pendingReminders(a.id)).toEqual([]);
    expect((await history(a.id)).map((h) => [h.action, h.actor_name])).toEqual([
      ["booked", "Booker"],
      ["cancelled", "Booker"],
    ]);
    expect((await bookerEmails(a.id)).map((e) => e.ics.find((l) => l.startsWith("SEQUENCE:")))).toEqual([
      "SEQUENCE:0",
      "SEQUENCE:1",
    ]);
  });

  it("confirms or declines only a booking waiting for confirmation; marks completed or no-show only once started", async () => {
    await env.DB.prepare("update booking_types set auto_confirm = 0 where id = ?").bind(TYPE_A).run();
    const a = await book();
    expect(a.status).toBe("scheduled");
    const pendingIcs = (await bookerEmails(a.id))[0]!.ics;
    expect(pendingIcs).toContain("STATUS:TENTATIVE");

    expect((await staffPatch(a.id, {})).status).toBe(400);
    for (const [body, path] of [
      [{ status: "cancelled" }, "status"],
      [{ status: "declined" }, "reason"],
    ] as const) {
      const bad = await staffPatch(a.id, body);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([path]);
    }
    const early = await staffPatch(a.id, { status: "completed" });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      "An appointment can be marked completed or a no-show only once it has started.",
    );

    const confirmed = await staffPatch(a.id, { status: "confirmed" });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as AppointmentDetail).status).toBe("confirmed");
    const confirmation = (await bookerEmails(a.id)).at(-1)!;
    expect(confirmation.ics).toEqual(expect.arrayContaining(["STATUS:CONFIRMED", "SEQUENCE:1"]));
    for (const status of ["confirmed", "declined"]) {
      const again = await staffPatch(a.id, { status, reason: "No consultant free" });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { message: string }).message).toMatch(
        /^Only a booking that is waiting for confirmation can be/,
      );
    }

    const b = await book({ appointmentDate: MONDAY_14, bookerEmail: "b@example.com" });
    const declined = await staffPatch(b.id, { status: "declined", reason: "No consultant is free that afternoon." });
    expect(declined.status).toBe(200);
    const detail = (await declined.json()) as AppointmentDetail;
    expect(detail).toMatchObject({ status: "cancelled", cancelReason: "No consultant is free that afternoon." });
    expect(detail.history.at(-1)).toMatchObject({ action: "declined", actorName: "Olivia Office" });
    const refusal = (await bookerEmails(b.id)).at(-1)!;
    expect(refusal.subject).toBe("Not confirmed: Hiring Needs Consultation on November 16, 2026 at 2:00 PM ET");
    expect(refusal.text).toContain("Reason: No consultant is free that afternoon.");
    expect(refusal.ics).toEqual(expect.arrayContaining(["METHOD:CANCEL", "SEQUENCE:1"]));
    expect(await pendingReminders(b.id)).toEqual([]);

    const started = new Date(Date.parse(MONDAY_10) + 10 * 60_000);
    expect((await staffPatch(b.id, { status: "completed" }, started)).status).toBe(409);
    const completed = await staffPatch(a.id, { status: "completed" }, started);
    expect(completed.status).toBe(200);
    expect(((await completed.json()) as AppointmentDetail).status).toBe("completed");
    expect((await staffPatch(a.id, { status: "completed" }, started)).status).toBe(409);
    const noShow = await staffPatch(a.id, { status: "no_show" }, started);
    expect(noShow.status).toBe(200);
    expect(((await noShow.json()) as AppointmentDetail).history.map((h) => h.action)).toEqual([
      "booked",
      "confirmed",
      "completed",
      "no_show",
    ]);
    expect((await staffMove(a.id, { startTime: "2026-11-17T15:00:00.000Z" }, started)).status).toBe(409);
    expect((await staffPatch("no-such-id", { status: "completed" }, started)).status).toBe(404);
  });

  it("are staff-only through the Worker", async () => {
    const a = await book();
    for (const [method, path, body] of [
      ["POST", `/api/admin/appointments/${a.id}/reschedule`, { startTime: MONDAY_14 }],
      ["POST", `/api/admin/appointments/${a.id}/cancel`, { reason: "x" }],
      ["PATCH", `/api/admin/appointments/${a.id}`, { status: "confirmed" }],
    ] as const) {
      expect((await api(path, { method, body })).status).toBe(401);
    }
  });
});
