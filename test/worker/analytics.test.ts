import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsView } from "../../worker/contract/analytics";
import { zonedTimeToInstant } from "../../worker/contract/time-zone";
import { createDb } from "../../worker/db/client";
import { clientContacts, clientPortalLinks, clients } from "../../worker/db/schema";
import { hashLinkToken } from "../../worker/domain/link-token";
import {
  analyticsSqlEndpoint,
  NOT_CONNECTED_REASON,
  PAGE_VIEWS_DATASET,
} from "../../worker/integrations/analytics-engine/client";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, once, signedInStaff, workerFetch } from "./helpers";

/**
 * The firm's numbers (issue 34 item 3, decisions 060 and 061): a small data set seeded row by row, each figure
 * expected from the rows as written here, in March 2026 in New York (daylight saving starts on the 8th).
 */

const HOUR = 3_600_000;
const at = (date: string, time: string) => zonedTimeToInstant(date, time, "America/New_York")!;
const MARCH = "/api/admin/analytics?from=2026-03-01&to=2026-03-31";

async function run(sql: string, ...values: unknown[]) {
  await env.DB.prepare(sql)
    .bind(...values)
    .run();
}

async function application(id: string, jobId: string | null, created: number, stage: string, landing: string | null) {
  await run(
    "insert into applications (id, first_name, last_name, email, phone, job_id, stage, landing_page, created_at) values (?, 'A', 'B', ?, '3175550100', ?, ?, ?, ?)",
    id,
    `${id}@example.com`,
    jobId,
    stage,
    landing,
    created,
  );
}
async function stageChange(applicationId: string, from: string, to: string, changed: number) {
  await run(
    "insert into application_events (id, application_id, type, from_value, to_value, changed_at) values (?, ?, 'stage', ?, ?, ?)",
    crypto.randomUUID(),
    applicationId,
    from,
    to,
    changed,
  );
}
async function lead(source: string, created: number, link: { applicationId?: string; contactId?: string } = {}) {
  await run(
    "insert into crm_leads (id, application_id, contact_id, lead_type, lead_source, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)",
    crypto.randomUUID(),
    link.applicationId ?? null,
    link.contactId ?? null,
    link.applicationId ? "candidate" : "contact",
    source,
    created,
    created,
  );
}
async function contact(id: string, inquiry: string, created: number, attribution: object | null) {
  await run(
    "insert into contacts (id, first_name, last_name, email, inquiry, message, source, attribution, created_at) values (?, 'C', 'D', ?, ?, 'Hello', 'home-contact', ?, ?)",
    id,
    `${id}@example.com`,
    inquiry,
    attribution ? JSON.stringify(attribution) : null,
    created,
  );
}
async function appointment(typeId: string, created: number, date: number, status: string) {
  await run(
    "insert into booking_appointments (id, booking_type_id, booker_name, booker_email, appointment_date, duration, ends_at, status, manage_token_hash, created_at, updated_at) values (?, ?, 'E', 'e@example.com', ?, 30, ?, ?, ?, ?, ?)",
    crypto.randomUUID(),
    typeId,
    date,
    date + 30 * 60_000,
    status,
    crypto.randomUUID(),
    created,
    created,
  );
}
async function subscription(email: string, status: string, confirmed: number | null, unsubscribed: number | null) {
  await run(
    "insert into job_alert_subscriptions (id, email, filters, filters_key, frequency, status, confirm_token_hash, confirm_expires_at, manage_token_hash, consent_version, confirmed_at, unsubscribed_at, origin) values (?, ?, '{}', '{}', 'weekly', ?, ?, 0, ?, 'v1', ?, ?, 'http://localhost')",
    crypto.randomUUID(),
    email,
    status,
    crypto.randomUUID(),
    crypto.randomUUID(),
    confirmed,
    unsubscribed,
  );
}
async function reader(email: string, status: string, confirmed: number | null, unsubscribed: number | null) {
  await run(
    "insert into newsletter_subscribers (id, email, status, source, manage_token_hash, consent_version, origin, confirmed_at, unsubscribed_at) values (?, ?, ?, 'signup', ?, 'v1', 'http://localhost', ?, ?)",
    email,
    email,
    status,
    crypto.randomUUID(),
    confirmed,
    unsubscribed,
  );
}
/** An issue whose send started at `started`, with one email per delivery status given. */
async function issue(id: string, subject: string, started: number, total: number, statuses: string[]) {
  await run(
    "insert into newsletter_issues (id, subject, article_ids, status, total, send_started_at) values (?, ?, '[]', 'sent', ?, ?)",
    id,
    subject,
    total,
    started,
  );
  for (const [i, status] of statuses.entries()) {
    const delivery = crypto.randomUUID();
    await run(
      "insert into deliveries (id, kind, recipient, summary, payload, status) values (?, 'email', ?, 'Newsletter', '{}', ?)",
      delivery,
      `r${i}@example.com`,
      status,
    );
    await run(
      "insert into newsletter_sends (issue_id, subscriber_id, delivery_id) values (?, ?, ?)",
      id,
      `sub-${i}`,
      delivery,
    );
  }
}
async function linkedinPost(status: string, created: number, posted: number | null) {
  await run(
    "insert into linkedin_posts (id, article_id, post_content, status, posted_at, created_at) values (?, 'art1', 'Post', ?, ?, ?)",
    crypto.randomUUID(),
    status,
    posted,
    created,
  );
}

/** The placements: a1 from 2 March 10:00 EST to 20 March 10:00 EDT, a5 from 28 Feb 23:59 to 4 March 11:59. */
const PLACEMENTS = {
  a1: { created: at("2026-03-02", "10:00"), placed: at("2026-03-20", "10:00") },
  a5: { created: at("2026-02-28", "23:59"), placed: at("2026-03-04", "11:59") },
};

/**
 * An empty database with a recruiter's and a plain user's cookies and the month's leads, applications, bookings and
 * posts: made once, since every test only reads.
 */
const setup = once(async () => {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const recruiter = (await signedInStaff("analytics-recruiter", "recruiter")).cookie;
  const plainUser = (await signedInStaff("analytics-user", "user")).cookie;

  for (const [id, title] of [
    ["j1", "Plant Manager"],
    ["j2", "CFO"],
  ])
    await run(
      "insert into jobs (id, title, company, location, type, industry, description, requirements, status) values (?, ?, 'Acme', 'Gary, IN', 'Full-time', 'Manufacturing', 'd', 'r', 'published')",
      id,
      title,
    );
  for (const [id, title] of [
    ["art1", "Hiring plant managers"],
    ["art2", "Salary guide"],
  ])
    await run(
      "insert into articles (id, title, content, summary, category, author, read_time, status) values (?, ?, 'Body', 'Summary', 'Industry Insights', 'Talent Partners', 3, 'published')",
      id,
      title,
    );

  // Applications of March (a1-a4), one placed in March but made in February (a5), one of 1 April (a6).
  await application("a1", "j1", PLACEMENTS.a1.created, "placed", "/article/art1");
  await stageChange("a1", "new", "contacted", PLACEMENTS.a1.created + 2 * HOUR);
  await stageChange("a1", "contacted", "interviewing", at("2026-03-05", "09:00"));
  await stageChange("a1", "interviewing", "placed", PLACEMENTS.a1.placed);
  await application("a2", "j1", at("2026-03-03", "09:00"), "contacted", "/article/art1");
  await stageChange("a2", "new", "contacted", at("2026-03-03", "13:00"));
  await application("a3", "j2", at("2026-03-10", "09:00"), "not_a_fit", null);
  await stageChange("a3", "new", "not_a_fit", at("2026-03-10", "10:00"));
  await application("a4", null, at("2026-03-31", "23:30"), "new", "/article/art2/");
  await application("a5", "j2", PLACEMENTS.a5.created, "placed", "/article/art2");
  await stageChange("a5", "new", "placed", PLACEMENTS.a5.placed);
  await application("a6", "j1", at("2026-04-01", "00:00"), "new", "/article/art2");

  await lead("application", PLACEMENTS.a1.created, { applicationId: "a1" });
  await lead("linkedin", at("2026-03-03", "09:00"), { applicationId: "a2" });
  await lead("application", at("2026-03-10", "09:00"), { applicationId: "a3" });
  await lead("application", at("2026-03-31", "23:30"), { applicationId: "a4" });
  await lead("application", PLACEMENTS.a5.created, { applicationId: "a5" });
  await lead("application", at("2026-04-01", "00:00"), { applicationId: "a6" });

  await contact("c1", "Hiring", at("2026-03-04", "12:00"), {
    landingPage: "/article/art1",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "march",
  });
  await contact("c2", "Hiring", at("2026-03-09", "12:00"), { landingPage: "/article/art2", utm_source: "google" });
  await contact("c3", "Job search", at("2026-03-12", "12:00"), null);
  await contact("c4", "Hiring", at("2026-02-27", "12:00"), { landingPage: "/article/art2", utm_source: "google" });
  await lead("home-contact", at("2026-03-04", "12:00"), { contactId: "c1" });
  await lead("google", at("2026-03-09", "12:00"), { contactId: "c2" });
  await lead("home-contact", at("2026-03-12", "12:00"), { contactId: "c3" });
  await lead("google", at("2026-02-27", "12:00"), { contactId: "c4" });
  await lead("booking", at("2026-03-05", "08:00"));

  await run("insert into booking_types (id, name, duration) values ('t1', 'Executive Search Consultation', 30)");
  await run("insert into booking_types (id, name, duration) values ('t2', 'Career Coaching', 30)");
  await appointment("t1", at("2026-03-01", "08:00"), at("2026-03-05", "10:00"), "completed");
  await appointment("t1", at("2026-03-02", "08:00"), at("2026-03-06", "10:00"), "no_show");
  await appointment("t2", at("2026-03-03", "08:00"), at("2026-03-07", "10:00"), "completed");
  await appointment("t2", at("2026-02-20", "08:00"), at("2026-03-02", "10:00"), "no_show");
  await appointment("t2", at("2026-03-20", "08:00"), at("2026-04-02", "10:00"), "scheduled");

  await subscription("s1@example.com", "active", at("2026-02-10", "12:00"), null);
  await subscription("s2@example.com", "unsubscribed", at("2026-02-15", "12:00"), at("2026-03-02", "10:00"));
  await subscription("s3@example.com", "active", at("2026-03-01", "09:00"), null);
  await subscription("s4@example.com", "unsubscribed", at("2026-03-01", "12:00"), at("2026-03-03", "10:00"));
  await subscription("s5@example.com", "pending", null, null);

  // The newsletter: n1 since January, n2 left on 2 March, n3 joined on 2 March and left on 3 March (before
  // midnight in New York: 23:30 EST is 04:30 UTC the next day), n4 joined on 31 March, n5 never confirmed.
  await reader("n1@example.com", "active", at("2026-01-05", "12:00"), null);
  await reader("n2@example.com", "unsubscribed", at("2026-02-01", "12:00"), at("2026-03-02", "08:00"));
  await reader("n3@example.com", "unsubscribed", at("2026-03-02", "09:00"), at("2026-03-03", "23:30"));
  await reader("n4@example.com", "active", at("2026-03-31", "23:59"), null);
  await reader("n5@example.com", "pending", null, null);
  await issue("i-feb", "February hiring notes", at("2026-02-26", "10:00"), 2, ["sent", "sent"]);
  await issue("i-mar", "March hiring notes", at("2026-03-03", "10:00"), 3, ["sent", "sent", "dead"]);
  await issue("i-mar2", "Salary guide", at("2026-03-20", "10:00"), 2, ["sent", "pending"]);

  await linkedinPost("posted", at("2026-03-05", "08:00"), at("2026-03-05", "09:00"));
  await linkedinPost("posted", at("2026-03-05", "08:00"), at("2026-03-05", "18:00"));
  await linkedinPost("posted", at("2026-02-20", "08:00"), at("2026-02-20", "09:00"));
  await linkedinPost("failed", at("2026-03-10", "08:00"), null);
  await linkedinPost("pending", at("2026-03-11", "08:00"), null);
  return { recruiter, plainUser };
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function figures(recruiter: string, path = MARCH): Promise<AnalyticsView> {
  const response = await api(path, { cookie: recruiter });
  expect(response.status).toBe(200);
  return response.json();
}

describe("GET /api/admin/analytics", () => {
  it("counts leads by source, campaign and inquiry", async () => {
    const { recruiter } = await setup();
    const { leads } = await figures(recruiter);
    expect(leads.total).toBe(8);
    expect(leads.bySource).toEqual([
      { label: "application", count: 3 },
      { label: "home-contact", count: 2 },
      { label: "booking", count: 1 },
      { label: "google", count: 1 },
      { label: "linkedin", count: 1 },
    ]);
    expect(leads.byUtm).toEqual([
      { label: "google / (none) / (none)", count: 1 },
      { label: "newsletter / email / march", count: 1 },
    ]);
    expect(leads.byInquiry).toEqual([
      { label: "Hiring", count: 2 },
      { label: "Job search", count: 1 },
    ]);
  });

  it("counts applications by job, source and the furthest stage reached", async () => {
    const { recruiter } = await setup();
    const { applications } = await figures(recruiter);
    expect(applications.total).toBe(4);
    expect(applications.byJob).toEqual([
      { label: "Plant Manager", count: 2 },
      { label: "CFO", count: 1 },
      { label: "General application (no job)", count: 1 },
    ]);
    expect(applications.bySource).toEqual([
      { label: "application", count: 3 },
      { label: "linkedin", count: 1 },
    ]);
    // a1 went new, contacted, interviewing, placed (so qualifying, submitted and offered too); a2 is contacted.
    expect(applications.stagesReached).toEqual([
      { stage: "new", count: 4 },
      { stage: "contacted", count: 2 },
      { stage: "qualifying", count: 1 },
      { stage: "submitted", count: 1 },
      { stage: "interviewing", count: 1 },
      { stage: "offered", count: 1 },
      { stage: "placed", count: 1 },
    ]);
    expect(applications.closed).toEqual([{ label: "not_a_fit", count: 1 }]);
  });

  it("measures the time to first contact and to placement in hours, across the change to daylight time", async () => {
    const { recruiter } = await setup();
    const view = await figures(recruiter);
    expect(view.timeToFirstContact).toEqual({ count: 2, averageHours: 3, medianHours: 3 });
    const hours = Object.values(PLACEMENTS).map(({ created, placed }) => (placed - created) / HOUR);
    expect(hours).toEqual([431, 84]);
    expect(view.timeToPlacement).toEqual({ count: 2, averageHours: 257.5, medianHours: 257.5 });
  });

  it("counts bookings by type and the no-show rate of the appointments held", async () => {
    const { recruiter } = await setup();
    const { bookings } = await figures(recruiter);
    expect(bookings).toEqual({
      // Made in March: two of each type (the last one is held in April); held in March and marked: four.
      total: 4,
      byType: [
        { label: "Career Coaching", count: 2 },
        { label: "Executive Search Consultation", count: 2 },
      ],
      completed: 2,
      noShows: 2,
      noShowRate: 0.5,
    });
  });

  it("follows job alert subscribers day by day", async () => {
    const { recruiter } = await setup();
    const view = await figures(recruiter);
    expect(view.bucket).toBe("day");
    const { jobAlerts } = view.subscribers;
    expect(jobAlerts.activeAtStart).toBe(2);
    expect(jobAlerts.points).toHaveLength(31);
    expect(jobAlerts.points.slice(0, 4)).toEqual([
      { start: "2026-03-01", subscribed: 2, unsubscribed: 0, active: 4 },
      { start: "2026-03-02", subscribed: 0, unsubscribed: 1, active: 3 },
      { start: "2026-03-03", subscribed: 0, unsubscribed: 1, active: 2 },
      { start: "2026-03-04", subscribed: 0, unsubscribed: 0, active: 2 },
    ]);
    expect(jobAlerts.points.at(-1)).toEqual({ start: "2026-03-31", subscribed: 0, unsubscribed: 0, active: 2 });
  });

  it("follows newsletter subscribers day by day and lists the issues sent with their emails' counts", async () => {
    const { recruiter } = await setup();
    const view = await figures(recruiter);
    const { newsletter } = view.subscribers;
    expect(newsletter.activeAtStart).toBe(2);
    expect(newsletter.points).toHaveLength(31);
    expect(newsletter.points.slice(0, 4)).toEqual([
      { start: "2026-03-01", subscribed: 0, unsubscribed: 0, active: 2 },
      { start: "2026-03-02", subscribed: 1, unsubscribed: 1, active: 2 },
      { start: "2026-03-03", subscribed: 0, unsubscribed: 1, active: 1 },
      { start: "2026-03-04", subscribed: 0, unsubscribed: 0, active: 1 },
    ]);
    expect(newsletter.points.at(-1)).toEqual({ start: "2026-03-31", subscribed: 1, unsubscribed: 0, active: 2 });
    expect(view.newsletterIssues).toEqual([
      {
        id: "i-mar",
        subject: "March hiring notes",
        sentAt: new Date(at("2026-03-03", "10:00")).toISOString(),
        total: 3,
        queued: 3,
        sent: 2,
        failed: 1,
      },
      {
        id: "i-mar2",
        subject: "Salary guide",
        sentAt: new Date(at("2026-03-20", "10:00")).toISOString(),
        total: 2,
        queued: 2,
        sent: 1,
        failed: 0,
      },
    ]);
    // February's issue is in February's range only.
    const february = await figures(recruiter, "/api/admin/analytics?from=2026-02-01&to=2026-02-28");
    expect(february.newsletterIssues.map((sent) => sent.id)).toEqual(["i-feb"]);
    expect(february.subscribers.newsletter.points.at(-1)?.active).toBe(2);
  });

  it("ranks articles by the leads and applications of visits that began on them", async () => {
    const { recruiter } = await setup();
    const { articles } = await figures(recruiter);
    expect(articles).toEqual([
      { articleId: "art1", title: "Hiring plant managers", leads: 1, applications: 2 },
      { articleId: "art2", title: "Salary guide", leads: 1, applications: 1 },
    ]);
  });

  it("counts LinkedIn posts sent per day and the failed ones", async () => {
    const { recruiter } = await setup();
    const { linkedin } = await figures(recruiter);
    expect(linkedin.sent).toBe(2);
    expect(linkedin.failed).toBe(1);
    expect(linkedin.points.find((point) => point.start === "2026-03-05")).toEqual({ start: "2026-03-05", count: 2 });
    expect(linkedin.points.reduce((sum, point) => sum + point.count, 0)).toBe(2);
  });

  it("counts by week over a long range, the last week cut at the end date", async () => {
    const { recruiter } = await setup();
    const view = await figures(recruiter, "/api/admin/analytics?from=2026-01-01&to=2026-12-31");
    expect(view.bucket).toBe("week");
    const points = view.subscribers.jobAlerts.points;
    expect(points).toHaveLength(53);
    expect(points[0]?.start).toBe("2026-01-01");
    expect(points.at(-1)?.start).toBe("2026-12-31");
    // Confirmed: s1 (10 Feb), s2 (15 Feb), s3 and s4 (1 March); unsubscribed: s2 and s4.
    expect(points.reduce((sum, point) => sum + point.subscribed, 0)).toBe(4);
    expect(points.at(-1)?.active).toBe(2);
    expect(view.applications.total).toBe(6);
  });

  it("says page views are not connected without an account and token", async () => {
    const { recruiter } = await setup();
    const { pageViews } = await figures(recruiter);
    expect(pageViews).toEqual({ connected: false, reason: NOT_CONNECTED_REASON });
  });

  it("refuses a bad range with a 400 naming the field", async () => {
    const { recruiter } = await setup();
    const cases: [string, string][] = [
      ["to=2026-03-31", "from"],
      ["from=2026-02-30&to=2026-03-31", "from"],
      ["from=2026-03-01&to=31-03-2026", "to"],
      ["from=2026-03-10&to=2026-03-01", "to"],
      ["from=2025-01-01&to=2026-01-02", "to"],
    ];
    for (const [query, field] of cases) {
      const response = await api(`/api/admin/analytics?${query}`, { cookie: recruiter });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { message: string; issues: { path: string }[] };
      expect(
        body.issues.map((issue) => issue.path),
        query,
      ).toEqual([field]);
      expect(body.message).toContain(field);
    }
    // A year and a day is the most one answer covers.
    expect((await api("/api/admin/analytics?from=2025-01-01&to=2026-01-01", { cookie: recruiter })).status).toBe(200);
  });

  it("is the content area's: signed out 401, a plain user 403", async () => {
    const { plainUser } = await setup();
    expect((await api(MARCH)).status).toBe(401);
    expect((await api(MARCH, { cookie: plainUser })).status).toBe(403);
  });
});

describe("page views through Analytics Engine", () => {
  const configured = { ...env, ANALYTICS_ACCOUNT_ID: "account-1", ANALYTICS_API_TOKEN: "token-1" };

  async function askWith(bindings: typeof configured) {
    const { recruiter } = await setup();
    return workerFetch(new Request(`${ORIGIN}${MARCH}`, { headers: { Cookie: recruiter } }), bindings);
  }

  it("reads the range's views through the SQL API with the token", async () => {
    await setup();
    const statements: string[] = [];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      expect(String(input)).toBe(analyticsSqlEndpoint("account-1"));
      expect(init?.method).toBe("POST");
      expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-1");
      const statement = String(init?.body);
      statements.push(statement);
      if (statement.includes("blob1")) return Response.json({ data: [{ label: "/jobs", count: 30 }] });
      if (statement.includes("blob2")) return Response.json({ data: [{ label: "", count: 20 }] });
      if (statement.includes("blob3")) return Response.json({ data: [{ label: "US", count: 35 }] });
      return Response.json({ data: [{ count: 40 }] });
    });
    const response = await askWith(configured);
    expect(response.status).toBe(200);
    const { pageViews } = (await response.json()) as AnalyticsView;
    expect(spy).toHaveBeenCalledTimes(4);
    expect(pageViews).toEqual({
      connected: true,
      total: 40,
      topPaths: [{ label: "/jobs", count: 30 }],
      topReferrers: [{ label: "(direct or this site)", count: 20 }],
      countries: [{ label: "US", count: 35 }],
    });
    // 1 March 00:00 in New York is 05:00 UTC; 1 April 00:00 (daylight time) is 04:00 UTC.
    for (const statement of statements) {
      expect(statement).toContain(`FROM ${PAGE_VIEWS_DATASET} WHERE`);
      expect(statement).toContain("timestamp >= toDateTime('2026-03-01 05:00:00')");
      expect(statement).toContain("timestamp < toDateTime('2026-04-01 04:00:00')");
      expect(statement).toContain("_sample_interval");
    }
  });

  it("says why when the SQL API refuses, and still answers the D1 figures", async () => {
    await setup();
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("bad token", { status: 403 }));
    const response = await askWith(configured);
    const view = (await response.json()) as AnalyticsView;
    expect(view.pageViews).toEqual({
      connected: false,
      reason: "Page views could not be read: Analytics Engine answered 403: bad token",
    });
    expect(view.applications.total).toBe(4);
  });

  it("writes one data point per public page the Worker serves: path, referring host, country; nothing for staff", async () => {
    await setup();
    const points: AnalyticsEngineDataPoint[] = [];
    const recording = {
      ...env,
      PAGE_VIEWS: { writeDataPoint: (point?: AnalyticsEngineDataPoint) => points.push(point!) },
    };
    const visit = async (path: string, headers: Record<string, string> = {}) => {
      const response = await workerFetch(new Request(`${ORIGIN}${path}`, { headers }), recording);
      await response.arrayBuffer();
      return response.status;
    };
    expect(await visit("/jobs?q=plant", { Referer: "https://www.google.com/search?q=plant+manager+jobs" })).toBe(200);
    expect(await visit("/resources", { Referer: `${ORIGIN}/jobs` })).toBe(200);
    expect(await visit("/admin/content")).toBe(200);
    expect(await visit("/api/health")).toBe(200);
    expect(await visit("/article/no-such-article")).toBe(404);
    expect(points).toEqual([
      { blobs: ["/jobs", "www.google.com", ""], doubles: [1], indexes: ["/jobs"] },
      { blobs: ["/resources", "", ""], doubles: [1], indexes: ["/resources"] },
    ]);
  });
});

describe("page views never record a private link's secret", () => {
  it("counts no page whose path holds a token (a client's live portal included), and records paths only", async () => {
    await setup();
    const points: AnalyticsEngineDataPoint[] = [];
    const recording = {
      ...env,
      PAGE_VIEWS: { writeDataPoint: (point?: AnalyticsEngineDataPoint) => points.push(point!) },
    };
    const secret = "SECRETxTOKENxSECRETxTOKENxSECRETxTOKENx123";
    const db = createDb(env.DB);
    const [client] = await db.insert(clients).values({ name: "Acme" }).returning();
    const [contact] = await db.insert(clientContacts).values({ clientId: client!.id, name: "Cleo" }).returning();
    await db.insert(clientPortalLinks).values({
      contactId: contact!.id,
      tokenHash: await hashLinkToken(secret),
      expiresAt: new Date("2100-01-01T00:00:00Z"),
    });
    const visit = async (path: string) => {
      const response = await workerFetch(new Request(`${ORIGIN}${path}`), recording);
      await response.arrayBuffer();
      return response.status;
    };
    expect(await visit(`/client/${secret}`)).toBe(200);
    for (const path of [
      `/job-alerts/confirm/${secret}`,
      `/job-alerts/manage/${secret}`,
      `/newsletter/manage/${secret}`,
      `/book/manage/some-id?token=${secret}`,
      `/book?booking=some-id&token=${secret}`,
      `/reset-password?token=${secret}`,
    ]) {
      await visit(path);
    }
    expect(points.map((point) => point.blobs?.[0])).toEqual(["/book", "/reset-password"]);
    expect(JSON.stringify(points)).not.toContain(secret);
  });
});
