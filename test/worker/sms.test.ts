import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import type { SmsSettingsView } from "../../worker/contract/sms";
import { createDb } from "../../worker/db/client";
import { deliveries } from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { TWILIO_API } from "../../worker/integrations/twilio/client";
import { isValidTwilioSignature, twilioSignature } from "../../worker/integrations/twilio/signature";
import { queueText } from "../../worker/sms/text-store";
import { book, insertBookingTypes, validBooking } from "./booking-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";
import { twilioEnv, twilioWebhook } from "./twilio-helpers";

const CONSENTING = "+13175550111";
const MARKETING_ONLY = "+13175550122";
const STRANGER = "+13175550199";

afterEach(() => vi.restoreAllMocks());

describe("Twilio webhook signature", () => {
  it("matches Twilio's algorithm (value computed independently with Node's crypto)", async () => {
    const params = { MessageSid: "SM123", MessageStatus: "delivered", AccountSid: "AC1" };
    expect(await twilioSignature("test-auth-token", "https://example.com/api/sms/status", params)).toBe(
      "Dw1bzFvvEXiqJ6h9Bg/iLFZ+Xos=",
    );
    expect(
      await isValidTwilioSignature(
        "test-auth-token",
        "https://example.com/api/sms/status",
        params,
        "Dw1bzFvvEXiqJ6h9Bg/iLFZ+Xos=",
      ),
    ).toBe(true);
    expect(
      await isValidTwilioSignature(
        "test-auth-token",
        "https://example.com/api/sms/status",
        { ...params, MessageStatus: "failed" },
        "Dw1bzFvvEXiqJ6h9Bg/iLFZ+Xos=",
      ),
    ).toBe(false);
    expect(
      await isValidTwilioSignature("test-auth-token", "https://example.com/api/sms/status", params, undefined),
    ).toBe(false);
  });
});

describe("SMS", () => {
  /** An empty database with a signed-in manager's cookie and two contacts: one consenting to texts, one to marketing. */
  async function setup() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("sms-manager", "manager");
    await env.DB.batch([
      env.DB.prepare(
        "insert into contacts (id, first_name, last_name, email, inquiry, message, phone, sms_appointment_consent, source) values ('c1', 'Ann', 'Lee', 'ann@example.com', 'Other', '', ?, 1, 'home-contact')",
      ).bind(CONSENTING),
      env.DB.prepare(
        "insert into contacts (id, first_name, last_name, email, inquiry, message, phone, sms_marketing_consent, source) values ('c2', 'Bo', 'Ng', 'bo@example.com', 'Other', '', ?, 1, 'home-contact')",
      ).bind(MARKETING_ONLY),
    ]);
    return { cookie };
  }

  const call = (
    cookie: string,
    path: string,
    init: { method?: string; body?: unknown } = {},
    bindings: object = twilioEnv,
  ) =>
    app.request(
      `${ORIGIN}${path}`,
      {
        method: init.method ?? "GET",
        headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
      bindings,
    );

  async function activate(cookie: string) {
    expect(
      (await call(cookie, "/api/sms/settings", { method: "POST", body: { tollFreeNumber: "+18005550142" } })).status,
    ).toBe(200);
    expect((await call(cookie, "/api/sms/settings", { method: "POST", body: { isActive: true } })).status).toBe(200);
  }

  function fakeTwilio(
    respond: () => Response = () => Response.json({ sid: "SM0001", status: "queued" }, { status: 201 }),
  ) {
    const requests: { url: string; headers: Headers; body: URLSearchParams }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      if (!url.startsWith(TWILIO_API)) throw new Error(`unexpected outbound request to ${url}`);
      requests.push({ url, headers: new Headers(init?.headers), body: new URLSearchParams(String(init?.body)) });
      return respond();
    });
    return requests;
  }

  it("settings: defaults, one field per save, and validation naming the field", async () => {
    const { cookie } = await setup();
    const settings = await (await api("/api/sms/settings", { cookie })).json<Record<string, unknown>>();
    expect(settings).toMatchObject({
      monthlyVolume: 1000,
      optInType: "Via Text",
      useCaseCategories: ["Marketing", "Customer Care"],
      isActive: false,
      isVerified: false,
      service: { configured: false, reason: "SMS service inactive: Twilio is not configured" },
      deliveries: { pending: 0, sent: 0, failed: 0, dead: 0 },
    });
    const saved = await api("/api/sms/settings", { method: "POST", cookie, body: { monthlyVolume: 5000 } });
    expect(await saved.json()).toMatchObject({ monthlyVolume: 5000 });
    expect(await (await api("/api/sms/settings", { cookie })).json()).toMatchObject({ monthlyVolume: 5000 });
    const cases: [unknown, string][] = [
      [{ tollFreeNumber: "800-555-0142" }, "tollFreeNumber"],
      [{ monthlyVolume: 2000 }, "monthlyVolume"],
      [{ optInType: "Via Pigeon" }, "optInType"],
      [{ useCaseCategories: [] }, "useCaseCategories"],
      [{ optInWorkflowImageUrl: "javascript:alert(1)" }, "optInWorkflowImageUrl"],
      [{ messageContent: "x".repeat(1601) }, "messageContent"],
      [{ somethingElse: true }, ""],
    ];
    for (const [body, path] of cases) {
      const response = await api("/api/sms/settings", { method: "POST", cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json<{ issues: { path: string }[] }>()).issues[0]?.path).toBe(path);
    }
    expect((await api("/api/sms/settings", { method: "POST", cookie, body: {} })).status).toBe(400);
  });

  it("refuses to send while the service is inactive or Twilio is not configured", async () => {
    const { cookie } = await setup();
    const unconfigured = await api("/api/sms/send", {
      method: "POST",
      cookie,
      body: { toNumber: CONSENTING, message: "Hi", messageType: "reminder" },
    });
    expect(unconfigured.status).toBe(503);
    expect(await unconfigured.json()).toMatchObject({
      error: "sms_inactive",
      message: "SMS service inactive: Twilio is not configured",
    });
    const inactive = await call(cookie, "/api/sms/send", {
      method: "POST",
      body: { toNumber: CONSENTING, message: "Hi", messageType: "reminder" },
    });
    expect(await inactive.json()).toMatchObject({ message: "SMS service inactive: switch it on in Settings" });
    expect((await env.DB.prepare("select count(*) as n from sms_messages").first<{ n: number }>())?.n).toBe(0);
  });

  it("sends through Twilio's Messages API (form-encoded, basic auth, E.164) and stores the message as sent", async () => {
    const { cookie } = await setup();
    await activate(cookie);
    const requests = fakeTwilio();
    const response = await call(cookie, "/api/sms/send", {
      method: "POST",
      body: { toNumber: CONSENTING, message: "Your interview is at 10:00.", messageType: "reminder" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      status: "sent",
      twilioSid: "SM0001",
      toNumber: CONSENTING,
      fromNumber: "+18005550142",
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(`${TWILIO_API}/Accounts/AC0123456789/Messages.json`);
    expect(request?.headers.get("Authorization")).toBe(`Basic ${btoa("AC0123456789:test-auth-token")}`);
    expect(request?.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(request!.body)).toEqual({
      To: CONSENTING,
      From: "+18005550142",
      Body: "Your interview is at 10:00.",
      StatusCallback: `${ORIGIN}/api/sms/status`,
    });
    // Sent as a delivery of the pipeline, claimed by this one attempt, so the queue never sends it again.
    const delivery = await env.DB.prepare(
      "select kind, recipient, summary, status, attempts, provider_id from deliveries",
    ).first();
    expect(delivery).toEqual({
      kind: "sms",
      recipient: CONSENTING,
      summary: "Your interview is at 10:00.",
      status: "sent",
      attempts: 1,
      provider_id: "SM0001",
    });
  });

  it("a Twilio outage on Send is reported, and the text stays queued for the queue's retry", async () => {
    const { cookie } = await setup();
    await activate(cookie);
    fakeTwilio(() => Response.json({ code: 20503, message: "Service unavailable" }, { status: 503 }));
    const response = await call(cookie, "/api/sms/send", {
      method: "POST",
      body: { toNumber: CONSENTING, message: "Hi", messageType: "follow_up" },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      error: "sms_retrying",
      message: "Twilio answered 503: Service unavailable (code 20503). The text stays queued and is tried again.",
    });
    expect(await env.DB.prepare("select status from sms_messages").first()).toEqual({ status: "pending" });
    const delivery = await env.DB.prepare("select status, attempts, next_attempt_at from deliveries").first<{
      status: string;
      attempts: number;
      next_attempt_at: number;
    }>();
    expect(delivery).toMatchObject({ status: "pending", attempts: 1 });
    expect(delivery!.next_attempt_at).toBeGreaterThan(Date.now());
  });

  it("sends only to numbers that consented to that kind of text", async () => {
    const { cookie } = await setup();
    await activate(cookie);
    const requests = fakeTwilio();
    for (const [toNumber, messageType] of [
      [STRANGER, "reminder"],
      [MARKETING_ONLY, "booking_confirmation"],
      [CONSENTING, "marketing"],
    ] as const) {
      const refused = await call(cookie, "/api/sms/send", {
        method: "POST",
        body: { toNumber, message: "Hello", messageType },
      });
      expect(refused.status, `${toNumber} ${messageType}`).toBe(403);
      expect(await refused.json()).toMatchObject({ error: "no_consent" });
    }
    expect(
      (
        await call(cookie, "/api/sms/send", {
          method: "POST",
          body: { toNumber: MARKETING_ONLY, message: "News", messageType: "marketing" },
        })
      ).status,
    ).toBe(201);
    expect(requests).toHaveLength(1);
    const bad = await call(cookie, "/api/sms/send", { method: "POST", body: { toNumber: "3175550111", message: "" } });
    expect((await bad.json<{ issues: { path: string }[] }>()).issues.map((i) => i.path)).toEqual([
      "toNumber",
      "message",
    ]);
  });

  it("records Twilio's error and marks the message failed", async () => {
    const { cookie } = await setup();
    await activate(cookie);
    fakeTwilio(() =>
      Response.json({ code: 21610, message: "Attempt to send to unsubscribed recipient" }, { status: 400 }),
    );
    const response = await call(cookie, "/api/sms/send", {
      method: "POST",
      body: { toNumber: CONSENTING, message: "Hi", messageType: "follow_up" },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      message: "Twilio answered 400: Attempt to send to unsubscribed recipient (code 21610)",
    });
    const row = await env.DB.prepare("select status, error_message from sms_messages").first();
    expect(row).toEqual({
      status: "failed",
      error_message: "Twilio answered 400: Attempt to send to unsubscribed recipient (code 21610)",
    });
  });

  it("a STOP reply opts the number out until START, whatever its consent", async () => {
    const { cookie } = await setup();
    await activate(cookie);
    fakeTwilio();
    expect((await twilioWebhook("/api/sms/inbound", { From: CONSENTING, Body: " stop " })).status).toBe(200);
    const refused = await call(cookie, "/api/sms/send", {
      method: "POST",
      body: { toNumber: CONSENTING, message: "Hi", messageType: "reminder" },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining("opted out (STOP)") });
    await twilioWebhook("/api/sms/inbound", { From: CONSENTING, Body: "START" });
    expect(
      (
        await call(cookie, "/api/sms/send", {
          method: "POST",
          body: { toNumber: CONSENTING, message: "Hi", messageType: "reminder" },
        })
      ).status,
    ).toBe(201);
  });

  it("the status callback moves a message to delivered, and unsigned webhooks are refused", async () => {
    const { cookie } = await setup();
    await activate(cookie);
    fakeTwilio();
    await call(cookie, "/api/sms/send", {
      method: "POST",
      body: { toNumber: CONSENTING, message: "Hi", messageType: "reminder" },
    });
    const forged = await twilioWebhook(
      "/api/sms/status",
      { MessageSid: "SM0001", MessageStatus: "delivered" },
      "bm90IGEgc2lnbmF0dXJl",
    );
    expect(forged.status).toBe(403);
    const optOut = await twilioWebhook("/api/sms/inbound", { From: CONSENTING, Body: "STOP" }, "bm90IGEgc2lnbmF0dXJl");
    expect(optOut.status).toBe(403);
    expect((await env.DB.prepare("select count(*) as n from sms_opt_outs").first<{ n: number }>())?.n).toBe(0);
    expect((await env.DB.prepare("select status from sms_messages").first())?.status).toBe("sent");
    expect((await twilioWebhook("/api/sms/status", { MessageSid: "SM0001", MessageStatus: "delivered" })).status).toBe(
      204,
    );
    const row = await env.DB.prepare("select status, delivered_at from sms_messages").first<{
      status: string;
      delivered_at: number;
    }>();
    expect(row?.status).toBe("delivered");
    expect(row?.delivered_at).toBeGreaterThan(0);
  });

  it("the settings answer says whether texts can go out as the sms kind does, and counts the texts' deliveries by status", async () => {
    const { cookie } = await setup();
    const db = createDb(env.DB);
    const waiting = queueText(db, { toNumber: CONSENTING, message: "See you at 10.", messageType: "reminder" });
    await db.batch([...waiting.inserts]);
    const inactive = await (await api("/api/sms/settings", { cookie })).json<SmsSettingsView>();
    expect(inactive.deliveries).toEqual({ pending: 1, sent: 0, failed: 0, dead: 0, withdrawn: 0 });
    expect(inactive.service).toEqual(await DELIVERY_KINDS.sms.status(env, db));

    await activate(cookie);
    fakeTwilio();
    expect(
      (
        await call(cookie, "/api/sms/send", {
          method: "POST",
          body: { toNumber: CONSENTING, message: "Hi", messageType: "reminder" },
        })
      ).status,
    ).toBe(201);
    const active = await (await call(cookie, "/api/sms/settings")).json<SmsSettingsView>();
    expect(active).toMatchObject({
      service: { configured: true, reason: null },
      deliveries: { pending: 1, sent: 1, failed: 0, dead: 0 },
    });
    expect(active.service).toEqual(await DELIVERY_KINDS.sms.status(twilioEnv, db));
  });

  it("lists messages newest first", async () => {
    const { cookie } = await setup();
    await activate(cookie);
    fakeTwilio();
    await call(cookie, "/api/sms/send", {
      method: "POST",
      body: { toNumber: CONSENTING, message: "first", messageType: "reminder" },
    });
    await call(cookie, "/api/sms/send", {
      method: "POST",
      body: { toNumber: CONSENTING, message: "second", messageType: "reminder" },
    });
    const messages = await (await api("/api/sms/messages", { cookie })).json<{ message: string }[]>();
    expect(messages.map((m) => m.message)).toEqual(["second", "first"]);
  });
});

describe("texts on the delivery pipeline", () => {
  const db = createDb(env.DB);
  /** Later than any wait the local queue's consumer may have set meanwhile (it runs without Twilio): certainly due. */
  const later = () => new Date(Date.now() + 2 * 60 * 60_000);

  beforeEach(async () => {
    await emptyDatabase();
    await env.DB.prepare(
      "insert into contacts (id, first_name, last_name, email, inquiry, message, phone, sms_appointment_consent, source) values ('c1', 'Ann', 'Lee', 'ann@example.com', 'Other', '', ?, 1, 'home-contact')",
    )
      .bind(CONSENTING)
      .run();
  });

  const activeSettings = () =>
    env.DB.prepare(
      "insert into sms_settings (id, toll_free_number, is_active) values ('default', '+18005550142', 1)",
    ).run();

  async function queued(toNumber: string, message = "Your consultation is confirmed.") {
    const text = queueText(db, { toNumber, message, messageType: "booking_confirmation" });
    await db.batch([...text.inserts]);
    return text;
  }

  const smsRow = (id: string) =>
    env.DB.prepare("select status, twilio_sid, from_number, sent_at, error_message from sms_messages where id = ?")
      .bind(id)
      .first();
  const deliveryRow = async (id: string) => (await db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

  it("a booking with consent queues a text that is sent through Twilio, marking both its rows sent", async () => {
    await insertBookingTypes();
    await activeSettings();
    expect((await book({ ...validBooking, smsConsent: true })).status).toBe(201);
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.kind, "sms"));
    const payload = JSON.parse(delivery!.payload) as { smsMessageId: string };
    expect(delivery).toMatchObject({
      recipient: "+13175550100",
      status: "pending",
      relatedType: "booking_appointment",
      summary: expect.stringMatching(/^\S+( \S+){7} \.\.\.$/),
    });

    const requests: { url: string; headers: Headers; body: URLSearchParams }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      requests.push({
        url: String(input),
        headers: new Headers(init?.headers),
        body: new URLSearchParams(String(init?.body)),
      });
      return Response.json({ sid: "SM0042", status: "queued" }, { status: 201 });
    });
    const sentAt = later();
    expect(
      await attemptDelivery(
        { ...twilioEnv, SITE_URL: "https://www.example.com" },
        db,
        DELIVERY_KINDS,
        delivery!.id,
        sentAt,
      ),
    ).toEqual({ outcome: "sent" });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(`${TWILIO_API}/Accounts/AC0123456789/Messages.json`);
    expect(request?.headers.get("Authorization")).toBe(`Basic ${btoa("AC0123456789:test-auth-token")}`);
    const form = Object.fromEntries(request!.body);
    expect(form).toMatchObject({
      To: "+13175550100",
      From: "+18005550142",
      StatusCallback: "https://www.example.com/api/sms/status",
    });
    expect(form.Body).toContain("Reply STOP to opt out.");

    expect(await deliveryRow(delivery!.id)).toMatchObject({
      status: "sent",
      attempts: 1,
      providerId: "SM0042",
      sentAt,
    });
    expect(await smsRow(payload.smsMessageId)).toMatchObject({
      status: "sent",
      twilio_sid: "SM0042",
      from_number: "+18005550142",
      error_message: null,
      sent_at: expect.any(Number),
    });
  });

  it("a text to a number without consent fails at once, and its row says why", async () => {
    await activeSettings();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const text = await queued(STRANGER);
    expect(await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, text.deliveryId)).toEqual({ outcome: "failed" });
    expect(fetchSpy).not.toHaveBeenCalled();
    const reason = "This number has not consented to appointment texts.";
    expect(await deliveryRow(text.deliveryId)).toMatchObject({ status: "failed", attempts: 1, lastError: reason });
    expect(await smsRow(text.smsMessageId)).toMatchObject({ status: "failed", error_message: reason });
  });

  it("a Twilio outage is retried by the queue after the backoff, then the text is sent once", async () => {
    await activeSettings();
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ code: 20500, message: "Internal error" }, { status: 500 }))
      .mockResolvedValueOnce(Response.json({ sid: "SM0009", status: "queued" }, { status: 201 }));
    const text = await queued(CONSENTING);
    // What the queue's consumer is told: retry this message after a minute (SMS's first backoff).
    expect(await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, text.deliveryId)).toEqual({
      outcome: "retry",
      delaySeconds: 60,
    });
    expect(await deliveryRow(text.deliveryId)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Twilio answered 500: Internal error (code 20500)",
    });
    expect(await smsRow(text.smsMessageId)).toMatchObject({ status: "pending", twilio_sid: null });

    expect(await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, text.deliveryId)).toEqual({ outcome: "not_due" });
    expect(
      await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, text.deliveryId, new Date(Date.now() + 61_000)),
    ).toEqual({ outcome: "sent" });
    expect(await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, text.deliveryId, later())).toEqual({
      outcome: "not_due",
    });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(await smsRow(text.smsMessageId)).toMatchObject({ status: "sent", twilio_sid: "SM0009" });
  });

  it("waits, pending, with the SMS page's reason while Twilio or the service is not set up", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const text = await queued(CONSENTING);
    expect(await attemptDelivery(env, db, DELIVERY_KINDS, text.deliveryId)).toEqual({ outcome: "waiting" });
    expect(await deliveryRow(text.deliveryId)).toMatchObject({
      status: "pending",
      attempts: 0,
      waitingReason: "SMS service inactive: Twilio is not configured",
    });
    expect(await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, text.deliveryId, later())).toEqual({
      outcome: "waiting",
    });
    expect(await deliveryRow(text.deliveryId)).toMatchObject({
      waitingReason: "SMS service inactive: switch it on in Settings",
    });
    await env.DB.prepare("update sms_settings set is_active = 1").run();
    expect(
      await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, text.deliveryId, new Date(Date.now() + 3 * 60 * 60_000)),
    ).toEqual({ outcome: "waiting" });
    expect(await deliveryRow(text.deliveryId)).toMatchObject({
      waitingReason: "SMS service inactive: set the toll-free number to send from",
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await smsRow(text.smsMessageId)).toMatchObject({ status: "pending" });
  });
});
