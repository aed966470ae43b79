import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AssignmentCreated, AssignmentView } from "../../worker/contract/assignments";
import type { ConversionFeeView, ConversionMade } from "../../worker/contract/conversion";
import { createDb } from "../../worker/db/client";
import { assignments, placementFeeLines, placements, timesheets } from "../../worker/db/schema";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** Contract-to-hire (issue 48 item 4, decision 113): the fee by the client's terms, the placement, the end, races. */

const db = () => createDb(env.DB);

const SCHEDULE_TERMS = {
  base: { kind: "percent", percent: 20 },
  schedule: { reductionPercent: 10, perHours: 160, floor: 5000 },
};

async function setup(conversionTerms: unknown = SCHEDULE_TERMS) {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff("ann.recruiter", "recruiter");
  const client = await addClient({ feePercent: 25, guaranteeDays: 90 });
  if (conversionTerms !== null) {
    const patched = await api(`/api/admin/clients/${client.id}`, {
      method: "PATCH",
      body: { conversionTerms },
      cookie,
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
  }
  const approver = await addContact(client.id, { name: "Alex Approver" });
  const job = await addJobOrder(client.id, { type: "Contract", title: "Contract Accountant" });
  const application = await addApplicant(job.id, "Priya", { stage: "offered" });
  const response = await api("/api/admin/assignments", {
    method: "POST",
    cookie,
    body: {
      applicationId: application.id,
      approverContactId: approver.id,
      startDate: "2040-01-02",
      endDate: "2040-07-01",
      billRate: 95,
      payRate: 70,
      engagementType: "w2",
      timeZone: "America/Chicago",
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const assignment = (await response.json()) as AssignmentCreated;
  return { cookie, client, job, application, assignment };
}

/** An approved week of 40 hours (and `overtime` more) on the assignment, as the portal leaves one. */
async function approvedWeek(assignmentId: string, weekStart: string, version = 1, hundredths = 4000) {
  await db()
    .insert(timesheets)
    .values({
      assignmentId,
      weekStart,
      version,
      status: "approved",
      dayHundredths: [800, 800, 800, 800, hundredths - 3200, 0, 0],
      regularHundredths: Math.min(hundredths, 4000),
      overtimeHundredths: Math.max(0, hundredths - 4000),
      submittedAt: new Date("2040-02-01T00:00:00Z"),
      decidedAt: new Date("2040-02-01T00:00:00Z"),
    });
}

const convert = (cookie: string, id: string, body: unknown) =>
  api(`/api/admin/assignments/${id}/conversion`, { method: "POST", body, cookie });

describe("converting an assignment to a hire", () => {
  it("takes the fee by the terms' schedule: 20 % of $100,000 less 10 % per complete 160 h billed", async () => {
    const { cookie, assignment } = await setup();
    // 9 approved weeks of 40 h = 360 h (2 complete blocks); a week corrected later counts by its latest approval.
    const mondays = ["2040-01-02", "2040-01-09", "2040-01-16", "2040-01-23", "2040-01-30", "2040-02-06"];
    for (const monday of [...mondays, "2040-02-13", "2040-02-20"]) await approvedWeek(assignment.id, monday);
    await approvedWeek(assignment.id, "2040-02-27", 1, 2000);
    await approvedWeek(assignment.id, "2040-02-27", 2, 4000);
    // A week waiting for approval is not billed.
    await db()
      .insert(timesheets)
      .values({
        assignmentId: assignment.id,
        weekStart: "2040-03-05",
        version: 1,
        status: "submitted",
        dayHundredths: [4000, 0, 0, 0, 0, 0, 0],
        regularHundredths: 4000,
        overtimeHundredths: 0,
        submittedAt: new Date("2040-03-06T00:00:00Z"),
      });

    const preview = await api(`/api/admin/assignments/${assignment.id}/conversion?date=2040-03-16&salary=100000`, {
      cookie,
    });
    expect(preview.status).toBe(200);
    const fee = (await preview.json()) as ConversionFeeView;
    expect(fee).toMatchObject({ billedHours: 360, fullFee: 20_000, blocks: 2, reductionPercent: 20, fee: 16_000 });
    expect(fee.floored).toBe(false);

    const response = await convert(cookie, assignment.id, { date: "2040-03-16", salary: 100_000 });
    expect(response.status, await response.clone().text()).toBe(201);
    const made = (await response.json()) as ConversionMade;
    expect(made.fee.fee).toBe(16_000);
    expect(made.placement).toMatchObject({ startDate: "2040-03-16", salary: 100_000, fee: 16_000, status: "active" });
    expect(made.placement.feeLines.map((line) => [line.kind, line.amount])).toEqual([["contingency", 16_000]]);

    const [row] = await db().select().from(placements).where(eq(placements.assignmentId, assignment.id));
    expect(row?.conversion).toMatchObject({ billedHundredths: 36_000, fullFeeCents: 2_000_000, blocks: 2 });
    const ended = await (await api(`/api/admin/assignments/${assignment.id}`, { cookie })).json<AssignmentView>();
    expect(ended).toMatchObject({ status: "converted_to_hire", endedOn: "2040-03-16" });
  });

  it("never goes below the floor, and a flat fee is taken as it is", async () => {
    const { cookie, assignment } = await setup({
      base: { kind: "flat", amount: 12_000 },
      schedule: { reductionPercent: 50, perHours: 40, floor: 5_000 },
    });
    for (const monday of ["2040-01-02", "2040-01-09", "2040-01-16"]) await approvedWeek(assignment.id, monday);
    const response = await convert(cookie, assignment.id, { date: "2040-02-01", salary: 90_000 });
    expect(response.status, await response.clone().text()).toBe(201);
    const made = (await response.json()) as ConversionMade;
    // 3 blocks of 40 h: 150 % capped at 100 %, so $0, raised to the $5,000 floor.
    expect(made.fee).toMatchObject({ fullFee: 12_000, blocks: 3, reductionPercent: 100, floored: true, fee: 5_000 });
    expect(made.placement.feePercent).toBe(0);
  });

  it("without terms of its own, the client's fee percent of the salary, not reduced", async () => {
    const { cookie, assignment } = await setup(null);
    await approvedWeek(assignment.id, "2040-01-02");
    const response = await convert(cookie, assignment.id, { date: "2040-01-10", salary: 80_000 });
    expect(response.status, await response.clone().text()).toBe(201);
    const made = (await response.json()) as ConversionMade;
    expect(made.fee).toMatchObject({ defaultTerms: true, fullFee: 20_000, fee: 20_000, billedHours: 40 });
  });

  it("refuses bad input naming the field, and changes nothing", async () => {
    const { cookie, assignment } = await setup();
    for (const [body, path] of [
      [{ date: "2039-12-31", salary: 90_000 }, "date"],
      [{ date: "2040-07-02", salary: 90_000 }, "date"],
      [{ date: "2040-02-30", salary: 90_000 }, "date"],
      [{ date: "2040-02-01", salary: -5 }, "salary"],
      [{ date: "2040-02-01", salary: 90_000.001 }, "salary"],
      [{ date: "2040-02-01" }, "salary"],
    ] as const) {
      const response = await convert(cookie, assignment.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: { fields?: { path: string }[] } };
      expect(JSON.stringify(answer)).toContain(`"${path}"`);
    }
    expect(await db().select().from(placements)).toEqual([]);
    const [row] = await db().select().from(assignments);
    expect(row?.status).toBe("upcoming");
    expect((await convert(cookie, "no-such-id", { date: "2040-02-01", salary: 1 })).status).toBe(404);
  });

  it("20 parallel conversions make one placement; the others are 409, and an ended assignment is refused", async () => {
    const { cookie, assignment } = await setup();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => convert(cookie, assignment.id, { date: "2040-02-01", salary: 90_000 })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await db().select().from(placements)).toHaveLength(1);
    expect(await db().select().from(placementFeeLines)).toHaveLength(1);
    const again = await convert(cookie, assignment.id, { date: "2040-02-01", salary: 90_000 });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("already_converted");
    // A converted assignment takes no extension either.
    const extend = await api(`/api/admin/assignments/${assignment.id}`, {
      method: "PATCH",
      cookie,
      body: { extend: { endDate: "2040-09-01", note: "More" } },
    });
    expect(extend.status).toBe(409);
  });

  it("a Contract job order still takes no placement of its own", async () => {
    const { cookie, application } = await setup();
    const response = await api("/api/admin/placements", {
      method: "POST",
      cookie,
      body: { applicationId: application.id, startDate: "2040-02-01", salary: 90_000 },
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("contract_job");
  });
});
