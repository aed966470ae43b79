import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { createBookingRoutes } from "../../worker/booking/routes";
import { createDb } from "../../worker/db/client";
import { bookingAvailability, bookingFirmHours, bookingTypes } from "../../worker/db/schema";
import type { AppEnv, Bindings } from "../../worker/env";
import { d1Session } from "../../worker/http/d1-session";
import { handleError } from "../../worker/http/errors";

/** Friday November 13, 2026, noon in New York: the booking tests' "now". */
export const NOW = new Date(Date.UTC(2026, 10, 13, 17));
/** The Monday after: a working day within every type's advance window. */
export const MONDAY = "2026-11-16";
/** 10:00 New York on that Monday. */
export const MONDAY_10 = "2026-11-16T15:00:00.000Z";

export const TYPE_A = "type-consultation";
export const TYPE_B = "type-call";

/** The firm calendar as migration 0066 and the seed start it: Mon-Fri 08:00-18:00, Saturday 09:00-14:00. */
export const FIRM_HOURS = [
  ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: "08:00", endTime: "18:00" })),
  { dayOfWeek: 6, startTime: "09:00", endTime: "14:00" },
];

/**
 * The firm's hours (FIRM_HOURS, replacing any), two active types (45 and 30 minutes, 15-minute buffers) and one
 * inactive, each with its own hours Mon-Fri 09:00-17:00 that narrow the firm's.
 */
export async function insertBookingTypes(): Promise<void> {
  const db = createDb(env.DB);
  await db.delete(bookingFirmHours);
  await db.insert(bookingFirmHours).values(FIRM_HOURS);
  await db.insert(bookingTypes).values([
    { id: TYPE_A, name: "Hiring Needs Consultation", duration: 45, price: 0, description: "Scope a search." },
    { id: TYPE_B, name: "Career Strategy Call", duration: 30, price: 0 },
    { id: "type-retired", name: "Retired Type", duration: 30, price: 1000, isActive: false },
  ]);
  await db
    .insert(bookingAvailability)
    .values(
      [TYPE_A, TYPE_B, "type-retired"].flatMap((bookingTypeId) =>
        [1, 2, 3, 4, 5].map((dayOfWeek) => ({ bookingTypeId, dayOfWeek, startTime: "09:00", endTime: "17:00" })),
      ),
    );
}

/** The booking sub-app on the tests' clock, behind the D1 session as in the Worker, with its error handler. */
export function bookingApp() {
  const app = new Hono<AppEnv>().use(d1Session).route("/api/booking", createBookingRoutes({ now: () => NOW }));
  app.onError(handleError);
  return app;
}

let ipCounter = 0;

/** One request through the booking app; waits for its after-response work (email delivery) too. */
export async function call(path: string, init: RequestInit = {}, bindings: Bindings = env): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  // Each request from its own address, so the per-IP rate limit does not interfere.
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", `198.51.100.${(ipCounter++ % 250) + 1}`);
  const response = await bookingApp().request(`http://localhost${path}`, { ...init, headers }, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function book(body: Record<string, unknown>, bindings?: Bindings): Promise<Response> {
  return call(
    "/api/booking/appointments",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    bindings,
  );
}

export const validBooking = {
  bookingTypeId: TYPE_A,
  bookerName: "Ada Lovelace",
  bookerEmail: "ada@example.com",
  bookerPhone: "(317) 555-0100",
  bookerCompany: "Analytical Engines Inc.",
  appointmentDate: MONDAY_10,
  timeZone: "America/Los_Angeles",
  bookerNotes: "Hiring a CFO; discreet search, please.",
  meetingLocation: "virtual",
};

export async function rowCount(table: string): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}
