import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { JobBoardView, JobView, PublishResponse } from "../../worker/contract/job-listing";
import type { TimelineEntry } from "../../worker/contract/timeline";
import { buildZipRecruiterFeed, zipRecruiterProblems } from "../../worker/domain/job-feeds";
import type { Bindings } from "../../worker/env";
import {
  ZIPRECRUITER_SIGNATURE_HEADER,
  zipRecruiterSignature,
} from "../../worker/integrations/ziprecruiter/apply-webhook";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff, uniqueIp, workerFetch } from "./helpers";
import { parseXml } from "./xml";

/**
 * Issue 49, items 1 and 3: ZipRecruiter reached by its XML feed with applications back through its apply webhook,
 * and Glassdoor shown as reached through Indeed.
 */

const LONG = "Lead the plant's finance team through an ERP migration, monthly close and a new cost model. ";
const SECRET = "zr-shared-secret-for-tests";
const connected: Bindings = { ...env, ZIPRECRUITER_APPLY_SECRET: SECRET };
const PDF = "%PDF-1.7\n% a resume sent through ZipRecruiter\n";

async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  for (const key of (await env.RESUMES.list({ prefix: "resumes/" })).objects.map((o) => o.key))
    await env.RESUMES.delete(key);
  await env.DB.batch(
    [
      ["p-glassdoor", "Glassdoor", "glassdoor", 1],
      ["p-indeed", "Indeed", "indeed", 1],
      ["p-linkedin", "LinkedIn", "linkedin", 1],
      ["p-zip", "ZipRecruiter", "ziprecruiter", 1],
    ].map((row) =>
      env.DB.prepare("insert into job_portals (id, name, slug, is_active) values (?, ?, ?, ?)").bind(...row),
    ),
  );
  return { recruiter: (await signedInStaff("rita", "recruiter")).cookie };
}

async function createJob(cookie: string, fields: Record<string, unknown>): Promise<JobView> {
  const response = await api("/api/jobs", {
    method: "POST",
    cookie,
    body: {
      company: "Acme Corp",
      location: "Chicago, IL",
      type: "Full-time",
      industry: "Finance",
      description: LONG,
      requirements: "• CPA\n• ERP",
      status: "published",
      publishToPortals: true,
      ...fields,
    },
  });
  expect(response.status, JSON.stringify(fields)).toBe(201);
  return (await response.json()) as JobView;
}

const zipFeed = async () => parseXml(await (await api("/feeds/ziprecruiter.xml")).text());

describe("ZipRecruiter's feed", () => {
  it("lists each published job with every field ZipRecruiter requires, read back from the XML field by field", async () => {
    const { recruiter } = await setup();
    const onSite = await createJob(recruiter, { title: "Plant Controller", salary: "$120,000 - $150,000" });
    const remote = await createJob(recruiter, {
      title: "Data Engineer",
      location: "Remote",
      type: "Contract",
      industry: "Technology",
      salary: "$65 - $85/hr",
    });
    const noPay = await createJob(recruiter, {
      title: "Office Manager",
      location: "Carmel, IN",
      salary: "Competitive",
    });

    const response = await api("/feeds/ziprecruiter.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/xml/);
    const leaves = parseXml(await response.text());
    // Newest first, as the other feeds.
    const jobs = [noPay, remote, onSite];
    expect(leaves.get("source/publisher")).toEqual(["Talent Partners Executive Search"]);
    expect(leaves.get("source/publisherurl")).toEqual(["http://localhost"]);
    expect(leaves.get("source/job/referencenumber")).toEqual(jobs.map((job) => job.id));
    expect(leaves.get("source/job/title")).toEqual(["Office Manager", "Data Engineer", "Plant Controller"]);
    expect(leaves.get("source/job/url")).toEqual(jobs.map((job) => `http://localhost/jobs/${job.id}`));
    expect(leaves.get("source/job/company")).toEqual(["Acme Corp", "Acme Corp", "Acme Corp"]);
    expect(leaves.get("source/job/date")).toEqual(jobs.map((job) => new Date(job.createdAt).toUTCString()));
    expect(leaves.get("source/job/city")).toEqual(["Carmel", "", "Chicago"]);
    expect(leaves.get("source/job/state")).toEqual(["IN", "", "IL"]);
    expect(leaves.get("source/job/country")).toEqual(["US", "US", "US"]);
    expect(leaves.get("source/job/remote")).toEqual(["Fully remote"]);
    expect(leaves.get("source/job/jobtype")).toEqual(["Full-Time", "Contract", "Full-Time"]);
    expect(leaves.get("source/job/category")).toEqual([
      "Accounting/Finance",
      "Computer/Software",
      "Accounting/Finance",
    ]);
    // The pay from the job's numbers; a job whose pay is words has none.
    expect(leaves.get("source/job/salary")).toEqual(["$65 - $85 per hour", "$120,000 - $150,000 per year"]);
    expect(leaves.get("source/job/expirationdate")).toEqual(jobs.map((job) => job.validThrough));
    const descriptions = leaves.get("source/job/description")!;
    expect(descriptions).toHaveLength(3);
    for (const description of descriptions) expect(description).toContain("<li>CPA</li>");
  });

  it("leaves out a job that fails a check, and its posting says why in ZipRecruiter's words", async () => {
    const { recruiter } = await setup();
    // An industry with no ZipRecruiter category can only be a row written another way (the API takes the list's).
    await env.DB.prepare(
      "insert into jobs (id, title, company, location, type, industry, description, requirements, status, valid_through) values ('j-aero', 'Avionics Lead', 'Acme Corp', 'Wichita, KS', 'Full-time', 'Aerospace', ?, '• One', 'published', '2027-01-31')",
    )
      .bind(LONG)
      .run();
    const published = (await (
      await api("/api/jobs/j-aero/publish-to-portals", { method: "POST", cookie: recruiter })
    ).json()) as PublishResponse;
    // Glassdoor is not posted to: it is reached through Indeed.
    expect(published.results.map((r) => [r.jobBoard, r.status])).toEqual([
      ["Indeed", "success"],
      ["LinkedIn", "failed"],
      ["ZipRecruiter", "failed"],
    ]);
    expect(published.results[2]!.error).toBe(
      'ZipRecruiter: needs a category: industry "Aerospace" has no ZipRecruiter category',
    );
    expect(
      await env.DB.prepare(
        "select status, error_message from job_portal_postings where job_id = 'j-aero' and portal_id = 'p-zip'",
      ).first(),
    ).toEqual({
      status: "failed",
      error_message: 'ZipRecruiter: needs a category: industry "Aerospace" has no ZipRecruiter category',
    });
    expect((await zipFeed()).get("source/job/referencenumber")).toBeUndefined();
    expect(await (await api("/feeds/indeed.xml")).text()).toContain("j-aero");

    const midwest = await createJob(recruiter, { title: "Analyst", location: "Midwest" });
    const postings = await env.DB.prepare(
      "select portal_id, status, error_message from job_portal_postings where job_id = ? order by portal_id",
    )
      .bind(midwest.id)
      .all();
    expect(postings.results.find((row) => row.portal_id === "p-zip")).toEqual({
      portal_id: "p-zip",
      status: "failed",
      error_message: 'ZipRecruiter: location "Midwest" must read "City, ST" (or Remote)',
    });
    expect((await zipFeed()).get("source/job/referencenumber")).toBeUndefined();
  });

  it("names what a job lacks: category, job type, location, title, company, description", () => {
    const job = {
      status: "published",
      title: "Plant Controller",
      company: "Acme Corp",
      description: LONG,
      location: "Chicago, IL",
      type: "Full-time",
      industry: "Finance",
    } as const;
    expect(zipRecruiterProblems(job)).toEqual([]);
    expect(zipRecruiterProblems({ ...job, location: "Remote", type: "Remote" })).toEqual([]);
    expect(
      zipRecruiterProblems({
        ...job,
        title: " ",
        company: "",
        description: "",
        location: "Midwest",
        // Rows written another way, outside the lists the API takes.
        type: "Seasonal" as "Full-time",
        industry: "Aerospace" as "Finance",
      }),
    ).toEqual([
      'location "Midwest" must read "City, ST" (or Remote)',
      "title is missing",
      "company is missing",
      "description is missing",
      'needs a category: industry "Aerospace" has no ZipRecruiter category',
      'needs a job type: "Seasonal" has no ZipRecruiter job type',
    ]);
  });

  it("names a confidential job's firm, never its client, and stays well-formed whatever the text holds", async () => {
    const { recruiter } = await setup();
    const job = await createJob(recruiter, {
      title: 'R&D <Lead> "Platform" ]]> end',
      company: "Zanzibar Widgets",
      confidential: true,
    });
    const xml = await (await api("/feeds/ziprecruiter.xml")).text();
    expect(xml.toLowerCase()).not.toContain("zanzibar");
    const leaves = parseXml(xml);
    expect(leaves.get("source/job/referencenumber")).toEqual([job.id]);
    expect(leaves.get("source/job/company")).toEqual(["Talent Partners Executive Search"]);
    expect(leaves.get("source/job/title")).toEqual(['R&D <Lead> "Platform" ]]> end']);
    expect(parseXml(buildZipRecruiterFeed([], "https://example.com", new Date(0))).get("source/job/title")).toBe(
      undefined,
    );
  });
});

describe("the portals screen's boards", () => {
  it("ZipRecruiter is connected by its feed; Glassdoor is reached through Indeed and follows Indeed's switch", async () => {
    const { recruiter } = await setup();
    const boards = async () => (await (await api("/api/portals", { cookie: recruiter })).json()) as JobBoardView[];
    expect((await boards()).map((b) => [b.name, b.isActive, b.feedPath, b.reachedThrough])).toEqual([
      ["Glassdoor", true, null, "Indeed"],
      ["Indeed", true, "/feeds/indeed.xml", null],
      ["LinkedIn", true, "/feeds/linkedin.xml", null],
      ["ZipRecruiter", true, "/feeds/ziprecruiter.xml", null],
    ]);
    // Glassdoor's own row says on, but Indeed decides.
    await api("/api/portals/p-indeed", { method: "PUT", cookie: recruiter, body: { isActive: false } });
    expect((await boards()).find((b) => b.name === "Glassdoor")?.isActive).toBe(false);

    const refused = await api("/api/portals/p-glassdoor", {
      method: "PUT",
      cookie: recruiter,
      body: { isActive: true },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: "Glassdoor is reached through Indeed: switch Indeed instead",
      issues: [{ path: "isActive" }],
    });
    expect(
      await env.DB.prepare("select count(*) as n from admin_activity_logs where entity_id = 'p-glassdoor'").first(),
    ).toEqual({ n: 0 });

    // No Glassdoor posting is recorded, and it has no feed of its own to promise.
    const job = await createJob(recruiter, { title: "Plant Controller" });
    const { results } = await env.DB.prepare("select portal_id from job_portal_postings where job_id = ? order by 1")
      .bind(job.id)
      .all();
    expect(results.map((row) => row.portal_id)).toEqual(["p-linkedin", "p-zip"]);
    expect((await api("/feeds/glassdoor.xml")).status).toBe(404);
  });
});

/** ZipRecruiter's application post for `jobId`, signed with `secret` unless a signature is given. */
async function zipApply(
  body: Record<string, unknown>,
  options: { secret?: string; signature?: string | null; bindings?: Bindings } = {},
) {
  const text = JSON.stringify(body);
  const signature =
    options.signature === undefined ? await zipRecruiterSignature(options.secret ?? SECRET, text) : options.signature;
  return workerFetch(
    new Request("http://localhost/api/board-applications/ziprecruiter", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "CF-Connecting-IP": uniqueIp(),
        ...(signature === null ? {} : { [ZIPRECRUITER_SIGNATURE_HEADER]: signature }),
      },
      body: text,
    }),
    options.bindings ?? connected,
  );
}

const applicant = (jobId: string) => ({
  response_id: "zr-response-1",
  job_id: jobId,
  name: "Ann Marie Lee",
  first_name: "Ann Marie",
  last_name: "Lee",
  email: "Ann.Lee@Example.com",
  phone: "(317) 555-0142",
  resume: btoa(PDF),
});

async function storedCounts() {
  const row = await env.DB.prepare(
    "select (select count(*) from applications) as applications, (select count(*) from candidates) as candidates, (select count(*) from crm_leads) as leads, (select count(*) from deliveries) as deliveries",
  ).first<{ applications: number; candidates: number; leads: number; deliveries: number }>();
  return { ...row, resumes: (await env.RESUMES.list({ prefix: "resumes/" })).objects.length };
}

const NOTHING = { applications: 0, candidates: 0, leads: 0, deliveries: 0, resumes: 0 };

describe("ZipRecruiter's application post", () => {
  it("takes a signed application into the site's intake, its source ZipRecruiter, stored before anything is sent", async () => {
    const { recruiter } = await setup();
    const job = await createJob(recruiter, { title: "Plant Controller" });
    // The queue is handed the deliveries only after the response: by then everything is stored.
    const seenAtDispatch: unknown[] = [];
    const bindings: Bindings = {
      ...connected,
      DELIVERIES: {
        send: (message, options) => env.DELIVERIES.send(message, options),
        sendBatch: async (messages, options) => {
          seenAtDispatch.push(await storedCounts());
          return env.DELIVERIES.sendBatch(messages, options);
        },
        metrics: () => env.DELIVERIES.metrics(),
      } as Bindings["DELIVERIES"],
    };
    const response = await zipApply(applicant(job.id), { bindings });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(seenAtDispatch).toHaveLength(1);
    expect(seenAtDispatch[0]).toMatchObject({ applications: 1, candidates: 1, leads: 1, resumes: 1 });

    const row = await env.DB.prepare(
      "select a.first_name, a.last_name, a.email, a.phone, a.job_id, a.source, a.resume_key, l.lead_source from applications a join crm_leads l on l.application_id = a.id",
    ).first<Record<string, string>>();
    expect(row).toMatchObject({
      first_name: "Ann Marie",
      last_name: "Lee",
      email: "ann.lee@example.com",
      job_id: job.id,
      source: "ziprecruiter",
      lead_source: "ziprecruiter",
    });
    expect(row!.resume_key).toMatch(/\.pdf$/);
    expect(await (await env.RESUMES.get(row!.resume_key!))?.text()).toBe(PDF);
  });

  it("refuses a bad, missing or other secret's signature with 401 and stores nothing", async () => {
    const { recruiter } = await setup();
    const job = await createJob(recruiter, { title: "Plant Controller" });
    const before = await storedCounts();
    for (const options of [{ signature: null }, { signature: "deadbeef" }, { secret: "someone-else" }]) {
      const response = await zipApply(applicant(job.id), options);
      expect(response.status, JSON.stringify(options)).toBe(401);
      expect(await response.json()).toMatchObject({ error: "invalid_signature" });
    }
    // A signature of another body does not admit this one.
    const signed = await zipRecruiterSignature(SECRET, JSON.stringify(applicant(job.id)));
    const tampered = await zipApply({ ...applicant(job.id), email: "mallory@example.com" }, { signature: signed });
    expect(tampered.status).toBe(401);
    // Without a shared secret nothing can be checked, so nothing is taken.
    expect((await zipApply(applicant(job.id), { bindings: env })).status).toBe(503);
    expect(await storedCounts()).toEqual(before);
    expect(before).toMatchObject({ applications: 0, resumes: 0 });
  });

  it("names a bad field as ZipRecruiter sends it, and stores nothing", async () => {
    const { recruiter } = await setup();
    const job = await createJob(recruiter, { title: "Plant Controller" });
    const before = await storedCounts();
    const bad = await zipApply({ ...applicant(job.id), first_name: "", email: "not-an-email" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["email", "first_name"]);
    const closed = await zipApply(applicant("no-such-job"));
    expect(closed.status).toBe(400);
    expect(((await closed.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["job_id"]);
    const notPdf = await zipApply({ ...applicant(job.id), resume: btoa("just some text") });
    expect(notPdf.status).toBe(415);
    expect(((await notPdf.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["resume"]);
    expect((await zipApply({ ...applicant(job.id), job_id: undefined })).status).toBe(400);
    // A resume over 5 MB is refused by its size; a body far past it before it is read.
    const big = await zipApply({ ...applicant(job.id), resume: btoa(PDF).padEnd(7_100_000, "A") });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["resume"]);
    const huge = await zipApply({ ...applicant(job.id), padding: "x".repeat(8 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await storedCounts()).toEqual(before);
    // Only the job's own deliveries (its Indexing notice) exist: nothing of the refused applications.
    expect(before).toEqual({ ...NOTHING, deliveries: before.deliveries });
  });

  it("makes the same person applying on the site and through ZipRecruiter one candidate with two sources", async () => {
    const { recruiter } = await setup();
    const job = await createJob(recruiter, { title: "Plant Controller" });
    const onSite = await api("/api/applications", {
      method: "POST",
      body: {
        firstName: "Ann Marie",
        lastName: "Lee",
        email: "ann.lee@example.com",
        phone: "3175550142",
        jobId: job.id,
      },
    });
    expect(onSite.status).toBe(201);
    expect((await zipApply({ ...applicant(job.id), resume: null })).status).toBe(200);

    const { results } = await env.DB.prepare("select candidate_id, source from applications order by source").all<{
      candidate_id: string;
      source: string;
    }>();
    expect(results.map((row) => row.source)).toEqual(["form", "ziprecruiter"]);
    expect(new Set(results.map((row) => row.candidate_id)).size).toBe(1);
    expect(await env.DB.prepare("select count(*) as n from candidates").first()).toEqual({ n: 1 });

    // The candidate's page shows both, the board's with where it came through.
    const timeline = await api(`/api/admin/candidates/${results[0]!.candidate_id}/timeline`, { cookie: recruiter });
    expect(timeline.status).toBe(200);
    const entries = ((await timeline.json()) as TimelineEntry[]).filter((entry) => entry.kind === "application");
    expect(entries.map((entry) => entry.detail).sort()).toEqual([null, "ziprecruiter"].sort());
  });
});
