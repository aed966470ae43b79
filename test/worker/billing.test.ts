import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import type { AssignmentCreated } from "../../worker/contract/assignments";
import type { BillingWeekView } from "../../worker/contract/billing";
import type { TimesheetView } from "../../worker/contract/timesheets";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, billingExports, clientInvoices } from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import { TEST_NOW_HEADER } from "../../worker/http/request-clock";
import { ERASED } from "../../worker/privacy/personal-data";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

/** What to invoice and what to pay (issue 48 item 3, decision 112): the week's lines, the files, invoices, privacy. */

vi.setConfig({ testTimeout: 60_000 });

const db = () => createDb(env.DB);
/** Tuesday January 17, 2040, 15:00 UTC: the Worker's clock for every request here (E2E_CLOCK on). */
const NOW = Date.UTC(2040, 0, 17, 15);
const bindings: Bindings = { ...env, E2E_CLOCK: "on" };
const WEEK = "2040-01-09";

function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { [TEST_NOW_HEADER]: String(NOW) };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.method && init.method !== "GET") headers.Origin = ORIGIN;
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return workerFetch(new Request(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body }), bindings);
}

async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return (await answered.json()) as T;
}

async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("ann.recruiter", "recruiter")).cookie };
}

/** A contractor from Wed 2040-01-04 on a client's Contract job order at $95 billed and $70 paid an hour. */
async function contractor(cookie: string, name: string, clientName = `${name}'s client`) {
  const client = await addClient({ name: clientName });
  const approver = await addContact(client.id, { name: `Approver of ${name}` });
  const job = await addJobOrder(client.id, { type: "Contract", title: "Contract Accountant" });
  const application = await addApplicant(job.id, name, { stage: "offered" });
  const assignment = await ok<AssignmentCreated>(
    call("/api/admin/assignments", {
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
    }),
    201,
  );
  const portalToken = assignment.approverPortalUrl.split("/client/")[1]!;
  return { client, approver, application, assignment, portalToken };
}

type Contractor = Awaited<ReturnType<typeof contractor>>;

/** Sends `hours` from Monday of `week` through the week's link; answers the version. */
async function send(cookie: string, who: Contractor, hours: number[], week = WEEK) {
  const { url } = await ok<{ url: string }>(
    call(`/api/admin/assignments/${who.assignment.id}/timesheets/${week}/link`, { method: "POST", cookie }),
  );
  const days = hours.map((h, index) => ({
    date: new Date(Date.parse(`${week}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
    hours: h,
  }));
  return ok<TimesheetView>(
    call(`/api/timesheets/${url.split("/timesheet/")[1]}`, { method: "POST", body: { days } }),
    201,
  );
}

async function approve(who: Contractor, timesheet: TimesheetView) {
  await ok(call(`/api/client-portal/${who.portalToken}/timesheets/${timesheet.id}/approve`, { method: "POST" }));
}

async function approvedWeek(cookie: string, who: Contractor, hours: number[], week = WEEK) {
  const version = await send(cookie, who, hours, week);
  await approve(who, version);
  return version;
}

const billing = (cookie: string, week = WEEK) =>
  ok<BillingWeekView>(call(`/api/admin/billing?week=${week}`, { cookie }));

const exportFile = (cookie: string, file: "invoices" | "payroll", week = WEEK) =>
  call("/api/admin/billing/exports", { method: "POST", cookie, body: { week, file } });

/** The CSV's rows below its header. */
const csvRows = (csv: string) => csv.trim().split("\r\n").slice(1);

describe("the week's billing from approved timesheets", () => {
  it("prices hours x rate with overtime apart, and counts only approved weeks", async () => {
    const { cookie } = await setup();
    const priya = await contractor(cookie, "Priya");
    const sam = await contractor(cookie, "Sam");
    await approvedWeek(cookie, priya, [9, 9, 9, 9, 9, 2, 0]);
    await send(cookie, sam, [8, 8, 8, 8, 8]);

    const week = await billing(cookie);
    expect(week).toMatchObject({ week: WEEK, weekEnd: "2040-01-15", billed: 4797.5, paid: 3535, margin: 1262.5 });
    expect(week.invoiceLines).toEqual([
      expect.objectContaining({
        clientId: priya.client.id,
        assignmentId: priya.assignment.id,
        kind: "regular",
        hours: 40,
        rate: 95,
        amount: 3800,
        exported: false,
      }),
      expect.objectContaining({ clientId: priya.client.id, kind: "overtime", hours: 7, rate: 142.5, amount: 997.5 }),
    ]);
    expect(week.payLines).toEqual([
      expect.objectContaining({
        assignmentId: priya.assignment.id,
        candidateId: priya.application.candidateId,
        kind: "regular",
        hours: 40,
        rate: 70,
        amount: 2800,
      }),
      expect.objectContaining({ kind: "overtime", hours: 7, rate: 105, amount: 735 }),
    ]);
    expect(week.invoices).toEqual({ newLines: 2, exportedLines: 0 });
  });

  it("splits a week whose rates change on Wednesday at the rates of each day", async () => {
    const { cookie } = await setup();
    const priya = await contractor(cookie, "Priya");
    await ok(
      call(`/api/admin/assignments/${priya.assignment.id}`, {
        method: "PATCH",
        cookie,
        body: { rates: { from: "2040-01-11", billRate: 100, payRate: 75 } },
      }),
    );
    await approvedWeek(cookie, priya, [8, 8, 8, 8, 8, 4]);

    const week = await billing(cookie);
    expect(
      week.invoiceLines.map(({ ratesFrom, kind, hours, rate, amount }) => ({ ratesFrom, kind, hours, rate, amount })),
    ).toEqual([
      { ratesFrom: "2040-01-04", kind: "regular", hours: 16, rate: 95, amount: 1520 },
      { ratesFrom: "2040-01-11", kind: "regular", hours: 24, rate: 100, amount: 2400 },
      { ratesFrom: "2040-01-11", kind: "overtime", hours: 4, rate: 150, amount: 600 },
    ]);
    expect(week.payLines.map((line) => line.amount)).toEqual([1120, 1800, 450]);
    expect(week).toMatchObject({ billed: 4520, paid: 3370, margin: 1150 });
  });

  it("a correction counts once approved, and an exported week corrected later says so", async () => {
    const { cookie } = await setup();
    const priya = await contractor(cookie, "Priya");
    const first = await approvedWeek(cookie, priya, [8, 8, 8, 8, 8]);
    expect((await exportFile(cookie, "payroll")).status).toBe(200);

    const correction = await send(cookie, priya, [8, 8, 8, 8, 10]);
    const waiting = await billing(cookie);
    expect(waiting.payLines).toEqual([
      expect.objectContaining({ timesheetId: first.id, hours: 40, exported: true, correctedAfterExport: false }),
    ]);

    await approve(priya, correction);
    const corrected = await billing(cookie);
    expect(corrected.payLines).toEqual([
      expect.objectContaining({ timesheetId: correction.id, timesheetVersion: 2, kind: "regular", hours: 40 }),
      expect.objectContaining({ kind: "overtime", hours: 2, amount: 210, exported: true, correctedAfterExport: true }),
    ]);
    expect(corrected.invoiceLines.every((line) => !line.exported && !line.correctedAfterExport)).toBe(true);
    expect(corrected.billed).toBe(4085);
  });

  it("refuses a week that is not a Monday's date with a 400 naming week", async () => {
    const { cookie } = await setup();
    for (const query of ["?week=2040-01-10", "?week=soon", "?week=2040-02-30", ""]) {
      const response = await call(`/api/admin/billing${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [{ path: "week" }] });
    }
    const bad = await exportFile(cookie, "invoices", "2040-01-11");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ path: "week" }] });
    expect((await call(`/api/admin/billing?week=${WEEK}`)).status).toBe(401);
    expect(await db().select().from(billingExports)).toEqual([]);
  });
});

describe("the accounting files", () => {
  it("exports each line once: a second export says what is new, and the re-download has them all", async () => {
    const { cookie } = await setup();
    const priya = await contractor(cookie, "Priya", "Acme");
    await approvedWeek(cookie, priya, [9, 9, 9, 9, 9]);

    const first = await exportFile(cookie, "invoices");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Disposition")).toBe(`attachment; filename="invoices-week-${WEEK}.csv"`);
    expect(first.headers.get("X-Billing-New-Lines")).toBe("2");
    expect(first.headers.get("X-Billing-Already-Exported")).toBe("0");
    expect(csvRows(await first.text())).toEqual([
      'INV-2040-0001,Acme,01/17/2040,02/16/2040,Contract staffing - regular hours,"Priya Doe, 2040-01-09 to 2040-01-13",40.00,95.00,3800.00',
      'INV-2040-0001,Acme,01/17/2040,02/16/2040,Contract staffing - overtime hours,"Priya Doe, 2040-01-13 to 2040-01-13",5.00,142.50,712.50',
    ]);

    const again = await exportFile(cookie, "invoices");
    expect(again.headers.get("X-Billing-New-Lines")).toBe("0");
    expect(again.headers.get("X-Billing-Already-Exported")).toBe("2");
    expect(csvRows(await again.text())).toEqual([]);

    const sam = await contractor(cookie, "Sam", "Beta");
    await approvedWeek(cookie, sam, [8, 8]);
    const third = await exportFile(cookie, "invoices");
    expect(third.headers.get("X-Billing-Already-Exported")).toBe("2");
    expect(csvRows(await third.text())).toEqual([
      'INV-2040-0002,Beta,01/17/2040,02/16/2040,Contract staffing - regular hours,"Sam Doe, 2040-01-09 to 2040-01-10",16.00,95.00,1520.00',
    ]);

    const payroll = await exportFile(cookie, "payroll");
    expect(csvRows(await payroll.text())).toEqual([
      `${priya.application.candidateId},Priya Doe,2040-01-09,2040-01-15,40.00,70.00,5.00,105.00,3325.00`,
      `${sam.application.candidateId},Sam Doe,2040-01-09,2040-01-15,16.00,70.00,0.00,,1120.00`,
    ]);

    const all = await call(`/api/admin/billing/exports?week=${WEEK}&file=invoices`, { cookie });
    expect(all.headers.get("Content-Disposition")).toBe(`attachment; filename="invoices-week-${WEEK}-all.csv"`);
    expect(csvRows(await all.text()).map((row) => row.slice(0, 13))).toEqual([
      "INV-2040-0001",
      "INV-2040-0001",
      "INV-2040-0002",
    ]);
    const week = await billing(cookie);
    expect(week.invoices).toEqual({ newLines: 0, exportedLines: 3 });
    expect(week.invoiceLines.map((line) => line.invoiceNumber)).toEqual([
      "INV-2040-0001",
      "INV-2040-0001",
      "INV-2040-0002",
    ]);
    const logged = await db().select().from(adminActivityLogs);
    expect(logged.filter((entry) => entry.action === "billing.export")).toHaveLength(3);
  });

  it("of 20 exports at once, each line is in exactly one file", async () => {
    const { cookie } = await setup();
    const people = [
      await contractor(cookie, "Priya"),
      await contractor(cookie, "Sam"),
      await contractor(cookie, "Lee"),
    ];
    for (const who of people) await approvedWeek(cookie, who, [9, 9, 9, 9, 9]);

    for (const file of ["payroll", "invoices"] as const) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => exportFile(cookie, file)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const rows = (await Promise.all(answers.map(async (answer) => csvRows(await answer.text())))).flat();
      expect(rows).toHaveLength(file === "payroll" ? 3 : 6);
      expect(new Set(rows).size).toBe(rows.length);
      const newLines = answers.map((answer) => Number(answer.headers.get("X-Billing-New-Lines")));
      expect(newLines.reduce((sum, count) => sum + count, 0)).toBe(6);
    }
    expect(await db().select().from(billingExports)).toHaveLength(6);
    const logged = await db().select().from(adminActivityLogs);
    expect(logged.filter((entry) => entry.action === "billing.export").length).toBeLessThanOrEqual(6);
  });

  it("numbers invoices without gaps, one per client and week, under parallel exports", async () => {
    const { cookie } = await setup();
    const people = [
      await contractor(cookie, "Priya"),
      await contractor(cookie, "Sam"),
      await contractor(cookie, "Lee"),
    ];
    for (const who of people) {
      await approvedWeek(cookie, who, [8, 8, 8, 8, 8]);
      await approvedWeek(cookie, who, [8, 8, 8, 8, 8], "2040-01-16");
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => exportFile(cookie, "invoices", index % 2 ? WEEK : "2040-01-16")),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const invoices = await db().select().from(clientInvoices);
    expect(invoices.map((invoice) => invoice.number).sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `INV-2040-000${n}`));
    expect(new Set(invoices.map((invoice) => `${invoice.clientId} ${invoice.weekStart}`)).size).toBe(6);
    const claimed = await db().select().from(billingExports);
    expect(
      claimed.every((row) =>
        invoices.some((invoice) => invoice.id === row.invoiceId && invoice.clientId === row.clientId),
      ),
    ).toBe(true);
  });
});

describe("the client's invoices in the portal", () => {
  it("shows the approver their own client's invoices, without scripts, and nothing of another client's", async () => {
    const { cookie } = await setup();
    const priya = await contractor(cookie, "Priya", "Acme");
    const sam = await contractor(cookie, "Sam", "Beta");
    await approvedWeek(cookie, priya, [8, 8, 8, 8, 8]);
    await approvedWeek(cookie, sam, [4]);
    await exportFile(cookie, "invoices");
    const [acme, beta] = ["INV-2040-0001", "INV-2040-0002"];

    const page = await call(`/client/${priya.portalToken}`);
    expect(await page.text()).toContain(`href="/client/${priya.portalToken}/invoices"`);
    const list = await call(`/client/${priya.portalToken}/invoices`);
    expect(list.status).toBe(200);
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
    const listed = await list.text();
    expect(listed).toContain(acme);
    expect(listed).not.toContain(beta);
    expect(listed).not.toContain("<script");

    const invoice = await (await call(`/client/${priya.portalToken}/invoices/${acme}`)).text();
    expect(invoice).toContain("Invoice INV-2040-0001");
    expect(invoice).toContain("Priya Doe");
    expect(invoice).toContain("$3,800.00");
    expect(invoice).not.toContain("Sam Doe");

    expect((await call(`/client/${priya.portalToken}/invoices/${beta}`)).status).toBe(404);
    expect((await call(`/client/${sam.portalToken}/invoices/${acme}`)).status).toBe(404);
    expect((await call("/client/not-a-real-token-at-all-0000/invoices")).status).toBe(404);

    // A contact of the same client who approves no contractor sees no invoice.
    const other = await addContact(priya.client.id, { name: "Hiring manager" });
    const { approverPortalUrl } = await ok<{ approverPortalUrl: string | null }>(
      call(`/api/admin/assignments/${priya.assignment.id}`, {
        method: "PATCH",
        cookie,
        body: { approverContactId: other.id },
      }),
    );
    expect((await call(`/client/${priya.portalToken}/invoices/${acme}`)).status).toBe(404);
    const newToken = approverPortalUrl!.split("/client/")[1]!;
    expect((await call(`/client/${newToken}/invoices/${acme}`)).status).toBe(200);
  });
});

describe("the privacy walk of a contractor's billing", () => {
  it("exports the lines that name her; an erasure keeps them and removes who she was", async () => {
    await setup();
    const { cookie: admin } = await signedInStaff("ada.admin", "admin");
    const priya = await contractor(admin, "Priya", "Acme");
    await approvedWeek(admin, priya, [8, 8, 8, 8, 8]);
    await exportFile(admin, "invoices");
    await exportFile(admin, "payroll");

    const exported = await call("/api/admin/privacy/export", {
      method: "POST",
      cookie: admin,
      body: { q: priya.application.email },
    });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const rows = JSON.parse(strFromU8(files["records/billing_exports.json"]!)) as { contractorName: string }[];
    expect(rows.map((row) => row.contractorName)).toEqual(["Priya Doe", "Priya Doe"]);

    const erased = await call("/api/admin/privacy/erase", {
      method: "POST",
      cookie: admin,
      body: { q: priya.application.email },
    });
    expect(erased.status).toBe(200);
    const kept = await db().select().from(billingExports);
    expect(kept).toHaveLength(2);
    for (const row of kept) {
      expect(row).toMatchObject({
        contractorName: ERASED,
        candidateId: null,
        amountCents: row.file === "invoices" ? 380000 : 280000,
      });
      expect(row.lines).toHaveLength(1);
    }
    expect(await db().select().from(clientInvoices)).toHaveLength(1);
    const payroll = await (
      await call(`/api/admin/billing/exports?week=${WEEK}&file=payroll`, { cookie: admin })
    ).text();
    expect(payroll).not.toContain("Priya");
    expect(csvRows(payroll)).toEqual([
      `${priya.assignment.id},${ERASED},2040-01-09,2040-01-15,40.00,70.00,0.00,,2800.00`,
    ]);
  });
});
