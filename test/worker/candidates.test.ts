import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApplicationDetail } from "../../worker/contract/application-pipeline";
import type { CandidateDetail, CandidateListItem, CandidateMergePreview } from "../../worker/contract/candidates";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, candidates } from "../../worker/db/schema";
import { splitName } from "../../worker/people/store";
import { book, insertBookingTypes, validBooking } from "./booking-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff, uniqueIp } from "./helpers";

/** Candidates (issue 17): matching submissions to one person, possible duplicates, and merging. */

function post(path: string, body: unknown) {
  return exports.default.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: JSON.stringify(body),
  });
}

async function apply(person: { firstName: string; lastName: string; email: string; phone: string }) {
  const response = await post("/api/applications", person);
  expect(response.status).toBe(201);
}

async function list(cookie: string, query = "") {
  const response = await api(`/api/admin/candidates${query}`, { cookie });
  expect(response.status).toBe(200);
  return { rows: (await response.json()) as CandidateListItem[], total: Number(response.headers.get("X-Total-Count")) };
}

async function detail(cookie: string, id: string) {
  const response = await api(`/api/admin/candidates/${id}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as CandidateDetail;
}

async function candidateByEmail(email: string) {
  const row = await createDb(env.DB).select().from(candidates).where(eq(candidates.email, email)).get();
  expect(row, email).toBeDefined();
  return row!;
}

/** An empty database with the booking types and a signed-in recruiter's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  await insertBookingTypes();
  return { cookie: (await signedInStaff("ann.recruiter", "recruiter")).cookie };
}

describe("matching a submission to its candidate", () => {
  it("files one person's applications, contact message and booking under one candidate, whatever the email's case and the phone's format", async () => {
    const { cookie } = await setup();
    await apply({ firstName: "Ann", lastName: "Lee", email: " Ann.Lee@Example.COM ", phone: "(317) 555-0142" });
    await apply({ firstName: "Ann", lastName: "Lee", email: "ann.lee@example.com", phone: "+13175550142" });
    // Another address, the same phone in another format and the same name: the same person.
    await apply({ firstName: "ann", lastName: "LEE", email: "ann@acme.example", phone: "317.555.0142" });
    expect(
      (
        await post("/api/contact/submit", {
          firstName: "Ann",
          lastName: "Lee",
          email: "ANN.LEE@example.com",
          helpType: "other",
          message: "Hello",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await book({
          ...validBooking,
          bookerName: "Ann Lee",
          bookerEmail: "Ann.Lee@Example.com",
          bookerPhone: "317-555-0142",
        })
      ).status,
    ).toBe(201);

    const { rows, total } = await list(cookie);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann.lee@example.com",
      phone: "+13175550142",
      counts: { applications: 3, messages: 1, bookings: 1 },
      possibleDuplicates: 0,
    });
    const ann = await detail(cookie, rows[0]!.id);
    expect(ann.applications.map((application) => application.email).sort()).toEqual([
      "ann.lee@example.com",
      "ann.lee@example.com",
      "ann@acme.example",
    ]);
    expect(ann.messages).toMatchObject([{ inquiry: "other", message: "Hello", source: "contact-page" }]);
    expect(ann.bookings).toMatchObject([{ serviceName: "Hiring Needs Consultation", status: "confirmed" }]);

    // The application view names its candidate.
    const application = (await (
      await api(`/api/admin/applications/${ann.applications[0]!.id}`, { cookie })
    ).json()) as ApplicationDetail;
    expect(application.candidateId).toBe(ann.id);
  });

  it("fills in a known candidate's missing phone from a later submission", async () => {
    const { cookie } = await setup();
    expect(
      (
        await post("/api/ghl/direct-contact", {
          firstName: "Cy",
          lastName: "Moe",
          email: "cy@example.com",
          inquiry: "hire-talent",
          message: "Hi",
        })
      ).status,
    ).toBe(201);
    expect((await candidateByEmail("cy@example.com")).phone).toBeNull();
    await apply({ firstName: "Cy", lastName: "Moe", email: "CY@example.com", phone: "(212) 555-0199" });
    expect((await candidateByEmail("cy@example.com")).phone).toBe("+12125550199");
    expect((await list(cookie)).total).toBe(1);
  });

  it("leaves no candidate behind for a booking that lost its slot", async () => {
    const { cookie } = await setup();
    expect((await book({ ...validBooking, bookerEmail: "first@example.com" })).status).toBe(201);
    expect(
      (await book({ ...validBooking, bookerEmail: "second@example.com", bookerName: "Someone Else" })).status,
    ).toBe(409);
    expect((await list(cookie)).rows.map((row) => row.email)).toEqual(["first@example.com"]);
  });

  it("splits a booker's name at the first space", async () => {
    await setup();
    expect(splitName("  Ann Marie  Lee ")).toEqual({ firstName: "Ann", lastName: "Marie Lee" });
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });
});

describe("possible duplicates", () => {
  it("flags two candidates sharing a phone with other emails and names, on each and as a list filter", async () => {
    const { cookie } = await setup();
    await apply({ firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(317) 555-0142" });
    await apply({ firstName: "Annie", lastName: "Lee-Park", email: "annie@example.com", phone: "+13175550142" });
    await apply({ firstName: "Bob", lastName: "Ray", email: "bob@example.com", phone: "+12125550100" });

    const all = await list(cookie);
    expect(all.total).toBe(3);
    const flagged = await list(cookie, "?duplicates=1");
    expect(flagged.total).toBe(2);
    expect(flagged.rows.map((row) => row.email).sort()).toEqual(["ann@example.com", "annie@example.com"]);
    expect(flagged.rows.every((row) => row.possibleDuplicates === 1)).toBe(true);

    const ann = await candidateByEmail("ann@example.com");
    const annie = await candidateByEmail("annie@example.com");
    expect((await detail(cookie, ann.id)).duplicates.map((row) => row.id)).toEqual([annie.id]);
    expect((await detail(cookie, (await candidateByEmail("bob@example.com")).id)).duplicates).toEqual([]);
  });

  it("searches name, email and phone (in any format), and pages with the total", async () => {
    const { cookie } = await setup();
    await apply({ firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(317) 555-0142" });
    await apply({ firstName: "Bob", lastName: "Ray", email: "bob@work.example", phone: "+12125550100" });
    await apply({ firstName: "Cy", lastName: "Moe", email: "cy@example.com", phone: "+12125550101" });
    expect((await list(cookie, "?q=ann%20lee")).rows.map((row) => row.email)).toEqual(["ann@example.com"]);
    expect((await list(cookie, "?q=work.example")).total).toBe(1);
    expect((await list(cookie, "?q=(317)%20555")).rows.map((row) => row.email)).toEqual(["ann@example.com"]);
    expect((await list(cookie, "?q=zz%25")).total).toBe(0);
    // Three characters or more are looked up in the trigram index (any part, case aside); fewer are matched as before.
    expect((await list(cookie, "?q=RK.EXA")).rows.map((row) => row.email)).toEqual(["bob@work.example"]);
    expect((await list(cookie, "?q=0100")).rows.map((row) => row.email)).toEqual(["bob@work.example"]);
    expect((await list(cookie, "?q=cY")).rows.map((row) => row.email)).toEqual(["cy@example.com"]);
    expect((await list(cookie, "?q=%22")).total).toBe(0);
    expect((await list(cookie, `?q=${encodeURIComponent('ann" OR "bob')}`)).total).toBe(0);
    const page = await list(cookie, "?limit=2&offset=2");
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.email)).toEqual(["ann@example.com"]);
    for (const [query, field] of [
      ["?limit=101", "limit"],
      ["?duplicates=yes", "duplicates"],
    ] as const) {
      const response = await api(`/api/admin/candidates${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    }
    expect((await api("/api/admin/candidates")).status).toBe(401);
  });
});

describe("merging", () => {
  async function twoOfOnePerson() {
    await apply({ firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(317) 555-0142" });
    await apply({ firstName: "A.", lastName: "Lee", email: "a.lee@work.example", phone: "+13175550142" });
    expect(
      (
        await post("/api/contact/submit", {
          firstName: "A.",
          lastName: "Lee",
          email: "a.lee@work.example",
          helpType: "other",
          message: "Hi",
        })
      ).status,
    ).toBe(201);
    expect(
      (await book({ ...validBooking, bookerName: "A. Lee", bookerEmail: "a.lee@work.example", bookerPhone: undefined }))
        .status,
    ).toBe(201);
    return { into: await candidateByEmail("ann@example.com"), from: await candidateByEmail("a.lee@work.example") };
  }

  it("previews what would move, then moves applications (with their notes and history), messages and bookings, and logs once", async () => {
    const { cookie } = await setup();
    const { into, from } = await twoOfOnePerson();
    const fromApplication = (await detail(cookie, from.id)).applications[0]!;
    expect(
      (
        await api(`/api/admin/applications/${fromApplication.id}/notes`, {
          method: "POST",
          body: { body: "Called, call back Monday" },
          cookie,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api(`/api/admin/applications/${fromApplication.id}`, {
          method: "PATCH",
          body: { stage: "contacted" },
          cookie,
        })
      ).status,
    ).toBe(200);

    const previewResponse = await api(`/api/admin/candidates/${from.id}/merge-preview?into=${into.id}`, { cookie });
    expect(previewResponse.status).toBe(200);
    const preview = (await previewResponse.json()) as CandidateMergePreview;
    expect(preview.from).toMatchObject({ id: from.id, counts: { applications: 1, messages: 1, bookings: 1 } });
    expect(preview.into).toMatchObject({ id: into.id, counts: { applications: 1, messages: 0, bookings: 0 } });
    expect(preview.applications.map((application) => application.id)).toEqual([fromApplication.id]);
    expect(preview.messages).toHaveLength(1);
    expect(preview.bookings).toHaveLength(1);
    // A preview changes nothing.
    expect((await list(cookie)).total).toBe(2);

    const logsBefore = await createDb(env.DB).select().from(adminActivityLogs);
    const response = await api(`/api/admin/candidates/${from.id}/merge`, {
      method: "POST",
      body: { intoId: into.id },
      cookie,
    });
    expect(response.status).toBe(200);
    const merged = (await response.json()) as CandidateDetail;
    expect(merged).toMatchObject({
      id: into.id,
      email: "ann@example.com",
      counts: { applications: 2, messages: 1, bookings: 1 },
      possibleDuplicates: 0,
    });
    expect(merged.applications.map((application) => application.id)).toContain(fromApplication.id);

    expect((await api(`/api/admin/candidates/${from.id}`, { cookie })).status).toBe(404);
    const application = (await (
      await api(`/api/admin/applications/${fromApplication.id}`, { cookie })
    ).json()) as ApplicationDetail;
    expect(application).toMatchObject({ candidateId: into.id, email: "a.lee@work.example", stage: "contacted" });
    expect(application.notes.map((note) => note.body)).toEqual(["Called, call back Monday"]);
    expect(application.history).toHaveLength(1);
    // The merged-away email still finds the person.
    const found = (await (await api("/api/admin/candidates?q=a.lee%40work", { cookie })).json()) as { id: string }[];
    expect(found.map((candidate) => candidate.id)).toEqual([into.id]);

    const logs = (await createDb(env.DB).select().from(adminActivityLogs)).slice(logsBefore.length);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: "candidate.merge", entityType: "candidate", entityId: into.id });
    expect(JSON.parse(logs[0]!.details!)).toMatchObject({
      merged: { id: from.id, email: "a.lee@work.example" },
      intoId: into.id,
      moved: { applications: 1, messages: 1, bookings: 1 },
      applicationIds: [fromApplication.id],
    });
  });

  it("takes the merged candidate's phone when the one kept has none", async () => {
    const { cookie } = await setup();
    expect(
      (
        await post("/api/contact/submit", {
          firstName: "Cy",
          lastName: "Moe",
          email: "cy@example.com",
          helpType: "other",
          message: "Hi",
        })
      ).status,
    ).toBe(201);
    await apply({ firstName: "Cyrus", lastName: "Moe", email: "cyrus@example.com", phone: "(212) 555-0199" });
    const into = await candidateByEmail("cy@example.com");
    const from = await candidateByEmail("cyrus@example.com");
    const merged = (await (
      await api(`/api/admin/candidates/${from.id}/merge`, { method: "POST", body: { intoId: into.id }, cookie })
    ).json()) as CandidateDetail;
    expect(merged).toMatchObject({ phone: "+12125550199", counts: { applications: 1, messages: 1 } });
  });

  it("keeps a merged candidate's email: a later submission from it joins the candidate it was merged into, through a second merge too", async () => {
    const { cookie } = await setup();
    await apply({ firstName: "Di", lastName: "Ray", email: "di@example.com", phone: "(212) 555-0101" });
    await apply({ firstName: "Diana", lastName: "Ray", email: "diana.ray@work.example", phone: "(212) 555-0102" });
    await apply({ firstName: "D.", lastName: "Ray", email: "dray@old.example", phone: "(212) 555-0103" });
    const kept = await candidateByEmail("di@example.com");
    const work = await candidateByEmail("diana.ray@work.example");
    const old = await candidateByEmail("dray@old.example");
    const merge = (id: string, intoId: string) =>
      api(`/api/admin/candidates/${id}/merge`, { method: "POST", body: { intoId }, cookie });
    // The old address into the work one, then the work one (with the old address it holds) into the kept one.
    expect((await merge(old.id, work.id)).status).toBe(200);
    expect((await merge(work.id, kept.id)).status).toBe(200);

    await apply({ firstName: "Diana", lastName: "Ray", email: "DRay@old.example", phone: "(212) 555-0104" });
    await apply({ firstName: "Diana", lastName: "Ray", email: "diana.ray@work.example", phone: "(212) 555-0105" });
    const { rows } = await list(cookie, "?q=Ray");
    expect(rows.map((row) => row.id)).toEqual([kept.id]);
    // Every merge moved aliases and deleted a candidate through the index's triggers: it still agrees with the tables.
    expect((await list(cookie, "?q=old.example")).rows.map((row) => row.id)).toEqual([kept.id]);
    await expect(
      env.DB.prepare("insert into candidates_fts(candidates_fts, rank) values ('integrity-check', 1)").run(),
    ).resolves.toBeDefined();
    expect((await detail(cookie, kept.id)).counts.applications).toBe(5);
  });

  it("refuses to merge into itself or an unknown candidate with a 400 naming the field, answers 404 for an unknown candidate, and changes nothing", async () => {
    const { cookie } = await setup();
    const { into, from } = await twoOfOnePerson();
    const logsBefore = (await createDb(env.DB).select().from(adminActivityLogs)).length;
    const cases: [string, unknown, string][] = [
      [from.id, { intoId: from.id }, "intoId"],
      [from.id, { intoId: "no-such-candidate" }, "intoId"],
      [from.id, {}, "intoId"],
      [from.id, { intoId: into.id, extra: 1 }, "extra"],
    ];
    for (const [id, body, field] of cases) {
      const response = await api(`/api/admin/candidates/${id}/merge`, { method: "POST", body, cookie });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    }
    expect(
      (
        await api(`/api/admin/candidates/no-such-candidate/merge`, {
          method: "POST",
          body: { intoId: into.id },
          cookie,
        })
      ).status,
    ).toBe(404);

    for (const [query, status] of [
      [`?into=${from.id}`, 400],
      ["?into=nobody", 400],
      ["", 400],
    ] as const) {
      const response = await api(`/api/admin/candidates/${from.id}/merge-preview${query}`, { cookie });
      expect(response.status, query).toBe(status);
      expect(JSON.stringify(await response.json())).toContain("into");
    }
    expect((await api(`/api/admin/candidates/nobody/merge-preview?into=${into.id}`, { cookie })).status).toBe(404);

    expect((await list(cookie)).total).toBe(2);
    expect((await detail(cookie, from.id)).counts).toEqual({ applications: 1, messages: 1, bookings: 1 });
    expect((await createDb(env.DB).select().from(adminActivityLogs)).length).toBe(logsBefore);
  });
});
