import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CandidateMatch, JobMatch } from "../../worker/contract/matching";
import { createDb } from "../../worker/db/client";
import { candidates, jobs, submittals } from "../../worker/db/schema";
import { distanceMiles } from "../../worker/domain/geo";
import { MATCH_POOL } from "../../worker/matching/pre-score";
import { findPlace } from "../../worker/places/store";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/**
 * Matching (issue 46 items 4 and 5) on a hand-built set: a Chicago controller's job order and people at known
 * distances (Evanston about 12 miles from the Loop, Nashville about 400), with skills, pay and notice given or not.
 */

const db = () => createDb(env.DB);

async function placeOf(text: string) {
  const place = await findPlace(db(), text);
  if (!place) throw new Error(`the gazetteer lacks ${text}`);
  return { location: place.label, latitude: place.latitude, longitude: place.longitude };
}

async function addCandidate(firstName: string, values: Partial<typeof candidates.$inferInsert> = {}) {
  const [row] = await db()
    .insert(candidates)
    .values({ firstName, lastName: "Match", email: `${firstName.toLowerCase()}@match.example`, ...values })
    .returning();
  return row!;
}

/** The hand-built set, fresh for each test. */
async function fixture() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const recruiter = await signedInStaff("matcher", "recruiter");
  const acme = await addClient({ name: "Acme Foods" });
  const contact = await addContact(acme.id);
  const job = await addJobOrder(acme.id, {
    title: "Controller",
    ...(await placeOf("60601")),
    location: "Chicago, IL",
    salaryMinCents: 18_000_000,
    salaryMaxCents: 21_000_000,
    salaryPeriod: "year",
    requiredSkills: ["CPA", "SAP"],
    preferredSkills: ["Big 4"],
  });
  const remoteJob = await addJobOrder(null, {
    title: "Remote Accountant",
    location: "Remote",
    type: "Remote",
    requiredSkills: ["CPA"],
  });
  const near = await addCandidate("Nora", {
    ...(await placeOf("60201")),
    skills: ["cpa", "SAP", "Big 4"],
    desiredPayCents: 19_500_000,
    desiredPayPeriod: "year",
    availableInWeeks: 2,
    remotePreference: "onsite",
    tags: ["finance"],
  });
  const far = await addCandidate("Fred", {
    ...(await placeOf("37201")),
    skills: ["CPA"],
    desiredPayCents: 12_000,
    desiredPayPeriod: "hour",
    availableInWeeks: 0,
    remotePreference: "hybrid",
  });
  const remoteOnly = await addCandidate("Rita", {
    ...(await placeOf("10001")),
    skills: ["CPA"],
    remotePreference: "remote",
    desiredPayCents: 15_000_000,
    desiredPayPeriod: "year",
  });
  const unknown = await addCandidate("Uma", { skills: ["SAP"] });
  return { recruiter, acme, contact, job, remoteJob, near, far, remoteOnly, unknown };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

async function matchesOf(path: string, cookie: string) {
  const response = await api(path, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return { rows: await response.json(), total: Number(response.headers.get("X-Total-Count")) };
}

async function jobMatches({ job, recruiter }: Fixture, query = "") {
  const { rows, total } = await matchesOf(`/api/admin/jobs/${job.id}/matches${query}`, recruiter.cookie);
  return { rows: rows as CandidateMatch[], total };
}

const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name.split(" ")[0]);

describe("GET /api/admin/jobs/{id}/matches", () => {
  it("ranks a candidate 10 miles away with every required skill above one 400 miles away missing one", async () => {
    const set = await fixture();
    const { rows, total } = await jobMatches(set);
    const names = namesOf(rows);
    expect(names.indexOf("Nora")).toBe(0);
    expect(names.indexOf("Nora")).toBeLessThan(names.indexOf("Fred"));
    expect(total).toBe(4);
  });

  it("gives each reason exactly for a known pair", async () => {
    const set = await fixture();
    const { rows } = await jobMatches(set);
    const nora = rows.find((row) => row.name === "Nora Match")!;
    expect(nora.reasons).toEqual({
      matched: ["CPA", "SAP", "Big 4"],
      missing: [],
      distanceMiles: 12,
      place: "12 miles",
      payFit: "within range",
      available: "2 weeks",
    });
    expect(nora.location).toBe("60201");
    const fred = rows.find((row) => row.name === "Fred Match")!;
    // $120 an hour is $249,600 a year: above the range.
    expect(fred.reasons).toMatchObject({
      matched: ["CPA"],
      missing: ["SAP", "Big 4"],
      payFit: "above range",
      available: "now",
    });
    expect(fred.reasons.distanceMiles).toBeGreaterThan(390);
    expect(fred.reasons.distanceMiles).toBeLessThan(420);
  });

  it("lists a candidate without a location or pay, saying so", async () => {
    const set = await fixture();
    const { rows } = await jobMatches(set);
    const uma = rows.find((row) => row.name === "Uma Match")!;
    expect(uma.reasons).toEqual({
      matched: ["SAP"],
      missing: ["CPA", "Big 4"],
      distanceMiles: null,
      place: "location unknown",
      payFit: "pay not given",
      available: "not given",
    });
    expect(uma.location).toBeNull();
  });

  it("lists everyone for a job without a place or pay, and a person without them gets every open job", async () => {
    const set = await fixture();
    const nowhere = await addJobOrder(set.acme.id, {
      title: "Auditor",
      location: "Somewhere",
      requiredSkills: ["CPA"],
    });
    const { rows, total } = await matchesOf(`/api/admin/jobs/${nowhere.id}/matches`, set.recruiter.cookie);
    expect(total).toBe(4);
    for (const match of rows as CandidateMatch[])
      expect(match.reasons, match.name).toMatchObject({
        distanceMiles: null,
        place: "location unknown",
        payFit: "pay not given",
      });
    const jobs = (await matchesOf(`/api/admin/candidates/${set.unknown.id}/matches`, set.recruiter.cookie))
      .rows as JobMatch[];
    expect(jobs.map((job) => [job.title, job.reasons.place, job.reasons.payFit]).sort()).toEqual([
      ["Auditor", "location unknown", "pay not given"],
      ["Controller", "location unknown", "pay not given"],
      ["Remote Accountant", "remote", "pay not given"],
    ]);
  });

  it("keeps a remote-only candidate for a remote job, at full distance points", async () => {
    const set = await fixture();
    const { remoteJob, recruiter } = set;
    const { rows } = await matchesOf(`/api/admin/jobs/${remoteJob.id}/matches?remote=remote`, recruiter.cookie);
    const matches = rows as CandidateMatch[];
    expect(namesOf(matches)).toEqual(["Rita"]);
    expect(matches[0]!.reasons).toMatchObject({ matched: ["CPA"], distanceMiles: null, place: "remote" });
    // Unfiltered, everyone is at "remote" distance for a remote job: the three with its one skill (CPA), Rita
    // among them though she wants only remote work, come before Uma, who lacks it.
    const all = (await matchesOf(`/api/admin/jobs/${remoteJob.id}/matches`, recruiter.cookie)).rows as CandidateMatch[];
    expect(all.map((row) => row.reasons.place)).toEqual(["remote", "remote", "remote", "remote"]);
    expect(namesOf(all).slice(0, 3).sort()).toEqual(["Fred", "Nora", "Rita"]);
  });

  it("narrows by radius: 25 miles drops the 400-mile candidate and those without a location", async () => {
    const set = await fixture();
    expect(namesOf((await jobMatches(set, "?radius=25")).rows)).toEqual(["Nora"]);
    expect(namesOf((await jobMatches(set, "?radius=500")).rows).sort()).toEqual(["Fred", "Nora"]);
    // Around Nashville instead of the job.
    expect(namesOf((await jobMatches(set, "?radius=25&near=Nashville,%20TN")).rows)).toEqual(["Fred"]);
  });

  it("narrows by pay in the job's period, an hourly ask read per year", async () => {
    const set = await fixture();
    expect(namesOf((await jobMatches(set, "?salaryMin=180000&salaryMax=210000")).rows)).toEqual(["Nora"]);
    expect(namesOf((await jobMatches(set, "?salaryMin=200000")).rows)).toEqual(["Fred"]);
    expect(namesOf((await jobMatches(set, "?salaryMax=$160,000")).rows)).toEqual(["Rita"]);
  });

  it("narrows by skills: all, any, none", async () => {
    const set = await fixture();
    expect(namesOf((await jobMatches(set, "?skills=CPA,sap")).rows)).toEqual(["Nora"]);
    expect(namesOf((await jobMatches(set, "?skills=big%204,SAP&skillsMode=any")).rows).sort()).toEqual(["Nora", "Uma"]);
    expect(namesOf((await jobMatches(set, "?skills=CPA&skillsMode=none")).rows)).toEqual(["Uma"]);
  });

  it("narrows by remote preference, notice and tags", async () => {
    const set = await fixture();
    expect(namesOf((await jobMatches(set, "?remote=hybrid")).rows)).toEqual(["Fred"]);
    expect(namesOf((await jobMatches(set, "?availableInWeeks=1")).rows)).toEqual(["Fred"]);
    expect(namesOf((await jobMatches(set, "?tags=Finance")).rows)).toEqual(["Nora"]);
  });

  it("narrows by stage and owner of the candidate's applications", async () => {
    const set = await fixture();
    const { far, recruiter, remoteJob } = set;
    await addApplicant(remoteJob.id, "Fred", { candidateId: far.id, stage: "contacted", ownerId: recruiter.id });
    expect(namesOf((await jobMatches(set, "?stage=contacted")).rows)).toEqual(["Fred"]);
    expect(namesOf((await jobMatches(set, `?owner=${recruiter.id}`)).rows)).toEqual(["Fred"]);
    expect((await jobMatches(set, "?stage=offered")).rows).toEqual([]);
  });

  it("pages the shortlist with its size in X-Total-Count", async () => {
    const set = await fixture();
    const all = await jobMatches(set);
    const first = await jobMatches(set, "?limit=2");
    const second = await jobMatches(set, "?limit=2&offset=2");
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect([...first.rows, ...second.rows].map((row) => row.candidateId)).toEqual(
      all.rows.map((row) => row.candidateId),
    );
  });

  it("names each bad filter in a 400 and changes nothing", async () => {
    const set = await fixture();
    const { job, recruiter } = set;
    const cases: [string, string][] = [
      ["radius=0", "radius"],
      ["radius=501", "radius"],
      ["radius=ten", "radius"],
      ["radius=25&near=Atlantis", "near"],
      ["near=60601", "radius"],
      ["salaryMin=200000&salaryMax=100000", "salaryMax"],
      ["salaryMin=lots", "salaryMin"],
      ["remote=sometimes", "remote"],
      ["skills=CPA&skillsMode=most", "skillsMode"],
      ["availableInWeeks=-1", "availableInWeeks"],
      ["stage=hired", "stage"],
      ["limit=101", "limit"],
    ];
    for (const [query, field] of cases) {
      const response = await api(`/api/admin/jobs/${job.id}/matches?${query}`, { cookie: recruiter.cookie });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { issues?: { path: string; message: string }[] };
      expect(
        body.issues?.map((issue) => issue.path),
        query,
      ).toContain(field);
    }
    const unknownPlace = await api(`/api/admin/jobs/${job.id}/matches?radius=25&near=Atlantis`, {
      cookie: recruiter.cookie,
    });
    expect(await unknownPlace.json()).toMatchObject({
      issues: [{ path: "near", message: '"Atlantis" is not a known US ZIP or city' }],
    });
  });

  it("takes every filter at its largest at once, on a job with many skills, in both lists", async () => {
    const set = await fixture();
    const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i}`);
    await db()
      .update(jobs)
      .set({ requiredSkills: ["CPA", ...many("Required", 29)], preferredSkills: many("Preferred", 30) })
      .where(eq(jobs.id, set.job.id));
    await db()
      .update(candidates)
      .set({ skills: ["CPA", ...many("Required", 39)] })
      .where(eq(candidates.id, set.near.id));
    const filters = new URLSearchParams({
      radius: "500",
      near: "60601",
      salaryMin: "1",
      salaryMax: "1000000",
      remote: "onsite",
      skills: many("Required", 20).join(","),
      skillsMode: "all",
      availableInWeeks: "10",
      stage: "new",
      tags: many("tag", 20).join(","),
      owner: set.recruiter.id,
    });
    expect((await jobMatches(set, `?${filters}`)).rows).toEqual([]);
    const list = await api(`/api/admin/candidates?q=controller+-audit&${filters}`, { cookie: set.recruiter.cookie });
    expect(list.status, await list.clone().text()).toBe(200);
    filters.delete("stage");
    filters.delete("tags");
    filters.delete("owner");
    filters.delete("availableInWeeks");
    const jobsFor = await api(`/api/admin/candidates/${set.near.id}/matches?${filters}`, {
      cookie: set.recruiter.cookie,
    });
    expect(jobsFor.status, await jobsFor.clone().text()).toBe(200);
    // Unfiltered, Nora still matches the job with every one of its skills compared.
    const nora = (await jobMatches(set)).rows.find((row) => row.name === "Nora Match")!;
    expect(nora.reasons.matched).toHaveLength(30);
    expect(nora.reasons.missing).toEqual(many("Preferred", 30));
  });

  it("answers 404 for a job that does not exist", async () => {
    const set = await fixture();
    const { recruiter } = set;
    expect((await api("/api/admin/jobs/nope/matches", { cookie: recruiter.cookie })).status).toBe(404);
  });
});

describe("what is matched", () => {
  it("never matches an erased candidate", async () => {
    const set = await fixture();
    await db().update(candidates).set({ erasedAt: new Date() }).where(eq(candidates.id, set.far.id));
    expect(namesOf((await jobMatches(set)).rows).sort()).toEqual(["Nora", "Rita", "Uma"]);
  });

  it("ranks by the resume's words when all else is equal", async () => {
    const set = await fixture();
    const twin = { skills: ["CPA"], availableInWeeks: 4 };
    // Wanda first: on a tie the newer candidate (Paul) would come first.
    const worded = await addCandidate("Wanda", twin);
    const plain = await addCandidate("Paul", twin);
    await addApplicant(null, "Paul", { candidateId: plain.id, currentPosition: null, resumeText: "Bookkeeper" });
    await addApplicant(null, "Wanda", {
      candidateId: worded.id,
      currentPosition: null,
      resumeText: "Controller; SAP rollout at a Big 4 firm",
    });
    const names = namesOf((await jobMatches(set)).rows);
    expect(names.indexOf("Wanda")).toBeLessThan(names.indexOf("Paul"));
  });

  it(`scores at most MATCH_POOL (${MATCH_POOL}) candidates, the best by the pre-score, however many there are`, async () => {
    const set = await fixture();
    // 600 more people in Chicago's ZIPs with nothing else given, and the fixture's four.
    await env.DB.prepare(
      `insert into candidates (id, first_name, last_name, email, location, latitude, longitude)
       select 'bulk-' || zip, 'Bulk', zip, zip || '@bulk.example', zip, latitude, longitude from places
       where state = 'IL' order by zip limit 600`,
    ).run();
    const { rows, total } = await jobMatches(set, "?limit=100");
    expect(total).toBe(MATCH_POOL);
    // Nora (every skill, in range, near) is in the shortlist and first, whatever else is there.
    expect(rows[0]!.name).toBe("Nora Match");
    const last = await jobMatches(set, `?limit=100&offset=${MATCH_POOL - 1}`);
    expect(last.rows).toHaveLength(1);
  });

  it("decides a radius in SQL as distanceMiles does, at the box's edges too", async () => {
    const set = await fixture();
    const center = await placeOf("60601");
    const { results } = await env.DB.prepare(
      "select zip, latitude, longitude from places where latitude between ? and ? and longitude between ? and ?",
    )
      .bind(center.latitude - 1.5, center.latitude + 1.5, center.longitude - 2, center.longitude + 2)
      .all<{ zip: string; latitude: number; longitude: number }>();
    const inserted = results.map((place) => ({
      firstName: "Zip",
      lastName: place.zip,
      email: `${place.zip}@zips.example`,
      latitude: place.latitude,
      longitude: place.longitude,
    }));
    for (let i = 0; i < inserted.length; i += 10)
      await db()
        .insert(candidates)
        .values(inserted.slice(i, i + 10));
    const expected = results
      .filter((place) => distanceMiles(center, place) <= 60)
      .map((place) => place.zip)
      .sort();
    expect(expected.length).toBeGreaterThan(50);
    expect(expected.length).toBeLessThan(results.length);
    const response = await api("/api/admin/candidates?radius=60&near=60601&limit=100", {
      cookie: set.recruiter.cookie,
    });
    const total = Number(response.headers.get("X-Total-Count"));
    // Nora lives in Evanston, inside; the others of the fixture are not in the box.
    expect(total).toBe(expected.length + 1);
    const found: string[] = [];
    for (let offset = 0; offset < total; offset += 100) {
      const page = await api(`/api/admin/candidates?radius=60&near=60601&limit=100&offset=${offset}`, {
        cookie: set.recruiter.cookie,
      });
      found.push(...((await page.json()) as { lastName: string }[]).map((row) => row.lastName));
    }
    expect(found.filter((name) => name !== "Match").sort()).toEqual(expected);
  });
});

describe("restrictions", () => {
  it("flags a client's contact as off-limits and one already submitted to the job's client", async () => {
    const set = await fixture();
    const { acme, contact, job, near, unknown } = set;
    await addContact(acme.id, { email: unknown.email, name: "Uma at Acme" });
    const application = await addApplicant(job.id, "Nora", { candidateId: near.id, stage: "submitted" });
    await db().insert(submittals).values({
      applicationId: application.id,
      contactId: contact.id,
      clientId: acme.id,
      jobId: job.id,
      note: "A strong controller",
      origin: "http://localhost",
    });
    const { rows } = await jobMatches(set);
    const restrictionsOf = (name: string) => rows.find((row) => row.name === name)!.restrictions;
    expect(restrictionsOf("Uma Match")).toEqual([
      { kind: "off_limits", detail: "Off-limits: a contact of Acme Foods" },
    ]);
    expect(restrictionsOf("Nora Match")).toEqual([
      { kind: "submitted_to_client", detail: "Already submitted to Acme Foods" },
      { kind: "in_process", detail: "Already on this job: Submitted to client" },
    ]);
    // The same person's open jobs: the client's job says so; the remote one (no client) does not.
    const { rows: jobs } = await matchesOf(`/api/admin/candidates/${near.id}/matches`, set.recruiter.cookie);
    expect((jobs as JobMatch[]).map((match) => [match.title, match.restrictions])).toEqual([
      [
        "Controller",
        [
          { kind: "submitted_to_client", detail: "Already submitted to Acme Foods" },
          { kind: "in_process", detail: "Already on this job: Submitted to client" },
        ],
      ],
      [
        "Remote Accountant",
        [{ kind: "in_process", detail: "In process elsewhere: Submitted to client for Controller at Acme" }],
      ],
    ]);
  });

  it("flags a no-poach client's employee and a person interviewing for another job", async () => {
    const set = await fixture();
    await addClient({ name: "Globex", noPoach: true });
    await addApplicant(null, "Fred", { candidateId: set.far.id, currentPosition: "Controller at Globex" });
    await addApplicant(set.remoteJob.id, "Rita", {
      candidateId: set.remoteOnly.id,
      currentPosition: null,
      stage: "interviewing",
    });
    await addApplicant(set.remoteJob.id, "Uma", {
      candidateId: set.unknown.id,
      currentPosition: null,
      stage: "contacted",
    });
    const { rows } = await jobMatches(set);
    const restrictionsOf = (name: string) => rows.find((row) => row.name === name)!.restrictions;
    expect(restrictionsOf("Fred Match")).toEqual([{ kind: "no_poach", detail: "No-poach: works at Globex" }]);
    expect(restrictionsOf("Rita Match")).toEqual([
      { kind: "in_process", detail: "In process elsewhere: Interviewing for Remote Accountant at Acme" },
    ]);
    // Contacted is not yet in process.
    expect(restrictionsOf("Uma Match")).toEqual([]);
  });
});

describe("GET /api/admin/candidates/{id}/matches", () => {
  it("ranks the open jobs for a person with the same reasons", async () => {
    const set = await fixture();
    const { near, recruiter } = set;
    const { rows, total } = await matchesOf(`/api/admin/candidates/${near.id}/matches`, recruiter.cookie);
    const jobs = rows as JobMatch[];
    expect(jobs.map((job) => job.title)).toEqual(["Controller", "Remote Accountant"]);
    expect(total).toBe(2);
    expect(jobs[0]!.reasons).toMatchObject({
      matched: ["CPA", "SAP", "Big 4"],
      distanceMiles: 12,
      payFit: "within range",
    });
    expect(jobs[1]!.reasons).toMatchObject({ place: "remote", payFit: "pay not given" });
  });

  it("filters the jobs by radius, remote and skills", async () => {
    const set = await fixture();
    const { near, recruiter } = set;
    const titles = async (query: string) =>
      ((await matchesOf(`/api/admin/candidates/${near.id}/matches${query}`, recruiter.cookie)).rows as JobMatch[]).map(
        (job) => job.title,
      );
    expect(await titles("?radius=25")).toEqual(["Controller"]);
    expect(await titles("?remote=remote")).toEqual(["Remote Accountant"]);
    expect(await titles("?skills=SAP")).toEqual(["Controller"]);
    expect(await titles("?salaryMin=150000")).toEqual(["Controller"]);
  });

  it("answers 400 naming the field, and 404 for no such candidate", async () => {
    const set = await fixture();
    const { near, recruiter } = set;
    const bad = await api(`/api/admin/candidates/${near.id}/matches?radius=900`, { cookie: recruiter.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ path: "radius" }] });
    expect((await api("/api/admin/candidates/nope/matches", { cookie: recruiter.cookie })).status).toBe(404);
  });
});

describe("access", () => {
  it("refuses both lists to a user without the candidates area", async () => {
    const set = await fixture();
    const { job, near } = set;
    await env.DB.prepare("update admin_portals set required_role = 'admin' where slug = 'candidates'").run();
    try {
      const manager = await signedInStaff("no-candidates", "manager");
      expect((await api(`/api/admin/jobs/${job.id}/matches`, { cookie: manager.cookie })).status).toBe(403);
      expect((await api(`/api/admin/candidates/${near.id}/matches`, { cookie: manager.cookie })).status).toBe(403);
    } finally {
      await env.DB.prepare("update admin_portals set required_role = 'recruiter' where slug = 'candidates'").run();
    }
  });
});

describe("GET /api/admin/candidates: exclusions, phrases and the matching filters (issue 46 item 7)", () => {
  /** The fixture's people with resumes, as the queue stores their words. */
  async function withResumes(set: Fixture) {
    await addApplicant(null, "Nora", {
      candidateId: set.near.id,
      currentPosition: null,
      resumeText: "Senior data engineer, controller",
    });
    await addApplicant(null, "Fred", {
      candidateId: set.far.id,
      resumeText: "Data analyst and engineer; controller; audit",
    });
    await addApplicant(null, "Rita", {
      candidateId: set.remoteOnly.id,
      currentPosition: null,
      resumeText: "Audit senior",
    });
  }

  async function list(set: Fixture, query: string) {
    const response = await api(`/api/admin/candidates?${query}`, { cookie: set.recruiter.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = (await response.json()) as { firstName: string }[];
    return { names: rows.map((row) => row.firstName).sort(), total: Number(response.headers.get("X-Total-Count")) };
  }

  it("leaves out a -word, alone or after words", async () => {
    const set = await fixture();
    await withResumes(set);
    expect(await list(set, `q=${encodeURIComponent("controller -audit")}`)).toEqual({ names: ["Nora"], total: 1 });
    expect(await list(set, `q=${encodeURIComponent("controller")}`)).toEqual({ names: ["Fred", "Nora"], total: 2 });
    expect(await list(set, `q=${encodeURIComponent("-audit")}`)).toEqual({ names: ["Nora", "Uma"], total: 2 });
    expect(await list(set, `q=${encodeURIComponent('senior -"data analyst"')}`)).toEqual({
      names: ["Nora", "Rita"],
      total: 2,
    });
  });

  it('finds "a phrase" only where its words stand together', async () => {
    const set = await fixture();
    await withResumes(set);
    expect(await list(set, `q=${encodeURIComponent('"data engineer"')}`)).toEqual({ names: ["Nora"], total: 1 });
    expect(await list(set, `q=${encodeURIComponent("data engineer")}`)).toEqual({ names: ["Fred", "Nora"], total: 2 });
  });

  it("narrows by the same filters as a job's matches, with a search or without", async () => {
    const set = await fixture();
    await withResumes(set);
    expect(await list(set, "radius=25&near=60601")).toEqual({ names: ["Nora"], total: 1 });
    expect(await list(set, "salaryMin=200000")).toEqual({ names: ["Fred"], total: 1 });
    expect(await list(set, "skills=SAP&skillsMode=any")).toEqual({ names: ["Nora", "Uma"], total: 2 });
    expect(await list(set, "remote=remote&availableInWeeks=0")).toEqual({ names: [], total: 0 });
    expect(await list(set, `q=controller&radius=500&near=${encodeURIComponent("Chicago, IL")}`)).toEqual({
      names: ["Fred", "Nora"],
      total: 2,
    });
    expect(await list(set, "q=controller&skills=SAP")).toEqual({ names: ["Nora"], total: 1 });
    expect(await list(set, "q=au&tags=finance")).toEqual({ names: [], total: 0 });
  });

  it("refuses a bad filter naming it", async () => {
    const set = await fixture();
    const cases: [string, string][] = [
      ["radius=25", "near"],
      ["radius=25&near=Atlantis", "near"],
      ["radius=600&near=60601", "radius"],
      ["salaryMin=9&salaryMax=1", "salaryMax"],
      ["skillsMode=all&skills=a,b&remote=x", "remote"],
    ];
    for (const [query, field] of cases) {
      const response = await api(`/api/admin/candidates?${query}`, { cookie: set.recruiter.cookie });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { issues?: { path: string }[] };
      expect(
        body.issues?.map((issue) => issue.path),
        query,
      ).toContain(field);
    }
  });
});
