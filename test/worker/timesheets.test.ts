import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { AssignmentCreated } from "../../worker/contract/assignments";
import type { PortalTimesheetView, TimesheetView } from "../../worker/contract/timesheets";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, timesheetLinks, timesheets } from "../../worker/db/schema";
import { hashLinkToken } from "../../worker/domain/link-token";
import { ERASED } from "../../worker/privacy/personal-data";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/** Contractors' weekly timesheets (issue 48 item 2): links, weeks, versions, the approver's decisions, privacy. */

const db = () => createDb(env.DB);

async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("ann.recruiter", "recruiter")).cookie };
}

/** An assignment from Wed 2040-01-04 to Fri 2040-07-06 on a client's Contract job order; the approver's token. */
async function contractor(cookie: string, name = "Priya") {
  const client = await addClient({ name: `${name}'s client` });
  const approver = await addContact(client.id, { name: `Approver of ${name}` });
  const job = await addJobOrder(client.id, { type: "Contract", title: "Contract Accountant" });
  const application = await addApplicant(job.id, name, { stage: "offered" });
  const response = await api("/api/admin/assignments", {
    method: "POST",
    cookie,
    body: {
      applicationId: application.id,
      approverContactId: approver.id,
      startDate: "2040-01-04",
      endDate: "2040-07-06",
      billRate: 95,
      payRate: 70,
      engagementType: "w2",
      timeZone: "America/Chicago",
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const assignment = (await response.json()) as AssignmentCreated;
  const portalToken = assignment.approverPortalUrl.split("/client/")[1]!;
  return { client, approver, application, assignment, portalToken };
}

function makeLink(cookie: string, assignmentId: string, weekStart: string) {
  return api(`/api/admin/assignments/${assignmentId}/timesheets/${weekStart}/link`, { method: "POST", cookie });
}

async function linkToken(cookie: string, assignmentId: string, weekStart: string) {
  const response = await makeLink(cookie, assignmentId, weekStart);
  expect(response.status, await response.clone().text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return url.split("/timesheet/")[1]!;
}

/** Monday 2040-01-09's week: `hours` from Monday on. */
const week = (hours: number[], note?: string) => ({
  days: hours.map((h, index) => ({ date: `2040-01-${String(9 + index).padStart(2, "0")}`, hours: h })),
  ...(note ? { note } : {}),
});

/** Sent from a phone: its address and browser are the contractor's, never logged. */
const submit = (token: string, body: unknown) =>
  api(`/api/timesheets/${token}`, {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": "198.51.100.7", "User-Agent": "Contractor's phone" },
  });

async function submitted(token: string, body: unknown) {
  const response = await submit(token, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TimesheetView;
}

const decide = (portalToken: string, id: string, decision: "approve" | "reject", body?: unknown) =>
  api(`/api/client-portal/${portalToken}/timesheets/${id}/${decision}`, { method: "POST", body });

async function formPost(path: string, form: string) {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });
}

describe("the contractor's link for a week", () => {
  it("answers an unguessable url scoped to the assignment and week, storing only its hash", async () => {
    const { cookie } = await setup();
    const { assignment } = await contractor(cookie);
    const response = await makeLink(cookie, assignment.id, "2040-01-09");
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const token = url.split("/timesheet/")[1]!;
    expect(url).toBe(`${ORIGIN}/timesheet/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db().select().from(timesheetLinks);
    expect(row).toMatchObject({ assignmentId: assignment.id, weekStart: "2040-01-09" });
    expect(row!.tokenHash).toBe(await hashLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const tuesday = await makeLink(cookie, assignment.id, "2040-01-10");
    expect(tuesday.status).toBe(400);
    expect(await tuesday.json()).toMatchObject({ issues: [{ path: "weekStart" }] });
    const before = await makeLink(cookie, assignment.id, "2039-12-26");
    expect(before.status).toBe(400);
    expect((await makeLink(cookie, "no-such-assignment", "2040-01-09")).status).toBe(404);
    expect(
      (await api(`/api/admin/assignments/${assignment.id}/timesheets/2040-01-09/link`, { method: "POST" })).status,
    ).toBe(401);
    expect(await db().select().from(timesheetLinks)).toHaveLength(1);
  });
});

describe("a contractor's week", () => {
  it("splits regular and overtime by the week's rule, and a second submission is version 2", async () => {
    const { cookie } = await setup();
    const { assignment } = await contractor(cookie);
    const token = await linkToken(cookie, assignment.id, "2040-01-09");
    const first = await submitted(token, week([9, 9, 9, 9, 9, 2, 0], "Inventory count on Saturday"));
    expect(first).toMatchObject({
      assignmentId: assignment.id,
      weekStart: "2040-01-09",
      version: 1,
      status: "submitted",
      regularHours: 40,
      overtimeHours: 7,
      note: "Inventory count on Saturday",
      correctionNote: null,
    });
    expect(first.days.map((day) => day.hours)).toEqual([9, 9, 9, 9, 9, 2, 0]);

    const second = await submitted(token, week([8, 8, 8, 8, 8.25]));
    expect(second).toMatchObject({ version: 2, regularHours: 40, overtimeHours: 0.25, status: "submitted" });
    const rows = await db().select().from(timesheets).where(eq(timesheets.assignmentId, assignment.id));
    expect(rows.map((row) => [row.version, row.regularHundredths, row.overtimeHundredths]).sort()).toEqual([
      [1, 4000, 700],
      [2, 4000, 25],
    ]);

    const logged = await db().select().from(adminActivityLogs).where(eq(adminActivityLogs.action, "timesheet.submit"));
    expect(logged.map((entry) => [entry.entityId, entry.userId, entry.ipAddress, entry.userAgent])).toEqual([
      [assignment.id, null, null, null],
      [assignment.id, null, null, null],
    ]);
    const listed = await api(`/api/admin/assignments/${assignment.id}/timesheets`, { cookie });
    expect(((await listed.json()) as TimesheetView[]).map((row) => row.version)).toEqual([2, 1]);
  });

  it("refuses hours outside 0-24 and days outside the week or the assignment with a 400 naming the day", async () => {
    const { cookie } = await setup();
    const { assignment } = await contractor(cookie);
    const token = await linkToken(cookie, assignment.id, "2040-01-02");
    const response = await submit(token, {
      days: [
        { date: "2040-01-02", hours: 8 },
        { date: "2040-01-04", hours: 25 },
        { date: "2040-01-09", hours: 4 },
        { date: "2040-01-05", hours: 7.125 },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual([
      { path: "days.0.date", message: "Mon 2040-01-02 is before the assignment starts on 2040-01-04." },
      { path: "days.1.hours", message: "Wed 2040-01-04: hours must be between 0 and 24." },
      { path: "days.2.date", message: "Mon 2040-01-09 is not in the week of 2040-01-02 to 2040-01-08." },
      { path: "days.3.hours", message: "Thu 2040-01-05: hours take at most two decimals (7.25, 7.5)." },
    ]);
    expect(await db().select().from(timesheets)).toHaveLength(0);
    // An empty day before the start is fine: the form lists the whole week.
    const fine = await submitted(token, {
      days: [
        { date: "2040-01-02", hours: 0 },
        { date: "2040-01-04", hours: 8 },
      ],
    });
    expect(fine).toMatchObject({ regularHours: 8, overtimeHours: 0 });
    expect((await submit("x".repeat(43), week([8]))).status).toBe(404);
  });

  it("an ended assignment takes no new weeks", async () => {
    const { cookie } = await setup();
    const { assignment } = await contractor(cookie);
    const later = await linkToken(cookie, assignment.id, "2040-01-16");
    const current = await linkToken(cookie, assignment.id, "2040-01-09");
    const ended = await api(`/api/admin/assignments/${assignment.id}`, {
      method: "PATCH",
      cookie,
      body: { endEarly: { lastDay: "2040-01-12", reason: "Project cancelled" } },
    });
    expect(ended.status).toBe(200);

    const refusedLink = await makeLink(cookie, assignment.id, "2040-01-16");
    expect(refusedLink.status).toBe(409);
    expect(await refusedLink.json()).toMatchObject({ error: "assignment_ended" });
    const refusedWeek = await submit(later, { days: [{ date: "2040-01-16", hours: 8 }] });
    expect(refusedWeek.status).toBe(409);
    const afterEnd = await submit(current, week([8, 8, 8, 8, 8]));
    expect(afterEnd.status).toBe(400);
    expect(await afterEnd.json()).toMatchObject({
      issues: [{ path: "days.4.date", message: "Fri 2040-01-13 is after the assignment ends on 2040-01-12." }],
    });
    expect(await submitted(current, week([8, 8, 8, 8]))).toMatchObject({ regularHours: 32 });
  });
});

describe("the approver in the client portal", () => {
  it("rejects with a reason the contractor reads, approves the next version, locks it, and a correction says what changed", async () => {
    const { cookie } = await setup();
    const { assignment, portalToken } = await contractor(cookie);
    const token = await linkToken(cookie, assignment.id, "2040-01-09");
    const first = await submitted(token, week([9, 8, 8, 8, 8]));

    const listed = (await (await api(`/api/client-portal/${portalToken}/timesheets`)).json()) as PortalTimesheetView[];
    expect(listed).toEqual([
      expect.objectContaining({
        id: first.id,
        contractorName: "Priya Doe",
        status: "submitted",
        regularHours: 40,
        overtimeHours: 1,
      }),
    ]);

    expect((await decide(portalToken, first.id, "reject", { reason: " " })).status).toBe(400);
    const rejected = await decide(portalToken, first.id, "reject", { reason: "Monday was a holiday <b>closed</b>" });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({
      status: "rejected",
      rejectionReason: "Monday was a holiday <b>closed</b>",
    });
    const page = await (await api(`/timesheet/${token}`)).text();
    expect(page).toContain("Monday was a holiday &lt;b&gt;closed&lt;/b&gt;");
    expect(page).toContain('value="9"');

    const second = await submitted(token, week([0, 8, 8, 8, 8]));
    expect(second).toMatchObject({ version: 2, correctionNote: null });
    // The rejected version is no longer the week's: it cannot be approved.
    expect((await decide(portalToken, first.id, "approve")).status).toBe(409);
    const approved = await decide(portalToken, second.id, "approve");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id: second.id, status: "approved" });
    const again = await decide(portalToken, second.id, "reject", { reason: "Changed my mind" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "already_decided" });

    const correction = await submitted(token, week([0, 6, 8, 8, 8, 4]));
    expect(correction).toMatchObject({ version: 3, status: "submitted", correctionNote: "Tue 8 -> 6 h; Sat 0 -> 4 h" });
    const locked = await db().select().from(timesheets).where(eq(timesheets.id, second.id)).get();
    expect(locked).toMatchObject({ status: "approved", dayHundredths: [0, 800, 800, 800, 800, 0, 0], version: 2 });
  });

  it("of 20 parallel approvals exactly one is recorded", async () => {
    const { cookie } = await setup();
    const { assignment, portalToken } = await contractor(cookie);
    const token = await linkToken(cookie, assignment.id, "2040-01-09");
    const sent = await submitted(token, week([8, 8, 8, 8, 8]));
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => decide(portalToken, sent.id, "approve").then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const logged = await db().select().from(adminActivityLogs).where(eq(adminActivityLogs.action, "timesheet.approve"));
    expect(logged).toHaveLength(1);
  });

  it("a portal token shows and decides only its own client's assignments", async () => {
    const { cookie } = await setup();
    const mine = await contractor(cookie, "Priya");
    const theirs = await contractor(cookie, "Marco");
    const sent = await submitted(await linkToken(cookie, theirs.assignment.id, "2040-01-09"), week([8]));
    expect(await (await api(`/api/client-portal/${mine.portalToken}/timesheets`)).json()).toEqual([]);
    expect((await decide(mine.portalToken, sent.id, "approve")).status).toBe(404);
    expect((await decide(mine.portalToken, sent.id, "reject", { reason: "Not ours" })).status).toBe(404);
    expect(await db().select().from(timesheets).where(eq(timesheets.id, sent.id)).get()).toMatchObject({
      status: "submitted",
      decidedAt: null,
    });
    expect((await decide("z".repeat(43), sent.id, "approve")).status).toBe(404);
  });
});

describe("the pages, without scripts", () => {
  it("the contractor's page renders the week and its form post keeps values and names the day", async () => {
    const { cookie } = await setup();
    const { assignment, portalToken } = await contractor(cookie);
    const token = await linkToken(cookie, assignment.id, "2040-01-09");
    const page = await api(`/timesheet/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).not.toContain("<script");
    expect(html).toContain(`<form method="post" action="/timesheet/${token}">`);
    expect(html.match(/type="number"/g)).toHaveLength(7);
    expect(html).toContain('name="hours-2040-01-15"');

    const refused = await formPost(`/timesheet/${token}`, "hours-2040-01-09=8&hours-2040-01-10=30&note=Late+shift");
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Tue 2040-01-10: hours must be between 0 and 24.");
    expect(refusedHtml).toContain('value="30"');
    expect(refusedHtml).toContain("Late shift</textarea>");
    expect(await db().select().from(timesheets)).toHaveLength(0);

    const sent = await formPost(`/timesheet/${token}`, "hours-2040-01-09=8&hours-2040-01-10=7.5&hours-2040-01-11=");
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe(`/timesheet/${token}?sent=1`);
    const [row] = await db().select().from(timesheets);
    expect(row).toMatchObject({ version: 1, regularHundredths: 1550, dayHundredths: [800, 750, 0, 0, 0, 0, 0] });
    expect(await (await api(`/timesheet/${token}?sent=1`)).text()).toContain("your week is sent");
    expect((await api(`/timesheet/${"q".repeat(43)}`)).status).toBe(404);

    const portal = await (await api(`/client/${portalToken}`)).text();
    expect(portal).not.toContain("<script");
    const approve = `/client/${portalToken}/timesheets/${row!.id}/approve`;
    expect(portal).toContain(`<form method="post" action="${approve}">`);
    const noReason = await formPost(`/client/${portalToken}/timesheets/${row!.id}/reject`, "reason=");
    expect(noReason.status).toBe(400);
    const approved = await formPost(approve, "");
    expect(approved.status).toBe(303);
    expect(approved.headers.get("Location")).toBe(`/client/${portalToken}?timesheet=${row!.id}#timesheet-${row!.id}`);
    expect(await db().select().from(timesheets).get()).toMatchObject({ status: "approved" });
    const after = await (await api(`/client/${portalToken}?timesheet=${row!.id}`)).text();
    expect(after).toContain("Thank you: your decision is recorded.");
    expect(after).not.toContain(`action="${approve}"`);
  });
});

describe("the privacy walk of a contractor's timesheets", () => {
  it("exports her weeks; an erasure keeps the hours and removes her note and the approver's reason", async () => {
    await setup();
    const { cookie: admin } = await signedInStaff("ada.admin", "admin");
    const { application, assignment, portalToken } = await contractor(admin);
    const token = await linkToken(admin, assignment.id, "2040-01-09");
    const first = await submitted(token, week([8, 8, 8, 8, 8], "Priya covered for Sam"));
    expect((await decide(portalToken, first.id, "reject", { reason: "Priya was off on Monday" })).status).toBe(200);

    const exported = await api("/api/admin/privacy/export", {
      method: "POST",
      cookie: admin,
      body: { q: application.email },
    });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    expect(JSON.parse(strFromU8(files["records/timesheets.json"]!))).toEqual([
      expect.objectContaining({
        id: first.id,
        note: "Priya covered for Sam",
        rejectionReason: "Priya was off on Monday",
      }),
    ]);

    const erased = await api("/api/admin/privacy/erase", {
      method: "POST",
      cookie: admin,
      body: { q: application.email },
    });
    expect(erased.status).toBe(200);
    expect(await db().select().from(timesheets).get()).toMatchObject({
      note: null,
      rejectionReason: ERASED,
      regularHundredths: 4000,
      dayHundredths: [800, 800, 800, 800, 800, 0, 0],
    });
  });
});
