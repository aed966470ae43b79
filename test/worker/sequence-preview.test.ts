import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { SequenceInput, StepPreview } from "../../worker/contract/sequences";
import { createDb } from "../../worker/db/client";
import { createSequence } from "../../worker/sequences/store";
import { addApplicant, addClient, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/**
 * The sequence page's preview (issue 50 item 1, decision 122): each step filled in for a chosen candidate and, when
 * the recruiter chooses one, a job. Without a job, a step using the job's fields names them instead of the whole
 * preview being refused, and the other steps still show.
 */

const db = createDb(env.DB);
const actor = { userId: null, ipAddress: null, userAgent: null };
const NOW = new Date("2026-03-10T15:00:00.000Z");
const TWO_STEPS: SequenceInput = {
  name: "Controller shortlist",
  steps: [
    { channel: "email", delayDays: 0, subject: "Hello", body: "Hi {{candidate.firstName}}, are you looking?" },
    { channel: "text", delayDays: 2, body: "{{client.name}} is hiring a {{job.title}}, {{candidate.firstName}}." },
  ],
};

beforeEach(emptyDatabase);

describe("the steps' preview", () => {
  it("names the job fields of a step without a job, fills them from the chosen job, and refuses an unknown job", async () => {
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("rita", "recruiter");
    const client = await addClient({ name: "Acme Manufacturing" });
    const job = await addJobOrder(client.id, { title: "Plant Controller" });
    const ann = await addApplicant(null, "Ann");
    const sequence = await createSequence(db, actor, TWO_STEPS, ORIGIN, NOW);
    const path = `/api/admin/sequences/${sequence.id}/preview?candidateId=${ann.candidateId}`;

    const withoutJob = await api(path, { cookie });
    expect(withoutJob.status).toBe(200);
    const steps = (await withoutJob.json()) as StepPreview[];
    expect(steps[0]).toMatchObject({ channel: "email", subject: "Hello", needsJob: [] });
    expect(steps[0]?.body).toContain("Hi Ann, are you looking?");
    expect(steps[1]).toEqual({ channel: "text", subject: null, body: null, needsJob: ["client.name", "job.title"] });

    const withJob = await api(`${path}&jobId=${job.id}`, { cookie });
    expect(withJob.status).toBe(200);
    expect(((await withJob.json()) as StepPreview[])[1]).toEqual({
      channel: "text",
      subject: null,
      body: "Acme Manufacturing is hiring a Plant Controller, Ann.",
      needsJob: [],
    });

    const unknownJob = await api(`${path}&jobId=nojob`, { cookie });
    expect(unknownJob.status).toBe(400);
    expect(JSON.stringify(await unknownJob.json())).toContain("No such job: nojob");
  });
});
