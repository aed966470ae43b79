import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { COMPANY } from "../../worker/contract/company";
import type { JobBoardPostingView, JobBoardView, JobView } from "../../worker/contract/job-listing";
import { createDb } from "../../worker/db/client";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import type { Bindings } from "../../worker/env";
import { indeedApplySignature } from "../../worker/integrations/indeed/apply-signature";
import { INDEED_GRAPHQL_URL, INDEED_NOT_CONFIGURED, INDEED_TOKEN_URL } from "../../worker/integrations/indeed/client";
import { expireJobs } from "../../worker/jobs/expiry-store";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/** Indeed through its Job Sync API, Indeed Apply, and what each board did with a job (issue 49 items 2 and 4). */

const db = createDb(env.DB);
const SITE = "https://www.example.com";

const sent: string[] = [];
const fakeQueue = {
  async sendBatch(messages: Iterable<{ body: { deliveryId: string } }>) {
    for (const m of messages) sent.push(m.body.deliveryId);
  },
} as unknown as Queue;

const configured: Bindings = {
  ...env,
  INDEED_CLIENT_ID: "indeed-client",
  INDEED_CLIENT_SECRET: "indeed-secret",
  INDEED_APPLY_SECRET: "apply-secret",
  SITE_URL: SITE,
  DELIVERIES: fakeQueue,
};

const JOB = {
  title: "Plant Manager",
  company: "Acme Manufacturing",
  location: "Carmel, IN",
  industry: "Manufacturing",
  type: "Contract",
  description:
    "Run a two-shift plant of 180 people, own safety, quality and delivery, and grow the next line of supervisors on the floor.",
  requirements: "• 8+ years in manufacturing\n• Lean",
  benefits: "• Health\n• 401(k)",
  salary: "$120,000 - $150,000",
  publishToPortals: true,
  status: "published",
};

async function setup(mode: "job_sync" | "xml_feed" = "job_sync") {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  await env.DB.batch([
    env.DB.prepare(
      "insert into job_portals (id, name, slug, is_active, config) values ('p-indeed', 'Indeed', 'indeed', 1, ?)",
    ).bind(JSON.stringify({ indeedMode: mode })),
    env.DB.prepare(
      "insert into job_portals (id, name, slug, is_active) values ('p-linkedin', 'LinkedIn', 'linkedin', 1)",
    ),
    env.DB.prepare("insert into clients (id, name, industry) values ('c-acme', 'Acme Manufacturing', 'Manufacturing')"),
  ]);
  sent.length = 0;
  return (await signedInStaff("rita", "recruiter")).cookie;
}

async function call(
  bindings: Bindings,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const ctx = createExecutionContext();
  const response = await app.request(
    `${ORIGIN}${path}`,
    {
      method: init.method ?? "GET",
      headers: {
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        Origin: ORIGIN,
        "Content-Type": "application/json",
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    },
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

interface Recorded {
  url: string;
  headers: Headers;
  body: string;
}

/** Indeed at the outbound fetch: a token, then the GraphQL answer `graphql` gives for each request. */
function fakeIndeed(
  graphql: (body: { query: string; variables: unknown }) => Response | Promise<Response> = created("sp-1"),
) {
  const requests: Recorded[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    requests.push({ url, headers: new Headers(init?.headers), body: String(init?.body ?? "") });
    if (url === INDEED_TOKEN_URL) return Response.json({ access_token: "indeed-token", expires_in: 3600 });
    if (url === INDEED_GRAPHQL_URL) return graphql(JSON.parse(String(init?.body)));
    return new Response("unexpected", { status: 500 });
  });
  return requests;
}

function created(sourcedPostingId: string) {
  return (body: { query: string }) =>
    body.query.includes("expireSourcedJobsBySourcedPostingId")
      ? Response.json({
          data: { jobsIngest: { expireSourcedJobsBySourcedPostingId: { results: [{ trackingKey: "tk-1" }] } } },
        })
      : Response.json({
          data: { jobsIngest: { createSourcedJobPostings: { results: [{ jobPosting: { sourcedPostingId } }] } } },
        });
}

const indeedDeliveries = async () =>
  (
    await env.DB.prepare(
      "select id, payload, status, waiting_reason, last_error, attempts from deliveries where kind = 'indeed_sync' order by created_at, rowid",
    ).all<{
      id: string;
      payload: string;
      status: string;
      waiting_reason: string | null;
      last_error: string | null;
      attempts: number;
    }>()
  ).results;

const posting = (jobId: string, portal = "p-indeed") =>
  env.DB.prepare(
    "select status, action, external_id, sent_request, sent_at, board_answer, error_message, feed_read_at, feed_read_by from job_portal_postings where job_id = ? and portal_id = ?",
  )
    .bind(jobId, portal)
    .first<{
      status: string;
      action: string;
      external_id: string | null;
      sent_request: string | null;
      sent_at: number | null;
      board_answer: string | null;
      error_message: string | null;
      feed_read_at: number | null;
      feed_read_by: string | null;
    }>();

/** Runs every due Indeed delivery once: one delivery cycle. */
async function deliverIndeed(bindings: Bindings = configured) {
  const outcomes = [];
  for (const row of await indeedDeliveries())
    if (row.status === "pending") outcomes.push((await attemptDelivery(bindings, db, DELIVERY_KINDS, row.id)).outcome);
  return outcomes;
}

const graphqlBodies = (requests: Recorded[]) =>
  requests.filter((r) => r.url === INDEED_GRAPHQL_URL).map((r) => JSON.parse(r.body));

afterEach(() => vi.restoreAllMocks());

describe("Indeed Job Sync API", () => {
  it("publishing posts the job with the staffing metadata, a change posts it again, closing expires it: each a token request then GraphQL", async () => {
    const cookie = await setup();
    const job = await (
      await call(configured, "/api/jobs", { method: "POST", cookie, body: { ...JOB, clientId: "c-acme" } })
    ).json<JobView>();
    expect(await posting(job.id)).toMatchObject({ status: "pending", action: "post", external_id: null });
    // The feed board is posted at once; Indeed waits for its delivery, handed to the queue with the answer.
    expect(await posting(job.id, "p-linkedin")).toMatchObject({ status: "posted" });
    const [queued] = await indeedDeliveries();
    expect(JSON.parse(queued!.payload)).toEqual({ jobId: job.id, action: "post" });
    expect(sent).toContain(queued!.id);

    const requests = fakeIndeed();
    expect(await deliverIndeed()).toEqual(["sent"]);
    const [token, create] = requests as [Recorded, Recorded];
    expect(token.url).toBe(INDEED_TOKEN_URL);
    expect(token.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: "client_credentials",
      client_id: "indeed-client",
      client_secret: "indeed-secret",
      scope: "employer_access",
    });
    expect(create.url).toBe(INDEED_GRAPHQL_URL);
    expect(create.headers.get("Authorization")).toBe("Bearer indeed-token");
    const body = JSON.parse(create.body);
    expect(body.operationName).toBe("CreateSourcedJobPostings");
    expect(body.query).toContain("jobsIngest { createSourcedJobPostings(input: $input)");
    const [input] = body.variables.input.jobPostings;
    expect(input.metadata).toEqual({
      jobSource: {
        companyName: "Acme Manufacturing",
        sourceName: COMPANY.name,
        sourceType: "Staffing Agency",
        companyWebsite: SITE,
        isPlacement: true,
      },
      jobPostingId: job.id,
      jobRequisitionId: job.id,
      jobTypes: ["Contract"],
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      url: `${SITE}/jobs/${job.id}`,
    });
    expect(input.body).toMatchObject({
      title: "Plant Manager",
      descriptionFormatting: "RICH_FORMATTING",
      benefits: ["Health", "401(k)"],
      location: { country: "US", cityRegionPostal: "Carmel, IN" },
      salary: { currency: "USD", period: "YEAR", minimumMinor: 12_000_000, maximumMinor: 15_000_000 },
    });
    expect(input.body.description).toContain("<h3>Requirements</h3>");
    expect(input.applyMethod).toEqual({
      indeedApply: { postUrl: `${SITE}/api/board-applications/indeed`, jobMeta: job.id, phoneRequired: "YES" },
    });
    // What was sent, when, and Indeed's answer word for word.
    const live = await posting(job.id);
    expect(live).toMatchObject({ status: "posted", action: "post", external_id: "sp-1" });
    expect(JSON.parse(live!.sent_request!)).toEqual(body);
    expect(live!.board_answer).toBe(
      `Indeed answered 200: ${JSON.stringify({ data: { jobsIngest: { createSourcedJobPostings: { results: [{ jobPosting: { sourcedPostingId: "sp-1" } }] } } } })}`,
    );

    // A change to the live job sends the whole job again under the same jobPostingId.
    await call(configured, `/api/jobs/${job.id}`, { method: "PUT", cookie, body: { title: "Plant Director" } });
    expect(await posting(job.id)).toMatchObject({ status: "pending", action: "post", external_id: "sp-1" });
    requests.length = 0;
    expect(await deliverIndeed()).toEqual(["sent"]);
    const [update] = graphqlBodies(requests);
    expect(update.variables.input.jobPostings[0].body.title).toBe("Plant Director");
    expect(update.variables.input.jobPostings[0].metadata.jobPostingId).toBe(job.id);

    // Closing: the feed board at once, Indeed by its expiry in the next delivery cycle.
    await call(configured, `/api/jobs/${job.id}`, { method: "PUT", cookie, body: { status: "archived" } });
    expect(await posting(job.id, "p-linkedin")).toMatchObject({ status: "removed" });
    expect(await posting(job.id)).toMatchObject({ status: "pending", action: "expire" });
    requests.length = 0;
    expect(await deliverIndeed()).toEqual(["sent"]);
    const [expire] = graphqlBodies(requests);
    expect(expire).toEqual({
      operationName: "ExpireSourcedJobs",
      query: expect.stringContaining("expireSourcedJobsBySourcedPostingId(input: $input) { results { trackingKey } }"),
      variables: { input: { jobs: [{ sourcedPostingId: "sp-1" }] } },
    });
    expect(await posting(job.id)).toMatchObject({ status: "removed", action: "expire" });

    // The job order page's states, per board.
    const states = await (await call(configured, `/api/portals/postings/${job.id}`, { cookie })).json<
      JobBoardPostingView[]
    >();
    expect(states.map((s) => [s.jobBoard, s.state, s.action])).toEqual([
      ["Indeed", "expired", "expire"],
      ["LinkedIn", "expired", "expire"],
    ]);
    expect((await call(configured, `/api/portals/postings/${job.id}`)).status).toBe(401);
  });

  it("a confidential job names no client anywhere in what Indeed is sent", async () => {
    const cookie = await setup();
    const job = await (
      await call(configured, "/api/jobs", {
        method: "POST",
        cookie,
        body: { ...JOB, clientId: "c-acme", confidential: true },
      })
    ).json<JobView>();
    const requests = fakeIndeed();
    expect(await deliverIndeed()).toEqual(["sent"]);
    const [body] = graphqlBodies(requests);
    expect(JSON.stringify(body)).not.toContain("Acme");
    expect(body.variables.input.jobPostings[0].metadata.jobSource).toMatchObject({
      companyName: COMPANY.name,
      sourceType: "Staffing Agency",
    });
    expect((await posting(job.id))!.sent_request).not.toContain("Acme");
  });

  it("an outage is retried through the pipeline; Indeed's refusal fails the delivery and the posting with its words", async () => {
    const cookie = await setup();
    const job = await (await call(configured, "/api/jobs", { method: "POST", cookie, body: JOB })).json<JobView>();
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input) === INDEED_TOKEN_URL
        ? Response.json({ access_token: "t" })
        : new Response("upstream timeout", { status: 503 }),
    );
    expect(await deliverIndeed()).toEqual(["retry"]);
    const [retried] = await indeedDeliveries();
    expect(retried).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "Indeed answered 503: upstream timeout",
    });
    expect(await posting(job.id)).toMatchObject({
      status: "pending",
      board_answer: "Indeed answered 503: upstream timeout",
    });

    vi.restoreAllMocks();
    const refusal = { errors: [{ message: "Job description contains contact information" }], data: null };
    fakeIndeed(() => Response.json(refusal));
    await env.DB.prepare("update deliveries set next_attempt_at = null where id = ?").bind(retried!.id).run();
    expect(await deliverIndeed()).toEqual(["failed"]);
    const words = "Indeed refused it: Job description contains contact information";
    expect((await indeedDeliveries())[0]).toMatchObject({ status: "failed", last_error: words });
    expect(await posting(job.id)).toMatchObject({ status: "failed", error_message: words, board_answer: words });
    const [state] = await (await call(configured, `/api/portals/postings/${job.id}`, { cookie })).json<
      JobBoardPostingView[]
    >();
    expect(state).toMatchObject({ jobBoard: "Indeed", state: "refused", error: words });
  });

  it("without Indeed's secrets the delivery waits as not configured, and the screens say so", async () => {
    const cookie = await setup();
    const bare: Bindings = { ...configured, INDEED_CLIENT_ID: undefined, INDEED_CLIENT_SECRET: undefined };
    const job = await (await call(bare, "/api/jobs", { method: "POST", cookie, body: JOB })).json<JobView>();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(await deliverIndeed(bare)).toEqual(["waiting"]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await indeedDeliveries())[0]).toMatchObject({
      status: "pending",
      attempts: 0,
      waiting_reason: INDEED_NOT_CONFIGURED,
    });
    const [state] = await (await call(bare, `/api/portals/postings/${job.id}`, { cookie })).json<
      JobBoardPostingView[]
    >();
    expect(state).toMatchObject({ jobBoard: "Indeed", state: "waiting", waitingReason: INDEED_NOT_CONFIGURED });
    const boards = await (await call(bare, "/api/portals", { cookie })).json<JobBoardView[]>();
    expect(boards.find((b) => b.slug === "indeed")).toMatchObject({
      feedPath: null,
      indeed: { mode: "job_sync", connected: false, reason: INDEED_NOT_CONFIGURED },
    });
    // The Indeed feed lists nothing while Indeed is reached by its API.
    expect(await (await call(bare, "/feeds/indeed.xml")).text()).not.toContain(job.id);
  });

  it("the portal's setting switches Indeed between its API and the feed; only Indeed has it, and a bad value is a 400", async () => {
    const cookie = await setup("xml_feed");
    const job = await (await call(configured, "/api/jobs", { method: "POST", cookie, body: JOB })).json<JobView>();
    expect(await posting(job.id)).toMatchObject({ status: "posted" });
    expect(await indeedDeliveries()).toEqual([]);
    const bad = await call(configured, "/api/portals/p-indeed", {
      method: "PUT",
      cookie,
      body: { indeedMode: "smoke" },
    });
    expect(bad.status).toBe(400);
    expect(
      (await call(configured, "/api/portals/p-linkedin", { method: "PUT", cookie, body: { indeedMode: "job_sync" } }))
        .status,
    ).toBe(400);
    const switched = await call(configured, "/api/portals/p-indeed", {
      method: "PUT",
      cookie,
      body: { indeedMode: "job_sync" },
    });
    expect(await switched.json()).toMatchObject({ isActive: true, indeed: { mode: "job_sync", connected: true } });
    // The job the feed listed is sent through the API.
    expect(await posting(job.id)).toMatchObject({ status: "pending", action: "post" });
    expect((await indeedDeliveries()).map((d) => JSON.parse(d.payload))).toEqual([{ jobId: job.id, action: "post" }]);
  });
});

describe("Indeed Apply", () => {
  const application = (jobId: string) =>
    JSON.stringify({
      id: "apply-1",
      job: { jobId: "indeed-job", jobMeta: jobId, jobTitle: "Plant Manager" },
      applicant: {
        fullName: "Dana Q Public",
        email: "dana@example.com",
        phoneNumber: "317-555-0100",
        coverletter: "Ten years running plants.",
      },
    });
  const count = async (table: string) =>
    (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())!.n;

  it("signs as Indeed documents: base64 HMAC-SHA1 of the body with the API secret", async () => {
    // Indeed's own sample message and secret, and the signature its documentation gives for them.
    const message = "{'locale':'en_US','applicant':{'fullName':'John Doe','email':'john.doe@example.com'}}";
    expect(await indeedApplySignature(message, "Y0ur api secret key not shared &$%@")).toBe(
      "SGadPKocf3HD1LYXm3xGObB6hzk=",
    );
  });

  it("a signed application lands in the one intake with its source; a bad or missing signature is a 401 and stores nothing", async () => {
    const cookie = await setup();
    const job = await (await call(configured, "/api/jobs", { method: "POST", cookie, body: JOB })).json<JobView>();
    const body = application(job.id);

    const forged = await call(configured, "/api/board-applications/indeed", {
      method: "POST",
      body,
      headers: { "X-Indeed-Signature": await indeedApplySignature(body, "someone-else") },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: "bad_signature" });
    expect((await call(configured, "/api/board-applications/indeed", { method: "POST", body })).status).toBe(401);
    expect(await count("applications")).toBe(0);
    expect(await count("candidates")).toBe(0);

    const accepted = await call(configured, "/api/board-applications/indeed", {
      method: "POST",
      body,
      headers: { "X-Indeed-Signature": await indeedApplySignature(body, "apply-secret") },
    });
    expect(accepted.status).toBe(200);
    const stored = await env.DB.prepare(
      "select a.first_name, a.last_name, a.email, a.job_id, a.source, l.lead_source from applications a join crm_leads l on l.application_id = a.id",
    ).first();
    expect(stored).toEqual({
      first_name: "Dana Q",
      last_name: "Public",
      email: "dana@example.com",
      job_id: job.id,
      source: "indeed",
      lead_source: "indeed",
    });
  });

  it("refuses a body over its own cap (a 5 MB resume in base64 and the JSON around it) before reading it", async () => {
    await setup();
    const body = JSON.stringify({ applicant: { resume: { file: { data: "A".repeat(7_300_000) } } } });
    const response = await call(configured, "/api/board-applications/indeed", {
      method: "POST",
      body,
      headers: { "X-Indeed-Signature": await indeedApplySignature(body, "apply-secret") },
    });
    expect(response.status).toBe(413);
    expect(await count("applications")).toBe(0);
  });

  it("refuses Indeed Apply while its secret is not set up, storing nothing", async () => {
    await setup();
    const body = application("any");
    const response = await call({ ...configured, INDEED_APPLY_SECRET: undefined }, "/api/board-applications/indeed", {
      method: "POST",
      body,
      headers: { "X-Indeed-Signature": await indeedApplySignature(body, "apply-secret") },
    });
    expect(response.status).toBe(503);
    expect(await count("applications")).toBe(0);
  });
});

describe("feed reads", () => {
  it("a board's crawler reading its feed records the time and user agent on each posting the feed lists; others do not", async () => {
    const cookie = await setup("xml_feed");
    const job = await (await call(configured, "/api/jobs", { method: "POST", cookie, body: JOB })).json<JobView>();
    await api("/feeds/indeed.xml", { headers: { "User-Agent": "Mozilla/5.0 (staff checking)" } });
    expect(await posting(job.id)).toMatchObject({ feed_read_at: null, feed_read_by: null });

    const bot = "Mozilla/5.0 (compatible; Indeedbot/1.0; +http://www.indeed.com/)";
    const read = await api("/feeds/indeed.xml", { headers: { "User-Agent": bot } });
    expect(await read.text()).toContain(job.id);
    const after = await posting(job.id);
    expect(after).toMatchObject({ feed_read_by: bot });
    expect(after!.feed_read_at).toBeGreaterThan(0);
    // LinkedIn's posting is untouched by Indeed's read.
    expect(await posting(job.id, "p-linkedin")).toMatchObject({ feed_read_at: null });
    const [indeed] = await (await call(configured, `/api/portals/postings/${job.id}`, { cookie })).json<
      JobBoardPostingView[]
    >();
    expect(indeed).toMatchObject({ state: "live", feedReadBy: bot });
  });
});

describe("closing by the cron and by deleting", () => {
  it("a job past its last day is expired on Indeed in the next delivery cycle; a deleted one by the id Indeed gave it", async () => {
    const cookie = await setup();
    const ids: string[] = [];
    for (const title of ["Plant Manager", "Quality Lead"]) {
      const job = await (
        await call(configured, "/api/jobs", { method: "POST", cookie, body: { ...JOB, title } })
      ).json<JobView>();
      ids.push(job.id);
    }
    const [expiring, deleted] = ids as [string, string];
    let n = 0;
    fakeIndeed((body) => created(`sp-${++n}`)(body));
    expect(await deliverIndeed()).toEqual(["sent", "sent"]);

    await env.DB.prepare("update jobs set valid_through = '2000-01-01' where id = ?").bind(expiring).run();
    const expired = await expireJobs(db, configured, new Date());
    expect(expired.result).toEqual([expiring]);
    expect(await posting(expiring)).toMatchObject({ status: "pending", action: "expire" });
    expect((await call(configured, `/api/jobs/${deleted}`, { method: "DELETE", cookie })).status).toBe(200);

    const requests = fakeIndeed();
    expect(await deliverIndeed()).toEqual(["sent", "sent"]);
    expect(graphqlBodies(requests).map((b) => b.variables.input.jobs)).toEqual([
      [{ sourcedPostingId: "sp-1" }],
      [{ sourcedPostingId: "sp-2" }],
    ]);
    expect(await posting(expiring)).toMatchObject({ status: "removed", action: "expire" });
  });
});

describe("Indeed leaving its API", () => {
  const switchIndeed = (cookie: string, body: { indeedMode?: string; isActive?: boolean }) =>
    call(configured, "/api/portals/p-indeed", { method: "PUT", cookie, body });
  const publish = async (cookie: string, title: string) =>
    (await call(configured, "/api/jobs", { method: "POST", cookie, body: { ...JOB, title } })).json<JobView>();

  it("back to the feed: the feed lists every open job at once, and each job Indeed's API took is expired by its id", async () => {
    const cookie = await setup();
    const taken = await publish(cookie, "Plant Manager");
    fakeIndeed();
    expect(await deliverIndeed()).toEqual(["sent"]);
    // Published but not yet sent: Indeed's API never took it.
    const waiting = await publish(cookie, "Quality Lead");
    expect(await posting(waiting.id)).toMatchObject({ status: "pending", action: "post", external_id: null });

    expect((await switchIndeed(cookie, { indeedMode: "xml_feed" })).status).toBe(200);
    for (const job of [taken, waiting])
      expect(await posting(job.id)).toMatchObject({ status: "posted", action: "post", external_id: job.id });
    const feed = await (await call(configured, "/feeds/indeed.xml")).text();
    expect(feed).toContain(`<referencenumber><![CDATA[${taken.id}]]></referencenumber>`);
    expect(feed).toContain(`<referencenumber><![CDATA[${waiting.id}]]></referencenumber>`);
    const expiry = (await indeedDeliveries()).at(-1)!;
    expect(JSON.parse(expiry.payload)).toEqual({ jobId: taken.id, action: "expire", sourcedPostingId: "sp-1" });
    expect(sent).toContain(expiry.id);

    // One delivery cycle: the waiting post sends nothing, the expiry goes out; the postings stay the feed's.
    const requests = fakeIndeed();
    expect(await deliverIndeed()).toEqual(["sent", "sent"]);
    expect(graphqlBodies(requests)).toEqual([
      expect.objectContaining({
        operationName: "ExpireSourcedJobs",
        variables: { input: { jobs: [{ sourcedPostingId: "sp-1" }] } },
      }),
    ]);
    for (const job of [taken, waiting])
      expect(await posting(job.id)).toMatchObject({ status: "posted", action: "post", external_id: job.id });
  });

  it("switched off: each job on Indeed waits to expire, then is expired, in one delivery cycle", async () => {
    const cookie = await setup();
    const job = await publish(cookie, "Plant Manager");
    fakeIndeed();
    expect(await deliverIndeed()).toEqual(["sent"]);

    expect((await switchIndeed(cookie, { isActive: false })).status).toBe(200);
    expect(await posting(job.id)).toMatchObject({ status: "pending", action: "expire", external_id: "sp-1" });
    const expiry = (await indeedDeliveries()).at(-1)!;
    expect(JSON.parse(expiry.payload)).toEqual({ jobId: job.id, action: "expire" });
    expect(sent).toContain(expiry.id);
    const states = await (await call(configured, `/api/portals/postings/${job.id}`, { cookie })).json<
      JobBoardPostingView[]
    >();
    expect(states.find((s) => s.jobBoard === "Indeed")).toMatchObject({ state: "waiting", action: "expire" });

    const requests = fakeIndeed();
    expect(await deliverIndeed()).toEqual(["sent"]);
    expect(graphqlBodies(requests).map((b) => b.variables.input.jobs)).toEqual([[{ sourcedPostingId: "sp-1" }]]);
    expect(await posting(job.id)).toMatchObject({ status: "removed", action: "expire" });
    // Switching it on or off again while off, or changing the feed board, sends nothing more.
    expect((await switchIndeed(cookie, { indeedMode: "xml_feed" })).status).toBe(200);
    expect((await indeedDeliveries()).filter((d) => d.status === "pending")).toEqual([]);
  });

  it("a post Indeed takes after the switch back to the feed is expired by the id it answered", async () => {
    const cookie = await setup();
    const job = await publish(cookie, "Plant Manager");
    // Staff switch Indeed back to its feed while the post is in flight.
    fakeIndeed(async (body) => {
      expect((await switchIndeed(cookie, { indeedMode: "xml_feed" })).status).toBe(200);
      return created("sp-9")(body);
    });
    expect(await deliverIndeed()).toEqual(["sent"]);
    // The posting stays the feed's; the late answer's id is expired in the next cycle.
    expect(await posting(job.id)).toMatchObject({ status: "posted", action: "post", external_id: job.id });
    const late = (await indeedDeliveries()).at(-1)!;
    expect(JSON.parse(late.payload)).toEqual({ jobId: job.id, action: "expire", sourcedPostingId: "sp-9" });
    const requests = fakeIndeed();
    expect(await deliverIndeed()).toEqual(["sent"]);
    expect(graphqlBodies(requests).map((b) => b.variables.input.jobs)).toEqual([[{ sourcedPostingId: "sp-9" }]]);
    expect(await posting(job.id)).toMatchObject({ status: "posted", action: "post", external_id: job.id });
    expect((await indeedDeliveries()).map((d) => d.status)).toEqual(["sent", "sent"]);
  });
});

describe("Glassdoor on the job order page", () => {
  it("mirrors Indeed's posting, named as reached through Indeed, and is absent while Indeed has none", async () => {
    const cookie = await setup();
    await env.DB.prepare(
      "insert into job_portals (id, name, slug, is_active) values ('p-glassdoor', 'Glassdoor', 'glassdoor', 0)",
    ).run();
    const job = await (await call(configured, "/api/jobs", { method: "POST", cookie, body: JOB })).json<JobView>();
    const states = async () =>
      (await (await call(configured, `/api/portals/postings/${job.id}`, { cookie })).json<JobBoardPostingView[]>()).map(
        (s) => [s.jobBoard, s.state, s.reachedThrough],
      );
    expect(await states()).toEqual([
      ["Glassdoor", "waiting", "Indeed"],
      ["Indeed", "waiting", null],
      ["LinkedIn", "live", null],
    ]);
    fakeIndeed();
    await deliverIndeed();
    expect(await states()).toEqual([
      ["Glassdoor", "live", "Indeed"],
      ["Indeed", "live", null],
      ["LinkedIn", "live", null],
    ]);
    // A job never sent to Indeed has no Indeed row, so no Glassdoor row either.
    await env.DB.prepare("delete from job_portal_postings where portal_id = 'p-indeed'").run();
    expect(await states()).toEqual([["LinkedIn", "live", null]]);
  });
});

describe("a post in flight when its job closes", () => {
  it("is expired by the id Indeed answered, in the next delivery cycle", async () => {
    const cookie = await setup();
    const job = await (await call(configured, "/api/jobs", { method: "POST", cookie, body: JOB })).json<JobView>();
    fakeIndeed(async (body) => {
      const closed = await call(configured, `/api/jobs/${job.id}`, {
        method: "PUT",
        cookie,
        body: { status: "archived" },
      });
      expect(closed.status).toBe(200);
      return created("sp-3")(body);
    });
    expect(await deliverIndeed()).toEqual(["sent"]);
    // The posting still asks for its expiry; the id Indeed answered gets one of its own.
    expect(await posting(job.id)).toMatchObject({ status: "pending", action: "expire", external_id: null });
    const payloads = (await indeedDeliveries()).map((d) => JSON.parse(d.payload));
    expect(payloads).toHaveLength(3);
    expect(payloads).toEqual(
      expect.arrayContaining([
        { jobId: job.id, action: "post" },
        { jobId: job.id, action: "expire" },
        { jobId: job.id, action: "expire", sourcedPostingId: "sp-3" },
      ]),
    );
    const requests = fakeIndeed();
    expect(await deliverIndeed()).toEqual(["sent", "sent"]);
    expect(graphqlBodies(requests).map((b) => b.variables.input.jobs)).toEqual([[{ sourcedPostingId: "sp-3" }]]);
    expect(await posting(job.id)).toMatchObject({ status: "removed", action: "expire" });
  });
});

describe("Indeed by its XML feed", () => {
  it("closing drops the job from the feed at once and queues nothing for Indeed's API", async () => {
    const cookie = await setup("xml_feed");
    const job = await (await call(configured, "/api/jobs", { method: "POST", cookie, body: JOB })).json<JobView>();
    await call(configured, `/api/jobs/${job.id}`, { method: "PUT", cookie, body: { status: "archived" } });
    expect(await posting(job.id)).toMatchObject({ status: "removed", action: "expire" });
    expect(await indeedDeliveries()).toEqual([]);
  });
});
