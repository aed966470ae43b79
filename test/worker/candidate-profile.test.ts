import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { CandidateDetail } from "../../worker/contract/candidates";
import type { PrivacySearchResult } from "../../worker/contract/privacy";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, applications, candidates } from "../../worker/db/schema";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff, uniqueIp } from "./helpers";

/** What a person offers, as data (issue 46 item 1): the recruiter's PATCH, the view, the application's fields. */

const db = createDb(env.DB);

const ANN = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "3175550142" };

function apply(body: Record<string, unknown>) {
  return exports.default.fetch("http://localhost/api/applications", {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: JSON.stringify(body),
  });
}

async function applied(body: Record<string, unknown>) {
  const response = await apply(body);
  expect(response.status, await response.clone().text()).toBe(201);
}

async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff("ann.recruiter", "recruiter");
  await applied(ANN);
  const row = await db.select().from(candidates).where(eq(candidates.email, ANN.email)).get();
  return { cookie, id: row!.id };
}

function patch(cookie: string, id: string, body: unknown) {
  return api(`/api/admin/candidates/${id}`, { method: "PATCH", cookie, body });
}

async function patched(cookie: string, id: string, body: unknown) {
  const response = await patch(cookie, id, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CandidateDetail;
}

const row = async (id: string) => (await db.select().from(candidates).where(eq(candidates.id, id)).get())!;

/** The offer's columns of a candidate's row, as stored. */
async function offerColumns(id: string) {
  const {
    location,
    latitude,
    longitude,
    willingToRelocate,
    remotePreference,
    desiredPayCents,
    desiredPayPeriod,
    availableInWeeks,
    workAuthorization,
    skills,
  } = await row(id);
  return {
    location,
    latitude,
    longitude,
    willingToRelocate,
    remotePreference,
    desiredPayCents,
    desiredPayPeriod,
    availableInWeeks,
    workAuthorization,
    skills,
  };
}

const FULL = {
  location: "chicago il",
  willingToRelocate: true,
  remotePreference: "hybrid",
  desiredPay: { amount: 185000, period: "year" },
  availableInWeeks: 2,
  workAuthorization: "citizen",
  skills: [" CPA ", "NetSuite", "cpa", "Big  4"],
};

describe("PATCH /api/admin/candidates/{id}", () => {
  it("stores each field, the place found by the gazetteer and the pay in cents, and the view answers them", async () => {
    const { cookie, id } = await setup();
    const view = await patched(cookie, id, FULL);
    expect(view).toMatchObject({
      id,
      location: "Chicago, IL",
      willingToRelocate: true,
      remotePreference: "hybrid",
      desiredPay: { amount: 185000, period: "year" },
      availableInWeeks: 2,
      workAuthorization: "citizen",
      skills: ["CPA", "NetSuite", "Big 4"],
    });
    const stored = await offerColumns(id);
    expect(stored).toMatchObject({ location: "Chicago, IL", desiredPayCents: 18_500_000, desiredPayPeriod: "year" });
    expect(stored.latitude).toBeCloseTo(41.8, 0);
    expect(stored.longitude).toBeCloseTo(-87.7, 0);
    // GET answers the same.
    expect(await (await api(`/api/admin/candidates/${id}`, { cookie })).json()).toMatchObject({
      location: "Chicago, IL",
      desiredPay: { amount: 185000, period: "year" },
    });

    // A ZIP is kept as the ZIP, at its coordinates; an hourly rate in cents.
    const hourly = await patched(cookie, id, { location: "60601-1234", desiredPay: { amount: 42.5, period: "hour" } });
    expect(hourly).toMatchObject({ location: "60601", desiredPay: { amount: 42.5, period: "hour" } });
    expect(await offerColumns(id)).toMatchObject({
      location: "60601",
      latitude: 41.8858,
      longitude: -87.6181,
      desiredPayCents: 4250,
      desiredPayPeriod: "hour",
    });
  });

  it("changes only the fields it names", async () => {
    const { cookie, id } = await setup();
    await patched(cookie, id, FULL);
    const before = await offerColumns(id);
    const { firstName, email, phone, tags } = await row(id);

    await patched(cookie, id, { skills: ["SAP"] });
    expect(await offerColumns(id)).toEqual({ ...before, skills: ["SAP"] });
    await patched(cookie, id, { availableInWeeks: 0 });
    expect(await offerColumns(id)).toEqual({ ...before, skills: ["SAP"], availableInWeeks: 0 });
    await patched(cookie, id, { willingToRelocate: false });
    expect(await offerColumns(id)).toEqual({
      ...before,
      skills: ["SAP"],
      availableInWeeks: 0,
      willingToRelocate: false,
    });
    expect(await row(id)).toMatchObject({ firstName, email, phone, tags });
  });

  it('clears a field with null (the location with "" too), its coordinates and the pay\'s period with it', async () => {
    const { cookie, id } = await setup();
    await patched(cookie, id, FULL);
    const cleared = await patched(cookie, id, {
      location: null,
      willingToRelocate: null,
      remotePreference: null,
      desiredPay: null,
      availableInWeeks: null,
      workAuthorization: null,
      skills: [],
    });
    expect(cleared).toMatchObject({
      location: null,
      willingToRelocate: null,
      remotePreference: null,
      desiredPay: null,
      availableInWeeks: null,
      workAuthorization: null,
      skills: [],
    });
    expect(await offerColumns(id)).toEqual({
      location: null,
      latitude: null,
      longitude: null,
      willingToRelocate: null,
      remotePreference: null,
      desiredPayCents: null,
      desiredPayPeriod: null,
      availableInWeeks: null,
      workAuthorization: null,
      skills: [],
    });
    await patched(cookie, id, { location: "60601" });
    await patched(cookie, id, { location: "  " });
    expect(await offerColumns(id)).toMatchObject({ location: null, latitude: null, longitude: null });
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const { cookie, id } = await setup();
    await patched(cookie, id, FULL);
    const before = await row(id);
    const cases: [unknown, string, RegExp][] = [
      [{ location: "Springfield" }, "location", /not a known US ZIP or city/],
      [{ location: "00000" }, "location", /not a known US ZIP or city/],
      [{ location: 60601 }, "location", /ZIP or a city/],
      [{ location: "x".repeat(101) }, "location", /at most 100/],
      [{ willingToRelocate: "yes" }, "willingToRelocate", /true, false or null/],
      [{ remotePreference: "anywhere" }, "remotePreference", /onsite, hybrid, remote/],
      [{ desiredPay: { amount: 0, period: "year" } }, "desiredPay.amount", /more than 0/],
      [{ desiredPay: { amount: -5, period: "hour" } }, "desiredPay.amount", /more than 0/],
      [{ desiredPay: { amount: 90_000, period: "hour" } }, "desiredPay.amount", /at most \$5,000/],
      [{ desiredPay: { amount: 20, period: "year" } }, "desiredPay.amount", /at least \$1,000/],
      [{ desiredPay: { amount: 1e12, period: "year" } }, "desiredPay.amount", /at most \$10,000,000/],
      [{ desiredPay: { amount: 50.001, period: "hour" } }, "desiredPay.amount", /whole cents/],
      [{ desiredPay: { amount: "85000", period: "year" } }, "desiredPay.amount", /number of dollars/],
      [{ desiredPay: { amount: 85000, period: "month" } }, "desiredPay.period", /year or hour/],
      [{ desiredPay: 85000 }, "desiredPay", /amount and a period/],
      [{ availableInWeeks: 53 }, "availableInWeeks", /at most 52/],
      [{ availableInWeeks: -1 }, "availableInWeeks", /0 \(now\) or more/],
      [{ availableInWeeks: 1.5 }, "availableInWeeks", /whole number/],
      [{ workAuthorization: "alien" }, "workAuthorization", /citizen/],
      [{ skills: "CPA" }, "skills", /list/],
      [{ skills: ["CPA", ""] }, "skills.1", /cannot be empty/],
      [{ skills: ["x".repeat(61)] }, "skills.0", /at most 60/],
      [{ skills: Array.from({ length: 51 }, (_, i) => `Skill ${i}`) }, "skills", /At most 50/],
      [{ nickname: "Annie" }, "", /nickname|Unrecognized/i],
      [{}, "", /at least one field/],
    ];
    for (const [body, path, message] of cases) {
      const response = await patch(cookie, id, body);
      const text = await response.text();
      expect(response.status, `${JSON.stringify(body).slice(0, 80)}: ${text}`).toBe(400);
      const { issues } = JSON.parse(text) as { issues: { path: string; message: string }[] };
      expect(
        issues.some((issue) => issue.path === path && message.test(issue.message)),
        `${JSON.stringify(body).slice(0, 80)}: ${text}`,
      ).toBe(true);
    }
    // A good field beside a bad one is not stored either.
    expect((await patch(cookie, id, { skills: ["SAP"], location: "Nowhere, ZZ" })).status).toBe(400);
    expect(await row(id)).toEqual(before);
  });

  it("answers 404 for a candidate that does not exist", async () => {
    const { cookie } = await setup();
    expect((await patch(cookie, "no-such-candidate", { skills: ["CPA"] })).status).toBe(404);
  });

  it("logs what changed with the one activity log, where they live and their pay only as changed", async () => {
    const { cookie, id } = await setup();
    await patched(cookie, id, { location: "60601", skills: ["CPA"], desiredPay: { amount: 90000, period: "year" } });
    const [log] = await db.select().from(adminActivityLogs).where(eq(adminActivityLogs.action, "candidate.profile"));
    expect(log).toMatchObject({ entityType: "candidate", entityId: id });
    const details = JSON.parse(log!.details!) as { changes: string[] };
    expect(details.changes.sort()).toEqual(["desiredPay: changed", "location: changed", 'skills: [] -> ["CPA"]']);
    expect(log!.details).not.toContain("60601");
    expect(log!.details).not.toContain("90000");
  });

  it("is the candidates area's: a role without it is refused", async () => {
    const { id } = await setup();
    await env.DB.prepare("update admin_portals set required_role = 'manager' where slug = 'candidates'").run();
    const { cookie } = await signedInStaff("rex.recruiter", "recruiter");
    expect((await patch(cookie, id, { skills: ["CPA"] })).status).toBe(403);
    expect((await api(`/api/admin/candidates/${id}/skill-suggestions`, { cookie })).status).toBe(403);
  });
});

describe("GET /api/admin/candidates/{id}/skill-suggestions", () => {
  it("suggests the vocabulary's skills their resumes name, less those already confirmed", async () => {
    const { cookie, id } = await setup();
    await applied({ ...ANN, currentPosition: "Controller" });
    const [first, second] = await db.select({ id: applications.id }).from(applications);
    await db
      .update(applications)
      .set({ resumeText: "Controller, CPA. Month-end close in NetSuite; consolidations in Excel." })
      .where(eq(applications.id, first!.id));
    await db
      .update(applications)
      .set({ resumeText: "Led the SAP rollout. Wrote C++ tools; audit support for the Big Four." })
      .where(eq(applications.id, second!.id));
    const suggestions = async () =>
      (await (await api(`/api/admin/candidates/${id}/skill-suggestions`, { cookie })).json()) as {
        suggestions: string[];
      };
    expect((await suggestions()).suggestions.sort()).toEqual(
      ["Audit", "Big 4", "C++", "CPA", "Excel", "NetSuite", "SAP"].sort(),
    );
    await patched(cookie, id, { skills: ["cpa", "SAP", "Treasury"] });
    expect((await suggestions()).suggestions.sort()).toEqual(["Audit", "Big 4", "C++", "Excel", "NetSuite"].sort());
  });

  it("suggests nothing without a resume text, and answers 404 for no such candidate", async () => {
    const { cookie, id } = await setup();
    expect(await (await api(`/api/admin/candidates/${id}/skill-suggestions`, { cookie })).json()).toEqual({
      suggestions: [],
    });
    expect((await api("/api/admin/candidates/nobody/skill-suggestions", { cookie })).status).toBe(404);
  });
});

const OFFER = {
  location: "Denver, CO",
  desiredPayAmount: "120,000",
  desiredPayPeriod: "year",
  availableInWeeks: "4",
  remotePreference: "remote",
  willingToRelocate: "false",
  workAuthorization: "permanent_resident",
};

describe("the application's optional fields of what the applicant offers", () => {
  it("fill a new candidate", async () => {
    await emptyDatabase();
    await applied({ ...ANN, ...OFFER });
    const [candidate] = await db.select().from(candidates);
    expect(candidate).toMatchObject({
      location: "Denver, CO",
      desiredPayCents: 12_000_000,
      desiredPayPeriod: "year",
      availableInWeeks: 4,
      remotePreference: "remote",
      willingToRelocate: false,
      workAuthorization: "permanent_resident",
      skills: [],
    });
    expect(candidate!.latitude).toBeCloseTo(39.7, 0);
    // The application itself holds none of it: it is the person's.
    expect(await db.select().from(applications)).toHaveLength(1);
  });

  it("fill only the empty fields of a known candidate: what a recruiter confirmed stays", async () => {
    const { cookie, id } = await setup();
    await patched(cookie, id, { location: "60601", desiredPay: { amount: 150000, period: "year" }, skills: ["CPA"] });
    // Matched on the phone and name, under another email: the same candidate.
    await applied({ ...ANN, email: "ann.lee@work.example", ...OFFER, availableInWeeks: 0 });
    expect(await db.select().from(candidates)).toHaveLength(1);
    expect(await offerColumns(id)).toEqual({
      location: "60601",
      latitude: 41.8858,
      longitude: -87.6181,
      desiredPayCents: 15_000_000,
      desiredPayPeriod: "year",
      availableInWeeks: 0,
      remotePreference: "remote",
      willingToRelocate: false,
      workAuthorization: "permanent_resident",
      skills: ["CPA"],
    });
    // A later application does not overwrite what the first one gave either.
    await applied({ ...ANN, availableInWeeks: 6, remotePreference: "onsite", willingToRelocate: true });
    expect(await offerColumns(id)).toMatchObject({ availableInWeeks: 0, remotePreference: "remote" });
  });

  it("refuses a place the gazetteer does not know, and bad pay or notice, naming the field and storing nothing", async () => {
    await emptyDatabase();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ location: "Atlantis, ZZ" }, "location", /^"Atlantis, ZZ" is not a known US ZIP or city$/],
      [{ desiredPayAmount: "lots", desiredPayPeriod: "year" }, "desiredPayAmount", /number of dollars/],
      [{ desiredPayAmount: "0", desiredPayPeriod: "year" }, "desiredPayAmount", /more than 0/],
      [{ desiredPayAmount: "95000", desiredPayPeriod: "hour" }, "desiredPayAmount", /at most \$5,000/],
      [{ desiredPayAmount: "95000", desiredPayPeriod: "" }, "desiredPayPeriod", /per year or per hour/],
      [{ desiredPayAmount: "95000", desiredPayPeriod: "week" }, "desiredPayPeriod", /pay period/],
      [{ availableInWeeks: "60" }, "availableInWeeks", /at most 52/],
      [{ availableInWeeks: "soon" }, "availableInWeeks", /number of weeks/],
      [{ remotePreference: "moon" }, "remotePreference", /remote preference/],
      [{ willingToRelocate: "maybe" }, "willingToRelocate", /yes or no/],
      [{ workAuthorization: "alien" }, "workAuthorization", /work authorization/],
    ];
    for (const [fields, path, message] of cases) {
      const response = await apply({ ...ANN, ...fields });
      const text = await response.text();
      expect(response.status, text).toBe(400);
      const { issues } = JSON.parse(text) as { issues: { path: string; message: string }[] };
      expect(
        issues.some((issue) => issue.path === path && message.test(issue.message)),
        text,
      ).toBe(true);
    }
    expect(await db.select().from(candidates)).toHaveLength(0);
    expect(await db.select().from(applications)).toHaveLength(0);
  });

  it("leaves the candidate's fields empty when the form gives none (a period alone is not a pay)", async () => {
    await emptyDatabase();
    await applied({ ...ANN, desiredPayPeriod: "year", location: "", availableInWeeks: "", willingToRelocate: "" });
    expect(await db.select().from(candidates)).toMatchObject([
      {
        location: null,
        desiredPayCents: null,
        desiredPayPeriod: null,
        availableInWeeks: null,
        willingToRelocate: null,
      },
    ]);
  });
});

describe("merging candidates", () => {
  it("fills what the kept candidate left empty from the merged one, keeping what it had", async () => {
    const { cookie, id } = await setup();
    await patched(cookie, id, { desiredPay: { amount: 150000, period: "year" } });
    await applied({ firstName: "Ann", lastName: "Leigh", email: "ann.leigh@example.com", phone: ANN.phone, ...OFFER });
    const other = await db.select().from(candidates).where(eq(candidates.email, "ann.leigh@example.com")).get();
    await patched(cookie, other!.id, { skills: ["CPA"] });
    const merged = await api(`/api/admin/candidates/${other!.id}/merge`, {
      method: "POST",
      cookie,
      body: { intoId: id },
    });
    expect(merged.status).toBe(200);
    expect(await offerColumns(id)).toMatchObject({
      location: "Denver, CO",
      desiredPayCents: 15_000_000,
      desiredPayPeriod: "year",
      availableInWeeks: 4,
      remotePreference: "remote",
      willingToRelocate: false,
      workAuthorization: "permanent_resident",
      skills: ["CPA"],
    });
  });
});

describe("privacy of what a person offers", () => {
  it("exports every offer column with the candidate, and an erasure leaves them all empty", async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const { cookie: admin } = await signedInStaff("ada.admin", "admin");
    await applied({ ...ANN, ...OFFER });
    const [{ id }] = (await db.select({ id: candidates.id }).from(candidates)) as [{ id: string }];
    await patched(admin, id, { skills: ["CPA", "NetSuite"] });

    const exported = await api("/api/admin/privacy/export", { method: "POST", cookie: admin, body: { q: ANN.email } });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const [candidate] = JSON.parse(strFromU8(files["candidates.json"]!)) as Record<string, unknown>[];
    expect(candidate).toMatchObject({
      location: "Denver, CO",
      desiredPayCents: 12_000_000,
      desiredPayPeriod: "year",
      availableInWeeks: 4,
      remotePreference: "remote",
      willingToRelocate: false,
      workAuthorization: "permanent_resident",
      skills: ["CPA", "NetSuite"],
    });
    expect(candidate!.latitude).toEqual(expect.any(Number));

    // The person is still found by the privacy search, by email and by name.
    for (const q of [ANN.email, `${ANN.firstName} ${ANN.lastName}`]) {
      const found = await api(`/api/admin/privacy/search?q=${encodeURIComponent(q)}`, { cookie: admin });
      expect(found.status).toBe(200);
      expect(((await found.json()) as PrivacySearchResult).kinds.candidates.rows.map((row) => row.id)).toEqual([id]);
    }

    const erased = await api("/api/admin/privacy/erase", { method: "POST", cookie: admin, body: { q: ANN.email } });
    expect(erased.status).toBe(200);
    expect(await offerColumns(id)).toEqual({
      location: null,
      latitude: null,
      longitude: null,
      willingToRelocate: null,
      remotePreference: null,
      desiredPayCents: null,
      desiredPayPeriod: null,
      availableInWeeks: null,
      workAuthorization: null,
      skills: [],
    });
  });
});
