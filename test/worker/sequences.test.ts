import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SEQUENCE_WINDOW, type SequenceInput } from "../../worker/contract/sequences";
import { replyAddress } from "../../worker/conversations/reply-address";
import { candidateTimeline } from "../../worker/conversations/timeline-store";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import {
  candidates,
  clientContacts,
  clients,
  contacts,
  deliveries,
  emailThreads,
  outreachSettings,
  sequenceEnrollmentBatches,
  sequenceEnrollments,
  smsMessages,
} from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import type { Bindings } from "../../worker/env";
import { RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { suppressAddresses } from "../../worker/outreach/email-events-store";
import { erasePerson } from "../../worker/privacy/eraser";
import { dueEnrollments, runSequenceTick, SEQUENCE_TICK_LIMIT, takeStep } from "../../worker/sequence-steps/tick";
import { ENROLL_BATCH, runEnrollmentBatch, STALLED_BATCHES_PER_RUN } from "../../worker/sequences/enrollment-batches";
import { claimStop, enroll } from "../../worker/sequences/enrollment-store";
import { businessDaysAfter, nextWindowStart } from "../../worker/sequences/schedule";
import { createSequence } from "../../worker/sequences/store";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";
import { deliverEmail, mime } from "./inbound-helpers";
import { twilioWebhook } from "./twilio-helpers";

/**
 * Sequences (issue 50 items 1-4, decision 115): steps in business days inside a window on the recipient's clock, sent
 * by the cron through the one delivery pipeline, and ended by a reply, STOP, an unsubscribe, a bounce, off-limits,
 * a placement or an erasure.
 */

const db = createDb(env.DB);
const FROM = "Rita Recruiter <rita@firm.example>";
const queued: string[] = [];
const bindings: Bindings = {
  ...env,
  EMAIL_API_KEY: "re_test",
  EMAIL_FROM: FROM,
  DELIVERIES: {
    send: async () => undefined,
    sendBatch: async (messages: { body: { deliveryId: string } }[]) => {
      queued.push(...messages.map((message) => message.body.deliveryId));
    },
  } as unknown as Queue,
};
const actor = { userId: null, ipAddress: null, userAgent: null };
/** Tuesday 10 March 2026, 15:00 UTC: 10 am in Chicago (CDT since Sunday the 8th), 8 am in Los Angeles. */
const NOW = new Date("2026-03-10T15:00:00.000Z");
const CHICAGO = { latitude: 41.88, longitude: -87.63 };

beforeEach(async () => {
  await emptyDatabase();
  queued.length = 0;
});
afterEach(() => vi.restoreAllMocks());

async function candidate(id: string, options: { phone?: string; marketing?: boolean; place?: object } = {}) {
  const phone = options.phone ?? null;
  await db.insert(candidates).values({
    id,
    firstName: `Ann${id}`,
    lastName: "Lee",
    email: `${id}@example.com`,
    phone,
    ...(options.place ?? CHICAGO),
  });
  if (phone && options.marketing !== undefined)
    await db.insert(contacts).values({
      id: `contact-${id}`,
      firstName: "Ann",
      lastName: id,
      email: `${id}@example.com`,
      inquiry: "Other",
      message: "Hi",
      phone,
      smsMarketingConsent: options.marketing,
      source: "home-contact",
    });
}

const THREE_STEPS: SequenceInput = {
  name: "Controller shortlist",
  steps: [
    { channel: "email", delayDays: 0, subject: "A controller role", body: "Hi {{candidate.firstName}}, interested?" },
    { channel: "email", delayDays: 2, subject: "Following up", body: "Any thoughts, {{candidate.firstName}}?" },
    { channel: "email", delayDays: 3, subject: "Last note", body: "I will leave it here." },
  ],
};

async function sequenceWith(people: string[], input: SequenceInput = THREE_STEPS, at = NOW) {
  const sequence = await createSequence(db, actor, input, ORIGIN, at);
  await enroll(bindings, db, actor, sequence.id, { candidateIds: people }, at);
  return sequence;
}

const enrollmentOf = async (candidateId: string) =>
  (await db.select().from(sequenceEnrollments).where(eq(sequenceEnrollments.candidateId, candidateId)))[0]!;

const tick = (at: Date = NOW) => runSequenceTick(bindings, db, at);

describe("windows and business days", () => {
  it("waits for the window's opening on the recipient's clock, across a DST change", () => {
    const window = DEFAULT_SEQUENCE_WINDOW;
    // Saturday 7 March (CST) -> Monday 9 March, 9 am CDT: 14:00 UTC, not 15:00.
    expect(nextWindowStart(new Date("2026-03-07T18:00:00Z"), ["America/Chicago"], window).toISOString()).toBe(
      "2026-03-09T14:00:00.000Z",
    );
    // Friday 6 March, 8:30 am CST -> 9 am CST (15:00 UTC).
    expect(nextWindowStart(new Date("2026-03-06T14:30:00Z"), ["America/Chicago"], window).toISOString()).toBe(
      "2026-03-06T15:00:00.000Z",
    );
    // Inside: now.
    expect(nextWindowStart(NOW, ["America/Chicago"], window)).toEqual(NOW);
    // 8 am in Los Angeles: 9 am PDT, 16:00 UTC; both clocks (an unknown one) wait for the later.
    expect(nextWindowStart(NOW, ["America/Los_Angeles"], window).toISOString()).toBe("2026-03-10T16:00:00.000Z");
    expect(nextWindowStart(NOW, ["America/Chicago", "America/Los_Angeles"], window).toISOString()).toBe(
      "2026-03-10T16:00:00.000Z",
    );
    // London is still on GMT on 10 March: 3 pm there, inside; at 17:00 UTC, after 5 pm: Wednesday 9 am GMT.
    expect(nextWindowStart(new Date("2026-03-10T17:00:00Z"), ["Europe/London"], window).toISOString()).toBe(
      "2026-03-11T09:00:00.000Z",
    );
    // A Saturday-only window in Tokyo.
    const saturdays = { days: [6], startHour: 10, endHour: 12 };
    expect(nextWindowStart(NOW, ["Asia/Tokyo"], saturdays).toISOString()).toBe("2026-03-14T01:00:00.000Z");
  });

  it("counts delays in business days on the recipient's clock, the same wall-clock time", () => {
    // Friday 6 March 9 am CST + 1 business day = Monday 9 March 9 am CDT (an hour earlier in UTC).
    expect(businessDaysAfter(new Date("2026-03-06T15:00:00Z"), 1, "America/Chicago").toISOString()).toBe(
      "2026-03-09T14:00:00.000Z",
    );
    // Thursday + 2 = Monday; Tuesday + 5 = the next Tuesday; 0 is now.
    expect(businessDaysAfter(new Date("2026-03-12T15:00:00Z"), 2, "America/Chicago").toISOString()).toBe(
      "2026-03-16T15:00:00.000Z",
    );
    expect(businessDaysAfter(NOW, 5, "America/Chicago").toISOString()).toBe("2026-03-17T15:00:00.000Z");
    expect(businessDaysAfter(NOW, 0, "America/Chicago")).toEqual(NOW);
    // Late Friday evening in Los Angeles is already Saturday in UTC: the day counted is the recipient's Friday, so
    // Monday 10 pm there (counted in UTC it would be Monday 05:00 UTC, Sunday evening in Los Angeles).
    expect(businessDaysAfter(new Date("2026-03-14T05:00:00Z"), 1, "America/Los_Angeles").toISOString()).toBe(
      "2026-03-17T05:00:00.000Z",
    );
  });
});

describe("the sequences API", () => {
  it("creates, reads, changes only the fields named, lists and deletes; an unknown merge field is a 400 naming it", async () => {
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("rita", "recruiter");
    const bad = await api("/api/admin/sequences", {
      method: "POST",
      cookie,
      body: {
        name: "X",
        steps: [{ channel: "email", delayDays: 0, subject: "Hi", body: "Hi {{candidate.nickname}}" }],
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("{{candidate.nickname}}");
    const text = await api("/api/admin/sequences", {
      method: "POST",
      cookie,
      body: { name: "X", steps: [{ channel: "text", delayDays: 0, subject: "Hi", body: "Hi" }] },
    });
    expect(text.status).toBe(400);
    expect(await env.DB.prepare("select count(*) as n from sequences").first()).toEqual({ n: 0 });

    const created = await api("/api/admin/sequences", { method: "POST", cookie, body: THREE_STEPS });
    expect(created.status).toBe(201);
    const view = (await created.json()) as { id: string; window: unknown; counts: { enrolled: number } };
    expect(view.window).toEqual(DEFAULT_SEQUENCE_WINDOW);
    expect(view.counts.enrolled).toBe(0);
    const patched = await api(`/api/admin/sequences/${view.id}`, {
      method: "PATCH",
      cookie,
      body: { name: "Renamed" },
    });
    expect(patched.status).toBe(200);
    const after = (await patched.json()) as { name: string; steps: unknown[] };
    expect(after).toMatchObject({ name: "Renamed", steps: THREE_STEPS.steps });
    const list = await api("/api/admin/sequences?limit=1", { cookie });
    expect(list.headers.get("X-Total-Count")).toBe("1");
    expect(((await list.json()) as { name: string }[]).map((row) => row.name)).toEqual(["Renamed"]);
    expect((await api(`/api/admin/sequences/${view.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await api(`/api/admin/sequences/${view.id}`, { cookie })).status).toBe(404);
  });

  it("enrols, says who was enrolled already, lists states, and sends a long list to the queue in batches", async () => {
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("rita", "recruiter");
    for (const id of ["c1", "c2", "c3"]) await candidate(id);
    const sequence = await createSequence(db, actor, THREE_STEPS, ORIGIN, NOW);
    const path = `/api/admin/sequences/${sequence.id}/enrollments`;
    const first = await api(path, { method: "POST", cookie, body: { candidateIds: ["c1", "c2"] } });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ queued: false, enrolled: ["c1", "c2"], alreadyEnrolled: [] });
    const again = await api(path, { method: "POST", cookie, body: { candidateIds: ["c2", "c3"] } });
    expect(await again.json()).toEqual({
      queued: false,
      enrolled: ["c3"],
      alreadyEnrolled: [{ id: "c2", state: "active" }],
    });
    const unknown = await api(path, { method: "POST", cookie, body: { candidateIds: ["nobody"] } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain("nobody");
    const listed = await api(`${path}?state=active&limit=2`, { cookie });
    expect(listed.headers.get("X-Total-Count")).toBe("3");
    expect(((await listed.json()) as { candidateId: string; state: string }[]).map((row) => row.state)).toEqual([
      "active",
      "active",
    ]);

    // 1,200 people: a 202, one queue message, then batches of ENROLL_BATCH until the list is done.
    const many = Array.from({ length: 1200 }, (_, index) => `m${String(index).padStart(4, "0")}`);
    await env.DB.batch(
      many.map((id) =>
        env.DB.prepare("insert into candidates (id, first_name, last_name, email) values (?, 'M', 'M', ?)").bind(
          id,
          `${id}@example.com`,
        ),
      ),
    );
    const big = await api(path, { method: "POST", cookie, body: { candidateIds: many } });
    expect(big.status).toBe(202);
    const { batch } = (await big.json()) as { batch: { id: string; total: number } };
    expect(batch.total).toBe(1200);
    // The real SEQUENCES queue enrols them ENROLL_BATCH at a time, each batch queueing the next.
    expect(ENROLL_BATCH).toBe(500);
    type SequencePage = { batches: { done: number; enrolled: number; status: string }[] };
    let view = (await (await api(`/api/admin/sequences/${sequence.id}`, { cookie })).json()) as SequencePage;
    for (let i = 0; i < 200 && view.batches[0]?.status !== "done"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      view = (await (await api(`/api/admin/sequences/${sequence.id}`, { cookie })).json()) as SequencePage;
    }
    expect(
      await env.DB.prepare("select count(*) as n from sequence_enrollments where sequence_id = ?")
        .bind(sequence.id)
        .first(),
    ).toEqual({ n: 1203 });
    // A batch run again after the list is done enrols no one twice.
    expect((await runEnrollmentBatch(db, batch.id, NOW)).outcome).toBe("done");
    expect(view.batches).toEqual([expect.objectContaining({ done: 1200, enrolled: 1200, status: "done" })]);
  });
});

describe("a lost SEQUENCES message", () => {
  it("is sent again by the cron once its list has not moved for a while, enrolling no one twice, a bounded number per run", async () => {
    const sequence = await createSequence(db, actor, THREE_STEPS, ORIGIN, NOW);
    const many = Array.from({ length: 600 }, (_, index) => `m${String(index).padStart(4, "0")}`);
    const tiny = Array.from({ length: STALLED_BATCHES_PER_RUN }, (_, index) => `t${index}`);
    await env.DB.batch(
      [...many, ...tiny].map((id) =>
        env.DB.prepare("insert into candidates (id, first_name, last_name, email) values (?, 'M', 'M', ?)").bind(
          id,
          `${id}@example.com`,
        ),
      ),
    );
    // The first 50 were enrolled before the message was lost: the list's cursor never moved past them.
    await enroll(bindings, db, actor, sequence.id, { candidateIds: many.slice(0, 50) }, NOW);
    const stalledAt = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
    const lists = [
      { id: "big", candidateIds: many, updatedAt: stalledAt(40) },
      ...tiny.map((id, index) => ({ id: `list-${id}`, candidateIds: [id], updatedAt: stalledAt(30 - index) })),
      // Moved five minutes ago: its message is on its way.
      { id: "moving", candidateIds: ["t0"], updatedAt: stalledAt(5) },
    ];
    await db
      .insert(sequenceEnrollmentBatches)
      .values(
        lists.map((list) => ({ ...list, sequenceId: sequence.id, contactIds: [], total: list.candidateIds.length })),
      );
    const cursors = () =>
      env.DB.prepare("select id, cursor from sequence_enrollment_batches order by id").all<{
        id: string;
        cursor: number;
      }>();

    // The cron's run queues the longest stalled, STALLED_BATCHES_PER_RUN of them, on the real SEQUENCES queue.
    expect(await runScheduled({ scheduledTime: NOW.getTime() }, env)).toMatchObject({
      sequenceBatchesResumed: STALLED_BATCHES_PER_RUN,
    });
    const progress = async () => Object.fromEntries((await cursors()).results.map((row) => [row.id, row.cursor]));
    let after = await progress();
    // The big list takes two messages (ENROLL_BATCH each), the second queued by the first.
    for (let i = 0; i < 200 && !(after.big === 600 && after["list-t8"] === 1); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await progress();
    }
    expect(after).toMatchObject({ big: 600, "list-t0": 1, "list-t8": 1, "list-t9": 0, moving: 0 });
    const count = (sql: string) => env.DB.prepare(sql).bind(sequence.id).first("n");
    expect(await count("select count(*) as n from sequence_enrollments where sequence_id = ?")).toBe(600 + 9);
    expect(
      await count("select enrolled as n from sequence_enrollment_batches where id = 'big' and sequence_id = ?"),
    ).toBe(550);
    // The next run queues the one left, not the lists it queued (they moved), nor the one moving.
    expect(await runScheduled({ scheduledTime: NOW.getTime() + 5 * 60_000 }, env)).toMatchObject({
      sequenceBatchesResumed: 1,
    });
    // A message of the list sent again after it is done enrols no one twice.
    expect((await runEnrollmentBatch(db, "big", NOW)).outcome).toBe("done");
  });
});

describe("job merge fields", () => {
  const ABOUT_A_JOB: SequenceInput = {
    name: "Controller shortlist",
    steps: [
      {
        channel: "email",
        delayDays: 0,
        subject: "The {{job.title}} role",
        body: "Hi {{candidate.firstName}}, {{client.name}} is hiring a {{job.title}}.",
      },
    ],
  };

  it("fills {{job.title}} and {{client.name}} from the job a candidate was enrolled from (its matches)", async () => {
    const client = await addClient({ name: "Acme Manufacturing" });
    const job = await addJobOrder(client.id, { title: "Plant Controller" });
    await candidate("c1");
    const sequence = await createSequence(db, actor, ABOUT_A_JOB, ORIGIN, NOW);
    const enrolled = await enroll(bindings, db, actor, sequence.id, { candidateIds: ["c1"], jobId: job.id }, NOW);
    expect(enrolled).toMatchObject({ enrolled: ["c1"] });
    expect(await enrollmentOf("c1")).toMatchObject({ jobId: job.id });
    expect(await tick()).toMatchObject({ sent: 1 });
    const [delivery] = await db.select().from(deliveries);
    const payload = JSON.parse(delivery!.payload) as { subject: string; text: string };
    expect(payload.subject).toBe("The Plant Controller role");
    expect(payload.text).toContain("Hi Annc1, Acme Manufacturing is hiring a Plant Controller.");
  });

  it("refuses to enrol without a job in a sequence that uses the job's fields, naming the field and the step", async () => {
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("rita", "recruiter");
    await candidate("c1");
    const sequence = await createSequence(db, actor, ABOUT_A_JOB, ORIGIN, NOW);
    const path = `/api/admin/sequences/${sequence.id}/enrollments`;
    const refused = await api(path, { method: "POST", cookie, body: { candidateIds: ["c1"] } });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.issues.map((issue) => issue.path)).toEqual(["jobId", "jobId"]);
    expect(body.message).toContain("Step 1 uses {{job.title}}, which needs a job");
    expect(body.message).toContain("{{client.name}}");
    const unknownJob = await api(path, { method: "POST", cookie, body: { candidateIds: ["c1"], jobId: "nojob" } });
    expect(unknownJob.status).toBe(400);
    expect(JSON.stringify(await unknownJob.json())).toContain("No such job: nojob");
    expect(await db.select().from(sequenceEnrollments)).toEqual([]);
    // A client contact has a client of their own: {{client.name}} alone needs no job.
    const client = await addClient({ name: "Acme Manufacturing" });
    const contact = await addContact(client.id);
    const clientOnly: SequenceInput = {
      name: "Check-in",
      steps: [{ channel: "email", delayDays: 0, subject: "Hi", body: "How is {{client.name}} doing?" }],
    };
    const forContacts = await createSequence(db, actor, clientOnly, ORIGIN, NOW);
    const ok = await api(`/api/admin/sequences/${forContacts.id}/enrollments`, {
      method: "POST",
      cookie,
      body: { contactIds: [contact.id] },
    });
    expect(ok.status).toBe(201);
  });
});

describe("the cron's tick", () => {
  it("sends the due step as a bulk email on the candidate's thread, then the next one business days later", async () => {
    await candidate("c1");
    await sequenceWith(["c1"]);
    expect(await tick()).toMatchObject({ sent: 1 });
    const [delivery] = await db.select().from(deliveries);
    const payload = JSON.parse(delivery!.payload) as { subject: string; text: string; bulk: { unsubscribe: string } };
    expect(payload.subject).toBe("A controller role");
    expect(payload.text).toContain("Hi Annc1, interested?");
    expect(payload.bulk.unsubscribe).toMatch(/^http:\/\/localhost\/unsubscribe\/one-click\/q\.[A-Za-z0-9_-]{43}$/);
    expect(queued).toEqual([delivery!.id]);
    const [thread] = await db.select().from(emailThreads).where(eq(emailThreads.candidateId, "c1"));
    expect(thread).toBeDefined();
    // Two business days later, same wall-clock time in Chicago: Thursday 12 March, 10 am CDT.
    expect(await enrollmentOf("c1")).toMatchObject({
      nextStep: 1,
      state: "active",
      nextAt: new Date("2026-03-12T15:00:00Z"),
    });
    expect(await tick(new Date("2026-03-12T14:59:00Z"))).toMatchObject({ sent: 0 });
    expect(await tick(new Date("2026-03-12T15:00:00Z"))).toMatchObject({ sent: 1 });
    expect(await tick(new Date("2026-03-17T15:00:00Z"))).toMatchObject({ sent: 1 });
    expect(await enrollmentOf("c1")).toMatchObject({ nextStep: 3, state: "finished", nextAt: null });
  });

  it("puts a step off to the window's opening on the recipient's clock (3 am in Los Angeles)", async () => {
    await candidate("c1", { place: { latitude: 34.05, longitude: -118.24 } });
    const at = new Date("2026-03-10T10:00:00Z");
    await sequenceWith(["c1"], THREE_STEPS, at);
    expect(await tick(at)).toMatchObject({ sent: 0, waiting: 1 });
    expect(await enrollmentOf("c1")).toMatchObject({ nextStep: 0, nextAt: new Date("2026-03-10T16:00:00Z") });
    expect(await db.select().from(deliveries)).toEqual([]);
  });

  it("counts the first step's delay in business days on the recipient's clock, not in UTC days", async () => {
    await candidate("la", { place: { latitude: 34.05, longitude: -118.24 } });
    const oneDay: SequenceInput = { ...THREE_STEPS, steps: [{ ...THREE_STEPS.steps[0]!, delayDays: 1 }] };
    // Friday 13 March, 6 pm in Los Angeles: already Saturday in UTC.
    const friday = new Date("2026-03-14T01:00:00Z");
    await sequenceWith(["la"], oneDay, friday);
    // One UTC business day after Saturday is Monday; one after Friday 6 pm on their clock is Monday 6 pm, after the
    // window: it goes Tuesday at 9 am PDT.
    expect(await tick(new Date("2026-03-16T16:00:00Z"))).toMatchObject({ sent: 0, waiting: 1 });
    expect(await enrollmentOf("la")).toMatchObject({ nextStep: 0, nextAt: new Date("2026-03-17T16:00:00Z") });
    expect(await tick(new Date("2026-03-17T16:00:00Z"))).toMatchObject({ sent: 1 });
  });

  it("takes at most SEQUENCE_TICK_LIMIT steps per tick, whatever the number enrolled", async () => {
    const ids = Array.from({ length: SEQUENCE_TICK_LIMIT + 10 }, (_, index) => `c${index}`);
    for (const id of ids) await candidate(id);
    await sequenceWith(ids);
    expect(await tick()).toMatchObject({ sent: SEQUENCE_TICK_LIMIT });
    expect(await tick()).toMatchObject({ sent: 10 });
    expect(await tick()).toMatchObject({ sent: 0 });
    expect(await env.DB.prepare("select count(*) as n from deliveries").first()).toEqual({ n: ids.length });
  });

  it("spreads the emails over days at the sender's daily cap", async () => {
    await db.insert(outreachSettings).values({ id: 1, dailyEmailCap: 2 });
    for (const id of ["c1", "c2", "c3"]) await candidate(id);
    await sequenceWith(["c1", "c2", "c3"]);
    await tick();
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ id: "em_1" }));
    const outcomes = [];
    for (const id of queued) outcomes.push((await attemptDelivery(bindings, db, DELIVERY_KINDS, id, NOW)).outcome);
    expect(outcomes).toEqual(["sent", "sent", "deferred"]);
    const sent = vi.mocked(globalThis.fetch).mock.calls.filter(([url]) => String(url) === RESEND_ENDPOINT);
    expect(sent).toHaveLength(2);
    const headers = (JSON.parse(String(sent[0]![1]?.body)) as { headers: Record<string, string> }).headers;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("skips a text step without consent, with the reason on the enrolment, and holds one with consent to 8 am", async () => {
    const texts: SequenceInput = {
      name: "Texts",
      window: { days: [1, 2, 3, 4, 5], startHour: 6, endHour: 22 },
      steps: [
        { channel: "text", delayDays: 0, body: "Hi {{candidate.firstName}}, a role for you." },
        { channel: "email", delayDays: 1, subject: "Hi", body: "Hello" },
      ],
    };
    await candidate("no", { phone: "+13125550101", marketing: false });
    await candidate("yes", { phone: "+13125550102", marketing: true });
    // 7 am in Chicago: inside the window, before texting hours.
    const at = new Date("2026-03-10T12:00:00Z");
    await sequenceWith(["no", "yes"], texts, at);
    expect(await tick(at)).toMatchObject({ sent: 1, skipped: 1 });
    expect(await enrollmentOf("no")).toMatchObject({ nextStep: 1, state: "active" });
    expect((await enrollmentOf("no")).reason).toMatch(/^Text step skipped: /);
    const [text] = await db.select().from(smsMessages);
    expect(text).toMatchObject({
      toNumber: "+13125550102",
      message: "Hi Annyes, a role for you.",
      messageType: "marketing",
    });
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.kind, "sms"));
    expect(delivery!.nextAttemptAt).toEqual(new Date("2026-03-10T13:00:00Z"));
    // The next step counts from when the text goes: 8 am Wednesday.
    expect((await enrollmentOf("yes")).nextAt).toEqual(new Date("2026-03-11T13:00:00Z"));
    // The enrolment says why the text waits, on the recipient's clock.
    expect((await enrollmentOf("yes")).reason).toBe(
      "Held until 8:00 am CDT on March 10, 2026, the recipient's morning (texts go 8 am to 9 pm on their clock).",
    );
  });
});

describe("text steps to client contacts", () => {
  it("texts a contact whose number gave consent, in texting hours on their clock; skips the others with the reason", async () => {
    const client = await addClient();
    const yes = await addContact(client.id, { name: "Hannah Hiring", phone: "+13125550111" });
    const no = await addContact(client.id, { name: "Nick Noconsent", phone: "+13125550112" });
    const none = await addContact(client.id, { name: "Pat Nophone", phone: null });
    // Consent to marketing texts is the number's: given on the site's contact form.
    await db.insert(contacts).values({
      id: "form-yes",
      firstName: "Hannah",
      lastName: "Hiring",
      email: yes.email!,
      inquiry: "Other",
      message: "Hi",
      phone: "+13125550111",
      smsMarketingConsent: true,
      source: "home-contact",
    });
    const texts: SequenceInput = {
      name: "Client check-in",
      window: { days: [1, 2, 3, 4, 5], startHour: 6, endHour: 22 },
      steps: [{ channel: "text", delayDays: 0, body: "Hi {{contact.name}}, any news on {{client.name}}'s roles?" }],
    };
    const sequence = await createSequence(db, actor, texts, ORIGIN, NOW);
    // 7 am in Chicago (the 312 area code's clock): inside the window, before texting hours.
    const at = new Date("2026-03-10T12:00:00Z");
    await enroll(bindings, db, actor, sequence.id, { contactIds: [yes.id, no.id, none.id] }, at);
    // The contact without a number waits for the window on every continental clock (no area code to read).
    expect(await tick(at)).toMatchObject({ sent: 1, skipped: 1, waiting: 1 });
    expect(await tick(new Date("2026-03-10T17:00:00Z"))).toMatchObject({ sent: 0, skipped: 1 });
    const [text] = await db.select().from(smsMessages);
    expect(text).toMatchObject({
      toNumber: "+13125550111",
      message: "Hi Hannah Hiring, any news on Acme Manufacturing's roles?",
      messageType: "marketing",
    });
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.kind, "sms"));
    expect(delivery!.nextAttemptAt).toEqual(new Date("2026-03-10T13:00:00Z"));
    const reasons = await db
      .select({ contactId: sequenceEnrollments.contactId, reason: sequenceEnrollments.reason })
      .from(sequenceEnrollments);
    const reasonOf = (id: string) => reasons.find((row) => row.contactId === id)?.reason;
    expect(reasonOf(no.id)).toMatch(/^Text step skipped: .*consent/i);
    expect(reasonOf(none.id)).toBe("Text step skipped: no mobile number on file.");
  });
});

describe("stops", () => {
  async function replyTo(candidateId: string, headers: Record<string, string> = {}) {
    const [thread] = await db.select().from(emailThreads).where(eq(emailThreads.candidateId, candidateId));
    const to = replyAddress(thread!.replyToken, bindings);
    const from = `${candidateId}@example.com`;
    const raw = mime({ from, to, text: "Thanks, not now.", headers });
    expect(await deliverEmail(bindings, raw, { from, to })).toBeNull();
  }

  it("a real reply ends every active sequence of the person; an automatic reply does not", async () => {
    await candidate("c1");
    await sequenceWith(["c1"]);
    const other = await sequenceWith(["c1"], { ...THREE_STEPS, name: "Another" });
    await tick();
    await replyTo("c1", { "Auto-Submitted": "auto-replied", "X-Autoreply": "yes" });
    expect((await enrollmentOf("c1")).state).toBe("active");
    await replyTo("c1");
    const states = await db.select({ state: sequenceEnrollments.state }).from(sequenceEnrollments);
    expect(states).toEqual([{ state: "replied" }, { state: "replied" }]);
    expect(other.id).toBeDefined();
    expect(await tick(new Date("2026-03-20T15:00:00Z"))).toMatchObject({ sent: 0 });
    // On the candidate's timeline: each sequence, its state and why.
    const timeline = await candidateTimeline(db, "c1", { limit: 20, offset: 0 });
    const entries = timeline!.rows.filter((row) => row.kind === "sequence");
    expect(entries.map((row) => [row.title, row.detail, row.body]).sort()).toEqual([
      ["Another", "replied", "Replied by email."],
      ["Controller shortlist", "replied", "Replied by email."],
    ]);
  });

  it("a reply arriving while a step is being sent stops it: the claim fails and nothing of the step is written", async () => {
    await candidate("c1");
    await sequenceWith(["c1"]);
    await tick();
    const later = new Date("2026-03-12T15:00:00Z");
    const [due] = await dueEnrollments(db, later);
    await replyTo("c1");
    const before = await env.DB.prepare("select count(*) as n from deliveries").first();
    expect(await takeStep(bindings, db, due!, later, [])).toBe("lost");
    expect(await env.DB.prepare("select count(*) as n from deliveries").first()).toEqual(before);
    expect(await env.DB.prepare("select count(*) as n from thread_emails where direction = 'out'").first()).toEqual({
      n: 1,
    });
    expect(await enrollmentOf("c1")).toMatchObject({ state: "replied", nextStep: 1 });
  });

  it("STOP by text unsubscribes everywhere (and a later enrolment starts unsubscribed); a text reply ends as replied", async () => {
    await candidate("c1", { phone: "+13125550101", marketing: true });
    await candidate("c2", { phone: "+13125550102", marketing: true });
    await sequenceWith(["c1", "c2"]);
    expect(
      (
        await twilioWebhook("/api/sms/inbound", {
          From: "+13125550101",
          To: "+13125550000",
          Body: "STOP",
          MessageSid: "SM1",
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await twilioWebhook("/api/sms/inbound", {
          From: "+13125550102",
          To: "+13125550000",
          Body: "Sounds good",
          MessageSid: "SM2",
        })
      ).status,
    ).toBe(200);
    expect(await enrollmentOf("c1")).toMatchObject({ state: "unsubscribed", reason: "Texted STOP." });
    expect((await enrollmentOf("c2")).state).toBe("replied");
    const again = await createSequence(db, actor, { ...THREE_STEPS, name: "Later" }, ORIGIN, NOW);
    await enroll(bindings, db, actor, again.id, { candidateIds: ["c1"] }, NOW);
    const rows = await db
      .select({ state: sequenceEnrollments.state })
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.sequenceId, again.id));
    expect(rows).toEqual([{ state: "unsubscribed" }]);
  });

  it("the one-click link of a sequence email unsubscribes the person from every sequence", async () => {
    await candidate("c1");
    await sequenceWith(["c1"]);
    await sequenceWith(["c1"], { ...THREE_STEPS, name: "Another" });
    await tick();
    const [delivery] = await db.select().from(deliveries).limit(1);
    const link = (JSON.parse(delivery!.payload) as { bulk: { unsubscribe: string } }).bulk.unsubscribe;
    const page = await api(new URL(link).pathname);
    expect(await page.text()).toContain("c1@example.com");
    const posted = await api(new URL(link).pathname, { method: "POST", body: undefined });
    expect(posted.status).toBe(200);
    const states = await db.select({ state: sequenceEnrollments.state }).from(sequenceEnrollments);
    expect(states).toEqual([{ state: "unsubscribed" }, { state: "unsubscribed" }]);
  });

  it("a hard bounce ends as bounced; a complaint as unsubscribed", async () => {
    await candidate("c1");
    await candidate("c2");
    await sequenceWith(["c1", "c2"]);
    await suppressAddresses(db, ["C1@example.com"], { reason: "hard_bounce", detail: null, eventId: "e1" }, NOW);
    await suppressAddresses(db, ["c2@example.com"], { reason: "complaint", detail: null, eventId: "e2" }, NOW);
    expect((await enrollmentOf("c1")).state).toBe("bounced");
    expect((await enrollmentOf("c2")).state).toBe("unsubscribed");
  });

  it("a candidate who became off-limits (a client's contact) is paused at the next tick", async () => {
    await candidate("c1");
    await candidate("c2");
    await sequenceWith(["c1", "c2"]);
    await db.insert(clients).values({ id: "acme", name: "Acme" });
    await db.insert(clientContacts).values({ id: "k1", clientId: "acme", name: "Ann Lee", email: "c1@example.com" });
    expect(await tick()).toMatchObject({ sent: 1, paused: 1 });
    expect(await enrollmentOf("c1")).toMatchObject({ state: "paused", nextStep: 0 });
  });

  it("a placed candidate leaves every sequence; staff stop one enrolment, which changes only it", async () => {
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("rita", "recruiter");
    const client = await addClient({ feePercent: 20, guaranteeDays: 90 });
    const job = await addJobOrder(client.id);
    const application = await addApplicant(job.id, "Priya", { stage: "offered" });
    await candidate("c2");
    const sequence = await sequenceWith([application.candidateId!, "c2"]);
    const body = { applicationId: application.id, startDate: "2026-04-01", salary: 100_000 };
    expect((await api("/api/admin/placements", { method: "POST", body, cookie })).status).toBe(201);
    expect(await enrollmentOf(application.candidateId!)).toMatchObject({ state: "stopped", reason: "Placed." });
    const other = await enrollmentOf("c2");
    const stop = `/api/admin/sequences/${sequence.id}/enrollments/${other.id}/stop`;
    const stopped = await api(stop, { method: "POST", cookie });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toMatchObject({ candidateId: "c2", state: "stopped", reason: "Stopped by staff." });
    expect(
      (await api(`/api/admin/sequences/${sequence.id}/enrollments/nope/stop`, { method: "POST", cookie })).status,
    ).toBe(404);
  });

  it("a staff stop that loses a race to a reply answers 409 and writes no activity entry", async () => {
    await candidate("c1");
    const sequence = await sequenceWith(["c1"]);
    await tick();
    const enrollment = await enrollmentOf("c1");
    const logged = () =>
      env.DB.prepare("select count(*) as n from admin_activity_logs where action = 'sequence.stop'").first();
    // The stop read the enrolment active; a reply ended it before the stop's batch.
    await replyTo("c1");
    const lost = await claimStop(db, actor, sequence.id, enrollment.id, NOW).catch((error: unknown) => error);
    expect(lost).toMatchObject({ status: 409 });
    expect(await logged()).toEqual({ n: 0 });
    expect(await enrollmentOf("c1")).toMatchObject({ state: "replied" });
    // A stop that wins writes its one entry, naming the enrolment.
    await candidate("c2");
    await enroll(bindings, db, actor, sequence.id, { candidateIds: ["c2"] }, NOW);
    const other = await enrollmentOf("c2");
    await claimStop(db, actor, sequence.id, other.id, NOW);
    const entries = await env.DB.prepare(
      "select entity_id, details from admin_activity_logs where action = 'sequence.stop'",
    ).all();
    expect(entries.results).toEqual([{ entity_id: sequence.id, details: JSON.stringify({ enrollmentId: other.id }) }]);
  });

  it("an erased person leaves every sequence", async () => {
    await candidate("c1");
    await candidate("c2");
    await sequenceWith(["c1", "c2"]);
    await tick();
    await erasePerson(env, actor, { by: "email", email: "c1@example.com" });
    const rows = await db.select({ candidateId: sequenceEnrollments.candidateId }).from(sequenceEnrollments);
    expect(rows).toEqual([{ candidateId: "c2" }]);
    expect(await tick(new Date("2026-03-12T15:00:00Z"))).toMatchObject({ sent: 1 });
  });
});
