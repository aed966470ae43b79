import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { streamApplicationResume } from "../../worker/applications/store";
import { createDb } from "../../worker/db/client";
import { applications, crmLeads, deliveries, jobs } from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { emptyDatabase, uniqueIp } from "./helpers";

const PDF = new TextEncoder().encode("%PDF-1.7\n% a real-enough resume\n");
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0]);
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);

const candidate = { firstName: "Ann", lastName: "Lee", email: " Ann.Lee@Example.COM ", phone: "(317) 555-0142" };

function postJson(body: unknown, ip = uniqueIp()) {
  return exports.default.fetch("http://localhost/api/applications", {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

function postForm(fields: Record<string, string>, resume?: File, ip = uniqueIp()) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (resume) form.set("resume", resume);
  return exports.default.fetch("http://localhost/api/applications", {
    method: "POST",
    headers: { "CF-Connecting-IP": ip },
    body: form,
  });
}

async function stored() {
  const db = createDb(env.DB);
  return { applications: await db.select().from(applications), leads: await db.select().from(crmLeads) };
}

async function resumeKeys(): Promise<string[]> {
  return (await env.RESUMES.list({ prefix: "resumes/" })).objects.map((object) => object.key);
}

async function expectNothingStored() {
  const { applications: rows, leads } = await stored();
  expect(rows).toHaveLength(0);
  expect(leads).toHaveLength(0);
  expect(await resumeKeys()).toHaveLength(0);
}

async function addJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await createDb(env.DB)
    .insert(jobs)
    .values({
      title: "Staff Engineer",
      company: "Acme",
      location: "Remote",
      type: "Full-time",
      industry: "Technology",
      description: "Build things.",
      requirements: "Experience.",
      salary: "$100,000 - $150,000",
      isUrgent: true,
      status: "published",
      ...values,
    })
    .returning();
  return job!;
}

beforeEach(async () => {
  await emptyDatabase();
  for (const key of await resumeKeys()) await env.RESUMES.delete(key);
});

describe("POST /api/applications", () => {
  it("stores a JSON application normalized, with a candidate lead scored from what the server knows", async () => {
    const response = await postJson({
      ...candidate,
      industry: "Finance",
      currentPosition: "  Analyst ",
      additionalInfo: "<b>hi</b>",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const { applications: rows, leads } = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Ann",
      email: "ann.lee@example.com",
      phone: "+13175550142",
      currentPosition: "Analyst",
      industry: "Finance",
      additionalInfo: "<b>hi</b>",
      jobId: null,
      resumeKey: null,
      resumeUrl: null,
    });
    expect(leads).toHaveLength(1);
    // 50 base + 15 for Finance.
    expect(leads[0]).toMatchObject({
      applicationId: rows[0]!.id,
      leadType: "candidate",
      leadSource: "application",
      leadScore: 65,
      status: "active",
      syncedToGHL: false,
    });
  });

  it("scores a published job's type, urgency, salary and industry and takes the campaign as the source", async () => {
    const job = await addJob();
    const response = await postJson({ ...candidate, jobId: job.id, industry: "Manufacturing", utmSource: "LinkedIn" });
    expect(response.status).toBe(201);
    const { applications: rows, leads } = await stored();
    expect(rows[0]?.jobId).toBe(job.id);
    // 50 + 20 Full-time + 15 urgent + 10 "$100" + 15 Technology (the job's industry) = 110, capped.
    expect(leads[0]).toMatchObject({ leadScore: 100, priority: "high", leadSource: "linkedin" });
  });

  it("keeps the page the visit began on, for the articles' ranking (decision 060)", async () => {
    const response = await postForm({ ...candidate, landingPage: "/article/hiring-guide" });
    expect(response.status).toBe(201);
    expect((await stored()).applications[0]?.landingPage).toBe("/article/hiring-guide");
    const tooLong = await postJson({ ...candidate, landingPage: `/${"a".repeat(500)}` });
    expect(tooLong.status).toBe(400);
  });

  it("adds the visit's terms from the session facts the browser sent, and stores the breakdown with the lead", async () => {
    const job = await addJob({ type: "Contract", isUrgent: false, salary: "$60/hour", industry: "Retail" });
    const response = await postForm({
      ...candidate,
      jobId: job.id,
      jobsViewed: "4",
      searches: "2",
      minutesSinceJobView: "3",
    });
    expect(response.status).toBe(201);
    const { leads } = await stored();
    expect(leads[0]).toMatchObject({
      leadScore: 75,
      scoreBreakdown: [
        { label: "Base score", points: 50 },
        { label: "4+ jobs viewed this visit", points: 10 },
        { label: "2+ searches this visit", points: 5 },
        { label: "Applied within 5 minutes of viewing the job", points: 10 },
      ],
    });
  });

  it("refuses session facts out of bounds or not whole numbers, naming each, and stores nothing", async () => {
    const response = await postJson({ ...candidate, jobsViewed: 1001, searches: -1, minutesSinceJobView: 2.5 });
    expect(response.status).toBe(400);
    const body = await response.json<{ issues: { path: string; message: string }[] }>();
    expect(body.issues).toEqual([
      { path: "jobsViewed", message: "Jobs viewed must be at most 1,000" },
      { path: "searches", message: "Searches must be 0 or more" },
      { path: "minutesSinceJobView", message: "Minutes since the job was viewed must be a whole number" },
    ]);
    const form = await postForm({ ...candidate, minutesSinceJobView: "10081" });
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ issues: [{ path: "minutesSinceJobView" }] });
    expect((await postForm({ ...candidate, searches: "two" })).status).toBe(400);
    await expectNothingStored();
  });

  it("refuses a job that is not published, or does not exist, naming jobId", async () => {
    const draft = await addJob({ status: "draft" });
    for (const jobId of [draft.id, "no-such-job"]) {
      const response = await postJson({ ...candidate, jobId });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "validation_failed", issues: [{ path: "jobId" }] });
    }
    await expectNothingStored();
  });

  it("names every missing or wrong field and stores nothing", async () => {
    const response = await postJson({
      firstName: "",
      lastName: 7,
      email: "not-an-email",
      phone: "12",
      industry: "Retail",
    });
    expect(response.status).toBe(400);
    const body = await response.json<{ issues: { path: string }[] }>();
    expect(body.issues.map((issue) => issue.path).sort()).toEqual([
      "email",
      "firstName",
      "industry",
      "lastName",
      "phone",
    ]);
    await expectNothingStored();
  });

  it("refuses over-long fields, naming them", async () => {
    const response = await postJson({
      ...candidate,
      lastName: "x".repeat(101),
      additionalInfo: "y".repeat(5001),
      email: `${"a".repeat(250)}@x.io`,
    });
    expect(response.status).toBe(400);
    const body = await response.json<{ issues: { path: string }[] }>();
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["additionalInfo", "email", "lastName"]);
    await expectNothingStored();
  });

  it("refuses malformed JSON and other content types in the error shape", async () => {
    const malformed = await exports.default.fetch("http://localhost/api/applications", {
      method: "POST",
      headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    const text = await exports.default.fetch("http://localhost/api/applications", {
      method: "POST",
      headers: { "content-type": "text/plain", "CF-Connecting-IP": uniqueIp() },
      body: "hello",
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: "unsupported_media_type" });
    await expectNothingStored();
  });

  it("stores a multipart application with its PDF resume in the private bucket, with a staff-only resumeUrl", async () => {
    const response = await postForm(
      { ...candidate, industry: "Healthcare" },
      new File([PDF], "Ann Lee CV.PDF", { type: "application/pdf" }),
    );
    expect(response.status).toBe(201);
    const { applications: rows, leads } = await stored();
    const row = rows[0]!;
    expect(row.resumeKey).toMatch(new RegExp(`^resumes/${row.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(row.resumeUrl).toBe(`/api/admin/applications/${row.id}/resume`);
    expect(leads[0]?.leadScore).toBe(65);
    const object = await env.RESUMES.get(row.resumeKey!);
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF);
    expect(await (await env.IMAGES.list()).objects.filter((o) => o.key.includes(row.id))).toHaveLength(0);
  });

  it("accepts .doc and .docx by their bytes, also when the browser declares no type", async () => {
    expect((await postForm(candidate, new File([DOC], "cv.doc", { type: "application/msword" }))).status).toBe(201);
    expect((await postForm(candidate, new File([DOCX], "cv.docx"))).status).toBe(201);
    expect((await stored()).applications.map((row) => row.resumeKey?.split(".").pop()).sort()).toEqual(["doc", "docx"]);
  });

  it("refuses a file named .pdf whose bytes are not a PDF (415 naming resume), storing nothing", async () => {
    const fake = new File([new TextEncoder().encode("<html><script>alert(1)</script>")], "cv.pdf", {
      type: "application/pdf",
    });
    const response = await postForm(candidate, fake);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: "unsupported_media_type", issues: [{ path: "resume" }] });
    await expectNothingStored();
  });

  it("refuses other extensions and a declared type that contradicts the extension", async () => {
    const exe = await postForm(candidate, new File([PDF], "cv.exe", { type: "application/pdf" }));
    expect(exe.status).toBe(415);
    const html = await postForm(candidate, new File([PDF], "cv.pdf", { type: "text/html" }));
    expect(html.status).toBe(415);
    expect(await html.json()).toMatchObject({ issues: [{ path: "resume" }] });
    await expectNothingStored();
  });

  it("refuses a resume over 5 MB with 413 naming resume, and a far larger body before reading it", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const justOver = await postForm(candidate, new File([big], "cv.pdf", { type: "application/pdf" }));
    expect(justOver.status).toBe(413);
    expect(await justOver.json()).toMatchObject({ error: "payload_too_large", issues: [{ path: "resume" }] });
    const huge = new Uint8Array(7 * 1024 * 1024);
    huge.set(PDF);
    const farOver = await postForm(candidate, new File([huge], "cv.pdf", { type: "application/pdf" }));
    expect(farOver.status).toBe(413);
    expect(await farOver.json()).toMatchObject({ error: "payload_too_large" });
    await expectNothingStored();
  });

  it("accepts a resume of exactly 5 MB", async () => {
    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set(PDF);
    expect((await postForm(candidate, new File([exact], "cv.pdf", { type: "application/pdf" }))).status).toBe(201);
  });

  it("does not store the resume when the fields are invalid", async () => {
    const response = await postForm(
      { ...candidate, email: "bad" },
      new File([PDF], "cv.pdf", { type: "application/pdf" }),
    );
    expect(response.status).toBe(400);
    await expectNothingStored();
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const json = await postJson({ ...candidate, website: "http://spam.example" });
    expect(json.status).toBe(201);
    expect(await json.json()).toEqual({ ok: true });
    const multipart = await postForm(
      { ...candidate, website: "spam" },
      new File([PDF], "cv.pdf", { type: "application/pdf" }),
    );
    expect(multipart.status).toBe(201);
    await expectNothingStored();
  });

  it("limits each IP to 5 applications per 10 minutes with 429 and Retry-After", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await postJson(candidate, ip)).status).toBe(201);
    const refused = await postJson(candidate, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "rate_limited" });
    expect((await stored()).applications).toHaveLength(5);
    expect((await postJson(candidate, uniqueIp())).status).toBe(201);
  });
});

describe("the applicant's 'we received your application' email (issue item 10)", () => {
  const FROM = "Talent Partners <hello@talentpartners.test>";
  const T0 = new Date("2026-11-23T15:00:00Z");

  async function receivedEmails() {
    const rows = await createDb(env.DB).select().from(deliveries);
    return rows.filter((row) => row.relatedType === "application");
  }

  it("is queued through the pipeline with the application, to the applicant, with the 48-hour promise and nothing they typed", async () => {
    const job = await addJob({ title: "Interim Controller" });
    const response = await postJson({
      ...candidate,
      firstName: "Visit",
      lastName: "Spamsite",
      currentPosition: "see https://spam.example/win",
      additionalInfo: "<a href='https://spam.example'>prize</a>",
      jobId: job.id,
    });
    expect(response.status).toBe(201);
    const [application] = (await stored()).applications;
    const emails = await receivedEmails();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({
      kind: "email",
      recipient: "ann.lee@example.com",
      relatedId: application!.id,
      summary: "We received your application for Interim Controller",
    });
    const payload = JSON.parse(email!.payload) as { subject: string; text: string; html?: string };
    expect(payload.subject).toBe("We received your application for Interim Controller");
    expect(payload.text).toContain("We received your application");
    expect(payload.text).toContain("for the Interim Controller position");
    expect(payload.text).toContain("will contact you within 48 hours");
    expect(payload.html).toBeUndefined();
    for (const typed of ["Visit", "Spamsite", "spam.example", "prize"]) expect(payload.text).not.toContain(typed);
  });

  it("names no job for a general application", async () => {
    expect((await postJson(candidate)).status).toBe(201);
    const [email] = await receivedEmails();
    expect(email?.summary).toBe("We received your application");
    expect(JSON.parse(email!.payload).text).toContain(`Thank you for applying to Talent Partners Executive Search.`);
  });

  it("failing to send loses nothing: the application stays, the email is retried, then goes out", async () => {
    expect((await postJson(candidate)).status).toBe(201);
    const [email] = await receivedEmails();
    const db = createDb(env.DB);
    const refusing = { ...env, EMAIL: env.EMAIL_REFUSING, EMAIL_FROM: FROM };
    expect(await attemptDelivery(refusing, db, DELIVERY_KINDS, email!.id, T0)).toMatchObject({ outcome: "retry" });
    expect((await stored()).applications).toHaveLength(1);
    const [retried] = await receivedEmails();
    expect(retried).toMatchObject({ status: "pending", attempts: 1 });
    expect(retried!.lastError).toContain("not allowed");

    const working = { ...env, EMAIL_FROM: FROM };
    expect(await attemptDelivery(working, db, DELIVERY_KINDS, email!.id, retried!.nextAttemptAt!)).toEqual({
      outcome: "sent",
    });
    const [sent] = await receivedEmails();
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    expect(sent!.sentCopy?.text).toContain("within 48 hours");
    expect((await stored()).applications).toHaveLength(1);
  });

  it("is not queued for a refused application", async () => {
    expect((await postJson({ ...candidate, email: "bad" })).status).toBe(400);
    expect(await receivedEmails()).toEqual([]);
  });
});

describe("streamApplicationResume", () => {
  it("sends the stored resume as a named attachment that browsers must not sniff", async () => {
    await postForm(
      { ...candidate, firstName: "Zoë", lastName: "O'Brien" },
      new File([PDF], "cv.pdf", { type: "application/pdf" }),
    );
    const [row] = (await stored()).applications;
    const response = await streamApplicationResume(env, row!.id);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="zoe-o-brien-resume.pdf"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it("is a 404 for an application without a resume or an unknown id", async () => {
    await postJson(candidate);
    const [row] = (await stored()).applications;
    await expect(streamApplicationResume(env, row!.id)).rejects.toMatchObject({ status: 404 });
    await expect(streamApplicationResume(env, "nope")).rejects.toMatchObject({ status: 404 });
  });

  it("is not reachable without signing in", async () => {
    const response = await exports.default.fetch("http://localhost/api/admin/applications/x/resume");
    expect(response.status).toBe(401);
  });
});

describe("GET /api/admin/applications/:id/resume", () => {
  it("gives the resume to signed-in staff of the jobs area only, and logs each download", async () => {
    const { api, createStaffUser, insertDefaultStaffAreas, signIn } = await import("./helpers");
    await emptyDatabase();
    await insertDefaultStaffAreas();
    await postForm(candidate, new File([PDF], "cv.pdf", { type: "application/pdf" }));
    const [row] = (await stored()).applications;
    expect(row?.resumeUrl).toBe(`/api/admin/applications/${row!.id}/resume`);
    const path = row!.resumeUrl!;
    expect((await api(path)).status).toBe(401);
    await createStaffUser("resume-user", "user");
    expect((await api(path, { cookie: await signIn("resume-user") })).status).toBe(403);
    const { id: recruiterId } = await createStaffUser("resume-recruiter", "recruiter");
    const download = await api(path, { cookie: await signIn("resume-recruiter") });
    expect(download.status).toBe(200);
    // Like every staff answer (worker/http/access.ts): never kept by a browser or a proxy.
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    const log = await env.DB.prepare("select user_id, action, entity_id from admin_activity_logs").first();
    expect(log).toEqual({ user_id: recruiterId, action: "application.resume_download", entity_id: row!.id });
  });
});
