import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingConfirmation } from "../../worker/contract/booking";
import { createDb } from "../../worker/db/client";
import { deliveries } from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { EMAIL_NOT_CONNECTED, RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { book, insertBookingTypes, validBooking } from "./booking-helpers";
import { emptyDatabase } from "./helpers";

/** Booking email on the delivery pipeline (worker/delivery/): what is queued, and what Resend is sent. */

const configured = { ...env, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: "Talent Partners <bookings@example.com>" };
const db = createDb(env.DB);

beforeEach(async () => {
  await emptyDatabase();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The booking's confirmation (its reminders are emails too, due later). */
async function emailDelivery() {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.kind, "email"), eq(deliveries.relatedType, "booking_appointment")));
  return row!;
}

/**
 * Later than any wait the local queue's consumer may have set meanwhile (it runs without email configured, so it
 * parks the message for 30 minutes): the attempt below is then certainly due.
 */
const later = () => new Date(Date.now() + 2 * 60 * 60_000);

describe("the booking confirmation email", () => {
  it("is sent through Resend right after the booking, with the calendar file attached", async () => {
    await insertBookingTypes();
    const response = await book(validBooking, configured);
    expect(response.status).toBe(201);
    expect(((await response.json()) as BookingConfirmation).confirmationEmail).toBe("sending");
    const queued = await emailDelivery();
    expect(queued).toMatchObject({ kind: "email", recipient: "ada@example.com", relatedType: "booking_appointment" });

    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "em_123" }));
    const sentAt = later();
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, sentAt)).toEqual({ outcome: "sent" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(RESEND_ENDPOINT);
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("authorization")).toBe("Bearer re_test_key");
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("idempotency-key")).toBe(queued.id);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      from: "Talent Partners <bookings@example.com>",
      to: ["ada@example.com"],
      subject: "Booking confirmed: Hiring Needs Consultation on November 16, 2026 at 10:00 AM ET",
      attachments: [{ filename: "consultation.ics", content_type: "text/calendar" }],
    });
    expect(body.text).toContain("Hello Ada Lovelace,");
    expect(atob(body.attachments[0].content)).toContain("SUMMARY:Hiring Needs Consultation with Talent Partners");

    expect(await emailDelivery()).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
      sentAt,
      providerId: "em_123",
    });
    const appointment = await env.DB.prepare("select confirmation_sent from booking_appointments").first();
    expect(appointment).toEqual({ confirmation_sent: 1 });
  });

  it("waits as pending with the reason when email is not connected, and the booker is told so", async () => {
    await insertBookingTypes();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const response = await book(validBooking);
    expect(((await response.json()) as BookingConfirmation).confirmationEmail).toBe("not_connected");
    const queued = await emailDelivery();
    expect(await attemptDelivery(env, db, DELIVERY_KINDS, queued.id, later())).toEqual({ outcome: "waiting" });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await emailDelivery()).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
      waitingReason: EMAIL_NOT_CONNECTED,
    });
  });
});
