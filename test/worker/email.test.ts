import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingConfirmation } from "../../worker/contract/booking";
import { createDb } from "../../worker/db/client";
import { emailOutbox } from "../../worker/db/schema";
import { createEmailSender, RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { retryDelayMs } from "../../worker/domain/backoff";
import { deliverPendingEmails, EMAIL_FIRST_RETRY_MS, MAX_EMAIL_ATTEMPTS } from "../../worker/integrations/email/outbox";
import { NOW, book, insertBookingTypes, validBooking } from "./booking-helpers";
import { emptyDatabase } from "./helpers";

const configured = { ...env, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: "Talent Partners <bookings@example.com>" };
const MINUTE = 60_000;

beforeEach(async () => {
  await emptyDatabase();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function outboxRow() {
  const [row] = await createDb(env.DB).select().from(emailOutbox);
  return row!;
}

describe("the booking confirmation email", () => {
  it("is sent through Resend right after the booking, with the calendar file attached", async () => {
    await insertBookingTypes();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "em_123" }));
    const response = await book(validBooking, configured);
    expect(response.status).toBe(201);
    expect(((await response.json()) as BookingConfirmation).confirmationEmail).toBe("sending");

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(RESEND_ENDPOINT);
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("authorization")).toBe("Bearer re_test_key");
    expect(headers.get("content-type")).toBe("application/json");
    const row = await outboxRow();
    expect(headers.get("idempotency-key")).toBe(row.id);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      from: "Talent Partners <bookings@example.com>",
      to: ["ada@example.com"],
      subject: "Booking confirmed: Hiring Needs Consultation on November 16, 2026 at 10:00 AM ET",
      attachments: [{ filename: "consultation.ics", content_type: "text/calendar" }],
    });
    expect(body.text).toContain("Hello Ada Lovelace,");
    expect(atob(body.attachments[0].content)).toContain("SUMMARY:Hiring Needs Consultation with Talent Partners");

    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, sentAt: NOW });
    const appointment = await env.DB.prepare("select confirmation_sent from booking_appointments").first();
    expect(appointment).toEqual({ confirmation_sent: 1 });
  });

  it("stays pending and untouched when email is not connected, and the sender says so", async () => {
    await insertBookingTypes();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect((await book(validBooking)).status).toBe(201);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await outboxRow()).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(createEmailSender(env).connected).toBe(false);
    expect(await deliverPendingEmails(createDb(env.DB), createEmailSender(env), NOW)).toEqual({
      connected: false,
      sent: 0,
      retrying: 0,
      failed: 0,
      waitingForConnection: 1,
    });
  });
});

describe("outbox delivery", () => {
  async function queue(id = "m1") {
    await createDb(env.DB).insert(emailOutbox).values({ id, toAddress: "ada@example.com", subject: "Hi", textBody: "Body", createdAt: NOW });
  }

  it("retries a provider outage with backoff and sends once it recovers", async () => {
    await queue();
    const db = createDb(env.DB);
    const sender = createEmailSender(configured);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("upstream down", { status: 503 }));
    expect(await deliverPendingEmails(db, sender, NOW)).toMatchObject({ retrying: 1, sent: 0 });
    expect(await outboxRow()).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: new Date(NOW.getTime() + 5 * MINUTE) });
    expect((await outboxRow()).lastError).toContain("503");

    expect(await deliverPendingEmails(db, sender, new Date(NOW.getTime() + 4 * MINUTE))).toMatchObject({ retrying: 0, sent: 0 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fetchSpy.mockResolvedValue(Response.json({ id: "em_9" }));
    expect(await deliverPendingEmails(db, sender, new Date(NOW.getTime() + 5 * MINUTE))).toMatchObject({ sent: 1 });
    expect(await outboxRow()).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("gives up at once when the provider refuses the message itself", async () => {
    await queue();
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ message: "Invalid `to` field" }, { status: 422 }));
    expect(await deliverPendingEmails(createDb(env.DB), createEmailSender(configured), NOW)).toMatchObject({ failed: 1 });
    expect(await outboxRow()).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
  });

  it("does not send a message twice when two deliveries run at once", async () => {
    await queue();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "em_1" }));
    const db = createDb(env.DB);
    const sender = createEmailSender(configured);
    const reports = await Promise.all([deliverPendingEmails(db, sender, NOW), deliverPendingEmails(db, sender, NOW)]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("backs off 5, 10, 20 ... minutes up to 6 hours", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, EMAIL_FIRST_RETRY_MS) / MINUTE)).toEqual([5, 10, 20, 40]);
    expect(retryDelayMs(MAX_EMAIL_ATTEMPTS + 5, EMAIL_FIRST_RETRY_MS)).toBe(6 * 60 * MINUTE);
  });
});
