import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TIMES_REQUEST_RELATED_TYPE } from "../../worker/contract/interview-enums";
import type { InterviewView } from "../../worker/contract/interviews";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, deliveries, interviewPanel, interviews, users } from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import type { EmailPayload } from "../../worker/delivery/types";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import type { Bindings } from "../../worker/env";
import { TEST_NOW_HEADER } from "../../worker/http/request-clock";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, signIn, workerFetch } from "./helpers";

/** Interviews as records, their invitations and reminders, attendance (issue 47, first slice). */

// Each test sets up staff, a client and an application, then makes a dozen requests.
vi.setConfig({ testTimeout: 20_000 });

const db = () => createDb(env.DB);
/** The Worker's clock for every request here (E2E_CLOCK on takes the header's instant), and the queue held. */
const NOW = Date.UTC(2026, 10, 20, 15);
const queued: string[] = [];
const bindings: Bindings = {
  ...env,
  E2E_CLOCK: "on",
  DELIVERIES: {
    send: async () => undefined,
    sendBatch: async (messages: { body: { deliveryId: string } }[]) => {
      queued.push(...messages.map((m) => m.body.deliveryId));
    },
  } as unknown as Queue,
};
/** Email configured, so a delivery attempt calls Resend (intercepted at fetch). */
const emailing: Bindings = {
  ...bindings,
  EMAIL_API_KEY: "re_test_key",
  EMAIL_FROM: "Talent Partners <desk@example.com>",
};

/** Tuesday December 1, 2026, 10:00 in New York; and two days later. */
const DEC_1 = "2026-12-01T15:00:00.000Z";
const DEC_3 = "2026-12-03T19:30:00.000Z";

afterEach(() => vi.restoreAllMocks());

function call(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; now?: number } = {},
): Promise<Response> {
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

/** A recruiter, a client with two contacts, a job order, an application, and a staff interviewer with an address. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  queued.length = 0;
  const recruiter = await signedInStaff("ann.recruiter", "recruiter");
  const interviewer = await signedInStaff("sam.partner", "manager");
  await db()
    .update(users)
    .set({ email: "sam@firm.example", fullName: "Sam Partner" })
    .where(eq(users.id, interviewer.id));
  const client = await addClient({ name: "Acme Manufacturing" });
  const hannah = await addContact(client.id, { name: "Hannah Hiring", email: "hannah@acme.example" });
  const omar = await addContact(client.id, { name: "Omar Ops", email: "omar@acme.example" });
  const job = await addJobOrder(client.id, { title: "Plant Controller" });
  const application = await addApplicant(job.id, "Zelda", { email: "zelda@example.com" });
  return { cookie: recruiter.cookie as string, interviewer, client, hannah, omar, job, application };
}

type Setup = Awaited<ReturnType<typeof setup>>;

function createBody(s: Setup, extra: Record<string, unknown> = {}) {
  return {
    applicationId: s.application.id,
    round: "first",
    format: "video",
    durationMinutes: 60,
    videoLink: "https://meet.example.com/acme-zelda",
    candidateTimeZone: "America/Los_Angeles",
    panel: [
      { contactId: s.hannah.id, required: true, timeZone: "America/Chicago" },
      { contactId: s.omar.id, required: false },
      { userId: s.interviewer.id, required: true },
    ],
    ...extra,
  };
}

async function created(s: Setup, extra: Record<string, unknown> = {}): Promise<InterviewView> {
  const response = await call("/api/admin/interviews", {
    method: "POST",
    body: createBody(s, extra),
    cookie: s.cookie,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as InterviewView;
}

async function patch(s: Setup, id: string, body: unknown, now = NOW) {
  return call(`/api/admin/interviews/${id}`, { method: "PATCH", body, cookie: s.cookie, now });
}

async function patched(s: Setup, id: string, body: unknown, now = NOW): Promise<InterviewView> {
  const response = await patch(s, id, body, now);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as InterviewView;
}

async function deliveriesOf(id: string, relatedType: string) {
  const rows = await db().select().from(deliveries).where(eq(deliveries.relatedId, id));
  return rows
    .filter((row) => row.relatedType === relatedType)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The .ics an email delivery carries, parsed by ical.js. */
function icsOf(payload: string) {
  const email = JSON.parse(payload) as EmailPayload;
  const text = new TextDecoder().decode(Uint8Array.from(atob(email.attachment!.base64Content), (c) => c.charCodeAt(0)));
  return parseIcs(text);
}

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue("location"),
    organizer: event.getFirstPropertyValue("organizer"),
    attendees: event.getAllProperties("attendee").map((p) => `${p.getParameter("role")} ${p.getFirstValue()}`),
  };
}

describe("POST /api/admin/interviews", () => {
  it("makes a proposing interview with its panel in order, copied job, client and candidate, and logs it; sends only the client contacts' asks for their times", async () => {
    const s = await setup();
    const interview = await created(s);
    expect(interview).toMatchObject({
      applicationId: s.application.id,
      jobId: s.job.id,
      jobTitle: "Plant Controller",
      clientId: s.client.id,
      clientName: "Acme Manufacturing",
      candidateId: s.application.candidateId,
      candidateName: "Zelda Doe",
      round: "first",
      format: "video",
      durationMinutes: 60,
      videoLink: "https://meet.example.com/acme-zelda",
      status: "proposing",
      startsAt: null,
      candidateTimeZone: "America/Los_Angeles",
      sequence: 0,
    });
    expect(interview.panel.map((m) => [m.kind, m.name, m.required, m.timeZone])).toEqual([
      ["contact", "Hannah Hiring", true, "America/Chicago"],
      ["contact", "Omar Ops", false, "America/New_York"],
      ["staff", "Sam Partner", true, "America/New_York"],
    ]);
    const logs = await db().select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, interview.id));
    expect(logs.map((l) => l.action)).toEqual(["interview.create"]);
    const sent = await db().select().from(deliveries);
    expect(sent.map((d) => [d.relatedType, d.recipient]).sort()).toEqual([
      [TIMES_REQUEST_RELATED_TYPE, "hannah@acme.example"],
      [TIMES_REQUEST_RELATED_TYPE, "omar@acme.example"],
    ]);
    const read = await call(`/api/admin/interviews/${interview.id}`, { cookie: s.cookie });
    expect(await read.json()).toEqual(interview);
  });

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const s = await setup();
    const { id: otherClient } = await addClient({ name: "Globex" });
    const stranger = await addContact(otherClient, { name: "Gus Globex" });
    const noEmail = await addContact(s.client.id, { name: "Nina Noemail", email: null });
    const cases: [Record<string, unknown>, string][] = [
      [{ applicationId: "nope" }, "applicationId"],
      [{ format: "carrier-pigeon" }, "format"],
      [{ durationMinutes: 5 }, "durationMinutes"],
      [{ durationMinutes: "sixty" }, "durationMinutes"],
      [{ round: "  " }, "round"],
      [{ videoLink: undefined }, "videoLink"],
      [{ videoLink: "http://insecure.example.com" }, "videoLink"],
      [{ format: "onsite", videoLink: undefined }, "location"],
      [{ candidateTimeZone: "Mars/Olympus" }, "candidateTimeZone"],
      [{ panel: [] }, "panel"],
      [{ panel: [{ userId: s.interviewer.id }] }, "panel"],
      [{ panel: [{ contactId: s.hannah.id, userId: s.interviewer.id }] }, "panel.0.contactId"],
      [{ panel: [{ contactId: s.hannah.id }, { contactId: s.hannah.id }] }, "panel"],
      [{ panel: [{ contactId: stranger.id }] }, "panel.0.contactId"],
      [{ panel: [{ contactId: s.hannah.id }, { contactId: noEmail.id }] }, "panel.1.contactId"],
      [{ panel: [{ contactId: s.hannah.id }, { userId: "ghost" }] }, "panel.1.userId"],
      [{ extra: true }, ""],
    ];
    for (const [change, field] of cases) {
      const response = await call("/api/admin/interviews", {
        method: "POST",
        body: createBody(s, change),
        cookie: s.cookie,
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = (await response.json()) as { issues: { path: string }[] };
      if (field)
        expect(
          body.issues.map((i) => i.path),
          JSON.stringify(change),
        ).toContain(field);
    }
    expect(await db().select().from(interviews)).toEqual([]);
    expect(await db().select().from(interviewPanel)).toEqual([]);
  });

  it("answers 409 for a job that is no client's job order and for a closed application", async () => {
    const s = await setup();
    const loose = await addJobOrder(null);
    const elsewhere = await addApplicant(loose.id, "Lou");
    const noClient = await call("/api/admin/interviews", {
      method: "POST",
      body: createBody(s, { applicationId: elsewhere.id }),
      cookie: s.cookie,
    });
    expect(noClient.status).toBe(409);
    expect(((await noClient.json()) as { error: string }).error).toBe("job_without_client");
    const withdrawn = await addApplicant(s.job.id, "Rita", { stage: "withdrawn" });
    const closed = await call("/api/admin/interviews", {
      method: "POST",
      body: createBody(s, { applicationId: withdrawn.id }),
      cookie: s.cookie,
    });
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { error: string }).error).toBe("application_closed");
  });

  it("is the clients area's: no session 401, a user without the area 403", async () => {
    const s = await setup();
    expect((await call("/api/admin/interviews")).status).toBe(401);
    const plain = await signedInStaff("una.user", "user");
    expect((await call("/api/admin/interviews", { cookie: plain.cookie })).status).toBe(403);
    const write = await call("/api/admin/interviews", { method: "POST", body: createBody(s), cookie: plain.cookie });
    expect(write.status).toBe(403);
  });
});

describe("GET /api/admin/interviews", () => {
  it("pages with X-Total-Count and filters by job, client, status and the firm's days", async () => {
    const s = await setup();
    const otherClient = await addClient({ name: "Globex" });
    const gus = await addContact(otherClient.id, { name: "Gus Globex" });
    const otherJob = await addJobOrder(otherClient.id, { title: "Analyst" });
    const otherApp = await addApplicant(otherJob.id, "Otto");
    const a = await created(s);
    const b = await created(s, { round: "second" });
    const c = await created(s, { applicationId: otherApp.id, panel: [{ contactId: gus.id }] });
    await patched(s, a.id, { startsAt: DEC_1 });
    await patched(s, c.id, { startsAt: DEC_3 });
    const list = async (query: string) => {
      const response = await call(`/api/admin/interviews?${query}`, { cookie: s.cookie });
      expect(response.status, query).toBe(200);
      return {
        ids: ((await response.json()) as InterviewView[]).map((i) => i.id),
        total: Number(response.headers.get("X-Total-Count")),
      };
    };
    // No time first, then by time.
    expect(await list("")).toEqual({ ids: [b.id, a.id, c.id], total: 3 });
    expect(await list("limit=1&offset=1")).toEqual({ ids: [a.id], total: 3 });
    expect(await list(`jobId=${s.job.id}`)).toEqual({ ids: [b.id, a.id], total: 2 });
    expect(await list(`clientId=${otherClient.id}`)).toEqual({ ids: [c.id], total: 1 });
    expect(await list("status=proposing")).toEqual({ ids: [b.id], total: 1 });
    expect(await list(`applicationId=${s.application.id}&status=scheduled`)).toEqual({ ids: [a.id], total: 1 });
    // December 1 in New York holds a (10:00); December 3 holds c (14:30); the 2nd holds neither.
    expect(await list("from=2026-12-01&to=2026-12-01")).toEqual({ ids: [a.id], total: 1 });
    expect(await list("from=2026-12-02&to=2026-12-03")).toEqual({ ids: [c.id], total: 1 });
    expect(await list("from=2026-12-02&to=2026-12-02")).toEqual({ ids: [], total: 0 });
    for (const [query, field] of [
      ["limit=101", "limit"],
      ["status=maybe", "status"],
      ["from=12/01/2026", "from"],
      ["from=2026-12-03&to=2026-12-01", "to"],
    ]) {
      const response = await call(`/api/admin/interviews?${query}`, { cookie: s.cookie });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe(field);
    }
  });

  it("answers 404 for an unknown interview and its .ics", async () => {
    const s = await setup();
    expect((await call("/api/admin/interviews/nope", { cookie: s.cookie })).status).toBe(404);
    expect((await call("/api/admin/interviews/nope.ics", { cookie: s.cookie })).status).toBe(404);
    expect((await patch(s, "nope", { startsAt: DEC_1 })).status).toBe(404);
  });
});

describe("scheduling, invitations and the calendar file", () => {
  it("sends every participant an invitation with one REQUEST .ics: stable UID, the panel and candidate as attendees", async () => {
    const s = await setup();
    const interview = await created(s);
    queued.length = 0;
    const scheduled = await patched(s, interview.id, { startsAt: "2026-12-01T10:00:00-05:00" });
    expect(scheduled).toMatchObject({
      status: "scheduled",
      startsAt: DEC_1,
      endsAt: "2026-12-01T16:00:00.000Z",
      sequence: 0,
    });
    const invitations = await deliveriesOf(interview.id, "interview");
    expect(invitations.map((d) => d.recipient).sort()).toEqual(
      ["hannah@acme.example", "omar@acme.example", "sam@firm.example", "zelda@example.com"].sort(),
    );
    // Dispatched at once.
    expect(queued.sort()).toEqual(invitations.map((d) => d.id).sort());
    for (const delivery of invitations) {
      const ics = icsOf(delivery.payload);
      expect(ics).toMatchObject({
        method: "REQUEST",
        uid: `interview-${interview.id}@talentpartners-search.com`,
        sequence: 0,
        status: "CONFIRMED",
        start: DEC_1,
        end: "2026-12-01T16:00:00.000Z",
        location: "https://meet.example.com/acme-zelda",
        organizer: "mailto:info@talentpartners-search.com",
      });
      expect(ics.attendees).toEqual([
        "REQ-PARTICIPANT mailto:zelda@example.com",
        "REQ-PARTICIPANT mailto:hannah@acme.example",
        "OPT-PARTICIPANT mailto:omar@acme.example",
        "REQ-PARTICIPANT mailto:sam@firm.example",
      ]);
    }
    // Each reads their own clock: the candidate in Los Angeles, Hannah in Chicago.
    const text = (to: string) =>
      (JSON.parse(invitations.find((d) => d.recipient === to)!.payload) as EmailPayload).text;
    expect(text("zelda@example.com")).toContain("When: December 1, 2026, 7:00 AM - 8:00 AM PT");
    expect(text("hannah@acme.example")).toContain("When: December 1, 2026, 9:00 AM - 10:00 AM CT");
    expect(text("hannah@acme.example")).toContain("Video call: https://meet.example.com/acme-zelda");
    // The staff download is the same event.
    const file = await call(`/api/admin/interviews/${interview.id}.ics`, { cookie: s.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/calendar");
    expect(parseIcs(await file.text())).toMatchObject({
      method: "REQUEST",
      uid: `interview-${interview.id}@talentpartners-search.com`,
      sequence: 0,
    });
  });

  it("delivers the invitation through the email service with the .ics attached (Resend intercepted at fetch)", async () => {
    const s = await setup();
    const interview = await created(s, { format: "onsite", videoLink: undefined, location: "1 Foundry Way, Gary, IN" });
    await patched(s, interview.id, { startsAt: DEC_1 });
    const [first] = await deliveriesOf(interview.id, "interview");
    const sent: { to: string[]; attachments: { filename: string; content: string; content_type: string }[] }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ id: "em_1" });
    });
    expect(await attemptDelivery(emailing, db(), DELIVERY_KINDS, first!.id, new Date(NOW))).toEqual({
      outcome: "sent",
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual([first!.recipient]);
    const [attachment] = sent[0]!.attachments;
    expect(attachment).toMatchObject({ filename: "interview.ics", content_type: "text/calendar; method=REQUEST" });
    const ics = parseIcs(new TextDecoder().decode(Uint8Array.from(atob(attachment!.content), (c) => c.charCodeAt(0))));
    expect(ics).toMatchObject({ method: "REQUEST", location: "1 Foundry Way, Gary, IN" });
  });

  it("reschedules with the same UID and a higher SEQUENCE, and cancels with METHOD:CANCEL and the next SEQUENCE", async () => {
    const s = await setup();
    const interview = await created(s);
    await patched(s, interview.id, { startsAt: DEC_1 });
    const moved = await patched(s, interview.id, { startsAt: DEC_3 });
    expect(moved).toMatchObject({ status: "rescheduled", startsAt: DEC_3, sequence: 1 });
    const cancelled = await patched(s, interview.id, { status: "cancelled", cancelReason: "The role is on hold" });
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 2, cancelReason: "The role is on hold" });
    const versions = (await deliveriesOf(interview.id, "interview")).map((d) => ({
      to: d.recipient,
      ...icsOf(d.payload),
      subject: d.summary,
    }));
    expect(versions).toHaveLength(12);
    const uids = new Set(versions.map((v) => v.uid));
    expect([...uids]).toEqual([`interview-${interview.id}@talentpartners-search.com`]);
    const of = (to: string) => versions.filter((v) => v.to === to);
    expect(of("hannah@acme.example").map((v) => [v.method, v.sequence, v.start, v.status])).toEqual([
      ["REQUEST", 0, DEC_1, "CONFIRMED"],
      ["REQUEST", 1, DEC_3, "CONFIRMED"],
      ["CANCEL", 2, DEC_3, "CANCELLED"],
    ]);
    expect(of("zelda@example.com")[1]!.subject).toMatch(
      /^Moved: First round interview: Zelda Doe with Acme Manufacturing/,
    );
    const cancelEmail = (await deliveriesOf(interview.id, "interview")).find((d) => d.summary.startsWith("Cancelled"))!;
    expect((JSON.parse(cancelEmail.payload) as EmailPayload).text).toContain("Reason: The role is on hold");
    const file = await call(`/api/admin/interviews/${interview.id}.ics`, { cookie: s.cookie });
    expect(parseIcs(await file.text())).toMatchObject({ method: "CANCEL", sequence: 2 });
    const actions = (
      await db().select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, interview.id))
    ).map((l) => l.action);
    expect(actions.sort()).toEqual([
      "interview.cancel",
      "interview.create",
      "interview.reschedule",
      "interview.schedule",
    ]);
  });

  it("cancels a proposing interview without sending anything", async () => {
    const s = await setup();
    const interview = await created(s);
    const before = await db().select().from(deliveries);
    expect(await patched(s, interview.id, { status: "cancelled" })).toMatchObject({ status: "cancelled", sequence: 0 });
    expect(await db().select().from(deliveries)).toEqual(before);
  });

  it("refuses a time in the past and nonsense transitions with 409 and the reason, changing nothing", async () => {
    const s = await setup();
    const interview = await created(s);
    const refused = async (body: unknown, code: string, now = NOW) => {
      const response = await patch(s, interview.id, body, now);
      expect(response.status, JSON.stringify(body)).toBe(409);
      const answer = (await response.json()) as { error: string; message: string };
      expect(answer.error).toBe(code);
      expect(answer.message.length).toBeGreaterThan(10);
    };
    await refused({ startsAt: "2026-11-20T14:59:00Z" }, "time_in_past");
    await refused({ status: "completed" }, "not_held");
    await patched(s, interview.id, { startsAt: DEC_1 });
    await refused({ startsAt: DEC_1 }, "same_time");
    await refused({ status: "candidate_no_show" }, "not_started");
    const before = await deliveriesOf(interview.id, "interview");
    await patched(s, interview.id, { status: "completed" }, Date.parse(DEC_1) + 3_600_000);
    await refused({ status: "cancelled" }, "interview_held", Date.parse(DEC_1) + 3_600_000);
    await refused({ startsAt: "2026-12-10T15:00:00Z" }, "interview_closed", Date.parse(DEC_1) + 3_600_000);
    await refused({ status: "completed" }, "already_marked", Date.parse(DEC_1) + 3_600_000);
    // Marking attendance sends nothing.
    expect(await deliveriesOf(interview.id, "interview")).toHaveLength(before.length);
    const other = await created(s);
    await patched(s, other.id, { status: "cancelled" });
    const again = await patch(s, other.id, { status: "cancelled" });
    expect(again.status).toBe(409);
    const late = await patch(s, other.id, { startsAt: DEC_3 });
    expect(late.status).toBe(409);
  });

  it("refuses a malformed PATCH with a 400 naming the field", async () => {
    const s = await setup();
    const interview = await created(s);
    for (const [body, field] of [
      [{}, "startsAt"],
      [{ startsAt: "tomorrow" }, "startsAt"],
      [{ startsAt: DEC_1, status: "cancelled" }, "status"],
      [{ status: "scheduled" }, "status"],
      [{ status: "completed", cancelReason: "x" }, "cancelReason"],
      [{ round: "final" }, ""],
    ] as const) {
      const response = await patch(s, interview.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field)
        expect(((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
    }
    expect((await db().select().from(interviews).where(eq(interviews.id, interview.id)))[0]!.status).toBe("proposing");
  });

  it("lets one of two changes at once win: one answer 200, the other 409, one set of invitations", async () => {
    const s = await setup();
    const interview = await created(s);
    const answers = await Promise.all([
      patch(s, interview.id, { startsAt: DEC_1 }),
      patch(s, interview.id, { startsAt: DEC_3 }),
      patch(s, interview.id, { status: "cancelled" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const sent = await deliveriesOf(interview.id, "interview");
    expect(sent.length === 0 || sent.length === 4).toBe(true);
  });
});

describe("reminders", () => {
  it("queues 24 h and 1 h reminders to everyone, sent by the cron when due; a move withdraws and replaces them", async () => {
    const s = await setup();
    const interview = await created(s);
    await patched(s, interview.id, { startsAt: DEC_1 });
    const reminders = await deliveriesOf(interview.id, "interview_reminder");
    expect(reminders).toHaveLength(8);
    expect(new Set(reminders.map((r) => r.nextAttemptAt!.toISOString()))).toEqual(
      new Set(["2026-11-30T15:00:00.000Z", "2026-12-01T14:00:00.000Z"]),
    );
    const zelda = reminders.find((r) => r.recipient === "zelda@example.com" && r.summary.includes("24 hours"))!;
    expect((JSON.parse(zelda.payload) as EmailPayload).text).toContain("When: December 1, 2026, 7:00 AM - 8:00 AM PT");

    // The cron a minute before the day-before reminders queues none of them; at their time it queues those four.
    queued.length = 0;
    await runScheduled({ scheduledTime: Date.parse("2026-11-30T14:59:00Z") }, bindings);
    expect(queued.filter((id) => reminders.some((r) => r.id === id))).toEqual([]);
    const dayBefore = Date.parse("2026-11-30T15:00:00Z");
    await runScheduled({ scheduledTime: dayBefore }, bindings);
    const due = reminders.filter((r) => r.nextAttemptAt!.getTime() === dayBefore).map((r) => r.id);
    expect(queued.filter((id) => reminders.some((r) => r.id === id)).sort()).toEqual(due.sort());
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ id: "em_r" }));
    for (const id of due)
      expect(await attemptDelivery(emailing, db(), DELIVERY_KINDS, id, new Date(dayBefore))).toEqual({
        outcome: "sent",
      });

    // Moved: the hour-before reminders of the old time are withdrawn, the new time's written. (The cron's run ended
    // sessions past their time on its clock: the recruiter signs in again.)
    s.cookie = await signIn("ann.recruiter");
    await patched(s, interview.id, { startsAt: DEC_3 }, dayBefore + 60_000);
    const after = await deliveriesOf(interview.id, "interview_reminder");
    expect(after.filter((r) => r.status === "sent")).toHaveLength(4);
    expect(after.filter((r) => r.status === "withdrawn").map((r) => r.nextAttemptAt)).toEqual([null, null, null, null]);
    expect(
      after
        .filter((r) => r.status === "pending")
        .map((r) => r.nextAttemptAt!.toISOString())
        .sort(),
    ).toEqual([...Array(4).fill("2026-12-02T19:30:00.000Z"), ...Array(4).fill("2026-12-03T18:30:00.000Z")]);
    // Cancelled: every pending reminder withdrawn.
    await patched(s, interview.id, { status: "cancelled" }, dayBefore + 120_000);
    expect((await deliveriesOf(interview.id, "interview_reminder")).filter((r) => r.status === "pending")).toEqual([]);
  });
});

describe("attendance and no-show counts", () => {
  it("counts the candidate's no-shows on the candidate and the interviewer no-shows on each required contact", async () => {
    const s = await setup();
    const after = Date.parse(DEC_3) + 2 * 3_600_000;
    const first = await created(s);
    const second = await created(s, { round: "second" });
    const third = await created(s, { round: "final" });
    for (const [interview, at] of [
      [first, DEC_1],
      [second, DEC_3],
      [third, DEC_3],
    ] as const)
      await patched(s, interview.id, { startsAt: at });
    expect(await patched(s, first.id, { status: "candidate_no_show" }, after)).toMatchObject({
      status: "candidate_no_show",
    });
    await patched(s, second.id, { status: "interviewer_no_show" }, after);
    // A mark corrected: completed after all.
    await patched(s, third.id, { status: "interviewer_no_show" }, after);
    await patched(s, third.id, { status: "completed" }, after);
    const candidate = await call(`/api/admin/candidates/${s.application.candidateId}`, { cookie: s.cookie });
    expect(candidate.status).toBe(200);
    expect(((await candidate.json()) as { interviewNoShows: number }).interviewNoShows).toBe(1);
    const client = await call(`/api/admin/clients/${s.client.id}`, { cookie: s.cookie });
    const contacts = ((await client.json()) as { contacts: { name: string; interviewNoShows: number }[] }).contacts;
    // Hannah was required on the panel; Omar was optional.
    expect(contacts.map((c) => [c.name, c.interviewNoShows])).toEqual([
      ["Hannah Hiring", 1],
      ["Omar Ops", 0],
    ]);
    const logs = await db().select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, third.id));
    expect(logs.filter((l) => l.action === "interview.attendance")).toHaveLength(2);
  });

  it("keeps a candidate's no-shows through a merge: their interviews move with their applications", async () => {
    const s = await setup();
    const interview = await created(s);
    await patched(s, interview.id, { startsAt: DEC_1 });
    await patched(s, interview.id, { status: "candidate_no_show" }, Date.parse(DEC_1) + 3_600_000);
    const other = await addApplicant(s.job.id, "Zed", { email: "zed@example.com" });
    const merged = await call(`/api/admin/candidates/${s.application.candidateId}/merge`, {
      method: "POST",
      body: { intoId: other.candidateId },
      cookie: s.cookie,
    });
    expect(merged.status, await merged.clone().text()).toBe(200);
    expect(((await merged.json()) as { interviewNoShows: number }).interviewNoShows).toBe(1);
    const [moved] = await db().select().from(interviews).where(eq(interviews.id, interview.id));
    expect(moved!.candidateId).toBe(other.candidateId);
  });
});
