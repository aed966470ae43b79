import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { SequenceInput } from "../../worker/contract/sequences";
import { createDb } from "../../worker/db/client";
import { sequenceEnrollmentBatches, sequenceEnrollments } from "../../worker/db/schema";
import { createSequence } from "../../worker/sequences/store";
import { addApplicant, addClient, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/**
 * Enrolling a pipeline stage (issue 50 item 2, decision 122): `applicationFilter` names the pipeline list's filters
 * (a job and a stage), and the server enrols the candidates of every application they find, with the filter's job,
 * under the same checks and the same queue for a long list as a list of ids.
 */

const db = createDb(env.DB);
const actor = { userId: null, ipAddress: null, userAgent: null };
const NOW = new Date("2026-03-10T15:00:00.000Z");
const ABOUT_A_JOB: SequenceInput = {
  name: "Interview follow-up",
  steps: [
    {
      channel: "email",
      delayDays: 0,
      subject: "The {{job.title}} role",
      body: "Hi {{candidate.firstName}}, {{client.name}} liked meeting you.",
    },
  ],
};

type Issues = { message: string; issues: { path: string; message: string }[] };

async function setUp() {
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff("rita", "recruiter");
  const client = await addClient({ name: "Acme Manufacturing" });
  const job = await addJobOrder(client.id, { title: "Plant Controller" });
  const sequence = await createSequence(db, actor, ABOUT_A_JOB, ORIGIN, NOW);
  return { cookie, job, sequence, path: `/api/admin/sequences/${sequence.id}/enrollments` };
}

const enrolments = async () =>
  (
    await db
      .select({ candidateId: sequenceEnrollments.candidateId, jobId: sequenceEnrollments.jobId })
      .from(sequenceEnrollments)
  ).sort((a, b) => (a.candidateId ?? "").localeCompare(b.candidateId ?? ""));

beforeEach(emptyDatabase);

describe("enrolling the candidates of a pipeline stage", () => {
  it("refuses a bad stage naming applicationFilter.stage, and a filter of no job in a sequence that needs one", async () => {
    const { cookie, job, path } = await setUp();
    await addApplicant(job.id, "Ann", { stage: "interviewing" });
    const bad = await api(path, {
      method: "POST",
      cookie,
      body: { applicationFilter: { jobId: job.id, stage: "hired" } },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Issues).issues.map((issue) => issue.path)).toEqual(["applicationFilter.stage"]);
    const badCount = await api(`${path}/count?jobId=${job.id}&stage=hired`, { cookie });
    expect(badCount.status).toBe(400);
    expect(((await badCount.json()) as Issues).issues.map((issue) => issue.path)).toEqual(["stage"]);
    // Every job's interviews: no one job, so nothing fills {{job.title}}.
    const noJob = await api(path, { method: "POST", cookie, body: { applicationFilter: { stage: "interviewing" } } });
    expect(noJob.status).toBe(400);
    const noJobBody = (await noJob.json()) as Issues;
    expect(noJobBody.issues[0]?.path).toBe("jobId");
    expect(noJobBody.message).toContain("Step 1 uses {{job.title}}, which needs a job");
    const otherJob = await api(path, {
      method: "POST",
      cookie,
      body: { applicationFilter: { jobId: job.id, stage: "interviewing" }, jobId: "another" },
    });
    expect(otherJob.status).toBe(400);
    expect(((await otherJob.json()) as Issues).issues.map((issue) => issue.path)).toEqual(["jobId"]);
    const nobody = await api(path, {
      method: "POST",
      cookie,
      body: { applicationFilter: { jobId: job.id, stage: "offered" } },
    });
    expect(nobody.status).toBe(400);
    expect(((await nobody.json()) as Issues).issues.map((issue) => issue.path)).toEqual(["applicationFilter"]);
    expect(await enrolments()).toEqual([]);
  });

  it("counts, then enrols the stage's candidates with the job; someone already active is reported as such", async () => {
    const { cookie, job, path } = await setUp();
    const other = await addJobOrder(null, { title: "Cost Accountant" });
    const ann = await addApplicant(job.id, "Ann", { stage: "interviewing" });
    const bob = await addApplicant(job.id, "Bob", { stage: "interviewing" });
    const cat = await addApplicant(job.id, "Cat", { stage: "interviewing" });
    // Cat's application to another job, in the same stage, does not count her twice.
    await addApplicant(other.id, "Cat", { stage: "interviewing", candidateId: cat.candidateId });
    await addApplicant(job.id, "Dan", { stage: "new" });
    await addApplicant(other.id, "Eve", { stage: "interviewing" });
    // Ann is in the sequence already, from the job's matches.
    const first = await api(path, { method: "POST", cookie, body: { candidateIds: [ann.candidateId], jobId: job.id } });
    expect(first.status).toBe(201);

    const counted = await api(`${path}/count?jobId=${job.id}&stage=interviewing`, { cookie });
    expect(counted.status).toBe(200);
    expect(await counted.json()).toEqual({ candidates: 3, alreadyEnrolled: 1 });

    const response = await api(path, {
      method: "POST",
      cookie,
      body: { applicationFilter: { jobId: job.id, stage: "interviewing" } },
    });
    expect(response.status).toBe(201);
    const result = (await response.json()) as { enrolled: string[]; alreadyEnrolled: { id: string; state: string }[] };
    expect(result.enrolled.sort()).toEqual([bob.candidateId, cat.candidateId].sort());
    expect(result.alreadyEnrolled).toEqual([{ id: ann.candidateId, state: "active" }]);
    // Each with the filter's job, which fills {{job.title}} and {{client.name}}; Dan (another stage) and Eve
    // (another job) are not enrolled.
    expect(await enrolments()).toEqual(
      [ann, bob, cat]
        .map((application) => ({ candidateId: application.candidateId, jobId: job.id }))
        .sort((a, b) => a.candidateId!.localeCompare(b.candidateId!)),
    );
  });

  it("sends a stage longer than a request's inline list to the queue (202), with the job, every page of it", async () => {
    const { cookie, job, path } = await setUp();
    const count = 501;
    await env.DB.prepare(
      `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1})
       insert into candidates (id, first_name, last_name, email)
       select 'bulk-' || printf('%04d', i), 'M', 'M', 'bulk' || i || '@example.com' from n`,
    ).run();
    await env.DB.prepare(
      `insert into applications (id, first_name, last_name, email, phone, job_id, candidate_id, stage, created_at)
       select 'app-' || id, 'M', 'M', email, '+13175550199', ?, id, 'contacted', 1773154800000 from candidates`,
    )
      .bind(job.id)
      .run();
    const counted = await api(`${path}/count?jobId=${job.id}&stage=contacted`, { cookie });
    expect(await counted.json()).toEqual({ candidates: count, alreadyEnrolled: 0 });
    const response = await api(path, {
      method: "POST",
      cookie,
      body: { applicationFilter: { jobId: job.id, stage: "contacted" }, jobId: job.id },
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ queued: true, batch: { total: count } });
    const [list] = await db
      .select({ jobId: sequenceEnrollmentBatches.jobId, candidateIds: sequenceEnrollmentBatches.candidateIds })
      .from(sequenceEnrollmentBatches);
    expect(list?.jobId).toBe(job.id);
    expect(new Set(list?.candidateIds).size).toBe(count);
    // The real SEQUENCES queue enrols them in batches, each with the job.
    const enrolledWithJob = () =>
      env.DB.prepare("select count(*) as n from sequence_enrollments where job_id = ?").bind(job.id).first("n");
    for (let i = 0; i < 200 && (await enrolledWithJob()) !== count; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await enrolledWithJob()).toBe(count);
  });
});
