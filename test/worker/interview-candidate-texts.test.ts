import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InterviewOffer, InterviewView } from "../../worker/contract/interviews";
import type { TimelineEntry } from "../../worker/contract/timeline";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { candidates, deliveries, smsMessages } from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import { TEST_NOW_HEADER } from "../../worker/http/request-clock";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, signIn, workerFetch } from "./helpers";

/**
 * What the candidate is sent about an interview besides the invitations (issue 47 items 3-4): the link to pick a time
 * by email and, with their consent, by text held to their daytime; reminder texts 24 h and 1 h before; and the
 * interview's events on their timeline.
 */

vi.setConfig({ testTimeout: 30_000 });

const db = () => createDb(env.DB);
/** Friday November 20, 2026, 15:00 UTC: 7:00 AM in Los Angeles, the candidate's zone here (before texting hours). */
const NOW = Date.UTC(2026, 10, 20, 15);
/** The same day at 18:00 UTC: 10:00 AM in Los Angeles. */
const LATER = Date.UTC(2026, 10, 20, 18);
/** Tuesday December 1, 2026, 7:00 AM in Los Angeles; Thursday December 3, 11:30 AM there. */
const DEC_1 = "2026-12-01T15:00:00.000Z";
const DEC_3 = "2026-12-03T19:30:00.000Z";
const ZELDA_PHONE = "+13105550123";

const queued: string[] = [];
const bindings: Bindings = {
  ...env,
  E2E_CLOCK: "on",
  DELIVERIES: {
    send: async (body: { deliveryId: string }) => void queued.push(body.deliveryId),
    sendBatch: async (messages: { body: { deliveryId: string } }[]) =>
      void queued.push(...messages.map((m) => m.body.deliveryId)),
  } as unknown as Queue,
};

afterEach(() => vi.restoreAllMocks());

function call(path: string, init: { method?: string; body?: unknown; cookie?: string; now?: number } = {}) {
  const headers: Record<string, string> = { [TEST_NOW_HEADER]: String(init.now ?? NOW) };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.method && init.method !== "GET") headers.Origin = ORIGIN;
  return workerFetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    bindings,
  );
}

async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  queued.length = 0;
  const recruiter = await signedInStaff("ann.recruiter", "recruiter");
  const client = await addClient({ name: "Acme Manufacturing" });
  const hannah = await addContact(client.id, { name: "Hannah Hiring", email: "hannah@acme.example" });
  const job = await addJobOrder(client.id, { title: "Plant Controller" });
  // Zelda ticked "text me about my application" when applying; Yara did not.
  const zelda = await addApplicant(job.id, "Zelda", {
    email: "zelda@example.com",
    phone: ZELDA_PHONE,
    smsAppointmentConsent: true,
  });
  await db().update(candidates).set({ phone: ZELDA_PHONE }).where(eq(candidates.id, zelda.candidateId!));
  const yara = await addApplicant(job.id, "Yara", { email: "yara@example.com" });
  return { recruiter, cookie: recruiter.cookie as string, hannah, job, zelda, yara };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function created(s: Setup, applicationId: string, round = "first"): Promise<InterviewView> {
  const response = await call("/api/admin/interviews", {
    method: "POST",
    cookie: s.cookie,
    body: {
      applicationId,
      round,
      format: "video",
      durationMinutes: 60,
      videoLink: "https://meet.example.com/acme",
      candidateTimeZone: "America/Los_Angeles",
      panel: [{ contactId: s.hannah.id, required: true, timeZone: "America/Chicago" }],
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as InterviewView;
}

async function offered(s: Setup, id: string, now = NOW): Promise<InterviewOffer> {
  const response = await call(`/api/admin/interviews/${id}/slots`, {
    method: "POST",
    cookie: s.cookie,
    body: { slots: [{ startsAt: DEC_1 }, { startsAt: DEC_3 }] },
    now,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as InterviewOffer;
}

async function patched(s: Setup, id: string, body: unknown, now = NOW) {
  const response = await call(`/api/admin/interviews/${id}`, { method: "PATCH", cookie: s.cookie, body, now });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as InterviewView;
}

const deliveriesAbout = (type: string, id: string) =>
  db()
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.relatedType, type), eq(deliveries.relatedId, id)));

const textOf = async (smsMessageId: string) =>
  (await db().select().from(smsMessages).where(eq(smsMessages.id, smsMessageId)))[0]!;

const smsIdOf = (payload: string) => (JSON.parse(payload) as { smsMessageId: string }).smsMessageId;

describe("the candidate's link when times are offered", () => {
  it("goes by email and, with consent, by text held until 8 am on the candidate's clock", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    const offer = await offered(s, interview.id);
    expect(offer.notice.text).toEqual({ state: "held", reason: null, at: "2026-11-20T16:00:00.000Z" });

    const sent = await deliveriesAbout("interview_link", interview.id);
    const email = sent.find((d) => d.kind === "email")!;
    expect(email).toMatchObject({ recipient: "zelda@example.com", status: "pending", nextAttemptAt: null });
    const content = JSON.parse(email.payload) as { subject: string; text: string };
    expect(content.subject).toBe(
      "Choose a time: First round interview: Zelda Doe with Acme Manufacturing (Plant Controller)",
    );
    expect(content.text).toContain(offer.candidateUrl);
    const text = sent.find((d) => d.kind === "sms")!;
    expect(text).toMatchObject({ recipient: ZELDA_PHONE, status: "pending" });
    expect(text.nextAttemptAt?.toISOString()).toBe("2026-11-20T16:00:00.000Z");
    const message = await textOf(smsIdOf(text.payload));
    expect(message).toMatchObject({ toNumber: ZELDA_PHONE, messageType: "follow_up", status: "pending" });
    expect(message.message).toContain(offer.candidateUrl);
    expect(message.message).toContain("Reply STOP");
    // The email goes now; the text waits for its time (the cron's sweep hands it over then).
    expect(queued).toContain(email.id);
    expect(queued).not.toContain(text.id);

    // Offered again in the candidate's daytime: a new link, texted at once.
    queued.length = 0;
    const again = await offered(s, interview.id, LATER);
    expect(again.notice.text).toEqual({ state: "queued", reason: null, at: new Date(LATER).toISOString() });
    const texts = (await deliveriesAbout("interview_link", interview.id)).filter((d) => d.kind === "sms");
    const now = texts.find((d) => d.id !== text.id)!;
    expect(now.nextAttemptAt).toBeNull();
    expect((await textOf(smsIdOf(now.payload))).message).toContain(again.candidateUrl);
    expect(queued).toContain(now.id);
  });

  it("goes by email only without the candidate's consent to texts, and says why", async () => {
    const s = await setup();
    const interview = await created(s, s.yara.id);
    const offer = await offered(s, interview.id, LATER);
    expect(offer.notice.text).toEqual({
      state: "not_sent",
      reason: "This number has not consented to appointment texts.",
      at: null,
    });
    const sent = await deliveriesAbout("interview_link", interview.id);
    expect(sent.map((d) => [d.kind, d.recipient])).toEqual([["email", "yara@example.com"]]);
    expect(await db().select().from(smsMessages)).toEqual([]);
  });
});

describe("the candidate's reminder texts", () => {
  it("are due 24 h and 1 h before, held to 8 am - 9 pm on their clock, replaced on a move, sent by the cron", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    await patched(s, interview.id, { startsAt: DEC_1 });
    // 7:00 AM in Los Angeles: the day-before text waits for 8 AM; the hour-before one would be after the start.
    const first = (await deliveriesAbout("interview_reminder", interview.id)).filter((d) => d.kind === "sms");
    expect(first.map((d) => d.nextAttemptAt?.toISOString())).toEqual(["2026-11-30T16:00:00.000Z"]);
    const message = await textOf(smsIdOf(first[0]!.payload));
    expect(message).toMatchObject({ toNumber: ZELDA_PHONE, messageType: "reminder" });
    expect(message.message).toContain(
      "interview with Acme Manufacturing is in 24 hours (December 1, 2026, 7:00 AM PT)",
    );

    await patched(s, interview.id, { startsAt: DEC_3 });
    const after = (await deliveriesAbout("interview_reminder", interview.id)).filter((d) => d.kind === "sms");
    expect(after.find((d) => d.id === first[0]!.id)?.status).toBe("withdrawn");
    expect((await textOf(smsIdOf(first[0]!.payload))).status).toBe("failed");
    const pending = after.filter((d) => d.status === "pending");
    expect(pending.map((d) => d.nextAttemptAt!.toISOString()).sort()).toEqual([
      "2026-12-02T19:30:00.000Z",
      "2026-12-03T18:30:00.000Z",
    ]);

    // The cron that sends the email reminders hands the text over at its time, not a minute before.
    queued.length = 0;
    await runScheduled({ scheduledTime: Date.parse("2026-12-02T19:29:00Z") }, bindings);
    expect(queued.filter((id) => pending.some((d) => d.id === id))).toEqual([]);
    await runScheduled({ scheduledTime: Date.parse("2026-12-02T19:30:00Z") }, bindings);
    const dayBefore = pending.find((d) => d.nextAttemptAt!.toISOString() === "2026-12-02T19:30:00.000Z")!;
    expect(queued.filter((id) => pending.some((d) => d.id === id))).toEqual([dayBefore.id]);
  });

  it("are not written without the candidate's consent; the emails still are", async () => {
    const s = await setup();
    const interview = await created(s, s.yara.id);
    await patched(s, interview.id, { startsAt: DEC_3 });
    const reminders = await deliveriesAbout("interview_reminder", interview.id);
    expect(reminders.filter((d) => d.kind === "sms")).toEqual([]);
    expect(reminders.filter((d) => d.kind === "email").length).toBeGreaterThan(0);
  });
});

describe("the candidate's timeline", () => {
  it("shows each interview's times offered, scheduling, moves, cancel and attendance, by who did them", async () => {
    const s = await setup();
    const first = await created(s, s.yara.id);
    const offer = await offered(s, first.id, LATER);
    const token = new URL(offer.candidateUrl).pathname.replace("/interview/", "");
    const picked = await call(`/api/interview-invitations/${token}`, {
      method: "POST",
      body: { startsAt: DEC_1 },
      now: LATER,
    });
    expect(picked.status, await picked.clone().text()).toBe(200);
    await patched(s, first.id, { startsAt: DEC_3 }, LATER);
    // After the time (the recruiter signs in again on that clock).
    s.cookie = await signIn("ann.recruiter");
    await patched(s, first.id, { status: "candidate_no_show" }, Date.parse(DEC_3) + 3_600_000);
    const second = await created(s, s.yara.id, "final");
    await patched(s, second.id, { startsAt: DEC_1 }, LATER);
    await patched(s, second.id, { status: "cancelled", cancelReason: "The role was filled" }, LATER);

    const response = await call(`/api/admin/candidates/${s.yara.candidateId}/timeline?limit=100`, {
      cookie: s.cookie,
      now: LATER,
    });
    expect(response.status).toBe(200);
    const entries = ((await response.json()) as TimelineEntry[]).filter((e) => e.kind === "interview");
    const shown = (id: string) =>
      entries
        .filter((e) => e.applicationId === s.yara.id && e.title === (id === first.id ? "first" : "final"))
        .map((e) => [e.detail, e.who.type, e.scheduledFor, e.body])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(shown(first.id)).toEqual([
      ["candidate_no_show", "staff", null, null],
      ["offered>not_sent", "staff", null, "This number has not consented to appointment texts."],
      ["rescheduled", "staff", DEC_3, null],
      ["scheduled", "candidate", DEC_1, null],
    ]);
    expect(shown(second.id)).toEqual([
      // The time it was cancelled at.
      ["cancelled", "staff", DEC_1, "The role was filled"],
      ["scheduled", "staff", DEC_1, null],
    ]);
    expect(entries).toHaveLength(6);
  });
});
