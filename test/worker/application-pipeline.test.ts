import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  ApplicationBulkResult,
  ApplicationDetail,
  ApplicationListItem,
  ApplicationNoteView,
  StaffRef,
} from "../../worker/contract/application-pipeline";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, applicationEvents, applications, candidates, contacts, jobs } from "../../worker/db/schema";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn } from "./helpers";

/** The application pipeline for staff (issue 17): list, one application, stage/owner/rating changes, notes. */

async function addApplication(values: Partial<typeof applications.$inferInsert> & { firstName: string }) {
  const [row] = await createDb(env.DB)
    .insert(applications)
    .values({
      lastName: "Lee",
      email: `${values.firstName.toLowerCase()}@example.com`,
      phone: "+13175550142",
      ...values,
    })
    .returning();
  return row!;
}

async function list(cookie: string, query: string) {
  const response = await api(`/api/admin/applications${query}`, { cookie });
  expect(response.status).toBe(200);
  return {
    rows: (await response.json()) as ApplicationListItem[],
    total: Number(response.headers.get("X-Total-Count")),
  };
}

/** The stage moves of a history, newest first. */
function stageMoves(detail: ApplicationDetail) {
  return detail.history.flatMap((event) => (event.type === "stage" ? [event] : []));
}

function patch(cookie: string, id: string, body: unknown) {
  return api(`/api/admin/applications/${id}`, { method: "PATCH", body, cookie });
}

/**
 * An empty database with the staff areas, two recruiters signed in (ann, and bob from another address), a plain
 * user and an inactive recruiter, and one published job: each test starts from this afresh.
 */
async function setUp() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const ann = await createStaffUser("ann.recruiter", "recruiter");
  const bob = await createStaffUser("bob.recruiter", "recruiter");
  await createStaffUser("una.user", "user");
  await createStaffUser("ivy.inactive", "recruiter", { isActive: false });
  const recruiter = { id: ann.id, cookie: await signIn(ann.username) };
  const colleague = { id: bob.id, cookie: await signIn(bob.username, undefined, "192.0.2.11") };
  const [job] = await createDb(env.DB)
    .insert(jobs)
    .values({
      title: "Controller",
      company: "Acme",
      location: "Remote",
      type: "Full-time",
      industry: "Finance",
      description: "d",
      requirements: "r",
      status: "published",
    })
    .returning();
  return { recruiter, colleague, jobId: job!.id };
}

describe("GET /api/admin/applications", () => {
  it("lists newest first with the job, filters by stage, job, owner and words, and pages with the total", async () => {
    const { recruiter, jobId } = await setUp();
    const old = await addApplication({
      firstName: "Olga",
      currentPosition: "Senior Accountant",
      createdAt: new Date("2026-10-01T15:00:00Z"),
      jobId,
    });
    const mid = await addApplication({
      firstName: "Mia",
      stage: "interviewing",
      ownerId: recruiter.id,
      createdAt: new Date("2026-11-01T15:00:00Z"),
    });
    const recent = await addApplication({
      firstName: "Rex",
      stage: "not_a_fit",
      rejectionReason: "compensation",
      createdAt: new Date("2026-11-20T15:00:00Z"),
      jobId,
    });

    const all = await list(recruiter.cookie, "");
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.id)).toEqual([recent.id, mid.id, old.id]);
    expect(all.rows[2]).toMatchObject({
      jobTitle: "Controller",
      stage: "new",
      owner: null,
      hasResume: false,
      currentPosition: "Senior Accountant",
    });
    expect(all.rows[1]!.owner).toEqual({ id: recruiter.id, name: "ann.recruiter" });

    expect((await list(recruiter.cookie, "?stage=interviewing")).rows.map((row) => row.id)).toEqual([mid.id]);
    expect((await list(recruiter.cookie, "?stage=open")).rows.map((row) => row.id)).toEqual([mid.id, old.id]);
    expect((await list(recruiter.cookie, "?stage=closed")).rows.map((row) => row.id)).toEqual([recent.id]);
    expect((await list(recruiter.cookie, `?jobId=${jobId}`)).total).toBe(2);
    expect((await list(recruiter.cookie, `?ownerId=${recruiter.id}`)).rows.map((row) => row.id)).toEqual([mid.id]);
    expect((await list(recruiter.cookie, "?ownerId=none")).total).toBe(2);
    expect((await list(recruiter.cookie, "?q=accountant")).rows.map((row) => row.id)).toEqual([old.id]);
    expect((await list(recruiter.cookie, "?q=controller")).total).toBe(2);
    expect((await list(recruiter.cookie, "?q=100%25")).total).toBe(0);
    expect((await list(recruiter.cookie, "?from=2026-11-01&to=2026-11-01")).rows.map((row) => row.id)).toEqual([
      mid.id,
    ]);
    expect((await list(recruiter.cookie, "?sort=oldest")).rows[0]!.id).toBe(old.id);

    const page = await list(recruiter.cookie, "?limit=2&offset=2");
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.id)).toEqual([old.id]);
  });

  it("searches inside the index: pages the matches newest or oldest first, counts them, and follows the job's title", async () => {
    const { recruiter, jobId } = await setUp();
    const db = createDb(env.DB);
    const integrity = env.DB.prepare(
      "insert into applications_fts(applications_fts, rank) values ('integrity-check', 1)",
    );
    const [other] = await db
      .insert(jobs)
      .values({
        title: "Payroll Lead",
        company: "Acme",
        location: "Remote",
        type: "Full-time",
        industry: "Finance",
        description: "d",
        requirements: "r",
        status: "published",
      })
      .returning();
    const taylors = [];
    for (const [index, firstName] of ["Ada", "Ben", "Cy", "Dee", "Eve"].entries()) {
      taylors.push(
        await addApplication({
          firstName,
          lastName: "Taylor",
          jobId: index % 2 === 0 ? jobId : other!.id,
          ...(index === 4 ? { stage: "not_a_fit", rejectionReason: "compensation" } : {}),
        }),
      );
    }
    await addApplication({ firstName: "Zed", lastName: "Morgan", jobId });
    const ids = taylors.map((row) => row.id);

    const first = await list(recruiter.cookie, "?q=tay&limit=2");
    expect(first.total).toBe(5);
    expect(first.rows.map((row) => row.id)).toEqual([ids[4], ids[3]]);
    expect((await list(recruiter.cookie, "?q=tayl&limit=2&offset=2")).rows.map((row) => row.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect((await list(recruiter.cookie, "?q=tayl&limit=2&offset=4")).rows.map((row) => row.id)).toEqual([ids[0]]);
    expect((await list(recruiter.cookie, "?q=tayl&limit=2&offset=6")).rows).toEqual([]);
    expect((await list(recruiter.cookie, "?q=tayl&sort=oldest&limit=2")).rows.map((row) => row.id)).toEqual([
      ids[0],
      ids[1],
    ]);
    expect((await list(recruiter.cookie, "?q=tayl&sort=name&limit=2")).rows.map((row) => row.firstName)).toEqual([
      "Ada",
      "Ben",
    ]);
    // With other filters the matches are counted on their rows.
    const open = await list(recruiter.cookie, "?q=taylor&stage=open");
    expect(open.total).toBe(4);
    expect(open.rows.map((row) => row.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect((await list(recruiter.cookie, `?q=taylor&jobId=${other!.id}`)).rows.map((row) => row.id)).toEqual([
      ids[3],
      ids[1],
    ]);
    // Punctuation alone holds no word to find.
    expect((await list(recruiter.cookie, "?q=%25%25")).total).toBe(0);

    // The job applied for is searched by its title, which follows the job.
    expect((await list(recruiter.cookie, "?q=payroll")).rows.map((row) => row.id)).toEqual([ids[3], ids[1]]);
    await db.update(jobs).set({ title: "Treasury Analyst" }).where(eq(jobs.id, other!.id));
    expect((await list(recruiter.cookie, "?q=payroll")).total).toBe(0);
    expect((await list(recruiter.cookie, "?q=treasury%20tay")).rows.map((row) => row.id)).toEqual([ids[3], ids[1]]);
    await db.update(applications).set({ jobId }).where(eq(applications.id, ids[3]!));
    expect((await list(recruiter.cookie, "?q=treasury")).rows.map((row) => row.id)).toEqual([ids[1]]);
    await integrity.run();
    await db.delete(jobs).where(eq(jobs.id, other!.id));
    expect((await list(recruiter.cookie, "?q=treasury")).total).toBe(0);
    expect((await list(recruiter.cookie, "?q=taylor")).total).toBe(5);
    await integrity.run();
  });

  it("refuses bad filters with a 400 naming the field, and is staff-only", async () => {
    const { recruiter } = await setUp();
    for (const [query, field] of [
      ["?stage=hired", "stage"],
      ["?limit=101", "limit"],
      ["?from=yesterday", "from"],
      ["?sort=salary", "sort"],
    ] as const) {
      const response = await api(`/api/admin/applications${query}`, { cookie: recruiter.cookie });
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    }
    expect((await api("/api/admin/applications")).status).toBe(401);
  });
});

describe("one application", () => {
  it("answers its details, the same person's other applications (email case ignored), and 404 when missing", async () => {
    const { recruiter, jobId } = await setUp();
    const first = await addApplication({
      firstName: "Ann",
      email: "Ann@Example.com",
      jobId,
      additionalInfo: "Available in January",
    });
    const second = await addApplication({ firstName: "Ann", email: " ann@example.com " });
    await addApplication({ firstName: "Someone" });
    const response = await api(`/api/admin/applications/${first.id}`, { cookie: recruiter.cookie });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as ApplicationDetail;
    expect(detail).toMatchObject({
      id: first.id,
      additionalInfo: "Available in January",
      jobTitle: "Controller",
      history: [],
      notes: [],
      resumePath: null,
    });
    expect(detail.otherApplications.map((other) => other.id)).toEqual([second.id]);
    expect((await api("/api/admin/applications/no-such-id", { cookie: recruiter.cookie })).status).toBe(404);
  });

  it("lists the candidate's other applications, whatever email each was sent with (a merged candidate's too)", async () => {
    const { recruiter } = await setUp();
    const [person] = await createDb(env.DB)
      .insert(candidates)
      .values({ firstName: "Ann", lastName: "Lee", email: "ann@example.com" })
      .returning();
    const first = await addApplication({ firstName: "Ann", email: "ann@example.com", candidateId: person!.id });
    const merged = await addApplication({ firstName: "Ann", email: "ann.lee@work.example", candidateId: person!.id });
    await addApplication({ firstName: "Ann", email: "ann@example.com" });
    const detail = (await (
      await api(`/api/admin/applications/${first.id}`, { cookie: recruiter.cookie })
    ).json()) as ApplicationDetail;
    expect(detail.otherApplications.map((other) => other.id)).toEqual([merged.id]);
  });

  it("lists the candidate's contact messages, newest first, and none of anyone else's", async () => {
    const { recruiter } = await setUp();
    const db = createDb(env.DB);
    const [person] = await db
      .insert(candidates)
      .values({ firstName: "Ann", lastName: "Lee", email: "ann@example.com" })
      .returning();
    const application = await addApplication({ firstName: "Ann", email: "ann@example.com", candidateId: person!.id });
    const message = {
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      message: "Hello",
      source: "contact-page" as const,
    };
    await db.insert(contacts).values([
      { ...message, inquiry: "job-seeker", candidateId: person!.id, createdAt: new Date("2026-11-01T10:00:00Z") },
      { ...message, inquiry: "general", candidateId: person!.id, createdAt: new Date("2026-11-02T10:00:00Z") },
      { ...message, inquiry: "general", email: "someone@example.com" },
    ]);
    const detail = (await (
      await api(`/api/admin/applications/${application.id}`, { cookie: recruiter.cookie })
    ).json()) as ApplicationDetail;
    expect(detail.candidateMessages.map((m) => m.inquiry)).toEqual(["general", "job-seeker"]);
    const alone = await addApplication({ firstName: "Bo" });
    expect(
      (
        (await (
          await api(`/api/admin/applications/${alone.id}`, { cookie: recruiter.cookie })
        ).json()) as ApplicationDetail
      ).candidateMessages,
    ).toEqual([]);
  });

  it("records every stage change with who, when, from and to; an unchanged stage adds nothing", async () => {
    const { recruiter, colleague } = await setUp();
    const application = await addApplication({ firstName: "Ann" });
    expect((await patch(recruiter.cookie, application.id, { stage: "contacted" })).status).toBe(200);
    expect((await patch(colleague.cookie, application.id, { stage: "interviewing" })).status).toBe(200);
    const response = await patch(recruiter.cookie, application.id, { stage: "interviewing", rating: 4 });
    const detail = (await response.json()) as ApplicationDetail;
    expect(detail.stage).toBe("interviewing");
    expect(detail.rating).toBe(4);
    expect(
      stageMoves(detail).map(({ fromStage, toStage, changedBy }) => [fromStage, toStage, changedBy?.name]),
    ).toEqual([
      ["contacted", "interviewing", "bob.recruiter"],
      ["new", "contacted", "ann.recruiter"],
    ]);
    expect(Date.parse(detail.history[0]!.changedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records owner and rating changes too, with who, from and to; an unchanged owner or rating adds nothing", async () => {
    const { recruiter, colleague } = await setUp();
    const application = await addApplication({ firstName: "Ann", rating: 2 });
    expect((await patch(recruiter.cookie, application.id, { ownerId: recruiter.id })).status).toBe(200);
    expect((await patch(colleague.cookie, application.id, { ownerId: colleague.id, rating: 5 })).status).toBe(200);
    // Unchanged: neither adds an entry.
    expect((await patch(recruiter.cookie, application.id, { ownerId: colleague.id, rating: 5 })).status).toBe(200);
    const detail = (await (
      await patch(recruiter.cookie, application.id, { ownerId: null, rating: null })
    ).json()) as ApplicationDetail;
    expect(detail.history.map(({ id, changedAt, ...event }) => event)).toEqual([
      // One change's entries come newest first in the order they were written: owner, then rating.
      expect.objectContaining({ type: "rating", fromRating: 5, toRating: null }),
      expect.objectContaining({ type: "owner", fromOwner: { id: colleague.id, name: "bob.recruiter" }, toOwner: null }),
      expect.objectContaining({ type: "rating", fromRating: 2, toRating: 5 }),
      expect.objectContaining({
        type: "owner",
        fromOwner: { id: recruiter.id, name: "ann.recruiter" },
        toOwner: { id: colleague.id, name: "bob.recruiter" },
        changedBy: { id: colleague.id, name: "bob.recruiter" },
      }),
      {
        type: "owner",
        fromOwner: null,
        toOwner: { id: recruiter.id, name: "ann.recruiter" },
        changedBy: { id: recruiter.id, name: "ann.recruiter" },
        byClientContact: null,
      },
    ]);
    expect(detail.history.map((event) => event.type).sort()).toEqual(["owner", "owner", "owner", "rating", "rating"]);
  });

  it("changes only the fields named", async () => {
    const { recruiter } = await setUp();
    const application = await addApplication({
      firstName: "Ann",
      stage: "qualifying",
      rating: 3,
      ownerId: recruiter.id,
    });
    const detail = (await (await patch(recruiter.cookie, application.id, { rating: 5 })).json()) as ApplicationDetail;
    expect(detail).toMatchObject({ stage: "qualifying", rating: 5, owner: { id: recruiter.id } });
    const cleared = (await (
      await patch(recruiter.cookie, application.id, { ownerId: null, rating: null })
    ).json()) as ApplicationDetail;
    expect(cleared).toMatchObject({ stage: "qualifying", rating: null, owner: null });
  });

  it("closes with a reason, and reopening clears the reason", async () => {
    const { recruiter } = await setUp();
    const application = await addApplication({ firstName: "Ann" });
    const closed = (await (
      await patch(recruiter.cookie, application.id, { stage: "client_declined", rejectionReason: "experience_level" })
    ).json()) as ApplicationDetail;
    expect(closed).toMatchObject({ stage: "client_declined", rejectionReason: "experience_level" });
    expect(stageMoves(closed)[0]).toMatchObject({ toStage: "client_declined", rejectionReason: "experience_level" });
    const reopened = (await (
      await patch(recruiter.cookie, application.id, { stage: "qualifying" })
    ).json()) as ApplicationDetail;
    expect(reopened).toMatchObject({ stage: "qualifying", rejectionReason: null });
  });

  it("refuses bad changes with a 400 naming the field and changes nothing", async () => {
    const { recruiter } = await setUp();
    const application = await addApplication({ firstName: "Ann", stage: "contacted", rating: 2 });
    const inactive = await env.DB.prepare("select id from users where username = 'ivy.inactive'").first<{
      id: string;
    }>();
    const plainUser = await env.DB.prepare("select id from users where username = 'una.user'").first<{ id: string }>();
    const cases: [unknown, string][] = [
      [{ stage: "hired" }, "stage"],
      [{ rating: 0 }, "rating"],
      [{ rating: 6 }, "rating"],
      [{ rating: 2.5 }, "rating"],
      [{ ownerId: inactive!.id }, "ownerId"],
      [{ ownerId: plainUser!.id }, "ownerId"],
      [{ ownerId: "nobody" }, "ownerId"],
      [{ rejectionReason: "compensation" }, "rejectionReason"],
      [{ rejectionReason: "bored" }, "rejectionReason"],
      [{ stage: "placed", notes: "x" }, "notes"],
      [{}, "body"],
    ];
    for (const [body, field] of cases) {
      const response = await patch(recruiter.cookie, application.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json()), JSON.stringify(body)).toContain(
        field === "body" ? "Send at least one field" : field,
      );
    }
    const [row] = await createDb(env.DB).select().from(applications);
    expect(row).toMatchObject({ stage: "contacted", rating: 2, ownerId: null, rejectionReason: null });
    expect(await createDb(env.DB).select().from(applicationEvents)).toHaveLength(0);
    expect((await patch(recruiter.cookie, "no-such-id", { stage: "placed" })).status).toBe(404);
  });

  it("two staff moving one application at once: the later write wins and both moves are in the history", async () => {
    const { recruiter, colleague } = await setUp();
    const application = await addApplication({ firstName: "Ann" });
    const [a, b] = await Promise.all([
      patch(recruiter.cookie, application.id, { stage: "contacted" }),
      patch(colleague.cookie, application.id, { stage: "qualifying" }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const detail = (await (
      await api(`/api/admin/applications/${application.id}`, { cookie: recruiter.cookie })
    ).json()) as ApplicationDetail;
    expect(detail.history).toHaveLength(2);
    expect(detail.stage).toBe(stageMoves(detail)[0]!.toStage);
    expect(new Set(stageMoves(detail).map((change) => change.toStage))).toEqual(new Set(["contacted", "qualifying"]));
  });

  it("adds notes with their author and time, in the activity log, refusing an empty or over-long one", async () => {
    const { recruiter } = await setUp();
    const application = await addApplication({ firstName: "Ann" });
    const response = await api(`/api/admin/applications/${application.id}/notes`, {
      method: "POST",
      body: { body: "Strong on consolidations." },
      cookie: recruiter.cookie,
    });
    expect(response.status).toBe(201);
    const note = (await response.json()) as ApplicationNoteView;
    expect(note).toMatchObject({
      body: "Strong on consolidations.",
      author: { id: recruiter.id, name: "ann.recruiter" },
    });
    for (const body of [{ body: "" }, { body: "x".repeat(5001) }, {}]) {
      const refused = await api(`/api/admin/applications/${application.id}/notes`, {
        method: "POST",
        body,
        cookie: recruiter.cookie,
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain("body");
    }
    const detail = (await (
      await api(`/api/admin/applications/${application.id}`, { cookie: recruiter.cookie })
    ).json()) as ApplicationDetail;
    expect(detail.notes.map((n) => n.body)).toEqual(["Strong on consolidations."]);
    const logs = await createDb(env.DB).select().from(adminActivityLogs);
    expect(logs.filter((log) => log.action === "application.note" && log.entityId === application.id)).toHaveLength(1);
    expect(
      (
        await api("/api/admin/applications/no-such-id/notes", {
          method: "POST",
          body: { body: "x" },
          cookie: recruiter.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it("names the staff who may own applications: active, recruiter and up", async () => {
    const { recruiter } = await setUp();
    const owners = (await (
      await api("/api/admin/applications/owners", { cookie: recruiter.cookie })
    ).json()) as StaffRef[];
    expect(owners.map((owner) => owner.name)).toEqual(["ann.recruiter", "bob.recruiter"]);
  });
});

describe("POST /api/admin/applications/bulk", () => {
  function bulk(cookie: string, body: unknown) {
    return api("/api/admin/applications/bulk", { method: "POST", body, cookie });
  }

  async function rows() {
    return createDb(env.DB).select().from(applications).orderBy(applications.firstName);
  }

  it("moves several applications at once, each move in its history and the activity log, skipping and naming missing ids", async () => {
    const { recruiter, jobId } = await setUp();
    const ann = await addApplication({ firstName: "Ann", stage: "new", jobId });
    const bea = await addApplication({ firstName: "Bea", stage: "qualifying", jobId });
    const cal = await addApplication({ firstName: "Cal", stage: "interviewing" });
    const untouched = await addApplication({ firstName: "Dan", stage: "new" });

    const response = await bulk(recruiter.cookie, {
      ids: [ann.id, bea.id, cal.id, "no-such-id", ann.id],
      stage: "interviewing",
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as ApplicationBulkResult).toEqual({ updated: 3, missing: ["no-such-id"] });

    expect((await rows()).map((row) => [row.firstName, row.stage])).toEqual([
      ["Ann", "interviewing"],
      ["Bea", "interviewing"],
      ["Cal", "interviewing"],
      ["Dan", "new"],
    ]);
    // Cal was already there: no history row for a stage that did not change.
    const history = await createDb(env.DB).select().from(applicationEvents);
    expect(
      history
        .map((change) => [change.applicationId, change.type, change.fromValue, change.toValue, change.changedBy])
        .sort(),
    ).toEqual(
      [
        [ann.id, "stage", "new", "interviewing", recruiter.id],
        [bea.id, "stage", "qualifying", "interviewing", recruiter.id],
      ].sort(),
    );
    expect(
      history.every((change) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(change.id),
      ),
    ).toBe(true);
    const detail = (await (
      await api(`/api/admin/applications/${bea.id}`, { cookie: recruiter.cookie })
    ).json()) as ApplicationDetail;
    expect(detail.history[0]).toMatchObject({
      fromStage: "qualifying",
      toStage: "interviewing",
      changedBy: { name: "ann.recruiter" },
    });

    // One activity-log entry per application changed, none for the missing id nor the untouched one.
    const ours = new Set([ann.id, bea.id, cal.id, untouched.id]);
    const logs = (await createDb(env.DB).select().from(adminActivityLogs)).filter((log) =>
      ours.has(log.entityId ?? ""),
    );
    expect(logs.map((log) => log.entityId).sort()).toEqual([ann.id, bea.id, cal.id].sort());
    expect(
      logs.every(
        (log) =>
          log.action === "application.bulk_update" &&
          log.userId === recruiter.id &&
          log.entityType === "application" &&
          JSON.parse(log.details!).stage === "interviewing",
      ),
    ).toBe(true);
    expect(logs.some((log) => log.entityId === untouched.id)).toBe(false);
  });

  it("assigns an owner, and rejects with a reason (a closed stage plus the reason, recorded in the history)", async () => {
    const { recruiter, colleague } = await setUp();
    const ann = await addApplication({ firstName: "Ann", rating: 4 });
    const bea = await addApplication({ firstName: "Bea", stage: "contacted", ownerId: colleague.id });
    expect(await (await bulk(recruiter.cookie, { ids: [ann.id, bea.id], ownerId: recruiter.id })).json()).toEqual({
      updated: 2,
      missing: [],
    });
    expect((await rows()).map((row) => [row.ownerId, row.stage, row.rating])).toEqual([
      [recruiter.id, "new", 4],
      [recruiter.id, "contacted", null],
    ]);

    expect(
      (await bulk(recruiter.cookie, { ids: [ann.id, bea.id], stage: "not_a_fit", rejectionReason: "skills_mismatch" }))
        .status,
    ).toBe(200);
    expect((await rows()).map((row) => [row.stage, row.rejectionReason, row.ownerId])).toEqual([
      ["not_a_fit", "skills_mismatch", recruiter.id],
      ["not_a_fit", "skills_mismatch", recruiter.id],
    ]);
    const history = await createDb(env.DB).select().from(applicationEvents);
    expect(history.filter((event) => event.type === "stage").map((event) => event.rejectionReason)).toEqual([
      "skills_mismatch",
      "skills_mismatch",
    ]);
    // The bulk assignment is in each history: Bea's from her former owner, Ann's from none.
    expect(
      history
        .filter((event) => event.type === "owner")
        .map((event) => [event.applicationId, event.fromValue, event.toValue])
        .sort(),
    ).toEqual(
      [
        [ann.id, null, recruiter.id],
        [bea.id, colleague.id, recruiter.id],
      ].sort(),
    );

    // A reason alone is fine once every one is closed; reopening clears it.
    expect((await bulk(recruiter.cookie, { ids: [ann.id, bea.id], rejectionReason: "compensation" })).status).toBe(200);
    expect((await rows()).map((row) => row.rejectionReason)).toEqual(["compensation", "compensation"]);
    expect((await bulk(recruiter.cookie, { ids: [ann.id], stage: "qualifying", ownerId: null })).status).toBe(200);
    expect((await rows())[0]).toMatchObject({ stage: "qualifying", rejectionReason: null, ownerId: null });
  });

  it("refuses bad input with a 400 naming the field and changes nothing, all or nothing", async () => {
    const { recruiter } = await setUp();
    const ann = await addApplication({ firstName: "Ann", stage: "contacted" });
    const bea = await addApplication({ firstName: "Bea", stage: "withdrawn" });
    const inactive = await env.DB.prepare("select id from users where username = 'ivy.inactive'").first<{
      id: string;
    }>();
    const ids = [ann.id, bea.id];
    const cases: [unknown, string][] = [
      [{ ids, stage: "hired" }, "stage"],
      [{ ids: [], stage: "placed" }, "ids"],
      [{ ids: Array.from({ length: 101 }, (_, index) => `id-${index}`), stage: "placed" }, "ids"],
      [{ ids: "all", stage: "placed" }, "ids"],
      [{ ids: [""], stage: "placed" }, "ids"],
      [{ stage: "placed" }, "ids"],
      [{ ids }, "stage"],
      [{ ids, ownerId: inactive!.id }, "ownerId"],
      [{ ids, ownerId: "nobody", stage: "placed" }, "ownerId"],
      [{ ids, stage: "offered", rejectionReason: "compensation" }, "rejectionReason"],
      // Ann is open: a reason alone would leave her open with a reason.
      [{ ids, rejectionReason: "compensation" }, "rejectionReason"],
      [{ ids, rejectionReason: "bored", stage: "withdrawn" }, "rejectionReason"],
      [{ ids, rating: 5 }, "rating"],
    ];
    for (const [body, field] of cases) {
      const response = await bulk(recruiter.cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(await response.json()), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect((await rows()).map((row) => [row.stage, row.ownerId, row.rejectionReason])).toEqual([
      ["contacted", null, null],
      ["withdrawn", null, null],
    ]);
    expect(await createDb(env.DB).select().from(applicationEvents)).toHaveLength(0);
    expect(
      (await createDb(env.DB).select().from(adminActivityLogs)).filter((log) => ids.includes(log.entityId ?? "")),
    ).toHaveLength(0);
    expect((await bulk("", { ids, stage: "placed" })).status).toBe(401);
  });

  it("is all or nothing: when the batch fails part-way, no application, history or log row changes", async () => {
    const { recruiter } = await setUp();
    const ann = await addApplication({ firstName: "Ann" });
    const bea = await addApplication({ firstName: "Bea" });
    // A failure the database raises while updating the second one, after the history rows are written.
    await env.DB.exec(
      `create trigger refuse_bea before update on applications when old.id = '${bea.id}' begin select raise(abort, 'refused'); end`,
    );
    try {
      expect(
        (await bulk(recruiter.cookie, { ids: [ann.id, bea.id], stage: "contacted", ownerId: recruiter.id })).status,
      ).toBe(500);
    } finally {
      await env.DB.exec("drop trigger refuse_bea");
    }
    expect((await rows()).map((row) => [row.stage, row.ownerId])).toEqual([
      ["new", null],
      ["new", null],
    ]);
    expect(await createDb(env.DB).select().from(applicationEvents)).toHaveLength(0);
    expect(
      (await createDb(env.DB).select().from(adminActivityLogs)).filter((log) =>
        [ann.id, bea.id].includes(log.entityId ?? ""),
      ),
    ).toHaveLength(0);
  });

  it("takes a hundred applications in one go, and only missing ids changes nothing", async () => {
    const { recruiter } = await setUp();
    const db = createDb(env.DB);
    for (let index = 0; index < 100; index++) await addApplication({ firstName: `P${index}` });
    const all = (await db.select({ id: applications.id }).from(applications)).map((row) => row.id);
    expect(all).toHaveLength(100);
    expect(await (await bulk(recruiter.cookie, { ids: all, stage: "contacted" })).json()).toEqual({
      updated: 100,
      missing: [],
    });
    expect(await db.select().from(applicationEvents)).toHaveLength(100);
    expect((await rows()).every((row) => row.stage === "contacted")).toBe(true);

    expect(await (await bulk(recruiter.cookie, { ids: ["gone-1", "gone-2"], stage: "placed" })).json()).toEqual({
      updated: 0,
      missing: ["gone-1", "gone-2"],
    });
  });
});
