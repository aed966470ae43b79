import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PlacementFallOff, PlacementList, PlacementView } from "../../worker/contract/placements";
import { createDb } from "../../worker/db/client";
import { applicationNotes, applications, jobs, placementFeeLines, placements } from "../../worker/db/schema";
import { feeCents, feeLines, guaranteeEndsOn, toCents } from "../../worker/domain/placement-fees";
import { addApplicant, addClient, addJobOrder } from "./desk-fixtures";
import { api, apiInIsolate, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** Placements, fees, invoice status and fall-off (issue 32 item 4). */

const db = () => createDb(env.DB);

/** An empty database and a signed-in recruiter's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("ann.recruiter", "recruiter")).cookie };
}

describe("the fee formula", () => {
  it("is salary x percent / 100 in cents, rounded half up to the cent", () => {
    expect(feeCents(toCents(100_000), 25)).toBe(2_500_000);
    expect(feeCents(toCents(123_456.78), 22.5)).toBe(2_777_778); // 27,777.7755 -> 27,777.78
    expect(feeCents(10_002, 25)).toBe(2_501); // 25.005 -> 25.01 (half up)
    expect(feeCents(10_001, 25)).toBe(2_500); // 25.0025 -> 25.00
    expect(feeCents(toCents(90_000), 33.33)).toBe(2_999_700); // 29,997.00, 33.33 % taken exactly
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it("splits a retained fee into three installments that add up to the fee", () => {
    const terms = {
      feeType: "retained" as const,
      feePercent: 30,
      retainerPercent: 33.33,
      shortlistPercent: 33.33,
      placementPercent: 33.34,
    };
    const lines = feeLines(1_000_001, terms);
    expect(lines.map((line) => line.kind)).toEqual(["retainer", "shortlist", "placement"]);
    expect(lines.map((line) => line.amountCents)).toEqual([333_300, 333_300, 333_401]);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(1_000_001);
    // No shares on file: thirds, the remainder on the last.
    const thirds = feeLines(100, { ...terms, retainerPercent: null, shortlistPercent: null, placementPercent: null });
    expect(thirds.map((line) => line.amountCents)).toEqual([33, 33, 34]);
    expect(feeLines(5_000, { ...terms, feeType: "contingency" })).toEqual([
      { kind: "contingency", amountCents: 5_000 },
    ]);
  });

  it("ends the guarantee guaranteeDays after the start, across months and leap days", () => {
    expect(guaranteeEndsOn("2026-12-01", 90)).toBe("2027-03-01");
    expect(guaranteeEndsOn("2028-01-31", 30)).toBe("2028-03-01");
    expect(guaranteeEndsOn("2027-01-31", 30)).toBe("2027-03-02");
    expect(guaranteeEndsOn("2026-03-08", 0)).toBe("2026-03-08");
  });
});

function place(cookie: string, body: unknown) {
  return api("/api/admin/placements", { method: "POST", body, cookie });
}

async function placed(cookie: string, body: unknown) {
  const response = await place(cookie, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as PlacementView;
}

describe("POST /api/admin/placements", () => {
  it("places on contingency: 201 with the fee, the guarantee's end, the terms copied, the application placed", async () => {
    const { cookie } = await setup();
    const client = await addClient({ feePercent: 22.5, guaranteeDays: 90 });
    const job = await addJobOrder(client.id);
    const application = await addApplicant(job.id, "Priya", { stage: "offered" });
    const placement = await placed(cookie, {
      applicationId: application.id,
      startDate: "2026-12-01",
      salary: 123_456.78,
    });
    expect(placement).toMatchObject({
      applicationId: application.id,
      clientId: client.id,
      clientName: "Acme Manufacturing",
      jobId: job.id,
      salary: 123_456.78,
      feeType: "contingency",
      feePercent: 22.5,
      fee: 27_777.78,
      guaranteeDays: 90,
      guaranteeEndsOn: "2027-03-01",
      status: "active",
      feeLines: [{ kind: "contingency", amount: 27_777.78, invoiceStatus: "to_invoice" }],
    });
    const row = await db().select().from(applications).where(eq(applications.id, application.id)).get();
    expect(row!.stage).toBe("placed");

    // The terms are the placement's own: a later change of the client's terms leaves the fee as it was.
    await env.DB.prepare("update clients set fee_percent = 50 where id = ?").bind(client.id).run();
    const list = await api("/api/admin/placements", { cookie });
    expect(((await list.json()) as PlacementList).placements[0]!.fee).toBe(27_777.78);
  });

  it("places a retained search in three installments", async () => {
    const { cookie } = await setup();
    const client = await addClient({
      feeType: "retained",
      feePercent: 30,
      retainerPercent: 33.33,
      shortlistPercent: 33.33,
      placementPercent: 33.34,
    });
    const application = await addApplicant((await addJobOrder(client.id)).id, "Rhea");
    const placement = await placed(cookie, { applicationId: application.id, startDate: "2027-01-04", salary: 250_000 });
    expect(placement.fee).toBe(75_000);
    expect(placement.feeLines.map((line) => [line.kind, line.amount])).toEqual([
      ["retainer", 24_997.5],
      ["shortlist", 24_997.5],
      ["placement", 25_005],
    ]);
  });

  it("answers bad input with 400 naming the field and refuses what cannot be placed with 409, changing nothing", async () => {
    const { cookie } = await setup();
    const client = await addClient();
    const application = await addApplicant((await addJobOrder(client.id)).id, "Priya");
    for (const [body, field] of [
      [{ startDate: "2026-12-01", salary: 100_000 }, "applicationId"],
      [{ applicationId: application.id, startDate: "2026-02-30", salary: 100_000 }, "startDate"],
      [{ applicationId: application.id, startDate: "2026-12-01", salary: -5 }, "salary"],
      [{ applicationId: application.id, startDate: "2026-12-01", salary: "100000" }, "salary"],
      [{ applicationId: application.id, startDate: "2026-12-01", salary: 100_000.123 }, "salary"],
      [{ applicationId: "missing", startDate: "2026-12-01", salary: 100_000 }, "applicationId"],
    ] as const) {
      const response = await place(cookie, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe(field);
    }
    const loose = await addApplicant((await addJobOrder(null)).id, "Lou");
    const noClient = await place(cookie, { applicationId: loose.id, startDate: "2026-12-01", salary: 100_000 });
    expect(noClient.status).toBe(409);
    expect(await noClient.json()).toMatchObject({ error: "job_without_client" });
    const closed = await addApplicant((await addJobOrder(client.id)).id, "Cleo", { stage: "not_a_fit" });
    expect(
      await (await place(cookie, { applicationId: closed.id, startDate: "2026-12-01", salary: 1 })).json(),
    ).toMatchObject({
      error: "application_closed",
    });
    expect(await db().select().from(placements)).toEqual([]);

    await placed(cookie, { applicationId: application.id, startDate: "2026-12-01", salary: 100_000 });
    const twice = await place(cookie, { applicationId: application.id, startDate: "2026-12-01", salary: 100_000 });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: "already_placed" });
  });
});

describe("a job order filled by its placements", () => {
  it("closes (archives) when its active placements reach its openings, not before", async () => {
    const { cookie } = await setup();
    const client = await addClient();
    const job = await addJobOrder(client.id, { openings: 2 });
    const first = await addApplicant(job.id, "Priya");
    const second = await addApplicant(job.id, "Omar");
    const statusOfJob = async () => (await db().select().from(jobs).where(eq(jobs.id, job.id)).get())!.status;

    await placed(cookie, { applicationId: first.id, startDate: "2026-12-01", salary: 100_000 });
    expect(await statusOfJob()).toBe("published");
    await placed(cookie, { applicationId: second.id, startDate: "2026-12-01", salary: 90_000 });
    expect(await statusOfJob()).toBe("archived");
  });

  it("leaves a job that is not published as it is", async () => {
    const { cookie } = await setup();
    const client = await addClient();
    const job = await addJobOrder(client.id, { status: "draft" });
    const applicant = await addApplicant(job.id, "Lena");
    await placed(cookie, { applicationId: applicant.id, startDate: "2026-12-01", salary: 100_000 });
    expect((await db().select().from(jobs).where(eq(jobs.id, job.id)).get())!.status).toBe("draft");
  });
});

describe("invoice status, totals and fall-off", () => {
  it("sets each fee line's invoice status and totals every matching placement", async () => {
    const { cookie } = await setup();
    const client = await addClient({ feePercent: 20 });
    const first = await placed(cookie, {
      applicationId: (await addApplicant((await addJobOrder(client.id)).id, "Ann")).id,
      startDate: "2026-11-02",
      salary: 100_000,
    });
    await placed(cookie, {
      applicationId: (await addApplicant((await addJobOrder(client.id)).id, "Ben")).id,
      startDate: "2026-12-07",
      salary: 150_000.5,
    });
    const line = first.feeLines[0]!;
    const patched = await api(`/api/admin/placements/${first.id}/fee-lines/${line.id}`, {
      method: "PATCH",
      body: { invoiceStatus: "invoiced" },
      cookie,
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as PlacementView).feeLines[0]!.invoiceStatus).toBe("invoiced");
    const bad = await api(`/api/admin/placements/${first.id}/fee-lines/${line.id}`, {
      method: "PATCH",
      body: { invoiceStatus: "lost" },
      cookie,
    });
    expect(bad.status).toBe(400);
    const elsewhere = await api(`/api/admin/placements/other/fee-lines/${line.id}`, {
      method: "PATCH",
      body: { invoiceStatus: "paid" },
      cookie,
    });
    expect(elsewhere.status).toBe(404);

    const page = await api("/api/admin/placements?limit=1", { cookie });
    expect(page.headers.get("X-Total-Count")).toBe("2");
    const list = (await page.json()) as PlacementList;
    expect(list.placements).toHaveLength(1);
    expect(list.placements[0]!.startDate).toBe("2026-12-07");
    expect(list.totals).toEqual({ count: 2, fees: 50_000.1, toInvoice: 30_000.1, invoiced: 20_000, paid: 0 });
  });

  it("marks a fall-off within the guarantee, withdraws the application and reopens a closed job order", async () => {
    const { cookie } = await setup();
    const client = await addClient({ guaranteeDays: 90 });
    const job = await addJobOrder(client.id);
    const application = await addApplicant(job.id, "Priya");
    const placement = await placed(cookie, { applicationId: application.id, startDate: "2026-12-01", salary: 100_000 });
    // Its one opening filled, the job order closed.
    expect((await db().select().from(jobs).where(eq(jobs.id, job.id)).get())!.status).toBe("archived");

    const outside = await api(`/api/admin/placements/${placement.id}/fall-off`, {
      method: "POST",
      body: { lastDay: "2027-03-02" },
      cookie,
    });
    expect(outside.status).toBe(409);
    expect(await outside.json()).toMatchObject({ error: "outside_guarantee", issues: [{ path: "lastDay" }] });
    const malformed = await api(`/api/admin/placements/${placement.id}/fall-off`, { method: "POST", body: {}, cookie });
    expect(malformed.status).toBe(400);

    const response = await api(`/api/admin/placements/${placement.id}/fall-off`, {
      method: "POST",
      body: { lastDay: "2027-01-15" },
      cookie,
    });
    expect(response.status).toBe(200);
    const done = (await response.json()) as PlacementFallOff;
    expect(done.placement).toMatchObject({ status: "fell_off", fellOffOn: "2027-01-15" });
    expect(done.searchReopened).toBe(true);
    expect((await db().select().from(jobs).where(eq(jobs.id, job.id)).get())!.status).toBe("published");
    expect((await db().select().from(applications).where(eq(applications.id, application.id)).get())!.stage).toBe(
      "withdrawn",
    );
    const [note] = await db().select().from(applicationNotes).where(eq(applicationNotes.applicationId, application.id));
    expect(note!.body).toContain("last day 2027-01-15");

    const again = await api(`/api/admin/placements/${placement.id}/fall-off`, {
      method: "POST",
      body: { lastDay: "2027-01-15" },
      cookie,
    });
    expect(again.status).toBe(409);
    expect(await db().select().from(placementFeeLines)).toHaveLength(1);
    // Fallen off, it earns no fee and leaves nothing to invoice; it is still listed.
    const list = await api("/api/admin/placements", { cookie });
    expect(((await list.json()) as PlacementList).totals).toEqual({
      count: 1,
      fees: 0,
      toInvoice: 0,
      invoiced: 0,
      paid: 0,
    });
  });
});

describe("parallel placements (issue 42 item 4)", () => {
  const body = (applicationId: string) => ({ applicationId, startDate: "2026-12-01", salary: 100_000 });

  /**
   * 20 requests at once: their statuses and error codes. Handled in the test's isolate, their reads and writes
   * interleave as on a busy Worker (through `exports` each request ran nearly to its end before the next began).
   */
  async function race(cookie: string, bodies: unknown[]) {
    const responses = await Promise.all(
      bodies.map((b) => apiInIsolate("/api/admin/placements", { method: "POST", body: b, cookie })),
    );
    const answers = await Promise.all(
      responses.map(async (response) => ({ status: response.status, body: (await response.json()) as never })),
    );
    return {
      created: answers.filter((answer) => answer.status === 201).length,
      refused: answers.filter((answer) => answer.status !== 201),
    };
  }

  async function rowsOf(applicationIds: string[]) {
    const logged = await env.DB.prepare(
      "select count(*) as n from admin_activity_logs where action = 'placement.create' and entity_type = 'placement'",
    ).first<{ n: number }>();
    const moves = await env.DB.prepare(
      "select count(*) as n from application_events where type = 'stage' and to_value = 'placed'",
    ).first<{ n: number }>();
    return {
      placements: (await db().select().from(placements)).filter((p) => applicationIds.includes(p.applicationId)),
      feeLines: (await db().select().from(placementFeeLines)).length,
      logged: logged!.n,
      moves: moves!.n,
    };
  }

  it("places one application once: one 201, nineteen 409 already_placed, one placement, one fee line, one log", async () => {
    const { cookie } = await setup();
    const client = await addClient({ feePercent: 25 });
    const job = await addJobOrder(client.id, { openings: 5 });
    const application = await addApplicant(job.id, "Priya", { stage: "offered" });
    const { created, refused } = await race(
      cookie,
      Array.from({ length: 20 }, () => body(application.id)),
    );
    expect(created).toBe(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 409,
        body: { error: "already_placed", issues: [{ path: "applicationId" }] },
      });
    }
    const rows = await rowsOf([application.id]);
    expect(rows.placements).toHaveLength(1);
    expect(rows.placements[0]!.feeCents).toBe(2_500_000);
    expect(rows).toMatchObject({ feeLines: 1, logged: 1, moves: 1 });
  });

  it("fills a job order of one opening once among 20 applications: the others 409 no_openings", async () => {
    const { cookie } = await setup();
    const client = await addClient();
    const job = await addJobOrder(client.id, { openings: 1, status: "draft" });
    const applicants = await Promise.all(Array.from({ length: 20 }, (_, i) => addApplicant(job.id, `Cand${i}`)));
    const { created, refused } = await race(
      cookie,
      applicants.map((a) => body(a.id)),
    );
    expect(created).toBe(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 409, body: { error: "no_openings" } });
      expect((answer.body as { message: string }).message).toContain("opening is already filled");
    }
    const rows = await rowsOf(applicants.map((a) => a.id));
    expect(rows.placements).toHaveLength(1);
    expect(rows).toMatchObject({ feeLines: 1, logged: 1, moves: 1 });
    const stages = await db().select({ stage: applications.stage }).from(applications);
    expect(stages.filter((row) => row.stage === "placed")).toHaveLength(1);
  });

  it("refuses every placement on a job order closed as filled (409 job_closed), in parallel or not", async () => {
    const { cookie } = await setup();
    const client = await addClient();
    const job = await addJobOrder(client.id, { openings: 1 });
    await placed(cookie, body((await addApplicant(job.id, "First")).id));
    expect((await db().select().from(jobs).where(eq(jobs.id, job.id)).get())!.status).toBe("archived");
    // Staff raised the openings but left it closed: closed still refuses.
    await env.DB.prepare("update jobs set openings = 30 where id = ?").bind(job.id).run();
    const applicants = await Promise.all(Array.from({ length: 20 }, (_, i) => addApplicant(job.id, `Late${i}`)));
    const { created, refused } = await race(
      cookie,
      applicants.map((a) => body(a.id)),
    );
    expect(created).toBe(0);
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, body: { error: "job_closed" } });
    expect((await rowsOf(applicants.map((a) => a.id))).placements).toEqual([]);
  });
});
