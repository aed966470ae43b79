import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listAssignments } from "../../worker/assignments/list-store";
import { type AssignmentCreated, assignmentListQuerySchema } from "../../worker/contract/assignments";
import type { ContractDeskView } from "../../worker/contract/contract-desk";
import { createDb } from "../../worker/db/client";
import { timesheets } from "../../worker/db/schema";
import { contractDeskNumbers } from "../../worker/desk/contract-store";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** The desk's contract numbers (issue 48 item 5): each the total of the list its link opens; margin from approvals. */

const db = () => createDb(env.DB);
// Wednesday 2040-05-16 in the firm's zone: this week 2040-05-14 to 05-20, last week 05-07, the quarter from 04-01.
const NOW = new Date("2040-05-16T17:00:00Z");
const TODAY = "2040-05-16";

async function assignment(cookie: string, name: string, startDate: string, endDate: string, billRate = 95) {
  const client = await addClient();
  const approver = await addContact(client.id, { name: `${name}'s Approver` });
  const job = await addJobOrder(client.id, { type: "Contract", title: "Contract Accountant" });
  const application = await addApplicant(job.id, name, { stage: "offered" });
  const response = await api("/api/admin/assignments", {
    method: "POST",
    cookie,
    body: {
      applicationId: application.id,
      approverContactId: approver.id,
      startDate,
      endDate,
      billRate,
      payRate: 70,
      engagementType: "w2",
      timeZone: "America/Chicago",
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AssignmentCreated;
}

async function week(assignmentId: string, weekStart: string, status: "approved" | "submitted", days: number[]) {
  const total = days.reduce((sum, day) => sum + day, 0);
  await db()
    .insert(timesheets)
    .values({
      assignmentId,
      weekStart,
      version: 1,
      status,
      dayHundredths: days,
      regularHundredths: Math.min(total, 4000),
      overtimeHundredths: Math.max(0, total - 4000),
      submittedAt: NOW,
    });
}

const listTotal = async (query: Record<string, string>) =>
  (await listAssignments(db(), assignmentListQuerySchema.parse(query), TODAY)).total;

describe("the desk's contract numbers", () => {
  it("counts working, ending, missing and waiting as their lists do, and the margin of approved weeks", async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("ann.recruiter", "recruiter");
    const ana = await assignment(cookie, "Ana", "2040-04-02", "2040-06-05");
    const ben = await assignment(cookie, "Ben", "2040-03-05", "2040-12-31", 100);
    await assignment(cookie, "Cai", "2040-01-02", "2040-05-04");
    await assignment(cookie, "Dee", "2040-06-01", "2040-09-30");
    // Ana: 45 h in her first week (5 h overtime at 1.5x), 40 h this week, nothing sent for last week.
    await week(ana.id, "2040-04-02", "approved", [900, 900, 900, 900, 900, 0, 0]);
    await week(ana.id, "2040-05-14", "approved", [800, 800, 800, 800, 800, 0, 0]);
    // Ben: last week waits for his approver; a week of last quarter is not this quarter's margin.
    await week(ben.id, "2040-05-07", "submitted", [800, 800, 800, 800, 800, 0, 0]);
    await week(ben.id, "2040-03-26", "approved", [800, 800, 800, 800, 800, 0, 0]);

    const desk = await contractDeskNumbers(db(), NOW);
    expect(desk).toMatchObject({
      today: TODAY,
      weekStart: "2040-05-14",
      weekEnd: "2040-05-20",
      lastWeekStart: "2040-05-07",
      quarterStart: "2040-04-01",
      endingBefore: "2040-06-16",
      workingThisWeek: 2,
      endingSoon: 1,
      timesheetsMissing: 1,
      timesheetsWaiting: 1,
    } satisfies Partial<ContractDeskView>);
    // This week: 40 h x ($95 - $70). The quarter adds 40 h x $95 + 5 h x $142.50 billed, 40 h x $70 + 5 h x $105 paid.
    expect(desk.week).toEqual({ billed: 3800, paid: 2800, margin: 1000 });
    expect(desk.quarter).toEqual({ billed: 8312.5, paid: 6125, margin: 2187.5 });

    // Each number is the total of the list its link opens.
    expect(await listTotal({ workingFrom: desk.weekStart, workingTo: desk.weekEnd })).toBe(2);
    expect(await listTotal({ status: "active", endingBefore: desk.endingBefore })).toBe(1);
    expect(await listTotal({ timesheet: "missing", week: desk.lastWeekStart })).toBe(1);
    expect(await listTotal({ timesheet: "missing" })).toBe(1);
    expect(await listTotal({ timesheet: "waiting" })).toBe(1);

    const response = await api("/api/admin/desk/contract", { cookie });
    expect(response.status).toBe(200);
    const bad = await api("/api/admin/assignments?timesheet=late", { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("timesheet");
  });
});
