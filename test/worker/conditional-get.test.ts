import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { bumpPublicVersion } from "../../worker/db/public-version";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn } from "./helpers";

async function insertJob(id: string, title: string) {
  await env.DB.prepare(
    "insert into jobs (id, title, company, location, type, industry, description, requirements, status) values (?, ?, 'Acme', 'Remote', 'Full-time', 'Technology', 'Build things.', '• Ship', 'published')",
  )
    .bind(id, title)
    .run();
}

describe("public reads: ETag and 304", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    await insertJob("job-1", "Platform Engineer");
  });

  it("answers an ETag that revalidates to an empty 304 until the data changes", async () => {
    const first = await api("/api/jobs");
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);

    const unchanged = await api("/api/jobs", { headers: { "If-None-Match": etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(unchanged.headers.get("ETag")).toBe(etag);

    await insertJob("job-2", "Data Engineer");
    // As every staff write does; without it the edge cache keeps answering the first list (edge-cache.test.ts).
    await bumpPublicVersion(createDb(env.DB));
    const changed = await api("/api/jobs", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect((await changed.json<unknown[]>()).length).toBe(2);
  });

  it("gives a new ETag when only the list's total changes (a later page grew), so the count shown is not stale", async () => {
    await insertJob("job-2", "Data Engineer");
    await bumpPublicVersion(createDb(env.DB));
    const firstPage = await api("/api/jobs?limit=1");
    expect(firstPage.headers.get("X-Total-Count")).toBe("2");
    const etag = firstPage.headers.get("ETag")!;

    // An older job: the first page (newest first) is the same, the total is not.
    await env.DB.prepare(
      "insert into jobs (id, title, company, location, type, industry, description, requirements, status, created_at) values ('job-old', 'Old Role', 'Acme', 'Remote', 'Full-time', 'Technology', 'Old.', '• Old', 'published', 0)",
    ).run();
    await bumpPublicVersion(createDb(env.DB));
    const again = await api("/api/jobs?limit=1", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(200);
    expect(again.headers.get("X-Total-Count")).toBe("3");
    expect(again.headers.get("ETag")).not.toBe(etag);
  });

  it("covers a job, published articles, booking types, the sitemap and the feeds", async () => {
    for (const path of [
      "/api/jobs/job-1",
      "/api/content/published-articles",
      "/api/booking/types",
      "/sitemap.xml",
      "/feeds/indeed.xml",
    ]) {
      const response = await api(path);
      expect(response.status, path).toBe(200);
      const etag = response.headers.get("ETag");
      expect(etag, path).toBeTruthy();
      expect((await api(path, { headers: { "If-None-Match": etag! } })).status, path).toBe(304);
    }
  });

  it("leaves a staff view private and uncached", async () => {
    await createStaffUser("etag-recruiter", "recruiter");
    const response = await api("/api/jobs", { cookie: await signIn("etag-recruiter") });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("ETag")).toBeNull();
  });
});
