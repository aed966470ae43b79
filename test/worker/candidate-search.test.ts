import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CandidateDetail, CandidateListItem } from "../../worker/contract/candidates";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, applications, candidates } from "../../worker/db/schema";
import { erasePerson } from "../../worker/privacy/eraser";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff, uniqueIp } from "./helpers";

/**
 * One candidate search (issue 33 item 6): names, emails (merged-away too), phones in any format, and the words of
 * current positions, resumes, notes and tags, ranked in the indexes (migrations 0031, 0048); tags set by staff.
 */

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  currentPosition?: string;
}

/** Applies as a visitor does; the application's id. */
async function apply(person: Person): Promise<string> {
  const response = await exports.default.fetch("http://localhost/api/applications", {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: JSON.stringify(person),
  });
  expect(response.status).toBe(201);
  const row = await createDb(env.DB)
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.email, person.email.trim().toLowerCase()))
    .orderBy(applications.createdAt)
    .all();
  return row.at(-1)!.id;
}

/** What the queue writes once it has read an application's resume. */
async function readResume(applicationId: string, text: string) {
  await createDb(env.DB)
    .update(applications)
    .set({ resumeText: text, resumeTextStatus: "extracted" })
    .where(eq(applications.id, applicationId));
}

async function note(cookie: string, applicationId: string, body: string) {
  const response = await api(`/api/admin/applications/${applicationId}/notes`, {
    method: "POST",
    body: { body },
    cookie,
  });
  expect(response.status).toBe(201);
}

async function search(cookie: string, q: string) {
  const response = await api(`/api/admin/candidates?q=${encodeURIComponent(q)}`, { cookie });
  expect(response.status).toBe(200);
  const rows = (await response.json()) as CandidateListItem[];
  return { emails: rows.map((row) => row.email), total: Number(response.headers.get("X-Total-Count")) };
}

async function candidateId(email: string) {
  const row = await createDb(env.DB).select().from(candidates).where(eq(candidates.email, email)).get();
  return row!.id;
}

function putTags(cookie: string, id: string, body: unknown) {
  return api(`/api/admin/candidates/${id}/tags`, { method: "PUT", body, cookie });
}

/** FTS5's own check that the words index holds exactly what its source view says. */
async function wordsIndexAgrees() {
  await expect(
    env.DB.prepare("insert into candidates_words_fts(candidates_words_fts, rank) values ('integrity-check', 1)").run(),
  ).resolves.toBeDefined();
}

const ANN = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(317) 555-0142" };
const BOB = { firstName: "Bob", lastName: "Ray", email: "bob@example.com", phone: "+44 20 7946 0958" };
const CY = { firstName: "Cy", lastName: "Moe", email: "cy@example.com", phone: "212.555.0100" };

/** An empty database and a signed-in recruiter's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("ann.recruiter", "recruiter")).cookie };
}

describe("the candidates search", () => {
  it("finds a candidate by a word of their current position, resume or a note, as the applications search does", async () => {
    const { cookie } = await setup();
    await apply({ ...ANN, currentPosition: "Payroll Supervisor" });
    const bobs = await apply(BOB);
    const cys = await apply(CY);
    await readResume(bobs, "Ten years of SAP consolidations and intercompany eliminations at a chemicals group.");
    await note(cookie, cys, "Speaks fluent Portuguese; open to relocation.");

    expect(await search(cookie, "payroll")).toEqual({ emails: ["ann@example.com"], total: 1 });
    expect(await search(cookie, "supervisors")).toEqual({ emails: ["ann@example.com"], total: 1 });
    expect((await search(cookie, "intercompany")).emails).toEqual(["bob@example.com"]);
    expect((await search(cookie, "consolidation SAP")).emails).toEqual(["bob@example.com"]);
    expect((await search(cookie, "portug")).emails).toEqual(["cy@example.com"]);
    // Every word somewhere in the candidate's entry: a name and a resume word together.
    expect((await search(cookie, "bob chemicals")).emails).toEqual(["bob@example.com"]);
    expect((await search(cookie, "ann chemicals")).total).toBe(0);
    // The applications search agrees on the resume word.
    const applicationsResponse = await api("/api/admin/applications?q=intercompany", { cookie });
    expect(applicationsResponse.headers.get("X-Total-Count")).toBe("1");
    await wordsIndexAgrees();
  });

  it("finds phones in any format and merged-away emails, as before", async () => {
    const { cookie } = await setup();
    await apply(ANN);
    await apply(BOB);
    await apply(CY);
    for (const typed of ["317-555-0142", "+1 (317) 555 0142", "3175550142", "555 0142"])
      expect((await search(cookie, typed)).emails, typed).toEqual(["ann@example.com"]);
    expect((await search(cookie, "+44 20 7946 0958")).emails).toEqual(["bob@example.com"]);
    expect((await search(cookie, "(212) 555-0100")).emails).toEqual(["cy@example.com"]);
    const kept = await candidateId("ann@example.com");
    await apply({ ...ANN, firstName: "Annie", email: "annie.lee@old.example" });
    const merged = await api(`/api/admin/candidates/${await candidateId("annie.lee@old.example")}/merge`, {
      method: "POST",
      body: { intoId: kept },
      cookie,
    });
    expect(merged.status).toBe(200);
    expect((await search(cookie, "old.example")).emails).toEqual(["ann@example.com"]);
    // What is typed is never FTS5 syntax nor a wildcard, in either index: "*" is no operator; a "-" before a term
    // excludes the candidates holding it (issue 46 item 7), by our own clause, not FTS5's NOT.
    const typedAs: [string, number][] = [
      ['ann" OR "bob', 0],
      ["NEAR(ann lee)", 0],
      ["a".repeat(200), 0],
      ["%".repeat(100), 0],
      ["lee -ann", 0],
      ["lee -bob", 1],
      ['lee -"ann" OR', 0],
      ["ann*", 1],
    ];
    for (const [typed, total] of typedAs) expect((await search(cookie, typed)).total, typed).toBe(total);
    await wordsIndexAgrees();
  });

  it("ranks: a name, email or phone match first, then the words by relevance, a name before a resume mention", async () => {
    const { cookie } = await setup();
    const tagged = await apply({ firstName: "Eli", lastName: "Park", email: "eli@example.com", phone: "3175550002" });
    await readResume(tagged, "Analyst.");
    expect((await putTags(cookie, await candidateId("eli@example.com"), { tags: ["morgan alumni"] })).status).toBe(200);
    await apply({ firstName: "Morgan", lastName: "Fox", email: "fox@example.com", phone: "3175550003" });
    const gil = await apply({ firstName: "Gil", lastName: "Hart", email: "gil@example.com", phone: "3175550004" });
    await readResume(gil, "Treasury analyst; reported to the CFO and, for a year, to Morgan in the group's treasury.");
    // Added last, so newest first would put it before the tag; a resume mention weighs less than a tag.
    const drew = await apply({ firstName: "Drew", lastName: "Quinn", email: "drew@example.com", phone: "3175550001" });
    await readResume(drew, "Worked with Morgan on treasury. Morgan's team, Morgan's budget, cash and banking.");

    const found = await search(cookie, "morgan");
    expect(found.total).toBe(4);
    // The name (in the trigram index too) first, then the tag, then the resumes: three mentions before one.
    expect(found.emails).toEqual(["fox@example.com", "eli@example.com", "drew@example.com", "gil@example.com"]);
    // Paging walks the same order once.
    const pages = [];
    for (const offset of [0, 1, 2, 3]) {
      const response = await api(`/api/admin/candidates?q=morgan&limit=1&offset=${offset}`, { cookie });
      expect(response.headers.get("X-Total-Count")).toBe("4");
      pages.push(...((await response.json()) as CandidateListItem[]).map((row) => row.email));
    }
    expect(pages).toEqual(found.emails);
  });

  it("keeps the index in step when applications and notes go and when a person is erased", async () => {
    const { cookie } = await setup();
    const first = await apply({ ...ANN, currentPosition: "Controller" });
    await readResume(first, "Hyperion and Oracle.");
    await note(cookie, first, "Met at the CFO roundtable.");
    await apply({ ...ANN, currentPosition: "Treasurer" });
    expect((await search(cookie, "roundtable")).total).toBe(1);
    // Deleting an application deletes its notes (a cascade): both leave the candidate's entry.
    await createDb(env.DB).delete(applications).where(eq(applications.id, first));
    await wordsIndexAgrees();
    expect((await search(cookie, "roundtable")).total).toBe(0);
    expect((await search(cookie, "hyperion")).total).toBe(0);
    expect((await search(cookie, "treasurer")).emails).toEqual(["ann@example.com"]);

    await apply(BOB);
    await putTags(cookie, await candidateId("bob@example.com"), { tags: ["Bilingual"] });
    await erasePerson(env, { userId: null, ipAddress: null, userAgent: null }, { by: "email", email: BOB.email });
    await wordsIndexAgrees();
    expect((await search(cookie, "bilingual")).total).toBe(0);
    expect((await search(cookie, "treasurer")).emails).toEqual(["ann@example.com"]);
  });
});

describe("PUT /api/admin/candidates/:id/tags", () => {
  it("replaces the tags (trimmed, each once whatever its case), logs it, and the search finds them", async () => {
    const { cookie } = await setup();
    await apply(ANN);
    const id = await candidateId("ann@example.com");
    const response = await putTags(cookie, id, { tags: [" Bilingual ", "night shift", "BILINGUAL"] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as CandidateDetail).tags).toEqual(["Bilingual", "night shift"]);
    expect((await search(cookie, "night")).emails).toEqual(["ann@example.com"]);
    const logged = await createDb(env.DB)
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.action, "candidate.tags"));
    expect(logged.filter((entry) => entry.entityId === id)).toHaveLength(1);

    expect((await putTags(cookie, id, { tags: [] })).status).toBe(200);
    expect((await search(cookie, "night")).total).toBe(0);
    await wordsIndexAgrees();
  });

  it("refuses bad tags with a 400 naming the field, answers 404 for an unknown candidate, and changes nothing", async () => {
    const { cookie } = await setup();
    await apply(ANN);
    const id = await candidateId("ann@example.com");
    await putTags(cookie, id, { tags: ["kept"] });
    for (const body of [
      {},
      { tags: "kept" },
      { tags: [""] },
      { tags: [7] },
      { tags: ["x".repeat(41)] },
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { tags: [], extra: 1 },
    ]) {
      const refused = await putTags(cookie, id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await refused.json()), JSON.stringify(body)).toMatch(/tags|extra/);
    }
    expect((await putTags(cookie, "no-such-candidate", { tags: ["a"] })).status).toBe(404);
    expect(
      (await api(`/api/admin/candidates/${id}`, { cookie }).then((r) => r.json())) as CandidateDetail,
    ).toMatchObject({ tags: ["kept"] });
    expect((await api(`/api/admin/candidates/${id}/tags`, { method: "PUT", body: { tags: [] } })).status).toBe(401);
  });
});

describe("the candidate's page", () => {
  it("carries the newest resume with its text, and the tags", async () => {
    const { cookie } = await setup();
    const older = await apply(ANN);
    await readResume(older, "Older resume.");
    const newer = await apply({ ...ANN, currentPosition: "Controller" });
    await readResume(newer, "Newer resume: Hyperion.");
    await apply(ANN);
    const detail = (await (
      await api(`/api/admin/candidates/${await candidateId("ann@example.com")}`, { cookie })
    ).json()) as CandidateDetail;
    expect(detail.resume).toEqual({ applicationId: newer, path: null, text: "Newer resume: Hyperion." });
    expect(detail.tags).toEqual([]);
  });
});
