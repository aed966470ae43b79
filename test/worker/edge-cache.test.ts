import { env } from "cloudflare:workers";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runDueSchedules } from "../../worker/content/schedule-store";
import { createDb } from "../../worker/db/client";
import { articles, contentSchedules } from "../../worker/db/schema";
import { EDGE_TTL_SECONDS } from "../../worker/http/edge-cache";
import { insertBookingTypes, TYPE_A } from "./booking-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

/**
 * A public read straight through the Worker, waiting for its after-response work, so the copy it stores in the edge
 * cache is there before the next read.
 */
async function read(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await workerFetch(new Request(`${ORIGIN}${path}`, { headers }), env);
  return response;
}

async function insertJob(id: string, title: string, status = "published") {
  await env.DB.prepare(
    "insert into jobs (id, title, company, location, type, industry, description, requirements, status) values (?, ?, 'Acme', 'Remote', 'Full-time', 'Technology', 'Build things.', '• Ship', ?)",
  )
    .bind(id, title, status)
    .run();
}

/** Changes a job behind the application's back: no staff route, so the public version stays where it was. */
async function retitleInDatabase(id: string, title: string) {
  await env.DB.prepare("update jobs set title = ? where id = ?").bind(title, id).run();
}

const titles = async (response: Response) => (await response.json<{ title: string }[]>()).map((job) => job.title);

describe("edge cache of public reads", () => {
  /** An empty database with one published job and a signed-in recruiter's cookie. */
  async function setup() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const { cookie: staffCookie } = await signedInStaff("cache-recruiter", "recruiter");
    await insertJob("job-1", "Platform Engineer");
    return { staffCookie };
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("serves a second read from the cache until a staff change moves the version", async () => {
    const { staffCookie } = await setup();
    expect((await read("/api/jobs/job-1")).status).toBe(200);
    await retitleInDatabase("job-1", "Changed Behind The Cache");

    const cached = await read("/api/jobs/job-1");
    expect(cached.status).toBe(200);
    expect((await cached.json<{ title: string }>()).title).toBe("Platform Engineer");
    expect(cached.headers.get("Cache-Control")).toBe("public, no-cache");

    const edit = await api("/api/jobs/job-1", {
      method: "PUT",
      cookie: staffCookie,
      body: { title: "Staff Engineer" },
    });
    expect(edit.status).toBe(200);
    expect((await (await read("/api/jobs/job-1")).json<{ title: string }>()).title).toBe("Staff Engineer");
  });

  it("keeps the /jobs page, rendered with its first jobs, until a staff change moves the version", async () => {
    const { staffCookie } = await setup();
    const page = async () => (await read("/jobs")).text();
    expect(await page()).toContain("Platform Engineer");
    await retitleInDatabase("job-1", "Changed Behind The Cache");
    const cached = await read("/jobs");
    expect(cached.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(cached.headers.get("ETag")).toBeTruthy();
    expect(await cached.text()).toContain("Platform Engineer");

    const edit = await api("/api/jobs/job-1", {
      method: "PUT",
      cookie: staffCookie,
      body: { title: "Staff Engineer" },
    });
    expect(edit.status).toBe(200);
    const fresh = await page();
    expect(fresh).toContain("Staff Engineer");
    expect(fresh).not.toContain("Platform Engineer");
  });

  it("shows a staff edit (PUT /api/jobs/:id) on the next public read of the list", async () => {
    const { staffCookie } = await setup();
    expect(await titles(await read("/api/jobs"))).toEqual(["Platform Engineer"]);
    expect(await titles(await read("/api/jobs"))).toEqual(["Platform Engineer"]);

    const edit = await api("/api/jobs/job-1", {
      method: "PUT",
      cookie: staffCookie,
      body: { title: "Site Reliability Engineer" },
    });
    expect(edit.status).toBe(200);
    expect(await titles(await read("/api/jobs"))).toEqual(["Site Reliability Engineer"]);
  });

  it("answers 304 to a matching If-None-Match on a cache hit, with this request's own id", async () => {
    await setup();
    const first = await read("/api/jobs");
    const etag = first.headers.get("ETag")!;
    await retitleInDatabase("job-1", "Changed Behind The Cache");

    const revalidated = await read("/api/jobs", { "If-None-Match": etag, "X-Request-Id": "second-read" });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("ETag")).toBe(etag);
    expect(revalidated.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(revalidated.headers.get("X-Request-Id")).toBe("second-read");
    expect(first.headers.get("X-Request-Id")).not.toBe("second-read");
  });

  it("sends a hit compressed as stored, brotli or gzip by what the client takes, and inflated to one that takes neither", async () => {
    await setup();
    const first = await read("/api/jobs", { "Accept-Encoding": "gzip, deflate, br" });
    expect(first.headers.get("Content-Encoding")).toBeNull();
    expect(first.headers.get("Vary")).toBe("Accept-Encoding");
    const body = await first.text();

    const brotli = await read("/api/jobs", { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Vary")).toBe("Accept-Encoding");
    expect(new TextDecoder().decode(brotliDecompressSync(await brotli.arrayBuffer()))).toBe(body);

    const zipped = await read("/api/jobs", { "Accept-Encoding": "gzip, deflate, br;q=0" });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toBe("Accept-Encoding");
    expect(zipped.headers.get("X-Total-Count")).toBe("1");
    expect(zipped.headers.get("ETag")).toBe(first.headers.get("ETag"));
    const inflated = await new Response(zipped.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(inflated).toBe(body);

    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await read("/api/jobs", acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {});
      expect(plain.headers.get("Content-Encoding")).toBeNull();
      expect(await plain.text()).toBe(body);
    }
  });

  it("never serves staff from the cache nor stores what staff read", async () => {
    const { staffCookie } = await setup();
    await insertJob("job-draft", "Draft Role", "draft");
    const put = vi.spyOn(caches.default, "put");

    // A visitor's read is stored; staff reading after a change behind the cache see the change.
    expect(await titles(await read("/api/jobs"))).toEqual(["Platform Engineer"]);
    expect(put).toHaveBeenCalledTimes(1);
    await retitleInDatabase("job-1", "Changed Behind The Cache");
    const staffList = await read("/api/jobs", { Cookie: staffCookie });
    expect(staffList.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await titles(staffList)).sort()).toEqual(["Changed Behind The Cache", "Draft Role"]);

    // Staff reads store nothing, a draft included: visitors keep the published list.
    const staffDraft = await read("/api/jobs/job-draft", { Cookie: staffCookie });
    expect(staffDraft.status).toBe(200);
    expect(put).toHaveBeenCalledTimes(1);
    expect((await read("/api/jobs/job-draft")).status).toBe(404);
    expect(await titles(await read("/api/jobs"))).toEqual(["Platform Engineer"]);
  });

  it("never stores booking slots (each booking changes them), other public reads for a day", async () => {
    await setup();
    await insertBookingTypes();
    const put = vi.spyOn(caches.default, "put");
    const date = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

    expect((await read(`/api/booking/types/${TYPE_A}/slots?date=${date}`)).status).toBe(200);
    expect((await read("/api/booking/types")).status).toBe(200);

    const stored = put.mock.calls.map(([, response]) => response.headers.get("Cache-Control"));
    expect(stored).toEqual([`public, s-maxage=${EDGE_TTL_SECONDS}`]);
  });

  it("shows an article published by staff or by a schedule on the next read of the published list", async () => {
    const { staffCookie } = await setup();
    const db = createDb(env.DB);
    await db.insert(articles).values({
      id: "article-1",
      title: "Hiring in 2027",
      content: "Body.",
      summary: "Summary.",
      category: "Leadership Development",
      author: "Acme",
      readTime: 3,
      status: "approved",
    });
    const listed = async () => (await read("/api/content/published-articles")).json<{ title: string }[]>();
    expect(await listed()).toEqual([]);

    expect((await api("/api/content/articles/article-1/publish", { method: "PUT", cookie: staffCookie })).status).toBe(
      200,
    );
    expect((await listed()).map((article) => article.title)).toEqual(["Hiring in 2027"]);

    const now = new Date();
    await db.insert(contentSchedules).values({
      title: "Weekly",
      category: "Salary Negotiation",
      prompt: "Write about pay.",
      autoPublish: true,
      nextRun: new Date(now.getTime() - 60_000),
    });
    const [run] = await runDueSchedules(env, db, now);
    expect(run?.articleId).toBeDefined();
    expect(await listed()).toHaveLength(2);
  });

  it("covers the feeds and the sitemap, and a portal switched off empties its feed at once", async () => {
    const { staffCookie } = await setup();
    await env.DB.prepare(
      "insert into job_portals (id, name, slug, is_active) values ('portal-indeed', 'Indeed', 'indeed', 1)",
    ).run();
    expect((await api("/api/jobs/job-1/publish-to-portals", { method: "POST", cookie: staffCookie })).status).toBe(200);

    const feed = await read("/feeds/indeed.xml");
    expect(feed.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(await feed.text()).toContain("Platform Engineer");
    const sitemap = await read("/sitemap.xml");
    expect(await sitemap.text()).toContain("/jobs/job-1");

    expect(
      (await api("/api/portals/portal-indeed", { method: "PUT", cookie: staffCookie, body: { isActive: false } }))
        .status,
    ).toBe(200);
    expect(await (await read("/feeds/indeed.xml")).text()).not.toContain("Platform Engineer");
  });
});
