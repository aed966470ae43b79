import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import type { JobView } from "../../worker/contract/job-listing";
import { DEFAULT_TIME_ZONE } from "../../worker/contract/site-enums";
import { addDays, zonedDate } from "../../worker/contract/time-zone";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import type { Bindings } from "../../worker/env";
import {
  GOOGLE_TOKEN_URL,
  INDEXING_PUBLISH_URL,
  INDEXING_SCOPE,
} from "../../worker/integrations/google-indexing/client";
import { expireJobs } from "../../worker/jobs/expiry-store";
import { seedDatabase } from "../../worker/seed";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/** Closed jobs (issue 19, decision 026): validThrough, expiry, 410, job boards from the first start, Google's Indexing API. */

const today = () => zonedDate(Date.now(), DEFAULT_TIME_ZONE);
const db = createDb(env.DB);

const JOB = {
  title: "Plant Manager",
  company: "Acme Manufacturing",
  location: "Carmel, IN",
  industry: "Manufacturing",
  description:
    "Run a two-shift plant of 180 people, own safety, quality and delivery, and grow the next line of supervisors on the floor.",
  requirements: "• 8+ years in manufacturing\n• Lean",
};

async function insertJobBoards() {
  await env.DB.batch([
    env.DB.prepare("insert into job_portals (id, name, slug, is_active) values ('p-indeed', 'Indeed', 'indeed', 1)"),
    env.DB.prepare(
      "insert into job_portals (id, name, slug, is_active) values ('p-linkedin', 'LinkedIn', 'linkedin', 1)",
    ),
    env.DB.prepare(
      "insert into job_portals (id, name, slug, is_active) values ('p-zip', 'ZipRecruiter', 'ziprecruiter', 0)",
    ),
  ]);
}

async function insertJob(
  id: string,
  fields: {
    status?: string;
    validThrough?: string | null;
    industry?: string;
    location?: string;
    daysAgo?: number;
  } = {},
) {
  const at = Date.now() - (fields.daysAgo ?? 1) * 86_400_000;
  await env.DB.prepare(
    "insert into jobs (id, title, company, location, type, industry, description, requirements, status, valid_through, created_at, updated_at) values (?, ?, 'Acme', ?, 'Full-time', ?, ?, '• One', ?, ?, ?, ?)",
  )
    .bind(
      id,
      `Job ${id}`,
      fields.location ?? "Chicago, IL",
      fields.industry ?? "Technology",
      JOB.description,
      fields.status ?? "published",
      fields.validThrough ?? addDays(today(), 30),
      at,
      at,
    )
    .run();
}

async function post(cookie: string, body: Record<string, unknown>) {
  return api("/api/jobs", { method: "POST", body, cookie });
}
async function put(cookie: string, id: string, body: Record<string, unknown>) {
  return api(`/api/jobs/${id}`, { method: "PUT", body, cookie });
}
const jobCount = async () => (await env.DB.prepare("select count(*) as n from jobs").first<{ n: number }>())!.n;

async function publicIds(): Promise<string[]> {
  return ((await (await api("/api/jobs")).json()) as JobView[]).map((job) => job.id);
}
const feed = async (slug: "indeed" | "linkedin") => (await api(`/feeds/${slug}.xml`)).text();

/** An empty database with the job portals and the recruiter Rita's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  await insertJobBoards();
  return { cookie: (await signedInStaff("rita", "recruiter")).cookie };
}

afterEach(() => vi.restoreAllMocks());

describe("validThrough", () => {
  it("is set at publication to 60 days later unless given, and kept by later edits", async () => {
    const { cookie } = await setup();
    const draft = await (await post(cookie, { ...JOB, status: "draft" })).json<JobView>();
    expect(draft.validThrough).toBeNull();
    const published = await (await put(cookie, draft.id, { status: "published" })).json<JobView>();
    expect(published.validThrough).toBe(addDays(today(), 60));
    const edited = await (await put(cookie, draft.id, { title: "Plant Manager II" })).json<JobView>();
    expect(edited.validThrough).toBe(addDays(today(), 60));

    const given = await (
      await post(cookie, { ...JOB, status: "published", validThrough: addDays(today(), 10) })
    ).json<JobView>();
    expect(given.validThrough).toBe(addDays(today(), 10));
    const moved = await (await put(cookie, given.id, { validThrough: addDays(today(), 90) })).json<JobView>();
    expect(moved.validThrough).toBe(addDays(today(), 90));
  });

  it("must be a date after today to publish: a 400 naming the field, nothing changed", async () => {
    const { cookie } = await setup();
    const before = await jobCount();
    for (const validThrough of [today(), addDays(today(), -1)]) {
      const response = await post(cookie, { ...JOB, status: "published", validThrough });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        issues: [{ path: "validThrough", message: "Valid through must be after today to publish the job" }],
      });
    }
    const notDate = await post(cookie, { ...JOB, status: "published", validThrough: "2026-02-30" });
    expect(notDate.status).toBe(400);
    expect(await notDate.json()).toMatchObject({ issues: [{ path: "validThrough" }] });
    expect(await jobCount()).toBe(before);

    // A draft may carry a planned date; the check applies when it goes live.
    const draft = await (
      await post(cookie, { ...JOB, status: "draft", validThrough: addDays(today(), -3) })
    ).json<JobView>();
    const refused = await put(cookie, draft.id, { status: "published", validThrough: addDays(today(), -3) });
    expect(refused.status).toBe(400);
    expect((await (await api(`/api/jobs/${draft.id}`, { cookie })).json<JobView>()).status).toBe("draft");
  });

  it("starts afresh when an expired job is published again", async () => {
    const { cookie } = await setup();
    await insertJob("old", { status: "archived", validThrough: addDays(today(), -5) });
    const again = await (await put(cookie, "old", { status: "published" })).json<JobView>();
    expect(again).toMatchObject({ status: "published", validThrough: addDays(today(), 60) });
  });
});

describe("remote jobs", () => {
  const REMOTE = { ...JOB, location: "Remote", type: "Remote", status: "published" };

  it("default to applicants in the United States and carry TELECOMMUTE with the country in JSON-LD", async () => {
    const { cookie } = await setup();
    const job = await (await post(cookie, REMOTE)).json<JobView>();
    expect(job.applicantCountry).toBe("United States");
    const html = await (await api(`/jobs/${job.id}`)).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "United States" },
      directApply: true,
      validThrough: addDays(today(), 60),
    });
  });

  it("are refused at publication without the applicants' country, with a message naming it", async () => {
    const { cookie } = await setup();
    const before = await jobCount();
    const response = await post(cookie, { ...REMOTE, applicantCountry: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "validation_failed",
      issues: [
        {
          path: "applicantCountry",
          message: "A remote job needs the applicant country (where applicants must live) before it can be published",
        },
      ],
    });
    expect(await jobCount()).toBe(before);
    // A draft may wait for it; publishing then names it.
    const draft = await (await post(cookie, { ...REMOTE, status: "draft", applicantCountry: null })).json<JobView>();
    expect((await put(cookie, draft.id, { status: "published" })).status).toBe(400);
    expect((await put(cookie, draft.id, { status: "published", applicantCountry: "Canada" })).status).toBe(200);
  });
});

describe("a closed job", () => {
  /** `setup`, and a job about to close among others of its industry or place, two of them posted to portals. */
  async function setupClosing() {
    const state = await setup();
    await insertJob("closing", { industry: "Healthcare", location: "Boston, MA" });
    await insertJob("same-industry", { industry: "Healthcare", daysAgo: 2 });
    await insertJob("same-place", { location: "Boston, MA", daysAgo: 3 });
    await insertJob("both", { industry: "Healthcare", location: "Boston, MA", daysAgo: 4 });
    await insertJob("unrelated", { daysAgo: 5 });
    await insertJob("draft-like", { status: "draft", industry: "Healthcare" });
    for (const id of ["closing", "same-industry"]) {
      await env.DB.prepare(
        "insert into job_portal_postings (id, job_id, portal_id, status) values (?, ?, 'p-indeed', 'posted'), (?, ?, 'p-linkedin', 'posted')",
      )
        .bind(`${id}-i`, id, `${id}-l`, id)
        .run();
    }
    return state;
  }

  async function expectGone(id: string) {
    expect(await publicIds()).not.toContain(id);
    for (const slug of ["indeed", "linkedin"] as const) {
      const xml = await feed(slug);
      expect(xml, slug).not.toContain(id === "closing" ? "Job closing" : id);
      expect(xml, slug).toContain("Job same-industry");
    }
    const sitemap = await (await api("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`/jobs/${id}<`);
    expect(sitemap).toContain("/jobs/same-industry<");
    const response = await api(`/api/jobs/${id}`);
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({
      error: "job_closed",
      message: "This position has been filled or closed",
    });
    const page = await api(`/jobs/${id}`);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain("This position has been filled or closed");
    expect(html).not.toContain('"@type":"JobPosting"');
  }

  it("archived by staff leaves the list, both feeds, the sitemap and JSON-LD at once and answers 410", async () => {
    // Warm the edge cache first: the change must show through it.
    const { cookie } = await setupClosing();
    expect(await publicIds()).toContain("closing");
    expect(await feed("indeed")).toContain("Job closing");
    expect((await put(cookie, "closing", { status: "archived" })).status).toBe(200);
    await expectGone("closing");
  });

  it("expired is archived by the cron, once, and is gone everywhere", async () => {
    await setupClosing();
    await env.DB.prepare("update jobs set valid_through = ? where id = 'closing'").bind(addDays(today(), -1)).run();
    // A job whose last day is today is still open.
    await env.DB.prepare("update jobs set valid_through = ? where id = 'same-place'").bind(today()).run();
    expect(await feed("linkedin")).toContain("Job closing");
    const first = await runScheduled({ scheduledTime: Date.now() }, env);
    expect(first.jobsExpired).toBe(1);
    expect((await runScheduled({ scheduledTime: Date.now() }, env)).jobsExpired).toBe(0);
    const row = await env.DB.prepare("select status from jobs where id = 'closing'").first();
    expect(row).toEqual({ status: "archived" });
    const logged = await env.DB.prepare(
      "select count(*) as n from admin_activity_logs where action = 'job.expire' and entity_id = 'closing'",
    ).first();
    expect(logged).toEqual({ n: 1 });
    await expectGone("closing");
    expect(await publicIds()).toContain("same-place");
  });

  it("suggests open jobs in its industry or at its location, both first, never itself or a draft", async () => {
    const { cookie } = await setupClosing();
    await put(cookie, "closing", { status: "archived" });
    const similar = await (await api("/api/jobs/closing/similar")).json<JobView[]>();
    expect(similar.map((job) => job.id)).toEqual(["both", "same-industry", "same-place"]);
    expect((await api("/api/jobs/no-such-job/similar")).status).toBe(404);
    expect((await api("/api/jobs/draft-like/similar")).status).toBe(404);
  });

  it("expiry reads one index range (status, valid_through)", async () => {
    await setupClosing();
    const plan = await env.DB.prepare(
      "explain query plan select id from jobs where status = 'published' and valid_through < ? limit 50",
    )
      .bind(today())
      .all<{ detail: string }>();
    expect(plan.results.map((step) => step.detail).join(" ")).toContain("jobs_status_valid_through_idx");
  });
});

describe("publish to portals", () => {
  it("publishing a job that says so posts it to every active portal, so both feeds list it", async () => {
    const { cookie } = await setup();
    const job = await (await post(cookie, { ...JOB, status: "published", publishToPortals: true })).json<JobView>();
    const postings = await env.DB.prepare(
      "select portal_id, status from job_portal_postings where job_id = ? order by portal_id",
    )
      .bind(job.id)
      .all();
    expect(postings.results).toEqual([
      { portal_id: "p-indeed", status: "posted" },
      { portal_id: "p-linkedin", status: "posted" },
    ]);
    expect(await feed("indeed")).toContain(job.id);
    expect(await feed("linkedin")).toContain(job.id);

    // A draft that says so is posted when it is published, not before.
    const draft = await (await post(cookie, { ...JOB, status: "draft", publishToPortals: true })).json<JobView>();
    expect(await feed("indeed")).not.toContain(draft.id);
    await put(cookie, draft.id, { status: "published" });
    expect(await feed("indeed")).toContain(draft.id);
  });

  it("a job that does not say so stays off the portals", async () => {
    const { cookie } = await setup();
    const job = await (await post(cookie, { ...JOB, status: "published" })).json<JobView>();
    expect(await feed("indeed")).not.toContain(job.id);
  });

  it("a fresh seed serves both feeds with its published jobs", async () => {
    await setup();
    await emptyDatabase();
    const report = await seedDatabase(env.DB, { now: new Date() });
    expect(report.jobBoardPostings).toBeGreaterThan(0);
    for (const slug of ["indeed", "linkedin"] as const) {
      const items = (await feed(slug)).match(/<job>/g) ?? [];
      expect(items.length, slug).toBeGreaterThan(10);
    }
    // Only published jobs, each with its last day.
    expect(
      await env.DB.prepare(
        "select count(*) as n from job_portal_postings p join jobs j on j.id = p.job_id where j.status != 'published'",
      ).first(),
    ).toEqual({ n: 0 });
    expect(
      await env.DB.prepare(
        "select count(*) as n from jobs where status = 'published' and valid_through is null",
      ).first(),
    ).toEqual({ n: 0 });
    // Seeding again adds nothing.
    await seedDatabase(env.DB, { now: new Date() });
    expect(await env.DB.prepare("select count(*) as n from job_portal_postings").first()).toEqual({
      n: report.jobBoardPostings,
    });
  });
});

describe("Google Indexing API", () => {
  interface Recorded {
    url: string;
    headers: Headers;
    body: string;
  }

  async function serviceAccount() {
    const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
    const key = JSON.stringify({
      type: "service_account",
      client_email: "indexer@site.iam.gserviceaccount.com",
      private_key: await exportPKCS8(privateKey),
      private_key_id: "kid-1",
    });
    return { key, publicPem: await exportSPKI(publicKey) };
  }

  function fakeGoogle() {
    const requests: Recorded[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      requests.push({ url, headers: new Headers(init?.headers), body: String(init?.body ?? "") });
      if (url === GOOGLE_TOKEN_URL)
        return Response.json({ access_token: "ya29.token", expires_in: 3599, token_type: "Bearer" });
      if (url === INDEXING_PUBLISH_URL)
        return Response.json({ urlNotificationMetadata: { url: JSON.parse(String(init?.body)).url } });
      return new Response("unexpected", { status: 500 });
    });
    return requests;
  }

  async function call(cookie: string, configured: Bindings, path: string, method: string, body?: unknown) {
    const ctx = createExecutionContext();
    const response = await app.request(
      `${ORIGIN}${path}`,
      {
        method,
        headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      configured,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  const sent: string[] = [];
  const fakeQueue = {
    async sendBatch(messages: Iterable<{ body: { deliveryId: string } }>) {
      for (const m of messages) sent.push(m.body.deliveryId);
    },
  } as unknown as Queue;
  const notices = async () =>
    (
      await env.DB.prepare(
        "select id, recipient, payload, status from deliveries where kind = 'job_indexing' order by created_at, rowid",
      ).all<{ id: string; recipient: string; payload: string; status: string }>()
    ).results;

  it("not configured: the jobs screen hears it is not connected, and nothing is queued", async () => {
    const { cookie } = await setup();
    const status = await api("/api/jobs/indexing", { cookie });
    expect(await status.json()).toEqual({
      configured: false,
      reason: "Google Indexing API is not connected: no service account key is set up yet.",
    });
    expect((await api("/api/jobs/indexing")).status).toBe(401);
    const { key } = await serviceAccount();
    const noSite = await call(
      cookie,
      { ...env, GOOGLE_INDEXING_KEY: key, SITE_URL: undefined },
      "/api/jobs/indexing",
      "GET",
    );
    expect(await noSite.json()).toMatchObject({ configured: false, reason: expect.stringContaining("public address") });
    await post(cookie, { ...JOB, status: "published" });
    expect(await notices()).toEqual([]);
  });

  it("configured: publishing sends URL_UPDATED, archiving and deleting URL_DELETED, each a signed token exchange then a publish", async () => {
    const { cookie } = await setup();
    const { key, publicPem } = await serviceAccount();
    const configured: Bindings = {
      ...env,
      GOOGLE_INDEXING_KEY: key,
      SITE_URL: "https://www.example.com",
      DELIVERIES: fakeQueue,
    };
    expect(await (await call(cookie, configured, "/api/jobs/indexing", "GET")).json()).toEqual({
      configured: true,
      reason: null,
    });

    const created = await (
      await call(cookie, configured, "/api/jobs", "POST", { ...JOB, status: "published" })
    ).json<JobView>();
    const draft = await (
      await call(cookie, configured, "/api/jobs", "POST", { ...JOB, status: "draft" })
    ).json<JobView>();
    await call(cookie, configured, `/api/jobs/${draft.id}`, "PUT", { title: "Still a draft" });
    await call(cookie, configured, `/api/jobs/${created.id}`, "PUT", { status: "archived" });
    await call(cookie, configured, `/api/jobs/${created.id}`, "PUT", { status: "published" });
    await call(cookie, configured, `/api/jobs/${created.id}`, "DELETE");
    const url = `https://www.example.com/jobs/${created.id}`;
    const queued = await notices();
    expect(queued.map((row) => JSON.parse(row.payload))).toEqual([
      { url, type: "URL_UPDATED" },
      { url, type: "URL_DELETED" },
      { url, type: "URL_UPDATED" },
      { url, type: "URL_DELETED" },
    ]);
    // Each handed to the queue after its answer.
    expect(sent).toEqual(expect.arrayContaining(queued.map((row) => row.id)));

    const requests = fakeGoogle();
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, queued[0]!.id)).toEqual({ outcome: "sent" });
    expect(requests.map((r) => r.url)).toEqual([GOOGLE_TOKEN_URL, INDEXING_PUBLISH_URL]);

    const [token, publish] = requests as [Recorded, Recorded];
    expect(token.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(token.body);
    expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
    const { payload, protectedHeader } = await jwtVerify(form.get("assertion")!, await importSPKI(publicPem, "RS256"), {
      issuer: "indexer@site.iam.gserviceaccount.com",
      audience: GOOGLE_TOKEN_URL,
    });
    expect(protectedHeader).toEqual({ alg: "RS256", typ: "JWT", kid: "kid-1" });
    expect(payload.scope).toBe(INDEXING_SCOPE);
    expect(payload.exp! - payload.iat!).toBe(3600);

    expect(publish.headers.get("Authorization")).toBe("Bearer ya29.token");
    expect(publish.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(publish.body)).toEqual({ url, type: "URL_UPDATED" });
    expect((await notices())[0]).toMatchObject({ status: "sent" });
  });

  it("expiry by the cron sends URL_DELETED; a refused key fails for good, an outage is retried", async () => {
    await setup();
    const { key } = await serviceAccount();
    const configured: Bindings = {
      ...env,
      GOOGLE_INDEXING_KEY: key,
      SITE_URL: "https://www.example.com",
      DELIVERIES: fakeQueue,
    };
    await insertJob("gone", { validThrough: addDays(today(), -2) });
    const expired = await expireJobs(db, configured, new Date());
    expect(expired.result).toEqual(["gone"]);
    const [notice] = await notices();
    expect(JSON.parse(notice!.payload)).toEqual({ url: "https://www.example.com/jobs/gone", type: "URL_DELETED" });

    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("backend error", { status: 503 }));
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, notice!.id)).toMatchObject({ outcome: "retry" });
    vi.restoreAllMocks();
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({ error: "invalid_grant" }, { status: 400 }),
    );
    await env.DB.prepare("update deliveries set next_attempt_at = null where id = ?").bind(notice!.id).run();
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, notice!.id)).toEqual({ outcome: "failed" });
  });
});
