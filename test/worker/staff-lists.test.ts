import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AREAS } from "../../worker/contract/access";
import { createDb } from "../../worker/db/client";
import {
  articles,
  contacts,
  contentSchedules,
  crmLeads,
  jobs,
  linkedinPosts,
  type NewArticle,
  type NewJob,
  smsMessages,
} from "../../worker/db/schema";
import { api, emptyDatabase, insertDefaultStaffAreas, once, signedInStaff } from "./helpers";

/**
 * Every staff list is paged, sorted and searched on the server (issue 21 C): first, middle and last page, past the
 * end (no rows, the right total), a page above the largest (400 naming the field), a search, the orders, a bad order.
 */

const db = createDb(env.DB);

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 12));
const pad = (n: number) => String(n).padStart(2, "0");

async function list(
  cookie: string,
  path: string,
): Promise<{ ids: string[]; total: number; rows: Record<string, unknown>[] }> {
  const response = await api(path, { cookie });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const rows = JSON.parse(text) as Record<string, unknown>[];
  return { ids: rows.map((row) => String(row.id)), total: Number(response.headers.get("X-Total-Count")), rows };
}

async function refused(cookie: string, path: string, field: string) {
  const response = await api(path, { cookie });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { issues?: { path: string }[] };
  expect(body.issues?.map((issue) => issue.path)).toContain(field);
}

/** D1 binds at most 100 parameters a statement: rows go in five at a time. */
async function insertAll<T extends Parameters<typeof db.insert>[0]>(table: T, rows: T["$inferInsert"][]) {
  for (let i = 0; i < rows.length; i += 5) await db.insert(table).values(rows.slice(i, i + 5));
}

/** Ids `prefix-00` ... `prefix-(n-1)`: row i created on day i, so newest first is n-1 down to 0. */
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${pad(i)}`);
const newestFirst = (prefix: string, n: number) => ids(prefix, n).reverse();

/** The paging every list shares, on `path` holding `n` rows whose default order is `order`. */
async function checkPaging(cookie: string, path: string, order: string[], max: number) {
  const join = path.includes("?") ? "&" : "?";
  const first = await list(cookie, `${path}${join}limit=10`);
  expect(first.ids).toEqual(order.slice(0, 10));
  expect(first.total).toBe(order.length);
  expect((await list(cookie, `${path}${join}limit=10&offset=10`)).ids).toEqual(order.slice(10, 20));
  expect((await list(cookie, `${path}${join}limit=10&offset=20`)).ids).toEqual(order.slice(20));
  expect(await list(cookie, `${path}${join}limit=10&offset=500`)).toMatchObject({ ids: [], total: order.length });
  await refused(cookie, `${path}${join}limit=${max + 1}`, "limit");
  await refused(cookie, `${path}${join}offset=-1`, "offset");
  await refused(cookie, `${path}${join}sort=sideways`, "sort");
}

/**
 * An empty database with the admin "boss" signed in, and 25 rows of every list, made on days 0 to 24: made once,
 * since every test only reads.
 */
const setup = once(async () => {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { id: bossId, cookie } = await signedInStaff("boss", "admin");

  const jobRows: NewJob[] = ids("job", 25).map((id, i) => ({
    id,
    title: i === 3 ? "Zeppelin Pilot" : `Role ${pad((i * 7) % 25)}`,
    company: "Acme",
    location: "Remote",
    type: "Full-time",
    industry: "Technology",
    description: i === 5 ? "Flies the zeppelin on weekends." : "Does the work.",
    requirements: "None.",
    status: i % 5 === 0 ? "draft" : "published",
    createdAt: day(i),
    updatedAt: day(50 - i),
  }));
  await insertAll(jobs, jobRows);

  const articleRows: NewArticle[] = ids("art", 25).map((id, i) => ({
    id,
    title: i === 4 ? "About zeppelin fleets" : `Piece ${pad((i * 7) % 25)}`,
    content: "Body.",
    summary: "Summary.",
    category: i % 2 ? "Remote Work" : "Market Trends",
    author: "Staff",
    readTime: 3,
    status: (["draft", "approved", "published"] as const)[i % 3]!,
    createdAt: day(i),
    updatedAt: day(50 - i),
  }));
  await insertAll(articles, articleRows);

  await insertAll(
    linkedinPosts,
    ids("post", 25).map((id, i) => ({
      id,
      articleId: `art-${pad(i)}`,
      postContent: i === 6 ? "Our zeppelin story" : "A post.",
      status: i % 2 ? ("posted" as const) : ("pending" as const),
      createdAt: day(i),
    })),
  );
  await insertAll(
    contentSchedules,
    Array.from({ length: 25 }, (_, i) => ({
      title: i === 7 ? "Zeppelin weekly" : `Schedule ${pad((i * 7) % 25)}`,
      category: "Remote Work" as const,
      prompt: "Write.",
      isActive: i % 2 === 0,
      nextRun: i % 2 === 0 ? day(60 - i) : null,
      createdAt: day(i),
    })),
  );
  await insertAll(
    smsMessages,
    ids("sms", 25).map((id, i) => ({
      id,
      toNumber: `+1555000${pad(i)}00`,
      message: i === 8 ? "Your zeppelin leaves at 9" : "Hello.",
      messageType: "reminder" as const,
      status: i % 2 ? ("sent" as const) : ("failed" as const),
      createdAt: day(i),
    })),
  );
  await insertAll(
    contacts,
    ids("contact", 25).map((id, i) => ({
      id,
      firstName: i === 9 ? "Zelda" : "Pat",
      lastName: `Person${pad(i)}`,
      email: `p${i}@example.com`,
      company: i === 10 ? "Zeppelin Works" : null,
      inquiry: "general",
      message: "Hi.",
      source: "contact-page" as const,
      createdAt: day(i),
    })),
  );
  await insertAll(
    crmLeads,
    ids("lead", 25).map((id, i) => ({
      id,
      contactId: `contact-${pad(i)}`,
      leadType: "contact" as const,
      leadSource: "contact form",
      leadScore: (i * 7) % 25,
      createdAt: day(i),
    })),
  );
  // 24 more users (with boss, 25): u-00 ... u-23, every third a recruiter, every fourth inactive.
  for (let i = 0; i < 24; i++) {
    await env.DB.prepare(
      "insert into users (id, username, password, role, is_active, email, created_at) values (?, ?, 'x', ?, ?, ?, ?)",
    )
      .bind(
        `u-${pad(i)}`,
        `user${pad(i)}`,
        i % 3 ? "user" : "recruiter",
        i % 4 ? 1 : 0,
        i === 11 ? "zeppelin@example.com" : null,
        Math.floor(day(i).getTime() / 1000),
      )
      .run();
  }
  return { cookie, bossId };
});

describe("GET /api/jobs for staff", () => {
  it("pages every status newest first, with the total", async () => {
    const { cookie } = await setup();
    await checkPaging(cookie, "/api/jobs", newestFirst("job", 25), 100);
  });

  it("sorts by title, oldest, last changed, and keeps the order a search asks for", async () => {
    const { cookie } = await setup();
    const byTitle = await list(cookie, "/api/jobs?sort=title&limit=3");
    expect(byTitle.rows.map((row) => row.title)).toEqual(["Role 00", "Role 01", "Role 02"]);
    expect((await list(cookie, "/api/jobs?sort=oldest&limit=2")).ids).toEqual(["job-00", "job-01"]);
    expect((await list(cookie, "/api/jobs?sort=updated&limit=2")).ids).toEqual(["job-00", "job-01"]);
    // Without an order, a search ranks: the title match first; with one, the search keeps it.
    expect((await list(cookie, "/api/jobs?title=zeppelin")).ids).toEqual(["job-03", "job-05"]);
    expect((await list(cookie, "/api/jobs?title=zeppelin&sort=newest")).ids).toEqual(["job-05", "job-03"]);
    expect((await list(cookie, "/api/jobs?title=zeppelin&sort=oldest&status=draft")).ids).toEqual(["job-05"]);
  });

  it("leaves the public list as it was: published only, an order ignored", async () => {
    await setup();
    const response = await api("/api/jobs?sort=oldest&limit=2");
    const rows = (await response.json()) as { id: string }[];
    expect(rows.map((row) => row.id)).toEqual(["job-24", "job-23"]);
    expect(response.headers.get("X-Total-Count")).toBe("20");
  });
});

describe("GET /api/content/articles (staff)", () => {
  it("pages every status newest first, ten by default", async () => {
    const { cookie } = await setup();
    await checkPaging(cookie, "/api/content/articles", newestFirst("art", 25), 50);
    expect((await list(cookie, "/api/content/articles")).ids).toHaveLength(10);
  });

  it("searches the index, filters status and category, and sorts", async () => {
    const { cookie } = await setup();
    expect((await list(cookie, "/api/content/articles?q=zeppel")).ids).toEqual(["art-04"]);
    expect((await list(cookie, "/api/content/articles?q=zeppelin&status=published")).total).toBe(0);
    const drafts = await list(cookie, "/api/content/articles?status=draft&category=Market%20Trends&limit=50");
    expect(drafts.ids).toEqual(["art-24", "art-18", "art-12", "art-06", "art-00"]);
    expect((await list(cookie, "/api/content/articles?sort=title&limit=2")).rows.map((row) => row.title)).toEqual([
      "About zeppelin fleets",
      "Piece 00",
    ]);
    expect((await list(cookie, "/api/content/articles?sort=oldest&limit=1")).ids).toEqual(["art-00"]);
    expect((await list(cookie, "/api/content/articles?sort=updated&limit=1")).ids).toEqual(["art-00"]);
    await refused(cookie, "/api/content/articles?status=gone", "status");
  });
});

describe("GET /api/content/linkedin-posts", () => {
  it("pages newest first, searches the post and its article, filters the status, sorts", async () => {
    const { cookie } = await setup();
    await checkPaging(cookie, "/api/content/linkedin-posts", newestFirst("post", 25), 100);
    expect((await list(cookie, "/api/content/linkedin-posts?q=zeppelin")).ids).toEqual(["post-06", "post-04"]);
    expect((await list(cookie, "/api/content/linkedin-posts?status=posted&limit=100")).total).toBe(12);
    expect((await list(cookie, "/api/content/linkedin-posts?sort=oldest&limit=1")).ids).toEqual(["post-00"]);
    // Wildcards are letters: nothing holds a percent sign.
    expect((await list(cookie, "/api/content/linkedin-posts?q=%25")).total).toBe(0);
  });
});

describe("GET /api/content/schedules", () => {
  it("pages newest first, searches the title and prompt, filters active or paused, sorts", async () => {
    const { cookie } = await setup();
    const all = await list(cookie, "/api/content/schedules?limit=100");
    await checkPaging(cookie, "/api/content/schedules", all.ids, 100);
    expect(all.rows[0]!.title).toBe(`Schedule ${pad((24 * 7) % 25)}`);
    expect((await list(cookie, "/api/content/schedules?q=ZEPPELIN")).rows.map((row) => row.title)).toEqual([
      "Zeppelin weekly",
    ]);
    expect((await list(cookie, "/api/content/schedules?active=false&limit=100")).total).toBe(12);
    const nextRun = await list(cookie, "/api/content/schedules?sort=next-run&limit=100");
    expect(nextRun.rows[0]!.nextRun).toBe(day(36).toISOString());
    expect(nextRun.rows.at(-1)!.nextRun).toBeNull();
    expect((await list(cookie, "/api/content/schedules?sort=title&limit=1")).rows[0]!.title).toBe("Schedule 00");
    await refused(cookie, "/api/content/schedules?active=maybe", "active");
  });
});

describe("GET /api/sms/messages", () => {
  it("pages newest first, searches number and text, filters status and type, sorts", async () => {
    const { cookie } = await setup();
    await checkPaging(cookie, "/api/sms/messages", newestFirst("sms", 25), 100);
    expect((await list(cookie, "/api/sms/messages?q=zeppelin")).ids).toEqual(["sms-08"]);
    expect((await list(cookie, "/api/sms/messages?q=55500012")).ids).toEqual(["sms-12"]);
    expect((await list(cookie, "/api/sms/messages?status=failed&type=reminder&limit=100")).total).toBe(13);
    expect((await list(cookie, "/api/sms/messages?sort=oldest&limit=1")).ids).toEqual(["sms-00"]);
    await refused(cookie, "/api/sms/messages?type=spam", "type");
  });
});

describe("GET /api/crm/leads", () => {
  it("pages newest first, searches the person and the source, filters the sync state, sorts by score", async () => {
    const { cookie } = await setup();
    await checkPaging(cookie, "/api/crm/leads", newestFirst("lead", 25), 100);
    expect((await list(cookie, "/api/crm/leads?q=zelda")).ids).toEqual(["lead-09"]);
    expect((await list(cookie, "/api/crm/leads?q=zeppelin%20works")).ids).toEqual(["lead-10"]);
    expect((await list(cookie, "/api/crm/leads?q=p3%40example")).ids).toEqual(["lead-03"]);
    expect((await list(cookie, "/api/crm/leads?q=contact%20form&limit=100")).total).toBe(25);
    expect((await list(cookie, "/api/crm/leads?sync=pending&limit=100")).total).toBe(25);
    const byScore = await list(cookie, "/api/crm/leads?sort=score&limit=3");
    expect(byScore.rows.map((row) => row.leadScore)).toEqual([24, 23, 22]);
  });
});

describe("GET /api/admin/users", () => {
  it("pages by name, searches name and email, filters role and active, sorts", async () => {
    const { cookie, bossId } = await setup();
    const byName = [bossId, ...Array.from({ length: 24 }, (_, i) => `u-${pad(i)}`)];
    await checkPaging(cookie, "/api/admin/users", byName, 100);
    expect((await list(cookie, "/api/admin/users?q=zeppelin")).ids).toEqual(["u-11"]);
    expect((await list(cookie, "/api/admin/users?q=user1")).total).toBe(10);
    expect((await list(cookie, "/api/admin/users?role=recruiter&active=false&limit=100")).ids).toEqual([
      "u-00",
      "u-12",
    ]);
    expect((await list(cookie, "/api/admin/users?sort=role&limit=1")).ids).toEqual([bossId]);
    expect((await list(cookie, "/api/admin/users?sort=newest&limit=2")).ids[0]).toBe(bossId);
    // Only boss has signed in: first; the rest never have.
    expect((await list(cookie, "/api/admin/users?sort=last-login&limit=1")).ids).toEqual([bossId]);
    await refused(cookie, "/api/admin/users?role=owner", "role");
  });
});

describe("small lists are bounded too", () => {
  const small = [
    "/api/admin/portals",
    "/api/portals",
    "/api/crm/scoring-rules",
    "/api/jobs/owners",
    "/api/admin/applications/owners",
    "/api/admin/messages/assignees",
    "/api/admin/access-matrix",
  ];

  it.each(small)("%s answers X-Total-Count and refuses a page above 200", async (path) => {
    const { cookie } = await setup();
    const response = await api(`${path}?limit=1`, { cookie });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(0);
    await refused(cookie, `${path}?limit=201`, "limit");
  });

  it("pages the areas and the working staff", async () => {
    const { cookie, bossId } = await setup();
    const portals = await list(cookie, "/api/admin/portals?limit=4&offset=4");
    expect(portals.total).toBe(AREAS.length);
    expect(portals.rows.map((row) => row.slug)).toEqual(["inbox", "scheduling", "crm", "sms"]);
    // Working staff: active users from recruiter up (boss, u-03, u-06, u-09, u-15, u-18, u-21).
    const owners = await list(cookie, "/api/jobs/owners?limit=3");
    expect(owners).toMatchObject({ ids: [bossId, "u-03", "u-06"], total: 7 });
    const matrix = await api("/api/admin/access-matrix?limit=2", { cookie });
    expect(matrix.headers.get("X-Total-Count")).toBe("25");
    expect(((await matrix.json()) as { users: unknown[] }).users).toHaveLength(2);
  });
});
