import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { BookingConfirmation, TimeSlot } from "../../worker/contract/booking";
import type { CrmLeadView } from "../../worker/contract/crm";
import { runScheduled } from "../../worker/cron";
import { hashLinkToken } from "../../worker/domain/link-token";
import {
  book,
  call,
  insertBookingTypes,
  MONDAY,
  MONDAY_10,
  rowCount,
  TYPE_A,
  TYPE_B,
  validBooking,
} from "./booking-helpers";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signIn } from "./helpers";

beforeEach(async () => {
  await emptyDatabase();
  await insertBookingTypes();
});

async function slots(typeId: string, date = MONDAY): Promise<TimeSlot[]> {
  const response = await call(`/api/booking/types/${typeId}/slots?date=${date}`);
  expect(response.status).toBe(200);
  return response.json();
}

const availableStarts = (list: TimeSlot[]) => list.filter((s) => s.isAvailable).map((s) => s.startTime);

describe("GET /api/booking/types", () => {
  it("lists the active types with their public fields, through the Worker", async () => {
    const response = await exports.default.fetch("http://localhost/api/booking/types");
    expect(response.status).toBe(200);
    const types = await response.json();
    expect(types).toEqual([
      {
        id: TYPE_B,
        name: "Career Strategy Call",
        description: null,
        duration: 30,
        price: 0,
        color: "#3B82F6",
        locationOptions: ["virtual", "office", "phone"],
      },
      {
        id: TYPE_A,
        name: "Hiring Needs Consultation",
        description: "Scope a search.",
        duration: 45,
        price: 0,
        color: "#3B82F6",
        locationOptions: ["virtual", "office", "phone"],
      },
    ]);
  });
});

describe("GET /api/booking/types/:id/slots", () => {
  it("answers the day's slots in New York time with their instants", async () => {
    const day = await slots(TYPE_A);
    expect(day).toHaveLength(8);
    expect(day[0]).toEqual({
      startTime: "09:00",
      endTime: "09:45",
      isAvailable: true,
      startsAt: "2026-11-16T14:00:00.000Z",
      endsAt: "2026-11-16T14:45:00.000Z",
    });
  });

  it("answers an empty list for a closed day (weekend, past, beyond the advance window)", async () => {
    expect(await slots(TYPE_A, "2026-11-14")).toEqual([]);
    expect(await slots(TYPE_A, "2026-11-12")).toEqual([]);
    expect(await slots(TYPE_A, "2027-01-04")).toEqual([]);
  });

  it("answers 400 for a malformed or impossible date and 404 for an unknown or inactive type", async () => {
    for (const query of ["?date=2026-11-1", "?date=2026-02-30", "?date=tomorrow", ""]) {
      const response = await call(`/api/booking/types/${TYPE_A}/slots${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: "validation_failed", issues: [{ path: "date" }] });
    }
    expect((await call(`/api/booking/types/nope/slots?date=${MONDAY}`)).status).toBe(404);
    expect((await call(`/api/booking/types/type-retired/slots?date=${MONDAY}`)).status).toBe(404);
  });
});

describe("POST /api/booking/appointments: validation", () => {
  async function issues(body: unknown) {
    const response = await call("/api/booking/appointments", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(json.error).toBe("validation_failed");
    return Object.fromEntries(json.issues.map((i) => [i.path, i.message]));
  }

  it("names every missing required field with the spec's message, and stores nothing", async () => {
    expect(await issues({})).toEqual({
      bookingTypeId: "Please select a booking type",
      bookerName: "Name is required",
      bookerEmail: "Please enter a valid email",
      appointmentDate: "Please select a date and time",
    });
    expect(
      await issues({ ...validBooking, bookingTypeId: "", bookerName: "   ", bookerEmail: "ada@", appointmentDate: "" }),
    ).toEqual({
      bookingTypeId: "Please select a booking type",
      bookerName: "Name is required",
      bookerEmail: "Please enter a valid email",
      appointmentDate: "Please select a date and time",
    });
    expect(await rowCount("booking_appointments")).toBe(0);
    expect(await rowCount("crm_leads")).toBe(0);
    expect(await rowCount("deliveries")).toBe(0);
  });

  it("checks the date, the location, the time zone and a phone for phone calls", async () => {
    expect(await issues({ ...validBooking, appointmentDate: "next Monday" })).toEqual({
      appointmentDate: "Please select a date and time",
    });
    expect(await issues({ ...validBooking, meetingLocation: "zoom" })).toEqual({
      meetingLocation: "Please choose virtual, office or phone",
    });
    expect(await issues({ ...validBooking, timeZone: "Mars/Olympus" })).toEqual({
      timeZone: "Please choose a valid time zone",
    });
    expect(await issues({ ...validBooking, meetingLocation: "phone", bookerPhone: " " })).toEqual({
      bookerPhone: "Please enter a phone number for a phone call",
    });
  });

  it("refuses an unknown or inactive type as a missing one", async () => {
    for (const bookingTypeId of ["nope", "type-retired"]) {
      expect(await issues({ ...validBooking, bookingTypeId })).toEqual({
        bookingTypeId: "Please select a booking type",
      });
    }
  });

  it("answers 400 for a start that is not one of the day's offered slots", async () => {
    const notOffered = [
      "2026-11-16T15:30:00.000Z", // 10:30, off the grid
      "2026-11-14T15:00:00.000Z", // Saturday
      "2026-11-13T18:00:00.000Z", // today 13:00: within the two-hour notice
      "2026-11-16T21:45:00.000Z", // 16:45: would end after 17:00
    ];
    for (const appointmentDate of notOffered) {
      const response = await book({ ...validBooking, appointmentDate });
      expect(response.status, appointmentDate).toBe(400);
      expect(await response.json()).toMatchObject({
        error: "slot_not_offered",
        message: "That time is not available. Please choose another time.",
      });
    }
    expect(await rowCount("booking_appointments")).toBe(0);
  });
});

describe("POST /api/booking/appointments: booking", () => {
  it("opens a manage link stored before tokens were hashed, and the cron hashes it (decision 078)", async () => {
    const confirmation = (await (await book(validBooking)).json()) as BookingConfirmation;
    const token = new URL(confirmation.manageUrl, ORIGIN).searchParams.get("token") ?? "";
    // As migration 0058 leaves a booking: its token, as it was, in the legacy column.
    await env.DB.prepare(
      "update booking_appointments set legacy_manage_token = ?, manage_token_hash = null, manage_token_sealed = null",
    )
      .bind(token)
      .run();
    const manage = () => api(`/api/booking/appointments/${confirmation.id}/manage?token=${token}`);
    expect((await manage()).status).toBe(200);
    expect((await runScheduled({ scheduledTime: Date.now() }, env)).legacyTokensHashed).toBe(1);
    const row = await env.DB.prepare("select * from booking_appointments").first();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ legacy_manage_token: null, manage_token_hash: await hashLinkToken(token) });
    expect((await manage()).status).toBe(200);
  });

  it("books, answers the confirmation, and stores the appointment, its lead and the confirmation email together", async () => {
    const response = await book(validBooking);
    expect(response.status).toBe(201);
    const confirmation = (await response.json()) as BookingConfirmation;
    expect(confirmation).toMatchObject({
      status: "confirmed",
      serviceName: "Hiring Needs Consultation",
      startsAt: MONDAY_10,
      endsAt: "2026-11-16T15:45:00.000Z",
      timeZone: "America/New_York",
      date: MONDAY,
      startTime: "10:00",
      endTime: "10:45",
      bookerTimeZone: "America/Los_Angeles",
      duration: 45,
      price: 0,
      meetingLocation: "virtual",
      meetingLink: null,
      locationText: "Video call: your consultant will email you the meeting link before the call",
      bookerName: "Ada Lovelace",
      bookerEmail: "ada@example.com",
      confirmationEmail: "not_connected",
      cancelledAt: null,
    });
    const row = await env.DB.prepare("select * from booking_appointments").first<Record<string, unknown>>();
    expect(row).toMatchObject({
      id: confirmation.id,
      booking_type_id: TYPE_A,
      appointment_date: Date.parse(MONDAY_10),
      duration: 45,
      booker_company: "Analytical Engines Inc.",
    });
    const token = new URL(confirmation.manageUrl, ORIGIN).searchParams.get("token") ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(confirmation.manageUrl).toBe(`/book/manage/${confirmation.id}?token=${token}`);
    expect(confirmation.calendarUrl).toBe(`/api/booking/appointments/${confirmation.id}.ics?token=${token}`);
    // Only the token's hash is stored, and the token sealed (decision 078): no column holds the link's token.
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.manage_token_hash).toBe(await hashLinkToken(token));
    expect(row?.legacy_manage_token).toBeNull();
    const managed = await api(`/api/booking/appointments/${confirmation.id}/manage?token=${token}`);
    expect(managed.status).toBe(200);
    expect(((await managed.json()) as { id: string }).id).toBe(confirmation.id);
    const byHash = await api(`/api/booking/appointments/${confirmation.id}/manage?token=${row?.manage_token_hash}`);
    expect(byHash.status).toBe(404);

    const lead = await env.DB.prepare("select * from crm_leads").first<Record<string, unknown>>();
    expect(lead).toMatchObject({
      id: row?.lead_id,
      lead_type: "contact",
      lead_source: "booking",
      lead_score: 95,
      priority: "high",
      synced_to_ghl: 0,
    });
    expect(String(lead?.notes)).toContain("Ada Lovelace <ada@example.com>");

    const email = await env.DB.prepare(
      "select * from deliveries where kind = 'email' and related_type = 'booking_appointment'",
    ).first<Record<string, unknown>>();
    expect(email).toMatchObject({
      kind: "email",
      recipient: "ada@example.com",
      status: "pending",
      attempts: 0,
      related_type: "booking_appointment",
      related_id: confirmation.id,
    });
    const payload = JSON.parse(String(email?.payload)) as {
      subject: string;
      text: string;
      attachment: { filename: string; contentType: string; base64Content: string };
    };
    expect(payload.attachment).toMatchObject({ filename: "consultation.ics", contentType: "text/calendar" });
    expect(payload.subject).toBe("Booking confirmed: Hiring Needs Consultation on November 16, 2026 at 10:00 AM ET");
    expect(email?.summary).toBe(payload.subject);
    expect(payload.text).toContain("When: November 16, 2026, 10:00 AM - 10:45 AM ET (7:00 AM - 7:45 AM PT, your time)");
    expect(payload.text).toContain(`http://localhost/book/manage/${confirmation.id}?token=${token}`);
    const ics = new TextDecoder().decode(
      Uint8Array.from(atob(payload.attachment.base64Content), (ch) => ch.charCodeAt(0)),
    );
    expect(ics).toContain("DTSTART:20261116T150000Z\r\n");

    // The lead's CRM sync is a delivery of the same transaction.
    const sync = await env.DB.prepare("select * from deliveries where kind = 'crm_sync'").first<
      Record<string, unknown>
    >();
    expect(sync).toMatchObject({
      recipient: "ada@example.com",
      summary: "Sync lead Ada Lovelace",
      related_type: "crm_lead",
      related_id: lead?.id,
    });
    expect(JSON.parse(String(sync?.payload))).toEqual({ leadId: lead?.id });

    expect(availableStarts(await slots(TYPE_A))).not.toContain("10:00");
    // One calendar: the 30-minute type loses its overlapping starts too (09:45 runs into 10:00; 10:30 is inside).
    expect(availableStarts(await slots(TYPE_B))).toEqual([
      "09:00",
      "11:15",
      "12:00",
      "12:45",
      "13:30",
      "14:15",
      "15:00",
      "15:45",
      "16:30",
    ]);
  });

  it("scores the visit the browser sent with the employer formula, stores the breakdown and the CRM leads API answers it", async () => {
    const visit = { timeOnSiteMs: 4 * 60_000, pageViews: 6, utmSource: "Google" };
    expect((await book({ ...validBooking, bookerCompany: undefined, ...visit })).status).toBe(201);
    await insertDefaultStaffAreas();
    await createStaffUser("crm-reader", "manager");
    const [lead] = await (await api("/api/crm/leads", { cookie: await signIn("crm-reader") })).json<CrmLeadView[]>();
    expect(lead).toMatchObject({
      leadScore: 100,
      scoreBreakdown: [
        { label: "Base score", points: 30 },
        { label: "Action: request consultation", points: 40 },
        { label: "Phone given", points: 10 },
        { label: "3+ minutes on the site this visit", points: 10 },
        { label: "6+ pages viewed this visit", points: 10 },
        { label: "Came from google this visit", points: 10 },
        { label: "Capped at 100", points: -10 },
      ],
    });
  });

  it("refuses visit facts out of bounds, naming each, and books nothing", async () => {
    const response = await book({ ...validBooking, timeOnSiteMs: 86_400_001, pageViews: -1 });
    expect(response.status).toBe(400);
    expect((await response.json<{ issues: { path: string }[] }>()).issues.map((issue) => issue.path)).toEqual([
      "timeOnSiteMs",
      "pageViews",
    ]);
    expect(await rowCount("booking_appointments")).toBe(0);
    expect(await rowCount("crm_leads")).toBe(0);
  });

  it("gives a video booking a room of the configured video service, and none to an office visit", async () => {
    const withRooms = { ...env, MEETING_ROOM_BASE_URL: "https://meet.jit.si/" };
    const video = (await (await book(validBooking, withRooms)).json()) as BookingConfirmation;
    expect(video.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/TalentPartners-[A-Za-z0-9_-]{16}$/);
    expect(video.locationText).toBe(`Video call: ${video.meetingLink}`);
    const office = (await (
      await book({ ...validBooking, appointmentDate: "2026-11-16T17:00:00.000Z", meetingLocation: "office" }, withRooms)
    ).json()) as BookingConfirmation;
    expect(office).toMatchObject({
      meetingLink: null,
      locationText: "In person at our office: 11711 N Meridian St, Suite 400, Carmel, IN 46032",
    });
  });

  it("answers 409 for a time taken in the meantime and leaves no lead, email, CRM sync or reminder behind", async () => {
    expect((await book(validBooking)).status).toBe(201);
    const second = await book({ ...validBooking, bookerEmail: "bo@example.com" });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      error: "slot_taken",
      message: "That time was just taken. Please choose another time.",
    });
    const overlappingOtherType = await book({
      ...validBooking,
      bookingTypeId: TYPE_B,
      appointmentDate: "2026-11-16T15:30:00.000Z",
    });
    expect(overlappingOtherType.status).toBe(409);
    expect([await rowCount("booking_appointments"), await rowCount("crm_leads"), await rowCount("deliveries")]).toEqual(
      [1, 1, 4],
    );
  });

  it("of 20 simultaneous requests for one slot, exactly one books and nineteen get 409", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book({ ...validBooking, bookerEmail: `racer${i}@example.com` })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toMatchObject({ message: "That time was just taken. Please choose another time." });
    }
    expect([await rowCount("booking_appointments"), await rowCount("crm_leads"), await rowCount("deliveries")]).toEqual(
      [1, 1, 4],
    );
  });

  it("of simultaneous requests for overlapping times of two types with different starts, exactly one books", async () => {
    // Type A 10:00-10:45 (+15 buffer) and type B 10:30-11:00 overlap.
    const requests = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? book({ ...validBooking, bookerEmail: `a${i}@example.com` })
        : book({
            ...validBooking,
            bookingTypeId: TYPE_B,
            appointmentDate: "2026-11-16T15:30:00.000Z",
            bookerEmail: `b${i}@example.com`,
          }),
    );
    const statuses = (await Promise.all(requests)).map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect([await rowCount("booking_appointments"), await rowCount("crm_leads"), await rowCount("deliveries")]).toEqual(
      [1, 1, 4],
    );
  });
});

describe("the manage link", () => {
  async function booked() {
    const confirmation = (await (await book(validBooking)).json()) as BookingConfirmation;
    const token = new URL(confirmation.manageUrl, "http://x").searchParams.get("token")!;
    return { confirmation, token };
  }

  it("shows the appointment for the right token and 404 for a wrong one, without saying whether it exists", async () => {
    const { confirmation, token } = await booked();
    const view = await call(`/api/booking/appointments/${confirmation.id}/manage?token=${token}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({
      id: confirmation.id,
      status: "confirmed",
      serviceName: "Hiring Needs Consultation",
    });
    const wrong = await call(`/api/booking/appointments/${confirmation.id}/manage?token=${token.slice(0, -1)}x`);
    const unknown = await call(`/api/booking/appointments/00000000-0000-4000-8000-000000000000/manage?token=${token}`);
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      ((await unknown.json()) as { message: string }).message,
    );
    expect((await call(`/api/booking/appointments/${confirmation.id}/manage`)).status).toBe(400);
  });

  it("serves the calendar file for the right token only", async () => {
    const { confirmation, token } = await booked();
    const response = await call(`/api/booking/appointments/${confirmation.id}.ics?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("consultation.ics");
    const ics = await response.text();
    expect(ics.split("\r\n")).toEqual(
      expect.arrayContaining([
        "BEGIN:VCALENDAR",
        "DTSTART:20261116T150000Z",
        "DTEND:20261116T154500Z",
        `UID:${confirmation.id}@talentpartners-search.com`,
        "STATUS:CONFIRMED",
      ]),
    );
    expect((await call(`/api/booking/appointments/${confirmation.id}.ics?token=wrong`)).status).toBe(404);
  });

  it("cancels with the right token (freeing the slot) and refuses a wrong one", async () => {
    const { confirmation, token } = await booked();
    const wrong = await call(`/api/booking/appointments/${confirmation.id}/cancel?token=wrong`, { method: "POST" });
    expect(wrong.status).toBe(404);
    expect(availableStarts(await slots(TYPE_A))).not.toContain("10:00");

    const cancelled = await call(`/api/booking/appointments/${confirmation.id}/cancel?token=${token}`, {
      method: "POST",
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", cancelledAt: "2026-11-13T17:00:00.000Z" });
    const row = await env.DB.prepare("select status, cancelled_at from booking_appointments").first();
    expect(row).toEqual({ status: "cancelled", cancelled_at: Date.UTC(2026, 10, 13, 17) });
    expect(availableStarts(await slots(TYPE_A))).toContain("10:00");
    expect(
      (await call(`/api/booking/appointments/${confirmation.id}/cancel?token=${token}`, { method: "POST" })).status,
    ).toBe(200);
    // One cancellation email, however often the link is used, whose calendar file removes the event.
    const { results } = await env.DB.prepare(
      "select payload from deliveries where kind = 'email' and related_type = 'booking_appointment'",
    ).all<{ payload: string }>();
    const emails = results
      .map((row) => JSON.parse(row.payload) as { subject: string; attachment: { base64Content: string } })
      .sort((a, b) => a.subject.localeCompare(b.subject));
    expect(emails.map((e) => e.subject)).toEqual([
      "Booking confirmed: Hiring Needs Consultation on November 16, 2026 at 10:00 AM ET",
      "Cancelled: Hiring Needs Consultation on November 16, 2026 at 10:00 AM ET",
    ]);
    expect(atob(emails[1]!.attachment.base64Content).split("\r\n")).toEqual(
      expect.arrayContaining(["METHOD:CANCEL", "STATUS:CANCELLED"]),
    );
    expect(
      (await call(`/api/booking/appointments/${confirmation.id}.ics?token=${token}`).then((r) => r.text())).split(
        "\r\n",
      ),
    ).toContain("STATUS:CANCELLED");

    expect((await book({ ...validBooking, bookerEmail: "next@example.com" })).status).toBe(201);
  });
});

describe("text confirmations", () => {
  it("queue a text to the booker's number in E.164 only when they ticked consent, and the number then counts as consenting", async () => {
    expect((await book({ ...validBooking, smsConsent: true })).status).toBe(201);
    const texts = await env.DB.prepare("select to_number, message_type, status, message from sms_messages").all<{
      to_number: string;
      message_type: string;
      status: string;
      message: string;
    }>();
    expect(texts.results).toHaveLength(1);
    expect(texts.results[0]).toMatchObject({
      to_number: "+13175550100",
      message_type: "booking_confirmation",
      status: "pending",
    });
    expect(texts.results[0]?.message).toContain("Reply STOP to opt out.");
    expect(texts.results[0]?.message).toContain("/book/manage/");
    const { createDb } = await import("../../worker/db/client");
    const { smsConsent } = await import("../../worker/sms/store");
    expect((await smsConsent(createDb(env.DB), "+13175550100", "reminder")).allowed).toBe(true);
    expect((await smsConsent(createDb(env.DB), "+13175550100", "marketing")).allowed).toBe(false);

    expect((await book({ ...validBooking, appointmentDate: "2026-11-16T17:00:00.000Z" })).status).toBe(201);
    expect(await rowCount("sms_messages")).toBe(1);
  });

  it("a race loser queues no text, and consent needs a valid phone", async () => {
    expect((await book({ ...validBooking, smsConsent: true })).status).toBe(201);
    expect((await book({ ...validBooking, bookerEmail: "bo@example.com", smsConsent: true })).status).toBe(409);
    expect(await rowCount("sms_messages")).toBe(1);
    const textDeliveries = await env.DB.prepare("select count(*) as n from deliveries where kind = 'sms'").first<{
      n: number;
    }>();
    expect(textDeliveries?.n).toBe(1);
    const noPhone = await book({
      ...validBooking,
      bookerPhone: undefined,
      smsConsent: true,
      appointmentDate: "2026-11-16T17:00:00.000Z",
    });
    expect(noPhone.status).toBe(400);
    expect(await noPhone.json()).toMatchObject({
      issues: [{ path: "bookerPhone", message: "Please enter a mobile number to get text messages" }],
    });
    const badPhone = await book({
      ...validBooking,
      bookerPhone: "call me",
      appointmentDate: "2026-11-16T17:00:00.000Z",
    });
    expect(await badPhone.json()).toMatchObject({
      issues: [{ path: "bookerPhone", message: "Please enter a valid phone number" }],
    });
  });
});
