import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AppointmentDetail, AppointmentListItem } from "../../worker/contract/appointments";
import { createDb } from "../../worker/db/client";
import { bookingAppointmentEvents, bookingAppointments } from "../../worker/db/schema";
import { book, insertBookingTypes, MONDAY, MONDAY_10, TYPE_A, TYPE_B, validBooking } from "./booking-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** Staff's appointments (issue 18): the list and agenda query, and one appointment's page. */

async function booked(body: Record<string, unknown>): Promise<string> {
  const response = await book({ ...validBooking, ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function list(cookie: string, query: string) {
  const response = await api(`/api/admin/appointments${query}`, { cookie });
  expect(response.status, query).toBe(200);
  return {
    rows: (await response.json()) as AppointmentListItem[],
    total: Number(response.headers.get("X-Total-Count")),
  };
}

const ids = (page: { rows: AppointmentListItem[] }) => page.rows.map((row) => row.id);

/**
 * An empty database with a manager's and a recruiter's cookies, and three appointments booked on the public route
 * (their ids): Monday 10:00 and 12:45, Tuesday 10:00 (New York), Tuesday's cancelled.
 */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  await insertBookingTypes();
  const manager = (await signedInStaff("mia.manager", "manager")).cookie;
  const recruiter = (await signedInStaff("rick.recruiter", "recruiter")).cookie;
  const mondayMorning = await booked({ appointmentDate: MONDAY_10 });
  const mondayAfternoon = await booked({
    bookingTypeId: TYPE_B,
    appointmentDate: "2026-11-16T17:45:00.000Z",
    bookerName: "Grace Hopper",
    bookerEmail: "grace@navy.example",
    bookerCompany: "Compilers & Co",
    timeZone: "Europe/Berlin",
  });
  const tuesday = await booked({
    appointmentDate: "2026-11-17T15:00:00.000Z",
    bookerName: "Alan Turing",
    bookerEmail: "alan@example.com",
    bookerCompany: "Bletchley Park",
  });
  await createDb(env.DB)
    .update(bookingAppointments)
    .set({ status: "cancelled", cancelReason: "Found a candidate" })
    .where(eq(bookingAppointments.id, tuesday));
  return { manager, recruiter, mondayMorning, mondayAfternoon, tuesday };
}

describe("GET /api/admin/appointments", () => {
  it("lists by start with the type and business-zone times, and filters by days, status, type and words", async () => {
    const { manager, mondayMorning, mondayAfternoon, tuesday } = await setup();
    const all = await list(manager, "");
    expect(all.total).toBe(3);
    expect(ids(all)).toEqual([mondayMorning, mondayAfternoon, tuesday]);
    expect(all.rows[0]).toMatchObject({
      typeId: TYPE_A,
      typeName: "Hiring Needs Consultation",
      status: "confirmed",
      date: MONDAY,
      startTime: "10:00",
      endTime: "10:45",
      startsAt: MONDAY_10,
      bookerName: "Ada Lovelace",
      bookerCompany: "Analytical Engines Inc.",
      meetingLocation: "virtual",
    });
    expect(all.rows[0]!.typeColor).toMatch(/^#/);

    // Days are the business zone's: Monday is 05:00Z Monday to 05:00Z Tuesday, both ends' days included.
    expect(ids(await list(manager, `?from=${MONDAY}&to=${MONDAY}`))).toEqual([mondayMorning, mondayAfternoon]);
    expect(ids(await list(manager, "?from=2026-11-17"))).toEqual([tuesday]);
    expect(ids(await list(manager, "?to=2026-11-15"))).toEqual([]);
    expect(ids(await list(manager, "?status=cancelled"))).toEqual([tuesday]);
    expect(ids(await list(manager, `?typeId=${TYPE_B}`))).toEqual([mondayAfternoon]);
    expect(ids(await list(manager, "?q=grace%40navy"))).toEqual([mondayAfternoon]);
    expect(ids(await list(manager, "?q=analytical"))).toEqual([mondayMorning]);
    expect(ids(await list(manager, "?q=TURING"))).toEqual([tuesday]);
    // The search's % and _ are letters, not wildcards.
    expect((await list(manager, "?q=%25")).total).toBe(0);
    expect(ids(await list(manager, "?status=&typeId=&from=&to=&q="))).toHaveLength(3);
  });

  it("pages with the total of the filter", async () => {
    const { manager, mondayMorning, mondayAfternoon, tuesday } = await setup();
    const first = await list(manager, "?limit=2");
    expect(first).toMatchObject({ total: 3 });
    expect(ids(first)).toEqual([mondayMorning, mondayAfternoon]);
    const second = await list(manager, "?limit=2&offset=2");
    expect(second.total).toBe(3);
    expect(ids(second)).toEqual([tuesday]);
    const filtered = await list(manager, "?status=confirmed&limit=1&offset=1");
    expect(filtered.total).toBe(2);
    expect(ids(filtered)).toEqual([mondayAfternoon]);
  });

  it("refuses bad query values with a 400 naming the field", async () => {
    const { manager } = await setup();
    const cases = [
      ["?from=monday", "from"],
      ["?to=2026-13-01", "to"],
      ["?from=2026-11-17&to=2026-11-16", "to"],
      ["?status=booked", "status"],
      ["?limit=201", "limit"],
      ["?limit=0", "limit"],
      ["?offset=-1", "offset"],
      [`?q=${"x".repeat(201)}`, "q"],
      [`?typeId=${"t".repeat(65)}`, "typeId"],
    ] as const;
    for (const [query, field] of cases) {
      const response = await api(`/api/admin/appointments${query}`, { cookie: manager });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { issues?: { path: string }[] };
      expect(
        body.issues?.map((issue) => issue.path),
        query,
      ).toContain(field);
    }
  });

  it("is for the scheduling area: a manager reads it, a recruiter is refused, nobody signed out gets in", async () => {
    const { manager, recruiter, mondayMorning } = await setup();
    expect((await api("/api/admin/appointments", { cookie: recruiter })).status).toBe(403);
    expect((await api(`/api/admin/appointments/${mondayMorning}`, { cookie: recruiter })).status).toBe(403);
    expect((await api("/api/admin/appointments")).status).toBe(401);
    expect((await api("/api/admin/appointments", { cookie: manager })).status).toBe(200);
  });
});

describe("GET /api/admin/appointments/:id", () => {
  it("answers the booker in both zones, the location, the lead, the history and the messages", async () => {
    const { manager, mondayAfternoon } = await setup();
    const [moved] = await createDb(env.DB)
      .insert(bookingAppointmentEvents)
      .values({
        appointmentId: mondayAfternoon,
        action: "rescheduled",
        actorName: "mia.manager",
        fromStart: new Date("2026-11-16T17:00:00.000Z"),
        toStart: new Date("2026-11-16T17:45:00.000Z"),
        reason: "Client asked",
      })
      .returning();
    const response = await api(`/api/admin/appointments/${mondayAfternoon}`, { cookie: manager });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as AppointmentDetail;
    expect(detail).toMatchObject({
      id: mondayAfternoon,
      typeName: "Career Strategy Call",
      duration: 30,
      timeZone: "America/New_York",
      date: MONDAY,
      startTime: "12:45",
      endTime: "13:15",
      // 17:45Z is 18:45 in Berlin.
      bookerTimeZone: "Europe/Berlin",
      bookerDate: MONDAY,
      bookerStartTime: "18:45",
      bookerName: "Grace Hopper",
      bookerPhone: "+13175550100",
      bookerCompany: "Compilers & Co",
      bookerNotes: "Hiring a CFO; discreet search, please.",
      needsConfirmation: false,
      cancelledAt: null,
      rescheduleCount: 0,
    });
    // Matched to a candidate by the booking; the page links to them.
    expect(detail.candidateId).toEqual(expect.any(String));
    expect(detail.locationText).toMatch(/^Video call/);
    expect(detail.lead).toMatchObject({ status: "active" });
    expect(detail.lead!.score).toBeGreaterThan(0);
    expect(detail.history).toEqual([
      expect.objectContaining({ action: "booked", actorName: "Booker", toStart: "2026-11-16T17:45:00.000Z" }),
      {
        id: moved!.id,
        action: "rescheduled",
        actorName: "mia.manager",
        at: expect.any(String),
        fromStart: "2026-11-16T17:00:00.000Z",
        toStart: "2026-11-16T17:45:00.000Z",
        reason: "Client asked",
      },
    ]);
    // The booking's confirmation email and its two reminders, due 24 hours and 1 hour before, on the pipeline.
    expect(detail.deliveries.map((d) => [d.kind, d.dueAt])).toEqual(
      expect.arrayContaining([
        ["email", "2026-11-15T17:45:00.000Z"],
        ["email", "2026-11-16T16:45:00.000Z"],
      ]),
    );
    expect(detail.deliveries).toHaveLength(3);
  });

  it("answers 404 for an unknown id", async () => {
    const { manager } = await setup();
    const response = await api("/api/admin/appointments/no-such-appointment", { cookie: manager });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });
});
