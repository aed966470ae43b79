import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type ApplicationJobCount,
  type ApplicationListItem,
  BOARD_COLUMN_PAGE,
  type BoardColumnView,
} from "../../worker/contract/application-pipeline";
import type { ApplicationStage } from "../../worker/contract/enums";
import { createDb } from "../../worker/db/client";
import { applications, clients, jobs } from "../../worker/db/schema";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

/**
 * The pipeline board across jobs (issue 32 item 8, decision 053): every application, one job's, the general ones
 * (no job) or a client's, with a count per column and the newest cards of each, more paged through the list; and the
 * jobs with applications, counted, for the board's job picker.
 */

/** An application made `minute` minutes after noon on 2026-11-01. */
async function add(minute: number, firstName: string, stage: ApplicationStage, jobId: string | null) {
  const [row] = await createDb(env.DB)
    .insert(applications)
    .values({
      firstName,
      lastName: "Lee",
      email: `${firstName.toLowerCase()}@example.com`,
      phone: "+13175550142",
      stage,
      jobId,
      createdAt: new Date(Date.parse("2026-11-01T12:00:00Z") + minute * 60_000),
    })
    .returning();
  return row!;
}

async function board(cookie: string, query = "") {
  const response = await api(`/api/admin/applications/board${query}`, { cookie });
  expect(response.status).toBe(200);
  const columns = (await response.json()) as BoardColumnView[];
  return Object.fromEntries(columns.map((column) => [column.column, column]));
}

const names = (rows: ApplicationListItem[]) => rows.map((row) => row.firstName);

/** An empty database with a signed-in recruiter's cookie, two clients, three jobs and seven applications (their ids). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff("ann.board", "recruiter");
  const ids = { acmeJob: "", acmeOther: "", globexJob: "", acme: "", globex: "" };
  const db = createDb(env.DB);
  const [acme, globex] = await db
    .insert(clients)
    .values([{ name: "Acme Holdings" }, { name: "Globex" }])
    .returning();
  ids.acme = acme!.id;
  ids.globex = globex!.id;
  const job = (title: string, clientId: string | null): typeof jobs.$inferInsert => ({
    title,
    company: "Acme",
    location: "Remote",
    type: "Full-time" as const,
    industry: "Finance",
    description: "d",
    requirements: "r",
    status: "published" as const,
    clientId,
  });
  const [acmeJob, acmeOther, globexJob] = await db
    .insert(jobs)
    .values([job("Controller", ids.acme), job("Analyst", ids.acme), job("Engineer", ids.globex)])
    .returning();
  ids.acmeJob = acmeJob!.id;
  ids.acmeOther = acmeOther!.id;
  ids.globexJob = globexJob!.id;

  await add(1, "Ann", "new", ids.acmeJob);
  await add(2, "Bea", "interviewing", ids.acmeJob);
  await add(3, "Cal", "not_a_fit", ids.acmeJob);
  await add(4, "Dan", "new", ids.acmeOther);
  await add(5, "Eve", "withdrawn", ids.globexJob);
  await add(6, "Gus", "new", null);
  await add(7, "Hal", "submitted", null);
  return { cookie, ids };
}

describe("GET /api/admin/applications/board", () => {
  it("shows every application by default: each column counted, newest first, closed stages in one column", async () => {
    const { cookie } = await setup();
    const columns = await board(cookie);
    expect(Object.keys(columns)).toEqual([
      "new",
      "contacted",
      "qualifying",
      "submitted",
      "interviewing",
      "offered",
      "placed",
      "closed",
    ]);
    expect(Object.values(columns).map((column) => column.total)).toEqual([3, 0, 0, 1, 1, 0, 0, 2]);
    expect(names(columns.new!.rows)).toEqual(["Gus", "Dan", "Ann"]);
    expect(names(columns.closed!.rows)).toEqual(["Eve", "Cal"]);
    // General applications are on the board, named as such by their missing job.
    expect(columns.submitted!.rows[0]).toMatchObject({ firstName: "Hal", jobId: null, jobTitle: null });
    expect(columns.interviewing!.rows[0]).toMatchObject({ firstName: "Bea", jobTitle: "Controller" });
  });

  it("narrows to one job, to the general applications, or to a client's jobs", async () => {
    const { cookie, ids } = await setup();
    const one = await board(cookie, `?jobId=${ids.acmeJob}`);
    expect([one.new!.total, one.interviewing!.total, one.closed!.total]).toEqual([1, 1, 1]);
    const general = await board(cookie, "?jobId=none");
    expect([names(general.new!.rows), names(general.submitted!.rows), general.closed!.total]).toEqual([
      ["Gus"],
      ["Hal"],
      0,
    ]);
    const acme = await board(cookie, `?clientId=${ids.acme}`);
    expect(names(acme.new!.rows)).toEqual(["Dan", "Ann"]);
    expect(names(acme.closed!.rows)).toEqual(["Cal"]);
    const globex = await board(cookie, `?clientId=${ids.globex}`);
    expect(Object.values(globex).reduce((sum, column) => sum + column.total, 0)).toBe(1);
    expect((await board(cookie, "?clientId=no-such-client")).new!.total).toBe(0);
  });

  it("shows a long column's newest cards and counts them all; the list pages the rest in the same order", async () => {
    const { cookie } = await setup();
    const many = await createDb(env.DB)
      .insert(jobs)
      .values({
        title: "Busy",
        company: "Acme",
        location: "Remote",
        type: "Full-time",
        industry: "Finance",
        description: "d",
        requirements: "r",
        status: "published",
      })
      .returning();
    const busy = many[0]!.id;
    const people = [];
    for (let index = 0; index < BOARD_COLUMN_PAGE + 5; index++)
      people.push(await add(8 + index, `P${index}`, "contacted", busy));
    const columns = await board(cookie, `?jobId=${busy}`);
    expect(columns.contacted!.total).toBe(BOARD_COLUMN_PAGE + 5);
    expect(columns.contacted!.rows).toHaveLength(BOARD_COLUMN_PAGE);
    expect(columns.contacted!.rows[0]!.firstName).toBe(`P${BOARD_COLUMN_PAGE + 4}`);

    const rest = await api(
      `/api/admin/applications?jobId=${busy}&stage=contacted&limit=${BOARD_COLUMN_PAGE}&offset=${BOARD_COLUMN_PAGE}`,
      { cookie },
    );
    expect(rest.headers.get("X-Total-Count")).toBe(String(BOARD_COLUMN_PAGE + 5));
    expect(names((await rest.json()) as ApplicationListItem[])).toEqual(["P4", "P3", "P2", "P1", "P0"]);
    await createDb(env.DB).delete(applications).where(eq(applications.jobId, busy));
    await createDb(env.DB).delete(jobs).where(eq(jobs.id, busy));
  });

  it("refuses a bad scope with a 400 naming the field, and is staff-only", async () => {
    const { cookie } = await setup();
    const response = await api(`/api/admin/applications/board?clientId=${"x".repeat(65)}`, { cookie });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("clientId");
    expect((await api("/api/admin/applications/board")).status).toBe(401);
    const user = await createStaffUser("una.board", "user");
    expect((await api("/api/admin/applications/board", { cookie: await signIn(user.username) })).status).toBe(403);
  });
});

describe("GET /api/admin/applications (the board's scopes)", () => {
  it("filters the general applications with jobId=none and a client's with clientId", async () => {
    const { cookie, ids } = await setup();
    const general = await api("/api/admin/applications?jobId=none", { cookie });
    expect(names((await general.json()) as ApplicationListItem[])).toEqual(["Hal", "Gus"]);
    const acme = await api(`/api/admin/applications?clientId=${ids.acme}&stage=open`, { cookie });
    expect(acme.headers.get("X-Total-Count")).toBe("3");
    expect(names((await acme.json()) as ApplicationListItem[])).toEqual(["Dan", "Bea", "Ann"]);
  });
});

describe("GET /api/admin/applications/jobs", () => {
  it("counts open and all applications per job, with its client, the general ones as one entry", async () => {
    const { cookie, ids } = await setup();
    const response = await api("/api/admin/applications/jobs", { cookie });
    expect(response.status).toBe(200);
    const counts = (await response.json()) as ApplicationJobCount[];
    expect(counts.map(({ title, client, open, total }) => [title, client?.name ?? null, open, total])).toEqual([
      // Most open first, then by title; the general applications (no title) last among equals.
      ["Controller", "Acme Holdings", 2, 3],
      [null, null, 2, 2],
      ["Analyst", "Acme Holdings", 1, 1],
      ["Engineer", "Globex", 0, 1],
    ]);
    expect(counts[0]).toMatchObject({ id: ids.acmeJob, status: "published", client: { id: ids.acme } });
    expect(counts[1]!.id).toBeNull();
  });
});
