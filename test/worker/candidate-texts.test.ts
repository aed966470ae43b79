import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CandidateTextSent } from "../../worker/contract/sms";
import type { TimelineEntry } from "../../worker/contract/timeline";
import { createDb } from "../../worker/db/client";
import {
  applications,
  bookingAppointments,
  candidates,
  contacts,
  deliveries,
  smsMessages,
  staffNotifications,
} from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { TWILIO_API } from "../../worker/integrations/twilio/client";
import { CONTINENTAL_US_ZONES, nextTextingTime } from "../../worker/sms/quiet-hours";
import { insertBookingTypes, TYPE_A } from "./booking-helpers";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";
import { twilioEnv, twilioWebhook } from "./twilio-helpers";

/** Texts from a candidate's record (issue 33 item 7): consent, STOP, quiet hours, and texts in on the timeline. */

const db = createDb(env.DB);
const CANDIDATE = "cand-texts";
const PHONE = "+13175550123";
const FIRM_NUMBER = "+18005550142";

/** The hour (0-23) on a zone's clock now. */
const hourIn = (timeZone: string) =>
  Number(new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(new Date()));
/** Zones around the world: whatever the time of the run, some are well inside the day and some deep in the night. */
const ZONES = [
  "Pacific/Kiritimati",
  "Asia/Tokyo",
  "Asia/Kolkata",
  "Europe/Berlin",
  "America/Sao_Paulo",
  "America/New_York",
  "America/Los_Angeles",
  "Pacific/Honolulu",
  "Pacific/Pago_Pago",
];
const zoneWhere = (hours: (hour: number) => boolean) => ZONES.find((zone) => hours(hourIn(zone)))!;

afterEach(() => vi.restoreAllMocks());

/** An empty database with the candidate Tia and the recruiter Rita signed in (cookie and id). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { id: recruiterId, cookie } = await signedInStaff("rita.recruiter", "recruiter");
  await db.insert(candidates).values({
    id: CANDIDATE,
    firstName: "Tia",
    lastName: "Text",
    email: "tia@example.com",
    phone: PHONE,
  });
  return { cookie, recruiterId };
}

/** The candidate ticked "text me about appointments and updates" on the contact form. */
async function consent() {
  await db.insert(contacts).values({
    id: "contact-consent",
    firstName: "Tia",
    lastName: "Text",
    email: "tia@example.com",
    inquiry: "Other",
    message: "Hi",
    phone: PHONE,
    smsAppointmentConsent: true,
    source: "home-contact",
    candidateId: CANDIDATE,
  });
}

/** A booking of the candidate's, made from a browser on `timeZone`'s clock. */
async function bookedFrom(timeZone: string) {
  await insertBookingTypes();
  await db.insert(bookingAppointments).values({
    id: "booking-texts",
    bookingTypeId: TYPE_A,
    bookerName: "Tia Text",
    bookerEmail: "tia@example.com",
    appointmentDate: new Date(Date.UTC(2026, 11, 1, 15)),
    duration: 30,
    endsAt: new Date(Date.UTC(2026, 11, 1, 15, 30)),
    timeZone,
    candidateId: CANDIDATE,
  });
}

const inboundText = (params: Record<string, string>, signature?: string) =>
  twilioWebhook("/api/sms/inbound", params, signature);

const text = (cookie: string, body: unknown, id = CANDIDATE) =>
  api(`/api/admin/candidates/${id}/texts`, { method: "POST", cookie, body });

async function timeline(cookie: string) {
  const response = await api(`/api/admin/candidates/${CANDIDATE}/timeline`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as TimelineEntry[];
}

describe("quiet hours", () => {
  const newYork = ["America/New_York"] as const;
  const at = (utc: string, zones: readonly [string, ...string[]] = newYork) =>
    nextTextingTime(new Date(utc), zones).at.toISOString();

  it("a text written between 8 am and 9 pm on the candidate's clock goes at once", async () => {
    await setup();
    for (const utc of ["2026-11-27T13:00:00.000Z", "2026-11-27T20:30:00.000Z", "2026-11-28T01:59:00.000Z"]) {
      expect(at(utc)).toBe(utc);
    }
  });

  it("before 8 am waits for that morning, from 9 pm for the next one, across a clock change", async () => {
    // 7:59 am in New York waits a minute; 9 pm waits for 8 am the next day.
    await setup();
    expect(at("2026-11-27T12:59:00Z")).toBe("2026-11-27T13:00:00.000Z");
    expect(at("2026-11-28T02:00:00Z")).toBe("2026-11-28T13:00:00.000Z");
    // Saturday 11 pm EDT before the autumn change: Sunday 8 am is EST (13:00 UTC, not 12:00).
    expect(at("2026-11-01T03:00:00Z")).toBe("2026-11-01T13:00:00.000Z");
    // Tokyo's 3 am is 8 am five hours later.
    expect(nextTextingTime(new Date("2026-11-27T18:00:00Z"), ["Asia/Tokyo"])).toEqual({
      at: new Date("2026-11-27T23:00:00Z"),
      timeZone: "Asia/Tokyo",
    });
  });

  it("with no known zone, only when it is daytime from the East coast to the West coast", async () => {
    // 9 am in New York is 6 am in Los Angeles: wait for 8 am there (11 am in New York).
    await setup();
    expect(nextTextingTime(new Date("2026-11-27T14:00:00Z"), CONTINENTAL_US_ZONES)).toEqual({
      at: new Date("2026-11-27T16:00:00Z"),
      timeZone: "America/Los_Angeles",
    });
    // 10 pm in New York (7 pm in Los Angeles) waits for 8 am in Los Angeles the next day.
    expect(at("2026-11-28T03:00:00Z", CONTINENTAL_US_ZONES)).toBe("2026-11-28T16:00:00.000Z");
    // 8:30 pm in New York is 5:30 pm in Los Angeles: at once.
    expect(at("2026-11-28T01:30:00.000Z", CONTINENTAL_US_ZONES)).toBe("2026-11-28T01:30:00.000Z");
  });
});

describe("POST /api/admin/candidates/:id/texts", () => {
  it("queues the text through the sms delivery kind with the recruiter as its author (202)", async () => {
    const { cookie, recruiterId } = await setup();
    await consent();
    await bookedFrom(zoneWhere((hour) => hour >= 10 && hour <= 18));
    const response = await text(cookie, { body: "  Are you free for a call at 3?  " });
    expect(response.status).toBe(202);
    const sent = (await response.json()) as CandidateTextSent;
    expect(sent.notBefore).toBeNull();
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, sent.id));
    expect(row).toMatchObject({
      toNumber: PHONE,
      message: "Are you free for a call at 3?",
      messageType: "follow_up",
      status: "pending",
      authorId: recruiterId,
    });
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, sent.deliveryId));
    expect(delivery).toMatchObject({ kind: "sms", recipient: PHONE, status: "pending", nextAttemptAt: null });

    // Sent through Twilio from the firm's number once texting is set up.
    await db.batch([
      db.run(
        `insert into sms_settings (id, toll_free_number, is_active) values ('default', '${FIRM_NUMBER}', 1)
         on conflict(id) do update set toll_free_number = excluded.toll_free_number, is_active = 1`,
      ),
    ]);
    const requests: URLSearchParams[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (!String(input).startsWith(TWILIO_API)) throw new Error(`unexpected request to ${String(input)}`);
      requests.push(new URLSearchParams(String(init?.body)));
      return Response.json({ sid: "SM-candidate", status: "queued" }, { status: 201 });
    });
    expect((await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, sent.deliveryId)).outcome).toBe("sent");
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!)).toMatchObject({
      To: PHONE,
      From: FIRM_NUMBER,
      Body: "Are you free for a call at 3?",
    });

    const [entry] = await timeline(cookie);
    expect(entry).toMatchObject({
      kind: "text_out",
      id: sent.id,
      who: { type: "staff", name: "rita.recruiter" },
      body: "Are you free for a call at 3?",
      detail: "sent",
      scheduledFor: null,
    });
  });

  it("in the candidate's quiet hours the text waits for their 8 am, and is not handed to the queue before", async () => {
    const { cookie } = await setup();
    await consent();
    const zone = zoneWhere((hour) => hour >= 22 || hour <= 5);
    await bookedFrom(zone);
    const before = new Date();
    const response = await text(cookie, { body: "Good morning!" });
    expect(response.status).toBe(202);
    const sent = (await response.json()) as CandidateTextSent;
    expect(sent.timeZone).toBe(zone);
    const expected = nextTextingTime(before, [zone]).at;
    expect(expected.getTime()).toBeGreaterThan(before.getTime());
    expect(Math.abs(Date.parse(sent.notBefore!) - expected.getTime())).toBeLessThan(60_000);
    const clock = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeStyle: "short" });
    expect(clock.format(Date.parse(sent.notBefore!))).toBe("8:00 AM");
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, sent.deliveryId));
    expect(delivery?.nextAttemptAt?.toISOString()).toBe(sent.notBefore);
    expect((await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, sent.deliveryId)).outcome).toBe("not_due");
    // The timeline says when it goes.
    expect((await timeline(cookie))[0]).toMatchObject({
      kind: "text_out",
      detail: "pending",
      scheduledFor: sent.notBefore,
    });
  });

  it("without a booking or a location the candidate is held to their phone's area code's daytime (decision 106)", async () => {
    const { cookie } = await setup();
    await consent();
    const before = new Date();
    const sent = (await (await text(cookie, { body: "Hello" })).json()) as CandidateTextSent;
    // 317 is Indianapolis's.
    const expected = nextTextingTime(before, ["America/New_York"]);
    expect(sent.timeZone).toBe(expected.timeZone);
    if (expected.at.getTime() === before.getTime()) expect(sent.notBefore).toBeNull();
    else expect(Math.abs(Date.parse(sent.notBefore!) - expected.at.getTime())).toBeLessThan(60_000);
  });

  it("refuses with 409 and queues nothing without the candidate's consent or a phone", async () => {
    const { cookie } = await setup();
    const refused = await text(cookie, { body: "Hello" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: "no_consent",
      message: "This number has not consented to appointment texts.",
    });
    // Marketing consent is not consent to a recruiter's texts.
    await db.insert(contacts).values({
      id: "contact-marketing",
      firstName: "Tia",
      lastName: "Text",
      email: "tia@example.com",
      inquiry: "Other",
      message: "Hi",
      phone: PHONE,
      smsMarketingConsent: true,
      source: "home-contact",
    });
    expect((await text(cookie, { body: "Hello" })).status).toBe(409);
    await db.update(candidates).set({ phone: null }).where(eq(candidates.id, CANDIDATE));
    const noPhone = await text(cookie, { body: "Hello" });
    expect(noPhone.status).toBe(409);
    expect(await noPhone.json()).toMatchObject({ error: "no_phone" });
    expect(await db.$count(smsMessages)).toBe(0);
    expect(await db.$count(deliveries)).toBe(0);
  });

  it("bad bodies are refused naming the field, an unknown candidate is 404", async () => {
    const { cookie } = await setup();
    await consent();
    for (const body of [{}, { body: "   " }, { body: "x".repeat(1601) }, { body: "Hi", toNumber: "+15555550100" }]) {
      const response = await text(cookie, body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(/body|toNumber/);
    }
    expect((await text(cookie, { body: "Hi" }, "no-such-candidate")).status).toBe(404);
    expect(await db.$count(smsMessages)).toBe(0);
  });
});

describe("texts in", () => {
  it("a reply is stored once (Twilio's retries too) and lands on the candidate's timeline", async () => {
    const { cookie } = await setup();
    const reply = { MessageSid: "SM-in-1", From: PHONE, To: FIRM_NUMBER, Body: "Yes, 3 pm works" };
    expect((await inboundText(reply)).status).toBe(200);
    expect((await inboundText(reply)).status).toBe(200);
    const rows = await env.DB.prepare("select * from inbound_texts").all<Record<string, unknown>>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]).toMatchObject({ from_number: PHONE, to_number: FIRM_NUMBER, candidate_id: CANDIDATE });
    const [entry] = await timeline(cookie);
    expect(entry).toMatchObject({
      kind: "text_in",
      who: { type: "candidate", name: "Tia Text" },
      body: "Yes, 3 pm works",
      detail: PHONE,
    });
  });

  it("notifies the candidate's owner once (Twilio's retries add nothing), linking to the candidate", async () => {
    await setup();
    const owner = await createStaffUser("otto.owner", "recruiter");
    await db.insert(applications).values([
      { firstName: "Tia", lastName: "Text", email: "tia@example.com", phone: PHONE, candidateId: CANDIDATE },
      {
        firstName: "Tia",
        lastName: "Text",
        email: "tia@example.com",
        phone: PHONE,
        candidateId: CANDIDATE,
        ownerId: owner.id,
      },
    ]);
    const reply = { MessageSid: "SM-in-owner", From: PHONE, To: FIRM_NUMBER, Body: "Yes, 3 pm works" };
    expect((await inboundText(reply)).status).toBe(200);
    expect((await inboundText(reply)).status).toBe(200);
    const [received] = await env.DB.prepare("select id from inbound_texts")
      .all<{ id: string }>()
      .then((r) => r.results);
    const rows = await db.select().from(staffNotifications);
    expect(rows).toEqual([
      expect.objectContaining({
        userId: owner.id,
        event: "text_received",
        subjectId: received!.id,
        title: "Text from Tia Text: Yes, 3 pm works",
        // At the text itself on the candidate's timeline.
        link: `/admin/candidates/${CANDIDATE}#entry-text_in-${received!.id}`,
      }),
    ]);
    // In the owner's own list and bell.
    const ownerCookie = await signIn("otto.owner");
    const listed = await api("/api/staff/notifications", { cookie: ownerCookie });
    expect(((await listed.json()) as { title: string }[]).map((row) => row.title)).toEqual([
      "Text from Tia Text: Yes, 3 pm works",
    ]);
  });

  // A number no candidate has: test/worker/unmatched-texts.test.ts (decision 073).
  it("with no owner, notifies the staff who may see candidates", async () => {
    const { recruiterId } = await setup();
    await inboundText({ MessageSid: "SM-in-free", From: PHONE, To: FIRM_NUMBER, Body: "Call me" });
    expect((await db.select().from(staffNotifications)).map((row) => [row.userId, row.title])).toEqual([
      [recruiterId, "Text from Tia Text: Call me"],
    ]);
  });

  it("a forged webhook stores nothing", async () => {
    await setup();
    const forged = await inboundText({ MessageSid: "SM-x", From: PHONE, Body: "STOP" }, "bm90IGEgc2lnbmF0dXJl");
    expect(forged.status).toBe(403);
    expect(await env.DB.prepare("select count(*) as n from inbound_texts").first("n")).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from sms_opt_outs").first("n")).toBe(0);
  });

  it("STOP is kept on the timeline and ends the candidate's texts until START", async () => {
    const { cookie } = await setup();
    await consent();
    expect((await inboundText({ MessageSid: "SM-stop", From: PHONE, To: FIRM_NUMBER, Body: "Stop" })).status).toBe(200);
    const refused = await text(cookie, { body: "Still there?" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining("opted out (STOP)") });
    expect((await timeline(cookie)).map((entry) => [entry.kind, entry.body])).toContainEqual(["text_in", "Stop"]);

    await inboundText({ MessageSid: "SM-start", From: PHONE, To: FIRM_NUMBER, Body: "START" });
    expect((await text(cookie, { body: "Welcome back" })).status).toBe(202);
  });

  it("an erasure of the candidate deletes their texts in", async () => {
    await setup();
    await inboundText({ MessageSid: "SM-in-2", From: PHONE, To: FIRM_NUMBER, Body: "My new address is 1 Main St" });
    const admin = await createStaffUser("ada.admin", "admin");
    const adminCookie = await signIn(admin.username);
    const erased = await api("/api/admin/privacy/erase", {
      method: "POST",
      cookie: adminCookie,
      body: { q: "tia@example.com" },
    });
    expect(erased.status).toBe(200);
    expect(await env.DB.prepare("select count(*) as n from inbound_texts").first("n")).toBe(0);
  });
});
