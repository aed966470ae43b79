import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { SequenceInput } from "../../worker/contract/sequences";
import { candidateTimeline } from "../../worker/conversations/timeline-store";
import { createDb } from "../../worker/db/client";
import {
  applicationEvents,
  applications,
  candidates,
  emailThreads,
  placements,
  sequenceEnrollments,
  sequenceStartRules,
  smsMessages,
  threadEmails,
} from "../../worker/db/schema";
import { runSequenceStarts, START_PAGE } from "../../worker/sequences/starts";
import { createSequence, updateSequence } from "../../worker/sequences/store";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/**
 * Sequences started by pipeline events (issue 50 item 2, decision 119): "applied and not contacted in N days" and
 * "entered a stage", enrolled by the cron a page at a time, once per person, never the contacted, the too recent,
 * the unsubscribed or the placed.
 */

const db = createDb(env.DB);
const actor = { userId: null, ipAddress: null, userAgent: null };
/** Tuesday 10 March 2026, 15:00 UTC. */
const NOW = new Date("2026-03-10T15:00:00.000Z");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const FOLLOW_UP: SequenceInput = {
  name: "Applied, nobody called",
  steps: [{ channel: "email", delayDays: 0, subject: "Your application", body: "Hi {{candidate.firstName}}" }],
};

beforeEach(async () => {
  await emptyDatabase();
});

/** A sequence whose rules were set three days before NOW (so applications from then on count). */
async function sequenceWithRules(startRules: SequenceInput["startRules"]) {
  return createSequence(db, actor, { ...FOLLOW_UP, startRules }, ORIGIN, daysAgo(3));
}

async function enrolled(sequenceId: string) {
  const rows = await db
    .select({
      candidateId: sequenceEnrollments.candidateId,
      applicationId: sequenceEnrollments.applicationId,
      reason: sequenceEnrollments.reason,
      state: sequenceEnrollments.state,
      startRuleId: sequenceEnrollments.startRuleId,
      jobId: sequenceEnrollments.jobId,
    })
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.sequenceId, sequenceId));
  return rows;
}

describe("applied and not contacted in N days", () => {
  it("enrols an application 2 days old and not contacted, not one emailed, texted or moved on, not one 1 day old, and says why on the timeline", async () => {
    const job = await addJobOrder((await addClient()).id, { title: "Plant Controller" });
    const waiting = await addApplicant(job.id, "Wanda", { createdAt: daysAgo(2.1) });
    const emailed = await addApplicant(job.id, "Emil", { createdAt: daysAgo(2.2) });
    const called = await addApplicant(job.id, "Carla", { createdAt: daysAgo(2.3) });
    const recent = await addApplicant(job.id, "Rhea", { createdAt: daysAgo(1) });
    // Tex was texted after applying (his own number: the others share the fixtures' one).
    const [tex] = await db
      .insert(candidates)
      .values({ firstName: "Tex", lastName: "Doe", email: "tex@example.com", phone: "+13125550142" })
      .returning();
    await addApplicant(job.id, "Tex", { createdAt: daysAgo(2.4), candidateId: tex!.id, phone: "+13125550142" });
    await db.insert(smsMessages).values({
      toNumber: "+13125550142",
      message: "Hi Tex, a quick call?",
      messageType: "follow_up",
      createdAt: daysAgo(2.2),
    });
    // Emil got an email from a recruiter after applying; Carla's application was moved on by staff.
    const { id: staffId } = await signedInStaff("rita", "recruiter");
    const [thread] = await db
      .insert(emailThreads)
      .values({
        candidateId: emailed.candidateId!,
        subject: "Your application",
        replyToken: "t-emil",
        lastMessageAt: daysAgo(1.5),
      })
      .returning();
    await db.insert(threadEmails).values({
      threadId: thread!.id,
      direction: "out",
      fromAddress: "rita@firm.example",
      toAddress: emailed.email,
      subject: "Your application",
      textBody: "Hello",
      createdAt: daysAgo(1.5),
    });
    await db.insert(applicationEvents).values({
      applicationId: called.id,
      type: "stage",
      fromValue: "new",
      toValue: "contacted",
      changedBy: staffId,
      changedAt: daysAgo(2),
    });
    const sequence = await sequenceWithRules([{ kind: "applied_not_contacted", jobId: job.id, days: 2 }]);

    const report = await runSequenceStarts(db, NOW);
    expect(report).toEqual({ rules: 1, looked: 4, enrolled: 1 });
    const rows = await enrolled(sequence.id);
    expect(rows).toEqual([
      {
        candidateId: waiting.candidateId,
        applicationId: waiting.id,
        reason: "Started by the rule: applied to Plant Controller and not contacted in 2 days.",
        state: "active",
        startRuleId: sequence.startRules[0]!.id,
        // The application's job, whose title and client fill {{job.title}} and {{client.name}}.
        jobId: job.id,
      },
    ]);
    const timeline = await candidateTimeline(db, waiting.candidateId!, { limit: 20, offset: 0 });
    const entry = timeline!.rows.find((row) => row.kind === "sequence");
    expect(entry).toMatchObject({ title: FOLLOW_UP.name, body: rows[0]!.reason, detail: "active" });

    // A day later Rhea's two days have passed: the next run enrols her, and no one twice.
    const later = await runSequenceStarts(db, new Date(NOW.getTime() + DAY));
    expect(later).toEqual({ rules: 1, looked: 1, enrolled: 1 });
    expect((await enrolled(sequence.id)).map((row) => row.candidateId).sort()).toEqual(
      [waiting.candidateId, recent.candidateId].sort(),
    );
  });

  it("never enrols twice across two ticks, even when a run reads the page again from the same cursor", async () => {
    const applicant = await addApplicant(null, "Tom", { createdAt: daysAgo(2.5) });
    const sequence = await sequenceWithRules([{ kind: "applied_not_contacted", jobId: null, days: 2 }]);
    const [rule] = await db.select().from(sequenceStartRules);
    expect((await runSequenceStarts(db, NOW)).enrolled).toBe(1);
    expect((await runSequenceStarts(db, NOW)).enrolled).toBe(0);
    // A run that read before the first one moved the cursor: its insert finds the cursor moved and enrols no one.
    await db
      .update(sequenceStartRules)
      .set({ cursorAt: rule!.cursorAt, cursorId: rule!.cursorId })
      .where(eq(sequenceStartRules.id, rule!.id));
    await db.delete(sequenceEnrollments);
    const [first, second] = await Promise.all([runSequenceStarts(db, NOW), runSequenceStarts(db, NOW)]);
    expect(first.enrolled + second.enrolled).toBe(1);
    expect((await enrolled(sequence.id)).map((row) => row.candidateId)).toEqual([applicant.candidateId]);
  });

  it("reads a page a run: more matches than the page take two runs, each enrolling at most a page", async () => {
    const total = START_PAGE + 7;
    const first = await addApplicant(null, "Pam", { createdAt: daysAgo(2.9) });
    // The rest as the form stores them, in one statement: candidates and their applications.
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into candidates (id, first_name, last_name, email, phone) select 'bulk-' || i, 'Bulk', 'Person',
         'bulk' || i || '@example.com', '' from n`,
    )
      .bind(total - 1)
      .run();
    await env.DB.prepare(
      `insert into applications (id, first_name, last_name, email, phone, candidate_id, created_at)
       select 'app-' || id, first_name, last_name, email, phone, id, ? + cast(substr(id, 6) as integer) * 1000
       from candidates where id like 'bulk-%'`,
    )
      .bind(daysAgo(2.8).getTime())
      .run();
    const sequence = await sequenceWithRules([{ kind: "applied_not_contacted", jobId: null, days: 2 }]);
    const one = await runSequenceStarts(db, NOW);
    expect(one).toEqual({ rules: 1, looked: START_PAGE, enrolled: START_PAGE });
    const two = await runSequenceStarts(db, NOW);
    expect(two).toEqual({ rules: 1, looked: 7, enrolled: 7 });
    const rows = await enrolled(sequence.id);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.candidateId)).size).toBe(total);
    expect(rows.some((row) => row.candidateId === first.candidateId)).toBe(true);
  });

  it("leaves out the unsubscribed, the placed, the off-limits and whoever is in the sequence already", async () => {
    const unsubscribed = await addApplicant(null, "Una", { createdAt: daysAgo(2.5) });
    const inIt = await addApplicant(null, "Ivy", { createdAt: daysAgo(2.5) });
    const other = await createSequence(db, actor, { ...FOLLOW_UP, name: "Other" }, ORIGIN, daysAgo(5));
    const sequence = await sequenceWithRules([{ kind: "applied_not_contacted", jobId: null, days: 2 }]);
    await db.insert(sequenceEnrollments).values([
      { sequenceId: other.id, candidateId: unsubscribed.candidateId, state: "unsubscribed" },
      { sequenceId: sequence.id, candidateId: inIt.candidateId, state: "finished", reason: "Done." },
    ]);
    const placedClient = await addClient({ name: "Globex" });
    const placedJob = await addJobOrder(placedClient.id);
    const placed = await addApplicant(placedJob.id, "Paul", { createdAt: daysAgo(2.5), stage: "placed" });
    // Placed in January: the guarantee is over (not off-limits for that), the placement holds.
    await db.insert(placements).values({
      applicationId: placed.id,
      candidateId: placed.candidateId,
      clientId: placedClient.id,
      jobId: placedJob.id,
      startDate: "2026-01-05",
      salaryCents: 10_000_000,
      feeType: "contingency",
      feePercent: 20,
      guaranteeDays: 30,
      feeCents: 2_000_000,
      guaranteeEndsOn: "2026-02-04",
    });
    // Off-limits: she is a contact of a client.
    const contact = await addApplicant(null, "Cleo", { createdAt: daysAgo(2.5) });
    await addContact(placedClient.id, { email: contact.email.toLowerCase() });
    const report = await runSequenceStarts(db, NOW);
    expect(report).toMatchObject({ looked: 4, enrolled: 0 });
    expect((await enrolled(sequence.id)).map((row) => row.state)).toEqual(["finished"]);
  });
});

describe("entered a stage", () => {
  it("enrols those moved to the stage of the job since the rule was set, still there, once", async () => {
    const job = await addJobOrder((await addClient()).id, { title: "CFO" });
    const elsewhere = await addJobOrder(null, { title: "Analyst" });
    const moved = await addApplicant(job.id, "Ola", { createdAt: daysAgo(10), stage: "interviewing" });
    const movedOn = await addApplicant(job.id, "Max", { createdAt: daysAgo(10), stage: "offered" });
    const otherJob = await addApplicant(elsewhere.id, "Jo", { createdAt: daysAgo(10), stage: "interviewing" });
    const before = await addApplicant(job.id, "Bea", { createdAt: daysAgo(10), stage: "interviewing" });
    const sequence = await sequenceWithRules([{ kind: "entered_stage", jobId: job.id, stage: "interviewing" }]);
    const move = (applicationId: string, at: Date, toValue = "interviewing") => ({
      applicationId,
      type: "stage" as const,
      fromValue: "submitted",
      toValue,
      changedAt: at,
    });
    await db
      .insert(applicationEvents)
      .values([
        move(before.id, daysAgo(4)),
        move(moved.id, daysAgo(1)),
        move(movedOn.id, daysAgo(1)),
        move(movedOn.id, daysAgo(0.5), "offered"),
        move(otherJob.id, daysAgo(1)),
      ]);
    const report = await runSequenceStarts(db, NOW);
    expect(report).toEqual({ rules: 1, looked: 4, enrolled: 1 });
    expect(await enrolled(sequence.id)).toEqual([
      {
        candidateId: moved.candidateId,
        applicationId: moved.id,
        reason: "Started by the rule: entered Interviewing for CFO.",
        state: "active",
        startRuleId: sequence.startRules[0]!.id,
        jobId: job.id,
      },
    ]);
    expect(await runSequenceStarts(db, NOW)).toEqual({ rules: 1, looked: 0, enrolled: 0 });
    expect(await db.select({ id: applications.id }).from(applications)).toHaveLength(4);
  });
});

describe("start rules through the API", () => {
  it("saves rules on POST and PATCH, keeps an unchanged rule's place, and answers 400 naming the field", async () => {
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("rita", "recruiter");
    const job = await addJobOrder(null, { title: "Plant Controller" });
    const bad = async (startRules: unknown, field: string) => {
      const response = await api("/api/admin/sequences", {
        method: "POST",
        cookie,
        body: { ...FOLLOW_UP, startRules },
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    };
    await bad([{ kind: "applied_not_contacted", days: 0 }], "startRules.0.days");
    await bad([{ kind: "applied_not_contacted", days: 2.5 }], "startRules.0.days");
    await bad([{ kind: "entered_stage", stage: "hired" }], "startRules.0.stage");
    await bad([{ kind: "when_it_rains" }], "startRules.0.kind");
    await bad([{ kind: "entered_stage", stage: "offered", jobId: "no-such-job" }], "startRules.0.jobId");
    await bad(
      [
        { kind: "entered_stage", stage: "offered" },
        { kind: "entered_stage", stage: "offered", jobId: null },
      ],
      "startRules.1",
    );
    expect(await env.DB.prepare("select count(*) as n from sequences").first()).toEqual({ n: 0 });

    const created = await api("/api/admin/sequences", {
      method: "POST",
      cookie,
      body: { ...FOLLOW_UP, startRules: [{ kind: "applied_not_contacted", jobId: job.id, days: 2 }] },
    });
    expect(created.status).toBe(201);
    const view = (await created.json()) as { id: string; startRules: { id: string }[] };
    expect(view.startRules).toEqual([
      {
        id: view.startRules[0]!.id,
        kind: "applied_not_contacted",
        jobId: job.id,
        jobTitle: "Plant Controller",
        days: 2,
      },
    ]);
    const path = `/api/admin/sequences/${view.id}`;
    const badPatch = await api(path, { method: "PATCH", cookie, body: { startRules: [{ kind: "entered_stage" }] } });
    expect(badPatch.status).toBe(400);
    expect(JSON.stringify(await badPatch.json())).toContain("startRules.0.stage");
    const patched = await api(path, {
      method: "PATCH",
      cookie,
      body: {
        startRules: [
          { kind: "applied_not_contacted", jobId: job.id, days: 2 },
          { kind: "entered_stage", stage: "offered" },
        ],
      },
    });
    expect(patched.status).toBe(200);
    const after = (await patched.json()) as { name: string; startRules: { id: string; kind: string }[] };
    expect(after.name).toBe(FOLLOW_UP.name);
    expect(after.startRules.map((rule) => rule.kind)).toEqual(["applied_not_contacted", "entered_stage"]);
    expect(after.startRules[0]!.id).toBe(view.startRules[0]!.id);
    const reordered = await api(path, {
      method: "PATCH",
      cookie,
      body: {
        startRules: [
          { kind: "entered_stage", stage: "offered" },
          { kind: "applied_not_contacted", jobId: job.id, days: 2 },
        ],
      },
    });
    const order = ((await reordered.json()) as { startRules: { id: string }[] }).startRules.map((rule) => rule.id);
    expect(order).toEqual([after.startRules[1]!.id, after.startRules[0]!.id]);
    const renamed = await api(path, { method: "PATCH", cookie, body: { name: "Renamed" } });
    expect(((await renamed.json()) as { startRules: unknown[] }).startRules).toHaveLength(2);
    const cleared = await api(path, { method: "PATCH", cookie, body: { startRules: [] } });
    expect(((await cleared.json()) as { startRules: unknown[] }).startRules).toEqual([]);
  });

  it("keeps an unchanged rule's cursor when the rules are saved again", async () => {
    const sequence = await sequenceWithRules([{ kind: "applied_not_contacted", jobId: null, days: 2 }]);
    await addApplicant(null, "Kim", { createdAt: daysAgo(2.5) });
    expect((await runSequenceStarts(db, NOW)).looked).toBe(1);
    await updateSequence(
      db,
      actor,
      sequence.id,
      { startRules: [{ kind: "applied_not_contacted", jobId: null, days: 2 }] },
      NOW,
    );
    expect((await runSequenceStarts(db, NOW)).looked).toBe(0);
  });
});
