import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { AssignmentChanged, AssignmentCreated, AssignmentView } from "../../worker/contract/assignments";
import { createDb } from "../../worker/db/client";
import {
  applications,
  assignmentExtensions,
  assignmentRatePeriods,
  assignments,
  placements,
} from "../../worker/db/schema";
import { marginCents, markupPercent, ratesOn, statusOn } from "../../worker/domain/assignment-money";
import { toCents } from "../../worker/domain/placement-fees";
import { ERASED } from "../../worker/privacy/personal-data";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, apiInIsolate, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** Contract staffing's assignments (issue 48 item 1): money, rate periods, changes, bad input, races, privacy. */

const db = () => createDb(env.DB);

async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("ann.recruiter", "recruiter")).cookie };
}

/** A client with an approver, a Contract job order and an application on it. */
async function contractDesk(jobValues: Parameters<typeof addJobOrder>[1] = {}) {
  const client = await addClient();
  const approver = await addContact(client.id, { name: "Alex Approver" });
  const job = await addJobOrder(client.id, { type: "Contract", title: "Contract Accountant", ...jobValues });
  const application = await addApplicant(job.id, "Priya", { stage: "offered" });
  return { client, approver, job, application };
}

const body = (applicationId: string, approverContactId: string, extra: Record<string, unknown> = {}) => ({
  applicationId,
  approverContactId,
  startDate: "2040-01-07",
  endDate: "2040-07-06",
  billRate: 95,
  payRate: 70,
  engagementType: "w2",
  timeZone: "America/Chicago",
  workLocation: "Indianapolis plant",
  ...extra,
});

function create(cookie: string, input: unknown) {
  return api("/api/admin/assignments", { method: "POST", body: input, cookie });
}

async function created(cookie: string, input: unknown) {
  const response = await create(cookie, input);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AssignmentCreated;
}

function patch(cookie: string, id: string, input: unknown) {
  return api(`/api/admin/assignments/${id}`, { method: "PATCH", body: input, cookie });
}

async function patched(cookie: string, id: string, input: unknown) {
  const response = await patch(cookie, id, input);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AssignmentChanged;
}

async function issuesOf(response: Response) {
  return { status: response.status, body: (await response.json()) as { error: string; issues?: { path: string }[] } };
}

async function rowCounts() {
  return {
    assignments: (await db().select().from(assignments)).length,
    periods: (await db().select().from(assignmentRatePeriods)).length,
    extensions: (await db().select().from(assignmentExtensions)).length,
  };
}

describe("the money and the dates of an assignment", () => {
  it("computes margin as bill - pay in cents and markup as margin / pay, two decimals, rounded half up", () => {
    expect(marginCents({ billRateCents: 9_500, payRateCents: 7_000 })).toBe(2_500);
    expect(markupPercent({ billRateCents: 9_500, payRateCents: 7_000 })).toBe(35.71); // 35.714...
    expect(markupPercent({ billRateCents: 10_000, payRateCents: 8_000 })).toBe(25);
    expect(markupPercent({ billRateCents: 3, payRateCents: 2 })).toBe(50);
    // 1/8 = 12.5 % exactly; 1/800 of a percent rounds half up: 100.00125 % -> 100 %, 12.345 -> 12.35.
    expect(markupPercent({ billRateCents: 900, payRateCents: 800 })).toBe(12.5);
    expect(markupPercent({ billRateCents: 2_000_000 + 24_690, payRateCents: 200_000 })).toBe(912.35);
    // A loss: negative margin and markup; paid nothing: no markup.
    expect(marginCents({ billRateCents: 6_000, payRateCents: 7_000 })).toBe(-1_000);
    expect(markupPercent({ billRateCents: 6_000, payRateCents: 7_000 })).toBe(-14.29);
    expect(toCents(95.1 + 0.2)).toBe(9_530);
  });

  it("takes the rates of a day from the latest period starting on or before it, the first before the start", () => {
    const periods = [
      { fromDate: "2040-03-01", billRateCents: 10_000, payRateCents: 7_500 },
      { fromDate: "2040-01-07", billRateCents: 9_500, payRateCents: 7_000 },
    ];
    expect(ratesOn(periods, "2040-01-01")?.billRateCents).toBe(9_500);
    expect(ratesOn(periods, "2040-02-29")?.billRateCents).toBe(9_500);
    expect(ratesOn(periods, "2040-03-01")?.billRateCents).toBe(10_000);
    expect(ratesOn([], "2040-03-01")).toBeUndefined();
  });

  it("reads the status from the dates unless ended early or converted", () => {
    const dated = { status: "upcoming" as const, startDate: "2040-01-07", endDate: "2040-07-06" };
    expect(statusOn(dated, "2040-01-06")).toBe("upcoming");
    expect(statusOn(dated, "2040-01-07")).toBe("active");
    expect(statusOn(dated, "2040-07-06")).toBe("active");
    expect(statusOn(dated, "2040-07-07")).toBe("completed");
    expect(statusOn({ ...dated, status: "ended_early" }, "2040-03-01")).toBe("ended_early");
    expect(statusOn({ ...dated, status: "converted_to_hire" }, "2040-03-01")).toBe("converted_to_hire");
  });
});

describe("POST /api/admin/assignments", () => {
  it("starts an assignment: 201 with rates, margin, markup, the approver's portal link, the application placed", async () => {
    const { cookie } = await setup();
    const { client, approver, job, application } = await contractDesk();
    const assignment = await created(cookie, body(application.id, approver.id));
    expect(assignment).toMatchObject({
      applicationId: application.id,
      candidateId: application.candidateId,
      candidateName: "Priya Doe",
      clientId: client.id,
      jobId: job.id,
      jobTitle: "Contract Accountant",
      startDate: "2040-01-07",
      endDate: "2040-07-06",
      status: "upcoming",
      billRate: 95,
      payRate: 70,
      marginPerHour: 25,
      markupPercent: 35.71,
      overtimeMultiplier: 1.5,
      overtimeAfterHours: 40,
      workLocation: "Indianapolis plant",
      timeZone: "America/Chicago",
      engagementType: "w2",
      approver: { id: approver.id, name: "Alex Approver" },
      ratePeriods: [{ from: "2040-01-07", billRate: 95, payRate: 70, marginPerHour: 25, markupPercent: 35.71 }],
      extensions: [],
    });
    expect(assignment.approverPortalUrl).toMatch(/^http:\/\/localhost\/client\/[\w-]{20,}$/);
    // The link opens the approver's client portal.
    const portal = await api(`/api/client-portal/${assignment.approverPortalUrl.split("/").pop()}`);
    expect(portal.status).toBe(200);
    // Cents stored, nothing computed stored.
    const [period] = await db().select().from(assignmentRatePeriods);
    expect(period).toMatchObject({ billRateCents: 9_500, payRateCents: 7_000, fromDate: "2040-01-07" });
    const row = await db().select().from(applications).where(eq(applications.id, application.id)).get();
    expect(row!.stage).toBe("placed");
    const logged = await env.DB.prepare(
      "select details from admin_activity_logs where action = 'assignment.create' and entity_id = ?",
    )
      .bind(assignment.id)
      .first<{ details: string }>();
    // Ids and days only: no rate (a contractor's pay is theirs, decision 099).
    expect(JSON.parse(logged!.details)).toEqual({
      applicationId: application.id,
      startDate: "2040-01-07",
      endDate: "2040-07-06",
    });
    // GET by id answers the same view (no portal link: only its hash is kept).
    const read = (await (await api(`/api/admin/assignments/${assignment.id}`, { cookie })).json()) as AssignmentView;
    const { approverPortalUrl: _, ...view } = assignment;
    expect(read).toEqual(view);
  });

  it("takes a loss only when confirmed: pay above bill is 400 on payRate, then 201 with confirmLoss", async () => {
    const { cookie } = await setup();
    const { approver, application } = await contractDesk();
    const refused = await issuesOf(
      await create(cookie, body(application.id, approver.id, { billRate: 60, payRate: 70 })),
    );
    expect(refused).toMatchObject({ status: 400, body: { issues: [{ path: "payRate" }] } });
    expect(await rowCounts()).toEqual({ assignments: 0, periods: 0, extensions: 0 });
    const loss = await created(
      cookie,
      body(application.id, approver.id, { billRate: 60, payRate: 70, confirmLoss: true }),
    );
    expect(loss).toMatchObject({ marginPerHour: -10, markupPercent: -14.29 });
  });

  it("refuses bad input with 400 naming the field, changing nothing", async () => {
    const { cookie } = await setup();
    const { approver, application, client } = await contractDesk();
    const otherClient = await addClient({ name: "Globex" });
    const stranger = await addContact(otherClient.id, { name: "Sam Stranger" });
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: "2040-02-30" }, "startDate"],
      [{ endDate: "2040/07/06" }, "endDate"],
      [{ startDate: "2040-07-07", endDate: "2040-07-06" }, "endDate"],
      [{ billRate: 0 }, "billRate"],
      [{ payRate: 70.123 }, "payRate"],
      [{ billRate: "95" }, "billRate"],
      [{ engagementType: "contractor" }, "engagementType"],
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
      [{ overtimeMultiplier: 0.5 }, "overtimeMultiplier"],
      [{ approverContactId: stranger.id }, "approverContactId"],
      [{ approverContactId: "no-such-contact" }, "approverContactId"],
      [{ applicationId: "no-such-application" }, "applicationId"],
      [{ salary: 100 }, ""],
    ];
    for (const [change, field] of cases) {
      const answer = await issuesOf(await create(cookie, body(application.id, approver.id, change)));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      if (field)
        expect(
          answer.body.issues?.map((issue) => issue.path),
          JSON.stringify(change),
        ).toContain(field);
    }
    expect(client.id).toBeTruthy();
    expect(await rowCounts()).toEqual({ assignments: 0, periods: 0, extensions: 0 });
  });

  it("refuses a job order that is not a Contract one (409 not_contract_job), and a placement refuses a Contract one", async () => {
    const { cookie } = await setup();
    const client = await addClient();
    const approver = await addContact(client.id);
    const permanent = await addJobOrder(client.id, { type: "Full-time" });
    const applicant = await addApplicant(permanent.id, "Rhea", { stage: "offered" });
    const refused = await issuesOf(await create(cookie, body(applicant.id, approver.id)));
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "not_contract_job", issues: [{ path: "applicationId" }] },
    });
    expect(await rowCounts()).toEqual({ assignments: 0, periods: 0, extensions: 0 });

    const contract = await addJobOrder(client.id, { type: "Contract" });
    const contractor = await addApplicant(contract.id, "Cleo", { stage: "offered" });
    const placing = await api("/api/admin/placements", {
      method: "POST",
      cookie,
      body: { applicationId: contractor.id, startDate: "2040-01-07", salary: 100_000 },
    });
    expect(await issuesOf(placing)).toMatchObject({
      status: 409,
      body: { error: "contract_job", issues: [{ path: "applicationId" }] },
    });
    expect(await db().select().from(placements)).toEqual([]);
    const row = await db().select().from(applications).where(eq(applications.id, contractor.id)).get();
    expect(row!.stage).toBe("offered");
  });

  it("starts one assignment from 20 parallel requests for the same application: one 201, nineteen 409", async () => {
    const { cookie } = await setup();
    const { approver, application } = await contractDesk();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiInIsolate("/api/admin/assignments", { method: "POST", body: body(application.id, approver.id), cookie }),
      ),
    );
    const answers = await Promise.all(responses.map(issuesOf));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, body: { error: "already_assigned" } });
    expect(await rowCounts()).toEqual({ assignments: 1, periods: 1, extensions: 0 });
    const logged = await env.DB.prepare(
      "select count(*) as n from admin_activity_logs where action = 'assignment.create' and entity_type = 'assignment'",
    ).first<{ n: number }>();
    expect(logged!.n).toBe(1);
    const links = await env.DB.prepare("select count(*) as n from client_portal_links").first<{ n: number }>();
    expect(links!.n).toBe(1);
  });
});

describe("PATCH /api/admin/assignments/{id}", () => {
  async function started() {
    const { cookie } = await setup();
    const desk = await contractDesk();
    return { cookie, ...desk, assignment: await created(cookie, body(desk.application.id, desk.approver.id)) };
  }

  it("changes only the fields it names", async () => {
    const { cookie, assignment } = await started();
    const changed = await patched(cookie, assignment.id, { workLocation: "Remote, Indiana" });
    const {
      workLocation,
      updatedAt: _u,
      ...before
    } = (await db().select().from(assignments).where(eq(assignments.id, assignment.id)).get())!;
    expect(workLocation).toBe("Remote, Indiana");
    expect(changed).toMatchObject({ workLocation: "Remote, Indiana", approverPortalUrl: null });
    expect(before).toMatchObject({
      startDate: "2040-01-07",
      endDate: "2040-07-06",
      timeZone: "America/Chicago",
      engagementType: "w2",
      overtimeMultiplier: 1.5,
      approverContactId: assignment.approver!.id,
      status: "upcoming",
    });
    expect(changed.ratePeriods).toEqual(assignment.ratePeriods);
    const again = await patched(cookie, assignment.id, { engagementType: "corp_to_corp", overtimeMultiplier: 2 });
    expect(again).toMatchObject({
      engagementType: "corp_to_corp",
      overtimeMultiplier: 2,
      workLocation: "Remote, Indiana",
    });
    expect(await issuesOf(await patch(cookie, assignment.id, {}))).toMatchObject({ status: 400 });
    expect((await patch(cookie, "no-such-assignment", { workLocation: "x" })).status).toBe(404);
  });

  it("adds a rate period from a day, keeping the history; a loss needs confirmLoss", async () => {
    const { cookie, assignment } = await started();
    const changed = await patched(cookie, assignment.id, { rates: { from: "2040-04-01", billRate: 100, payRate: 75 } });
    expect(changed.ratePeriods).toEqual([
      { from: "2040-01-07", billRate: 95, payRate: 70, marginPerHour: 25, markupPercent: 35.71 },
      { from: "2040-04-01", billRate: 100, payRate: 75, marginPerHour: 25, markupPercent: 33.33 },
    ]);
    // Today (before the start) the first period's rates hold.
    expect(changed).toMatchObject({ billRate: 95, payRate: 70 });
    const loss = await issuesOf(
      await patch(cookie, assignment.id, { rates: { from: "2040-05-01", billRate: 70, payRate: 75 } }),
    );
    expect(loss).toMatchObject({ status: 400, body: { issues: [{ path: "rates.payRate" }] } });
    const outside = await issuesOf(
      await patch(cookie, assignment.id, { rates: { from: "2040-07-07", billRate: 100, payRate: 75 } }),
    );
    expect(outside).toMatchObject({ status: 400, body: { issues: [{ path: "rates.from" }] } });
    const twice = await issuesOf(
      await patch(cookie, assignment.id, { rates: { from: "2040-04-01", billRate: 110, payRate: 75 } }),
    );
    expect(twice).toMatchObject({ status: 409, body: { error: "rate_period_exists" } });
    const confirmed = await patched(cookie, assignment.id, {
      rates: { from: "2040-05-01", billRate: 70, payRate: 75 },
      confirmLoss: true,
    });
    expect(confirmed.ratePeriods.map((period) => [period.from, period.marginPerHour])).toEqual([
      ["2040-01-07", 25],
      ["2040-04-01", 25],
      ["2040-05-01", -5],
    ]);
    const logged = await env.DB.prepare(
      "select count(*) as n from admin_activity_logs where action = 'assignment.rate_change'",
    ).first<{ n: number }>();
    expect(logged!.n).toBe(2);
  });

  it("extends the planned end with a note, kept as history; an earlier end is 400", async () => {
    const { cookie, assignment } = await started();
    const once = await patched(cookie, assignment.id, {
      extend: { endDate: "2040-10-05", note: "Client asked for Q3" },
    });
    const twice = await patched(cookie, assignment.id, { extend: { endDate: "2040-12-28", note: "Year-end close" } });
    expect(once.endDate).toBe("2040-10-05");
    expect(twice).toMatchObject({ endDate: "2040-12-28", status: "upcoming" });
    expect(twice.extensions.map(({ previousEndDate, endDate, note }) => ({ previousEndDate, endDate, note }))).toEqual([
      { previousEndDate: "2040-07-06", endDate: "2040-10-05", note: "Client asked for Q3" },
      { previousEndDate: "2040-10-05", endDate: "2040-12-28", note: "Year-end close" },
    ]);
    expect(twice.extensions[0]!.extendedBy?.name).toBe("ann.recruiter");
    const earlier = await issuesOf(
      await patch(cookie, assignment.id, { extend: { endDate: "2040-12-28", note: "Same day" } }),
    );
    expect(earlier).toMatchObject({ status: 400, body: { issues: [{ path: "extend.endDate" }] } });
    const noNote = await issuesOf(await patch(cookie, assignment.id, { extend: { endDate: "2041-01-31", note: " " } }));
    expect(noNote).toMatchObject({ status: 400, body: { issues: [{ path: "extend.note" }] } });
    expect((await rowCounts()).extensions).toBe(2);
    const logged = await env.DB.prepare(
      "select details from admin_activity_logs where action = 'assignment.extend' and entity_id = ? order by created_at",
    )
      .bind(assignment.id)
      .all<{ details: string }>();
    expect(logged.results.map((row) => JSON.parse(row.details))).toEqual([
      { from: "2040-07-06", to: "2040-10-05" },
      { from: "2040-10-05", to: "2040-12-28" },
    ]);
  });

  it("ends early with the last day and the reason; an ended assignment takes no extension or rate change", async () => {
    const { cookie, assignment } = await started();
    const outside = await issuesOf(
      await patch(cookie, assignment.id, { endEarly: { lastDay: "2040-07-06", reason: "Project cancelled" } }),
    );
    expect(outside).toMatchObject({ status: 400, body: { issues: [{ path: "endEarly.lastDay" }] } });
    const ended = await patched(cookie, assignment.id, {
      endEarly: { lastDay: "2040-03-15", reason: "Project cancelled" },
    });
    expect(ended).toMatchObject({
      status: "ended_early",
      endedOn: "2040-03-15",
      endReason: "Project cancelled",
      endDate: "2040-07-06",
    });
    for (const change of [
      { extend: { endDate: "2040-12-31", note: "Back on" } },
      { rates: { from: "2040-04-01", billRate: 100, payRate: 75 } },
      { endEarly: { lastDay: "2040-03-20", reason: "Again" } },
    ]) {
      expect(await issuesOf(await patch(cookie, assignment.id, change))).toMatchObject({
        status: 409,
        body: { error: "assignment_ended" },
      });
    }
    expect(await rowCounts()).toEqual({ assignments: 1, periods: 1, extensions: 0 });
    const logged = await env.DB.prepare(
      "select details from admin_activity_logs where action = 'assignment.end_early' and entity_id = ?",
    )
      .bind(assignment.id)
      .all<{ details: string }>();
    // Once, with the day only: the reason may name the person and stays on the assignment.
    expect(logged.results.map((row) => JSON.parse(row.details))).toEqual([{ lastDay: "2040-03-15" }]);
  });

  it("extends once from 20 parallel extensions of the same planned end: the others 409 changed_meanwhile", async () => {
    const { cookie, assignment } = await started();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apiInIsolate(`/api/admin/assignments/${assignment.id}`, {
          method: "PATCH",
          body: { extend: { endDate: `2040-08-${String(i + 1).padStart(2, "0")}`, note: `Extension ${i}` } },
          cookie,
        }),
      ),
    );
    const answers = await Promise.all(responses.map(issuesOf));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 409, body: { error: "changed_meanwhile" } });
    const [extension] = await db().select().from(assignmentExtensions);
    const row = await db().select().from(assignments).where(eq(assignments.id, assignment.id)).get();
    expect((await rowCounts()).extensions).toBe(1);
    expect(extension).toMatchObject({ previousEndDate: "2040-07-06", endDate: row!.endDate });
  });

  it("changes the approver only to a contact of the assignment's client, with a new portal link", async () => {
    const { cookie, assignment, client } = await started();
    const stranger = await addContact((await addClient({ name: "Globex" })).id);
    const refused = await issuesOf(await patch(cookie, assignment.id, { approverContactId: stranger.id }));
    expect(refused).toMatchObject({ status: 400, body: { issues: [{ path: "approverContactId" }] } });
    const other = await addContact(client.id, { name: "Olga Other" });
    const changed = await patched(cookie, assignment.id, { approverContactId: other.id });
    expect(changed.approver?.name).toBe("Olga Other");
    expect(changed.approverPortalUrl).toMatch(/\/client\/[\w-]{20,}$/);
  });
});

describe("GET /api/admin/assignments", () => {
  it("pages with X-Total-Count and filters by status, client, candidate and end", async () => {
    const { cookie } = await setup();
    const client = await addClient();
    const approver = await addContact(client.id);
    const job = await addJobOrder(client.id, { type: "Contract" });
    const other = await addClient({ name: "Globex" });
    const otherApprover = await addContact(other.id);
    const otherJob = await addJobOrder(other.id, { type: "Contract" });
    const dates: [string, string][] = [
      ["2020-01-06", "2020-06-30"], // completed
      ["2020-01-06", "2099-12-31"], // active
      ["2040-01-07", "2040-07-06"], // upcoming
    ];
    const made: AssignmentCreated[] = [];
    for (const [i, [startDate, endDate]] of dates.entries()) {
      const applicant = await addApplicant(job.id, `Ann${i}`);
      made.push(await created(cookie, body(applicant.id, approver.id, { startDate, endDate })));
    }
    const elsewhere = await addApplicant(otherJob.id, "Gus");
    const globex = await created(cookie, body(elsewhere.id, otherApprover.id, { endDate: "2040-08-01" }));
    const list = async (query: string) => {
      const response = await api(`/api/admin/assignments${query}`, { cookie });
      expect(response.status, await response.clone().text()).toBe(200);
      const rows = (await response.json()) as AssignmentView[];
      // Each row names its own client and approver (read in a batch, by column name).
      for (const row of rows) expect(row.approver?.name).not.toBe(row.clientName);
      expect(rows.map((row) => row.clientName).sort()).toEqual(
        rows.map((row) => (row.id === globex.id ? "Globex" : "Acme Manufacturing")).sort(),
      );
      return { ids: rows.map((row) => row.id), total: Number(response.headers.get("x-total-count")) };
    };
    expect(await list("")).toMatchObject({ total: 4 });
    // The soonest planned end first.
    expect((await list("")).ids[0]).toBe(made[0]!.id);
    expect(await list("?limit=2&offset=2")).toEqual({ ids: [globex.id, made[1]!.id], total: 4 });
    expect(await list("?status=completed")).toEqual({ ids: [made[0]!.id], total: 1 });
    expect(await list("?status=active")).toEqual({ ids: [made[1]!.id], total: 1 });
    expect((await list("?status=upcoming")).total).toBe(2);
    expect(await list(`?clientId=${other.id}`)).toEqual({ ids: [globex.id], total: 1 });
    expect(await list(`?candidateId=${made[2]!.candidateId}`)).toEqual({ ids: [made[2]!.id], total: 1 });
    expect(await list("?endingBefore=2040-07-06")).toEqual({ ids: [made[0]!.id], total: 1 });
    expect((await list("?endingBefore=2040-07-07")).total).toBe(2);
    expect((await list("?endingBefore=2040-08-02")).total).toBe(3);
    for (const query of ["?limit=101", "?status=paused", "?endingBefore=soon", "?offset=-1"])
      expect((await api(`/api/admin/assignments${query}`, { cookie })).status, query).toBe(400);
  });

  it("is the clients area's: a user without it is refused", async () => {
    await setup();
    const { cookie } = await signedInStaff("uma.user", "user");
    expect((await api("/api/admin/assignments", { cookie })).status).toBe(403);
  });
});

describe("the privacy walk of a contractor", () => {
  it("exports her assignment, rates and extensions; an erasure keeps the accounts and erases what names her", async () => {
    await setup();
    const { cookie: admin } = await signedInStaff("ada.admin", "admin");
    const { approver, application } = await contractDesk();
    const assignment = await created(admin, body(application.id, approver.id));
    await patched(admin, assignment.id, { extend: { endDate: "2040-09-30", note: "Priya asked to stay on" } });
    await patched(admin, assignment.id, { rates: { from: "2040-08-01", billRate: 100, payRate: 75 } });
    await patched(admin, assignment.id, { endEarly: { lastDay: "2040-09-01", reason: "Priya Doe moved away" } });

    const exported = await api("/api/admin/privacy/export", {
      method: "POST",
      cookie: admin,
      body: { q: application.email },
    });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];
    expect(json("records/assignments.json")).toEqual([
      expect.objectContaining({ id: assignment.id, endReason: "Priya Doe moved away" }),
    ]);
    expect(json("records/assignment_rate_periods.json").map((row) => row.payRateCents)).toEqual([7_000, 7_500]);
    expect(json("records/assignment_extensions.json")).toEqual([
      expect.objectContaining({ note: "Priya asked to stay on" }),
    ]);

    const erased = await api("/api/admin/privacy/erase", {
      method: "POST",
      cookie: admin,
      body: { q: application.email },
    });
    expect(erased.status).toBe(200);
    const row = await db().select().from(assignments).where(eq(assignments.id, assignment.id)).get();
    expect(row).toMatchObject({ endReason: ERASED, status: "ended_early", endedOn: "2040-09-01" });
    expect((await db().select().from(assignmentRatePeriods)).map((period) => period.payRateCents)).toEqual([
      7_000, 7_500,
    ]);
    expect((await db().select().from(assignmentExtensions)).map((extension) => extension.note)).toEqual([ERASED]);
    const view = (await (
      await api(`/api/admin/assignments/${assignment.id}`, { cookie: admin })
    ).json()) as AssignmentView;
    expect(view.candidateName).not.toContain("Priya");
    expect(JSON.stringify(view)).not.toMatch(/Priya/);
  });
});
