import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACTIVITY_EXPORT_MAX_ROWS, type ActivityLogEntry, type ActivityPerson } from "../../worker/contract/activity";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

/** The activity log (issue 35 item 2): filters, paging, CSV export and who may read it. */

/** 2026-03-10 03:30 UTC: still the 9th in New York. */
const LATE_EVENING_NY = Date.UTC(2026, 2, 10, 3, 30);

async function insertLog(
  id: string,
  fields: { userId?: string; action: string; entityType?: string; entityId?: string; at: number; details?: string },
) {
  await env.DB.prepare(
    "insert into admin_activity_logs (id, user_id, action, entity_type, entity_id, details, ip_address, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      id,
      fields.userId ?? null,
      fields.action,
      fields.entityType ?? null,
      fields.entityId ?? null,
      fields.details ?? null,
      "198.51.100.7",
      fields.at,
    )
    .run();
}

async function page(cookie: string, query: string) {
  const response = await api(`/api/admin/activity-logs${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return { rows: await response.json<ActivityLogEntry[]>(), total: Number(response.headers.get("X-Total-Count")) };
}

const ids = (rows: ActivityLogEntry[]) => rows.map((row) => row.id);

/** An empty database with the admin root signed in (cookie), Jane and Sam, and five entries of theirs and the system's. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const admin = (await signedInStaff("root", "admin")).cookie;
  const jane = await createStaffUser("jane", "manager");
  const sam = await createStaffUser("sam", "recruiter");
  await env.DB.prepare("delete from admin_activity_logs").run();
  await insertLog("a1", { userId: jane.id, action: "job.create", entityType: "job", entityId: "j1", at: 1_000 });
  await insertLog("a2", {
    userId: sam.id,
    action: "application.note",
    entityType: "application",
    entityId: "p1",
    at: 2_000,
  });
  await insertLog("a3", { userId: jane.id, action: "job.update", entityType: "job", entityId: "j1", at: 3_000 });
  await insertLog("a4", { action: "privacy.retention", entityType: "person", at: LATE_EVENING_NY });
  await insertLog("a5", {
    userId: sam.id,
    action: "candidate.merge",
    entityType: "candidate",
    entityId: "c1",
    at: LATE_EVENING_NY + 86_400_000,
    details: '=HYPERLINK("http://evil.example"), "quoted"',
  });
  return { admin, jane, sam };
}

describe("GET /api/admin/activity-logs", () => {
  it("pages newest first with who did it (name and role) and the total", async () => {
    const { admin } = await setup();
    const first = await page(admin, "?limit=2");
    expect(first.total).toBe(5);
    expect(ids(first.rows)).toEqual(["a5", "a4"]);
    expect(first.rows[0]).toMatchObject({ username: "sam", role: "recruiter", action: "candidate.merge" });
    expect(first.rows[1]).toMatchObject({ username: null, role: null });
    const last = await page(admin, "?limit=2&offset=4");
    expect(ids(last.rows)).toEqual(["a1"]);
    expect((await page(admin, "?limit=2&offset=10")).rows).toEqual([]);
  });

  it("filters by user, action, record type and together, counting what the filters select", async () => {
    const { admin, jane, sam } = await setup();
    const byJane = await page(admin, `?userId=${jane.id}`);
    expect([ids(byJane.rows), byJane.total]).toEqual([["a3", "a1"], 2]);
    expect(ids((await page(admin, "?action=application.note")).rows)).toEqual(["a2"]);
    expect(ids((await page(admin, "?entityType=job")).rows)).toEqual(["a3", "a1"]);
    const both = await page(admin, `?userId=${jane.id}&action=job.create&entityType=job`);
    expect([ids(both.rows), both.total]).toEqual([["a1"], 1]);
    expect((await page(admin, `?userId=${sam.id}&action=job.create`)).total).toBe(0);
  });

  it("reads a date range as whole days on the reader's clock", async () => {
    const { admin } = await setup();
    expect(ids((await page(admin, "?from=2026-03-09&to=2026-03-09&zone=America/New_York")).rows)).toEqual(["a4"]);
    expect(ids((await page(admin, "?from=2026-03-09&to=2026-03-09")).rows)).toEqual([]);
    expect(ids((await page(admin, "?from=2026-03-10&to=2026-03-10")).rows)).toEqual(["a4"]);
    expect(ids((await page(admin, "?from=2026-03-10")).rows)).toEqual(["a5", "a4"]);
    expect(ids((await page(admin, "?to=1970-01-01")).rows)).toEqual(["a3", "a2", "a1"]);
  });

  it("refuses bad filters with the field named and a 400", async () => {
    const { admin } = await setup();
    for (const [query, field] of [
      ["?action=job.explode", "action"],
      ["?entityType=spaceship", "entityType"],
      ["?from=09/03/2026", "from"],
      ["?from=2026-03-10&to=2026-03-09", "to"],
      ["?zone=Mars/Olympus", "zone"],
      ["?limit=500", "limit"],
    ] as const) {
      const response = await api(`/api/admin/activity-logs${query}`, { cookie: admin });
      expect(response.status, query).toBe(400);
      const body = await response.json<{ error: string; issues: { path: string }[] }>();
      expect(
        body.issues.map((issue) => issue.path),
        query,
      ).toContain(field);
    }
  });

  it("lists the staff to filter by", async () => {
    const { admin } = await setup();
    const response = await api("/api/admin/activity-logs/people", { cookie: admin });
    const people = await response.json<ActivityPerson[]>();
    expect(people.map((person) => [person.username, person.role])).toEqual([
      ["jane", "manager"],
      ["root", "admin"],
      ["sam", "recruiter"],
    ]);
  });

  it("is for the portals area only (admins by default), the export and people list too", async () => {
    await setup();
    const recruiter = await signIn("sam");
    for (const path of ["", "/people", "/export"]) {
      expect((await api(`/api/admin/activity-logs${path}`, { cookie: recruiter })).status, path).toBe(403);
      expect((await api(`/api/admin/activity-logs${path}`)).status, path).toBe(401);
    }
  });
});

describe("GET /api/admin/activity-logs/export", () => {
  async function csv(admin: string, query: string) {
    const response = await api(`/api/admin/activity-logs/export${query}`, { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    return (await response.text()).split("\r\n").filter(Boolean);
  }

  it("writes the filtered entries with sentences and record pages, cells a spreadsheet cannot run", async () => {
    const { admin, sam } = await setup();
    const lines = await csv(admin, `?userId=${sam.id}`);
    expect(lines[0]).toBe(
      "time_utc,username,role,action,sentence,record_type,record_id,record_page,ip_address,user_agent,details",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${new Date(LATE_EVENING_NY + 86_400_000).toISOString()},sam,recruiter,candidate.merge,sam (recruiter) merged two candidates,candidate,c1,/admin/candidates/c1,198.51.100.7,,"'=HYPERLINK(""http://evil.example""), ""quoted"""`,
    );
    expect(lines[2]).toContain(
      ",sam (recruiter) added a note to an application,application,p1,/admin/applications/p1,",
    );
  });

  it("streams every entry in batches, newest first, up to its bound", async () => {
    // Past the bound by one, in one statement: every row shares one millisecond, so the order rests on the rowid.
    const { admin } = await setup();
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into admin_activity_logs (id, action, entity_type, entity_id, created_at)
       select 'bulk-' || i, 'job.update', 'job', i, 5000 from n`,
    )
      .bind(ACTIVITY_EXPORT_MAX_ROWS + 1)
      .run();
    const lines = await csv(admin, "?entityType=job");
    expect(lines).toHaveLength(ACTIVITY_EXPORT_MAX_ROWS + 1);
    // Each batch starts where the last ended: no row twice, none skipped, the oldest past the bound left out.
    const recordIds = lines.slice(1).map((line) => Number(line.split(",")[6]));
    expect(recordIds[0]).toBe(ACTIVITY_EXPORT_MAX_ROWS + 1);
    expect(recordIds.every((id, index) => id === ACTIVITY_EXPORT_MAX_ROWS + 1 - index)).toBe(true);
    const page = await api("/api/admin/activity-logs?entityType=job&limit=1", { cookie: admin });
    expect(page.headers.get("X-Total-Count")).toBe(String(ACTIVITY_EXPORT_MAX_ROWS + 3));
  });
});
