import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { SequenceInput } from "../../worker/contract/sequences";
import { createDb } from "../../worker/db/client";
import { BODY_MAX_BYTES, ENROLLMENTS_BODY_MAX_BYTES } from "../../worker/http/body-cap";
import { createSequence } from "../../worker/sequences/store";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/**
 * Long lists enrolled in a sequence (issue 50, "Scale": a sequence enrolling 10,000 candidates), found by
 * bench/scale/outreach.ts: real ids are UUIDs, 39 bytes each in a JSON list, so the default 64 KB body cap refused
 * any list over about 1,650 people with a 413. The route's cap is what one D1 row (the list kept for the queue) holds.
 */

const db = createDb(env.DB);
const actor = { userId: null, ipAddress: null, userAgent: null };
const NOW = new Date("2026-03-10T15:00:00.000Z");
const ONE_STEP: SequenceInput = {
  name: "Long list",
  steps: [{ channel: "email", delayDays: 0, subject: "A role", body: "Hello {{candidate.firstName}}." }],
};

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

async function setUp() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff("rita", "recruiter");
  const sequence = await createSequence(db, actor, ONE_STEP, ORIGIN, NOW);
  return { cookie, sequence, path: `/api/admin/sequences/${sequence.id}/enrollments` };
}

const batchRows = async () =>
  (await env.DB.prepare("select count(*) as n from sequence_enrollment_batches").first<{ n: number }>())?.n;

describe("a long list of real ids", () => {
  it("enrols 3,000 candidates whose ids are UUIDs (117 KB of ids) through the queue", async () => {
    const { cookie, sequence, path } = await setUp();
    const ids = Array.from({ length: 3000 }, (_, i) => uuid(i));
    await env.DB.prepare(
      `with recursive n(i) as (select 0 union all select i + 1 from n where i < 2999)
       insert into candidates (id, first_name, last_name, email)
       select '00000000-0000-4000-8000-' || printf('%012d', i), 'M', 'M', 'm' || i || '@example.com' from n`,
    ).run();
    const body = { candidateIds: ids };
    expect(JSON.stringify(body).length).toBeGreaterThan(BODY_MAX_BYTES);
    const response = await api(path, { method: "POST", cookie, body });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ queued: true, batch: { total: 3000, done: 0 } });
    type SequencePage = { counts: { active: number }; batches: { done: number; status: string }[] };
    let view = (await (await api(`/api/admin/sequences/${sequence.id}`, { cookie })).json()) as SequencePage;
    for (let i = 0; i < 400 && view.batches[0]?.status !== "done"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      view = (await (await api(`/api/admin/sequences/${sequence.id}`, { cookie })).json()) as SequencePage;
    }
    expect(view.batches[0]).toMatchObject({ done: 3000, status: "done" });
    expect(view.counts.active).toBe(3000);
  });

  it("keeps a list at the cap in one D1 row (no 500), and refuses one id more with a 413 that changes nothing", async () => {
    const { cookie, sequence, path } = await setUp();
    // The longest ids the contract takes (64 characters), as many as the cap admits: nobody is looked up before
    // the list is kept, so the row is as large as a body can make it.
    const id = (i: number) => `${String(i).padStart(8, "0")}${"x".repeat(56)}`;
    const perId = JSON.stringify(id(0)).length + 1;
    const count = Math.floor((ENROLLMENTS_BODY_MAX_BYTES - 40) / perId);
    const ids = Array.from({ length: count }, (_, i) => id(i));
    const body = JSON.stringify({ candidateIds: ids });
    expect(body.length).toBeLessThanOrEqual(ENROLLMENTS_BODY_MAX_BYTES);
    expect(body.length + perId).toBeGreaterThan(ENROLLMENTS_BODY_MAX_BYTES);
    const refused = await api(path, { method: "POST", cookie, body: { candidateIds: [...ids, id(count)] } });
    expect(refused.status).toBe(413);
    expect(await batchRows()).toBe(0);
    const kept = await api(path, { method: "POST", cookie, body: { candidateIds: ids } });
    expect(kept.status).toBe(202);
    const row = await env.DB.prepare(
      "select total, length(candidate_ids) as bytes from sequence_enrollment_batches where sequence_id = ?",
    )
      .bind(sequence.id)
      .first<{ total: number; bytes: number }>();
    expect(row).toEqual({ total: count, bytes: JSON.stringify(ids).length });
    // The sequence goes, and its list with it: the queue finds nothing left to enrol.
    expect((await api(`/api/admin/sequences/${sequence.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await batchRows()).toBe(0);
  });
});
