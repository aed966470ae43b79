import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { mergeFieldsUsed, unknownMergeFields } from "../../worker/contract/merge-fields";
import { CONTENT_CATEGORIES, INDUSTRIES, JOB_LOCATIONS } from "../../worker/contract/site-enums";
import { verifyPassword } from "../../worker/domain/password";
import { isDatabaseEmpty, SEED_ADMIN_USERNAME, seedDatabase, seedId } from "../../worker/seed";
import { emptyDatabase } from "./helpers";

const tables = [
  "jobs",
  "clients",
  "client_contacts",
  "articles",
  "admin_portals",
  "job_portals",
  "booking_types",
  "booking_availability",
  "email_templates",
  "booking_firm_hours",
  "users",
];

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const row = await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>();
      return [table, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const now = new Date("2026-11-02T15:00:00Z");

describe("seed", () => {
  beforeEach(emptyDatabase);

  it("fills an empty database with a real site and the first admin", async () => {
    expect(await isDatabaseEmpty(env.DB)).toBe(true);
    const report = await seedDatabase(env.DB, { adminPassword: "correct horse battery staple", now });
    expect(report.adminCreated).toBe(true);
    expect(await isDatabaseEmpty(env.DB)).toBe(false);

    const published = await env.DB.prepare(
      "select industry, location, is_urgent, type, salary from jobs where status = 'published'",
    ).all<{
      industry: string;
      location: string;
      is_urgent: number;
      type: string;
      salary: string | null;
    }>();
    expect(published.results.length).toBeGreaterThanOrEqual(30);
    expect(new Set(published.results.map((job) => job.industry))).toEqual(new Set(INDUSTRIES));
    for (const location of JOB_LOCATIONS) expect(published.results.map((job) => job.location)).toContain(location);
    expect(published.results.some((job) => job.is_urgent === 1)).toBe(true);
    expect(published.results.some((job) => job.type === "Remote")).toBe(true);
    const hidden = await env.DB.prepare("select status from jobs where status != 'published'").all<{
      status: string;
    }>();
    expect(new Set(hidden.results.map((job) => job.status))).toEqual(new Set(["draft", "archived"]));

    // Three demo clients with contacts, each running a seeded job whose hiring contact is one of its own.
    expect(report.clients).toBe(3);
    const orders = await env.DB.prepare(
      "select c.name as client, j.company from jobs j join clients c on c.id = j.client_id join client_contacts k on k.id = j.hiring_contact_id and k.client_id = c.id",
    ).all<{ client: string; company: string }>();
    expect(orders.results).toHaveLength(3);
    for (const order of orders.results) expect(order.company).toBe(order.client);
    const contactCounts = await env.DB.prepare("select count(*) as n from client_contacts group by client_id").all<{
      n: number;
    }>();
    expect(contactCounts.results.map((row) => row.n).sort()).toEqual([1, 2, 2]);

    const articles = await env.DB.prepare(
      "select category, content, read_time, published_at from articles where status = 'published'",
    ).all<{
      category: string;
      content: string;
      read_time: number;
      published_at: number;
    }>();
    expect(articles.results.length).toBeGreaterThanOrEqual(12);
    expect(articles.results.filter((a) => /\*\*[^*]+\*\*/.test(a.content)).length).toBeGreaterThanOrEqual(12);
    expect(articles.results.some((a) => /(^|[^*])\*[^*\s][^*]*\*(?!\*)/.test(a.content))).toBe(true);
    expect(new Set(articles.results.map((a) => a.category))).toEqual(new Set(CONTENT_CATEGORIES));
    for (const article of articles.results) {
      expect(article.content).toMatch(/^#{2,4} /m);
      expect(article.read_time).toBeGreaterThanOrEqual(1);
      expect(article.published_at).toBeLessThanOrEqual(now.getTime());
    }

    const staffAreas = await env.DB.prepare("select slug, required_role from admin_portals").all<{
      slug: string;
      required_role: string;
    }>();
    expect(Object.fromEntries(staffAreas.results.map((p) => [p.slug, p.required_role]))).toEqual({
      content: "recruiter",
      jobs: "recruiter",
      candidates: "recruiter",
      clients: "recruiter",
      inbox: "recruiter",
      scheduling: "manager",
      crm: "manager",
      sms: "manager",
      users: "admin",
      portals: "admin",
      privacy: "admin",
    });
    const jobBoards = await env.DB.prepare("select name from job_portals order by name").all<{ name: string }>();
    expect(jobBoards.results.map((p) => p.name)).toEqual(["Glassdoor", "Indeed", "LinkedIn", "ZipRecruiter"]);
    // One firm calendar that the types follow (decision 090), as the site states it (test/web/office-hours.test.ts).
    const firm = await env.DB.prepare(
      "select day_of_week as d, start_time as s, end_time as e from booking_firm_hours order by d",
    ).all<{ d: number; s: string; e: string }>();
    expect(firm.results.map((row) => `${row.d} ${row.s}-${row.e}`)).toEqual([
      "1 08:00-18:00",
      "2 08:00-18:00",
      "3 08:00-18:00",
      "4 08:00-18:00",
      "5 08:00-18:00",
      "6 09:00-14:00",
    ]);
    expect(await env.DB.prepare("select count(*) as n from booking_availability").first()).toEqual({ n: 0 });

    const admin = await env.DB.prepare("select role, is_active, password from users where username = ?")
      .bind(SEED_ADMIN_USERNAME)
      .first<{ role: string; is_active: number; password: string }>();
    expect(admin).toMatchObject({ role: "admin", is_active: 1 });
    expect(admin?.password).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery staple", admin?.password ?? "")).toBe(true);
  });

  it("is idempotent: a second run adds and changes nothing", async () => {
    await seedDatabase(env.DB, { adminPassword: "first password", now });
    const before = await counts();
    const adminBefore = await env.DB.prepare("select password from users").first<{ password: string }>();

    const report = await seedDatabase(env.DB, { adminPassword: "second password", now });
    expect(report.adminCreated).toBe(false);
    expect(await counts()).toEqual(before);
    const adminAfter = await env.DB.prepare("select password from users").first<{ password: string }>();
    expect(adminAfter?.password).toBe(adminBefore?.password);
  });

  it("keeps staff edits when run again", async () => {
    await seedDatabase(env.DB, { now });
    const job = await env.DB.prepare("select id from jobs limit 1").first<{ id: string }>();
    await env.DB.prepare("update jobs set title = 'Edited by staff' where id = ?").bind(job?.id).run();
    await seedDatabase(env.DB, { now });
    const after = await env.DB.prepare("select title from jobs where id = ?").bind(job?.id).first<{ title: string }>();
    expect(after?.title).toBe("Edited by staff");
  });

  it("gives a fresh start the recruiters' three everyday email templates, with merge fields that exist", async () => {
    const report = await seedDatabase(env.DB, { now });
    expect(report.emailTemplates).toBe(3);
    const { results } = await env.DB.prepare("select name, subject, body from email_templates order by name").all<{
      name: string;
      subject: string;
      body: string;
    }>();
    expect(results.map((row) => row.name)).toEqual(["First contact", "Interview confirmation", "Submittal follow-up"]);
    const fields = Object.fromEntries(
      results.map((row) => {
        const text = `${row.subject}\n${row.body}`;
        expect(unknownMergeFields(text)).toEqual([]);
        // Real words, not a placeholder line.
        expect(row.body.length).toBeGreaterThan(300);
        return [row.name, mergeFieldsUsed(text).sort()];
      }),
    );
    // First contact works for anyone; the other two are about an application to a client's job order.
    expect(fields["First contact"]).not.toContain("job.title");
    expect(fields["Interview confirmation"]).toEqual(
      expect.arrayContaining(["candidate.firstName", "client.name", "job.title", "recruiter.name"]),
    );
    expect(fields["Submittal follow-up"]).toEqual(
      expect.arrayContaining(["candidate.firstName", "client.name", "job.title", "recruiter.name"]),
    );
  });

  it("keeps a template staff edited when run again", async () => {
    await seedDatabase(env.DB, { now });
    await env.DB.prepare("update email_templates set body = 'Our own words' where name = 'First contact'").run();
    await seedDatabase(env.DB, { now });
    const row = await env.DB.prepare("select body from email_templates where name = 'First contact'").first<{
      body: string;
    }>();
    expect(row?.body).toBe("Our own words");
  });

  it("creates no admin without a password", async () => {
    const report = await seedDatabase(env.DB, { now });
    expect(report.adminCreated).toBe(false);
    expect((await counts()).users).toBe(0);
  });

  it("derives stable, distinct uuids from seed keys", async () => {
    const a = await seedId("job", "alpha");
    expect(a).toBe(await seedId("job", "alpha"));
    expect(a).not.toBe(await seedId("job", "beta"));
    expect(a).not.toBe(await seedId("article", "alpha"));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
