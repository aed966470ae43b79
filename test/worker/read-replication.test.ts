import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKMARK_HEADER } from "../../worker/contract/api";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { publicVersion, readPublicVersion } from "../../worker/db/public-version";
import { inSession, validBookmark } from "../../worker/db/replication";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

// Locally D1 has no replicas, so these tests check the session plumbing: which requests get a bookmark back, that
// a bookmark sent back is honoured and a bad one ignored, and what the edge cache files under which version.

const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** A request straight through the Worker, waiting for its after-response work (the edge cache's copy). */
async function read(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await workerFetch(new Request(`${ORIGIN}${path}`, { headers }), env);
  return response;
}

async function insertJob(id: string, title: string) {
  await env.DB.prepare(
    "insert into jobs (id, title, company, location, type, industry, description, requirements, status) values (?, ?, 'Acme', 'Remote', 'Full-time', 'Technology', 'Build things.', '• Ship', 'published')",
  )
    .bind(id, title)
    .run();
}

describe("D1 sessions and bookmarks", () => {
  /** An empty database with a signed-in recruiter's cookie and one job. */
  async function setup() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const { cookie: staffCookie } = await signedInStaff("replica-recruiter", "recruiter");
    await insertJob("job-1", "Platform Engineer");
    return { staffCookie };
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("hands a staff write its bookmark, and a read that sends it back sees the write", async () => {
    const { staffCookie } = await setup();
    const before = (await api("/api/auth/verify", { cookie: staffCookie })).headers.get(BOOKMARK_HEADER);
    expect(before).toMatch(BOOKMARK_SHAPE);

    const edit = await api("/api/jobs/job-1", {
      method: "PUT",
      cookie: staffCookie,
      body: { title: "Staff Engineer" },
    });
    expect(edit.status).toBe(200);
    const bookmark = edit.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(BOOKMARK_SHAPE);
    // Bookmarks sort oldest to newest: the write's is past the read's.
    expect(bookmark! > before!).toBe(true);

    const staffRead = await api("/api/jobs/job-1", { cookie: staffCookie, headers: { [BOOKMARK_HEADER]: bookmark! } });
    expect((await staffRead.json<{ title: string }>()).title).toBe("Staff Engineer");
    expect(staffRead.headers.get(BOOKMARK_HEADER)! >= bookmark!).toBe(true);

    const visitorRead = await read("/api/jobs/job-1", { [BOOKMARK_HEADER]: bookmark! });
    expect((await visitorRead.json<{ title: string }>()).title).toBe("Staff Engineer");
  });

  it("never puts a bookmark on a public answer, cached or not; a visitor's write gets one", async () => {
    await setup();
    for (let attempt = 0; attempt < 2; attempt++) {
      const list = await read("/api/jobs");
      expect(list.status).toBe(200);
      expect(list.headers.get("Cache-Control")).toBe("public, no-cache");
      expect(list.headers.get(BOOKMARK_HEADER)).toBeNull();
    }
    const subscribe = await api("/api/job-alerts", { method: "POST", body: { email: "visitor@example.com" } });
    expect(subscribe.status).toBeLessThan(300);
    expect(subscribe.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK_SHAPE);
  });

  it("ignores a malformed bookmark: the request runs as if none was sent", async () => {
    const { staffCookie } = await setup();
    const malformed = [
      "garbage",
      "",
      "' or 1=1 --",
      "00000000-0000001E-00000000-00000000000000000000000000000000",
      `${"0".repeat(8)}-`.repeat(2000),
    ];
    for (const value of malformed) {
      expect(validBookmark(value)).toBeUndefined();
      const verify = await api("/api/auth/verify", { cookie: staffCookie, headers: { [BOOKMARK_HEADER]: value } });
      expect(verify.status).toBe(200);
      expect(verify.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK_SHAPE);
      const list = await read("/api/jobs", { [BOOKMARK_HEADER]: value });
      expect(list.status).toBe(200);
      expect(list.headers.get(BOOKMARK_HEADER)).toBeNull();
    }
  });

  it("files a missed public read under the version its own session read, not an isolate's older memo", async () => {
    await setup();
    const db = createDb(env.DB);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now);
    const memo = await publicVersion(db);
    // A change made elsewhere (another isolate): the version moves, this isolate's memo does not.
    const elsewhere = inSession(env, "first-primary");
    await elsewhere.env.DB.batch([
      elsewhere.env.DB.prepare("update jobs set title = 'Moved Elsewhere' where id = 'job-1'"),
      elsewhere.env.DB.prepare("update site_versions set version = version + 1 where name = 'public'"),
    ]);
    const current = await readPublicVersion(db);
    expect(current).toBe(memo + 1);
    expect(await publicVersion(db)).toBe(memo);

    const put = vi.spyOn(caches.default, "put");
    const list = await read("/api/jobs?limit=7");
    expect((await list.json<{ title: string }[]>()).map((job) => job.title)).toEqual(["Moved Elsewhere"]);
    expect(put).toHaveBeenCalledTimes(1);
    expect(String(put.mock.calls[0]![0])).toContain(`/v${current}/api/jobs?limit=7`);

    // A caller with a bookmark from that change looks up at the version it sees, so finds that copy.
    await env.DB.prepare("update jobs set title = 'Behind The Cache' where id = 'job-1'").run();
    const bookmarked = await read("/api/jobs?limit=7", { [BOOKMARK_HEADER]: elsewhere.session.getBookmark()! });
    expect((await bookmarked.json<{ title: string }[]>()).map((job) => job.title)).toEqual(["Moved Elsewhere"]);
    expect(put).toHaveBeenCalledTimes(1);
  });

  it("runs the cron in a session of its own and refuses what a session cannot do", async () => {
    await setup();
    expect((await runScheduled({ scheduledTime: Date.now() }, env)).jobsExpired).toBe(0);
    const { env: bound } = inSession(env, "first-primary");
    await expect(bound.DB.exec("select 1")).rejects.toThrow(/D1 session/);
  });
});
