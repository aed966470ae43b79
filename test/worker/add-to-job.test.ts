import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApplicationDetail, ApplicationListItem } from "../../worker/contract/application-pipeline";
import type { CandidatesAddResult } from "../../worker/contract/candidates";
import type { ErrorBody } from "../../worker/contract/errors";
import type { SubmittalCreated } from "../../worker/contract/submittals";
import type { TimelineEntry } from "../../worker/contract/timeline";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, applications, candidates } from "../../worker/db/schema";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** "Add to job" (issue 44 item 1): an existing candidate put on a client's job order, then submitted to the client. */

const db = () => createDb(env.DB);
/** An empty database with a signed-in recruiter (cookie and id), and a user without the candidates area (cookie). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { id, cookie } = await signedInStaff("ann.recruiter", "recruiter");
  const userCookie = (await signedInStaff("una.user", "user")).cookie;
  return { recruiter: { id, cookie }, userCookie };
}

/** Priya applied to another (general) job with a resume; Acme's job order is where she should go. */
async function setting() {
  const client = await addClient();
  const contact = await addContact(client.id);
  const jobOrder = await addJobOrder(client.id, { title: "Plant Controller" });
  const other = await addJobOrder(null, { title: "Accountant" });
  const first = await addApplicant(other.id, "Priya", {
    resumeKey: "resumes/earlier/resume.pdf",
    resumeUrl: "/api/admin/applications/earlier/resume",
    resumeText: "month-end close",
    resumeTextStatus: "extracted",
    industry: "Manufacturing",
  });
  return { client, contact, jobOrder, other, candidateId: first.candidateId!, first };
}

function add(cookie: string, candidateId: string, body: unknown) {
  return api(`/api/admin/candidates/${candidateId}/applications`, { method: "POST", body, cookie });
}

async function applicationsOf(candidateId: string, jobId: string) {
  return db()
    .select()
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.jobId, jobId)));
}

describe("POST /api/admin/candidates/:id/applications", () => {
  it("puts the candidate on the job order: 201 with the application, their resume, source staff, logged, then submitted to the client", async () => {
    const { recruiter } = await setup();
    const { contact, jobOrder, candidateId, first } = await setting();
    // Their newest application came without a resume: its position is taken, the earlier one's resume.
    await addApplicant(null, "Priya", {
      candidateId,
      email: first.email,
      currentPosition: "Controller at Initech",
      createdAt: new Date(first.createdAt.getTime() + 60_000),
    });
    const response = await add(recruiter.cookie, candidateId, { jobId: jobOrder.id });
    expect(response.status, await response.clone().text()).toBe(201);
    const application = (await response.json()) as ApplicationListItem;
    expect(application).toMatchObject({
      firstName: "Priya",
      lastName: "Doe",
      email: first.email,
      jobId: jobOrder.id,
      jobTitle: "Plant Controller",
      stage: "new",
      candidateId,
      hasResume: true,
      owner: { id: recruiter.id, name: "ann.recruiter" },
    });
    const row = (await db().select().from(applications).where(eq(applications.id, application.id)).get())!;
    expect(row).toMatchObject({
      source: "staff",
      addedBy: recruiter.id,
      resumeKey: "resumes/earlier/resume.pdf",
      resumeUrl: `/api/admin/applications/${application.id}/resume`,
      resumeText: "month-end close",
      resumeTextStatus: "extracted",
      currentPosition: "Controller at Initech",
      phone: "+13175550199",
    });
    const log = await db().select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, application.id));
    expect(log).toMatchObject([{ action: "application.add_to_job", userId: recruiter.id }]);

    const detail = (await (
      await api(`/api/admin/applications/${application.id}`, { cookie: recruiter.cookie })
    ).json()) as ApplicationDetail;
    expect(detail).toMatchObject({ source: "staff", addedBy: { id: recruiter.id, name: "ann.recruiter" } });

    // On the candidate's timeline the recruiter made it; their own application stays theirs.
    const timeline = (await (
      await api(`/api/admin/candidates/${candidateId}/timeline`, { cookie: recruiter.cookie })
    ).json()) as TimelineEntry[];
    const entryOf = (id: string) => timeline.find((entry) => entry.kind === "application" && entry.id === id);
    expect(entryOf(application.id)?.who).toEqual({ type: "staff", id: recruiter.id, name: "ann.recruiter" });
    expect(entryOf(first.id)?.who).toEqual({ type: "candidate", name: "Priya Doe" });

    const submitted = await api("/api/admin/submittals", {
      method: "POST",
      body: { applicationId: application.id, contactId: contact.id },
      cookie: recruiter.cookie,
    });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    expect(((await submitted.json()) as SubmittalCreated).submittal).toMatchObject({
      applicationId: application.id,
      jobId: jobOrder.id,
      candidateName: "Priya Doe",
    });
  });

  it("a candidate without a resume is added with none", async () => {
    const { recruiter } = await setup();
    const { jobOrder } = await setting();
    const [bare] = await db()
      .insert(candidates)
      .values({ firstName: "Omar", lastName: "Khan", email: "omar@example.com", phone: null })
      .returning();
    const response = await add(recruiter.cookie, bare!.id, { jobId: jobOrder.id });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ hasResume: false, phone: "", currentPosition: null });
  });

  it("twice: 409 already_on_job naming the existing application, nothing more written", async () => {
    const { recruiter } = await setup();
    const { jobOrder, candidateId } = await setting();
    const created = (await (
      await add(recruiter.cookie, candidateId, { jobId: jobOrder.id })
    ).json()) as ApplicationListItem;
    const again = await add(recruiter.cookie, candidateId, { jobId: jobOrder.id });
    expect(again.status).toBe(409);
    const body = (await again.json()) as ErrorBody;
    expect(body.error).toBe("already_on_job");
    expect(body.message).toBe(
      `Priya Doe is already on "Plant Controller": application ${created.id} (New). Open it instead.`,
    );
    expect(body.issues?.[0]?.path).toBe("jobId");
    expect(await applicationsOf(candidateId, jobOrder.id)).toHaveLength(1);
    expect(await db().select().from(adminActivityLogs)).toHaveLength(1);
  });

  it("20 adds at once make one application; the others answer 409 naming it", async () => {
    const { recruiter } = await setup();
    const { jobOrder, candidateId } = await setting();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => add(recruiter.cookie, candidateId, { jobId: jobOrder.id })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rows = await applicationsOf(candidateId, jobOrder.id);
    expect(rows).toHaveLength(1);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(((await response.json()) as ErrorBody).message).toContain(`application ${rows[0]!.id}`);
    }
    const logs = await db()
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.action, "application.add_to_job"));
    expect(logs).toHaveLength(1);
  });

  it("an unknown job is 404 naming jobId; an unknown candidate 404; nothing written", async () => {
    const { recruiter } = await setup();
    const { jobOrder, candidateId } = await setting();
    const noJob = await add(recruiter.cookie, candidateId, { jobId: "no-such-job" });
    expect(noJob.status).toBe(404);
    expect(((await noJob.json()) as ErrorBody).issues).toEqual([{ path: "jobId", message: "No such job" }]);
    const noCandidate = await add(recruiter.cookie, "no-such-candidate", { jobId: jobOrder.id });
    expect(noCandidate.status).toBe(404);
    expect(((await noCandidate.json()) as ErrorBody).message).toBe("No such candidate.");
    const missing = await add(recruiter.cookie, candidateId, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).issues?.[0]?.path).toBe("jobId");
    expect(await db().select().from(applications)).toHaveLength(1);
  });

  it("a closed (archived) job is refused with 409 job_closed", async () => {
    const { recruiter } = await setup();
    const { candidateId, client } = await setting();
    const closed = await addJobOrder(client.id, { title: "Old Controller", status: "archived" });
    const response = await add(recruiter.cookie, candidateId, { jobId: closed.id });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: "job_closed",
      message: `"Old Controller" is closed: reopen it or choose an open job.`,
    });
    expect(await applicationsOf(candidateId, closed.id)).toHaveLength(0);
  });

  it("access by role: a user without the candidates area gets 403, nothing written", async () => {
    const { userCookie } = await setup();
    const { jobOrder, candidateId } = await setting();
    const response = await add(userCookie, candidateId, { jobId: jobOrder.id });
    expect(response.status).toBe(403);
    const bulk = await api("/api/admin/candidates/add-to-job", {
      method: "POST",
      body: { jobId: jobOrder.id, candidateIds: [candidateId] },
      cookie: userCookie,
    });
    expect(bulk.status).toBe(403);
    expect(await applicationsOf(candidateId, jobOrder.id)).toHaveLength(0);
    expect((await api(`/api/admin/candidates/${candidateId}/applications`, { method: "POST", body: {} })).status).toBe(
      401,
    );
  });
});

describe("POST /api/admin/candidates/add-to-job", () => {
  it("adds the selection, each candidate's outcome reported: added, already on the job, not found", async () => {
    const { recruiter } = await setup();
    const { jobOrder, candidateId } = await setting();
    const onJob = await addApplicant(jobOrder.id, "Lena");
    const fresh = await addApplicant(null, "Marco");
    const response = await api("/api/admin/candidates/add-to-job", {
      method: "POST",
      body: { jobId: jobOrder.id, candidateIds: [candidateId, onJob.candidateId, "gone", fresh.candidateId] },
      cookie: recruiter.cookie,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const result = (await response.json()) as CandidatesAddResult;
    expect(result).toMatchObject({ jobId: jobOrder.id, jobTitle: "Plant Controller", added: 2 });
    expect(result.outcomes.map(({ candidateId: id, outcome }) => [id, outcome])).toEqual([
      [candidateId, "added"],
      [onJob.candidateId, "already_on_job"],
      ["gone", "not_found"],
      [fresh.candidateId, "added"],
    ]);
    expect(result.outcomes[1]).toMatchObject({ applicationId: onJob.id });
    expect(result.outcomes[1]!.message).toContain(`application ${onJob.id}`);
    expect(result.outcomes[2]).toMatchObject({ applicationId: null, message: "No such candidate." });
    expect(await applicationsOf(candidateId, jobOrder.id)).toHaveLength(1);
    expect(await applicationsOf(fresh.candidateId!, jobOrder.id)).toHaveLength(1);
  });

  it("refuses an empty selection naming candidateIds, and a closed job before adding anyone", async () => {
    const { recruiter } = await setup();
    const { client, candidateId } = await setting();
    const empty = await api("/api/admin/candidates/add-to-job", {
      method: "POST",
      body: { jobId: "x", candidateIds: [] },
      cookie: recruiter.cookie,
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).issues?.[0]?.path).toBe("candidateIds");
    const closed = await addJobOrder(client.id, { status: "archived" });
    const refused = await api("/api/admin/candidates/add-to-job", {
      method: "POST",
      body: { jobId: closed.id, candidateIds: [candidateId] },
      cookie: recruiter.cookie,
    });
    expect(refused.status).toBe(409);
    expect(await applicationsOf(candidateId, closed.id)).toHaveLength(0);
  });
});
