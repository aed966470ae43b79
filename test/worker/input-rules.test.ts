import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { staffAreaOf } from "../../worker/http/access-policy";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/**
 * The rules every write obeys (issue 15's probe findings): an update changes only the fields it names, an update
 * naming nothing is a 400, a JSON route takes only JSON, text holds no control characters, serial ids are digits,
 * and every staff answer says `private, no-store`.
 */

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A request with a body sent as it is, under any content type (or none). */
function raw(cookie: string, path: string, method: string, body: string, contentType?: string) {
  const headers: Record<string, string> = { Origin: ORIGIN, Cookie: cookie };
  if (contentType) headers["Content-Type"] = contentType;
  return exports.default.fetch(`${ORIGIN}${path}`, { method, headers, body });
}

const issuePaths = async (response: Response) =>
  (await response.json<{ issues?: { path: string }[] }>()).issues?.map((i) => i.path) ?? [];

/** An empty database and a signed-in admin's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("rules-admin", "admin")).cookie };
}

describe("an update changes only the fields it names", () => {
  it("PUT /api/admin/portals/{id}: a new description keeps the role, the closed state and the order", async () => {
    const { cookie } = await setup();
    const staffArea = await json<{ id: string }>(
      await api("/api/admin/portals", {
        method: "POST",
        cookie,
        body: { name: "Vault", slug: "vault", requiredRole: "manager", isActive: false, sortOrder: 7 },
      }),
      201,
    );
    const updated = await json<Record<string, unknown>>(
      await api(`/api/admin/portals/${staffArea.id}`, { method: "PUT", cookie, body: { description: "x" } }),
      200,
    );
    expect(updated).toMatchObject({ description: "x", requiredRole: "manager", isActive: false, sortOrder: 7 });
  });

  it("PUT /api/crm/scoring-rules/{id}: a new name keeps the rule inactive and its target", async () => {
    const { cookie } = await setup();
    const rule = await json<{ id: string }>(
      await api("/api/crm/scoring-rules", {
        method: "POST",
        cookie,
        body: {
          name: "Finance",
          criteria: { field: "industry", op: "equals", value: "Finance" },
          points: 10,
          appliesTo: "candidate",
          isActive: false,
        },
      }),
      201,
    );
    const updated = await json<Record<string, unknown>>(
      await api(`/api/crm/scoring-rules/${rule.id}`, { method: "PUT", cookie, body: { name: "Finance 2" } }),
      200,
    );
    expect(updated).toMatchObject({ name: "Finance 2", isActive: false, appliesTo: "candidate", points: 10 });
  });

  it("PUT /api/jobs/{id}: a new title keeps status, type, industry, urgency, portals and salary", async () => {
    const { cookie } = await setup();
    const job = await json<{ id: string }>(
      await api("/api/jobs", {
        method: "POST",
        cookie,
        body: {
          title: "CFO",
          company: "Acme",
          location: "Denver, CO",
          description: "Lead finance.",
          requirements: "CPA",
          type: "Contract",
          industry: "Finance",
          status: "published",
          isUrgent: true,
          publishToPortals: true,
          salary: "$200k",
          experienceLevel: "Executive",
        },
      }),
      201,
    );
    const updated = await json<Record<string, unknown>>(
      await api(`/api/jobs/${job.id}`, { method: "PUT", cookie, body: { title: "Chief Financial Officer" } }),
      200,
    );
    expect(updated).toMatchObject({
      title: "Chief Financial Officer",
      type: "Contract",
      industry: "Finance",
      status: "published",
      isUrgent: true,
      publishToPortals: true,
      salary: "$200k",
      experienceLevel: "Executive",
    });
  });

  it("PUT /api/admin/users/{id}: a new department keeps the role and the active state", async () => {
    const { cookie } = await setup();
    const user = await json<{ id: string }>(
      await api("/api/admin/users", {
        method: "POST",
        cookie,
        body: { username: "kept", password: "long-enough-1", role: "manager", isActive: false },
      }),
      201,
    );
    const updated = await json<Record<string, unknown>>(
      await api(`/api/admin/users/${user.id}`, { method: "PUT", cookie, body: { department: "hr" } }),
      200,
    );
    expect(updated).toMatchObject({ department: "hr", role: "manager", isActive: false });
  });

  it("POST /api/sms/settings: one setting keeps the others", async () => {
    const { cookie } = await setup();
    await json(
      await api("/api/sms/settings", {
        method: "POST",
        cookie,
        body: { tollFreeNumber: "+18005550142", monthlyVolume: 5000 },
      }),
      200,
    );
    const updated = await json<Record<string, unknown>>(
      await api("/api/sms/settings", { method: "POST", cookie, body: { useCaseDescription: "Reminders" } }),
      200,
    );
    expect(updated).toMatchObject({
      tollFreeNumber: "+18005550142",
      monthlyVolume: 5000,
      useCaseDescription: "Reminders",
    });
  });

  it("PUT /api/content/articles/{id}: an edit without imageUrl keeps the image; null removes it", async () => {
    const { cookie } = await setup();
    const article = await json<{
      id: string;
      title: string;
      content: string;
      summary: string;
      author: string;
      readTime: number;
    }>(
      await api("/api/content/articles/generate", { method: "POST", cookie, body: { category: "Career Guidance" } }),
      201,
    );
    await json(
      await api(`/api/content/articles/${article.id}/image`, {
        method: "PUT",
        cookie,
        body: { imageUrl: "/images/cover.jpg" },
      }),
      200,
    );
    const { title, content, summary, author, readTime } = article;
    const edit = { title: `${title}!`, content, summary, author, readTime, category: "Career Guidance" };
    const edited = await json<{ imageUrl: string | null }>(
      await api(`/api/content/articles/${article.id}`, { method: "PUT", cookie, body: edit }),
      200,
    );
    expect(edited.imageUrl).toBe("/images/cover.jpg");
    // The image route needs the field itself: {} is not "remove the image".
    expect(
      await issuePaths(await api(`/api/content/articles/${article.id}/image`, { method: "PUT", cookie, body: {} })),
    ).toEqual(["imageUrl"]);
    const cleared = await json<{ imageUrl: string | null }>(
      await api(`/api/content/articles/${article.id}/image`, { method: "PUT", cookie, body: { imageUrl: null } }),
      200,
    );
    expect(cleared.imageUrl).toBeNull();
  });
});

describe("an update that names nothing is a 400, never a 500 or a silent no-op", () => {
  it.each([
    ["jobs", "/api/jobs", { title: "T", company: "C", location: "L", description: "D", requirements: "R" }],
    ["portals", "/api/admin/portals", { name: "Empty", slug: "empty" }],
    ["users", "/api/admin/users", { username: "empty-body", password: "long-enough-1" }],
  ])("PUT %s/{id} with {}", async (_area, path, create) => {
    const { cookie } = await setup();
    const created = await json<{ id: string }>(await api(path, { method: "POST", cookie, body: create }), 201);
    const response = await api(`${path}/${created.id}`, { method: "PUT", cookie, body: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "validation_failed",
      issues: [{ path: "", message: "Send at least one field to change" }],
    });
  });

  it("POST /api/sms/settings with {}", async () => {
    const { cookie } = await setup();
    expect((await api("/api/sms/settings", { method: "POST", cookie, body: {} })).status).toBe(400);
  });
});

describe("a JSON route takes only JSON", () => {
  it("refuses text/plain with 415 and leaves the article's image alone", async () => {
    const { cookie } = await setup();
    const article = await json<{ id: string }>(
      await api("/api/content/articles/generate", { method: "POST", cookie, body: { category: "Industry Insights" } }),
      201,
    );
    await json(
      await api(`/api/content/articles/${article.id}/image`, {
        method: "PUT",
        cookie,
        body: { imageUrl: "/images/kept.jpg" },
      }),
      200,
    );
    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
      const response = await raw(
        cookie,
        `/api/content/articles/${article.id}/image`,
        "PUT",
        JSON.stringify({ imageUrl: "/images/other.jpg" }),
        type,
      );
      expect(response.status, String(type)).toBe(415);
      expect(await response.json()).toMatchObject({
        error: "unsupported_media_type",
        message: "Content-Type must be application/json",
      });
    }
    const row = await env.DB.prepare("select image_url from articles where id = ?")
      .bind(article.id)
      .first<{ image_url: string }>();
    expect(row?.image_url).toBe("/images/kept.jpg");
  });

  it("answers a malformed multipart application with 400, not 500 (found by the fuzz test)", async () => {
    const { cookie } = await setup();
    const response = await raw(
      cookie,
      "/api/applications",
      "POST",
      '{"firstName":"Ann"}',
      "multipart/form-data; boundary=nope",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "bad_request" });
  });

  it("takes application/json with a charset, and answers malformed JSON with 400", async () => {
    const { cookie } = await setup();
    expect(
      (await raw(cookie, "/api/jobs", "POST", JSON.stringify({ title: "x" }), "application/json; charset=utf-8"))
        .status,
    ).toBe(400);
    const malformed = await raw(cookie, "/api/jobs", "POST", "{", "application/json");
    expect(malformed.status).toBe(400);
  });
});

describe("text holds no control characters", () => {
  it("refuses NUL in a public form with 400 naming the field, and stores nothing", async () => {
    await setup();
    const response = await api("/api/contact/submit", {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.51.100.200" },
      body: {
        firstName: "Ann\u0000",
        lastName: "Lee",
        email: "ann@example.com",
        phone: "3175550142",
        company: "Acme",
        helpType: "hiring",
        message: "Hello there, we need a CFO.",
      },
    });
    expect(response.status).toBe(400);
    expect(await issuePaths(response)).toEqual(["firstName"]);
    expect((await env.DB.prepare("select count(*) as n from contacts").first<{ n: number }>())?.n).toBe(0);
  });

  it("names a nested field, and keeps tab and new lines", async () => {
    const { cookie } = await setup();
    const job = await json<{ id: string }>(
      await api("/api/jobs", {
        method: "POST",
        cookie,
        body: {
          title: "Ops",
          company: "C",
          location: "L",
          description: "Line one\nLine two\r\n\tindented",
          requirements: "R",
        },
      }),
      201,
    );
    const refused = await api(`/api/jobs/${job.id}`, { method: "PUT", cookie, body: { title: "Ops\u001b[31m" } });
    expect(await issuePaths(refused)).toEqual(["title"]);
    const nested = await api("/api/crm/scoring-rules", {
      method: "POST",
      cookie,
      body: { name: "n", criteria: { field: "industry", op: "equals", value: "Fi\u0007" }, points: 1 },
    });
    expect(await issuePaths(nested)).toEqual(["criteria.value"]);
    const row = await env.DB.prepare("select title from jobs where id = ?").bind(job.id).first<{ title: string }>();
    expect(row?.title).toBe("Ops");
  });
});

describe("text is well-formed Unicode (a lone surrogate has no UTF-8 form)", () => {
  const lone = "\ud800";
  const count = async (table: string) =>
    (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n;

  it("walks the public forms' JSON posts: each a 400 naming the field, and nothing stored", async () => {
    await setup();
    const person = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "3175550142" };
    const contact = { ...person, company: "Acme", helpType: "executive-search", message: "We need a CFO." };
    const direct = { ...person, inquiry: "hire-talent", message: "We need a CFO." };
    const analytics = { sessionId: "session-0001", pageViews: 1, timeOnSite: 1, leadScore: 0, engagementScore: 0 };
    const posts: [string, Record<string, unknown>, string][] = [
      ["/api/contact/submit", { ...contact, firstName: `Ann${lone}` }, "firstName"],
      ["/api/ghl/direct-contact", { ...direct, message: lone }, "message"],
      [
        "/api/analytics/contact-with-attribution",
        { formData: { ...direct, lastName: lone }, analyticsData: analytics },
        "formData.lastName",
      ],
      ["/api/applications", { ...person, currentPosition: `CFO ${lone}` }, "currentPosition"],
      ["/api/job-alerts", { email: "ann@example.com", frequency: "weekly", filters: { q: lone } }, "filters.q"],
      ["/api/newsletter", { email: `ann${lone}@example.com` }, "email"],
      [
        "/api/booking/appointments",
        { bookingTypeId: "t", bookerName: lone, bookerEmail: "a@example.com" },
        "bookerName",
      ],
    ];
    for (const [index, [path, body, field]] of posts.entries()) {
      const response = await api(path, {
        method: "POST",
        headers: { "CF-Connecting-IP": `198.51.100.${210 + index}` },
        body,
      });
      expect(response.status, path).toBe(400);
      expect(await issuePaths(response), path).toEqual([field]);
    }
    for (const table of [
      "contacts",
      "applications",
      "job_alert_subscriptions",
      "newsletter_subscribers",
      "booking_appointments",
    ]) {
      expect(await count(table), table).toBe(0);
    }
  });

  it("refuses it in staff writes, in a nested field and in a key, and the row keeps its text", async () => {
    const { cookie } = await setup();
    const rules = await count("lead_scoring_rules");
    const job = await json<{ id: string }>(
      await api("/api/jobs", {
        method: "POST",
        cookie,
        body: { title: "Surrogates", company: "C", location: "L", description: "D", requirements: "R" },
      }),
      201,
    );
    const jobs = await count("jobs");
    const update = await api(`/api/jobs/${job.id}`, { method: "PUT", cookie, body: { company: `C${lone}x` } });
    expect(update.status).toBe(400);
    expect(await issuePaths(update)).toEqual(["company"]);
    const created = await api("/api/jobs", {
      method: "POST",
      cookie,
      body: { title: lone, company: "C", location: "L", description: "D", requirements: "R" },
    });
    expect(await issuePaths(created)).toEqual(["title"]);
    const nested = await api("/api/crm/scoring-rules", {
      method: "POST",
      cookie,
      body: { name: "n", criteria: { field: "industry", op: "equals", value: `\udfff${lone}` }, points: 1 },
    });
    expect(await issuePaths(nested)).toEqual(["criteria.value"]);
    const key = await api("/api/crm/scoring-rules", {
      method: "POST",
      cookie,
      body: { name: "n", criteria: { field: "industry", op: "equals", value: "x", [lone]: 1 }, points: 1 },
    });
    expect(key.status).toBe(400);
    expect(await issuePaths(key)).toEqual(["criteria"]);
    const row = await env.DB.prepare("select title, company from jobs where id = ?").bind(job.id).first();
    expect(row).toEqual({ title: "Surrogates", company: "C" });
    expect(await count("jobs")).toBe(jobs);
    expect(await count("lead_scoring_rules")).toBe(rules);
  });

  it("a native form post cannot carry one: its bytes are read as U+FFFD, stored as valid UTF-8", async () => {
    await setup();
    const fields = "firstName=Ann&lastName=Lee%ED%A0%80&email=native%40example.com&helpType=executive-search";
    const response = await exports.default.fetch(`${ORIGIN}/contact`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": "198.51.100.230",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: fields,
      redirect: "manual",
    });
    expect(response.status, await response.text()).toBe(303);
    const row = await env.DB.prepare(
      "select hex(last_name) as hex from contacts where email = 'native@example.com'",
    ).first<{ hex: string }>();
    expect(row?.hex).toBe(`4C6565${"EFBFBD".repeat(3)}`);
  });
});

describe("serial ids are digits only", () => {
  it("reads '1' as schedule 1 but refuses '0x1', ' 2', '1e0' and '+1'", async () => {
    const { cookie } = await setup();
    const created = await json<{ id: number }>(
      await api("/api/content/schedules", {
        method: "POST",
        cookie,
        body: { title: "Weekly", category: "Career Guidance", prompt: "Write about careers", isActive: false },
      }),
      201,
    );
    expect(
      (await api(`/api/content/schedules/${created.id}`, { method: "PUT", cookie, body: { isActive: false } })).status,
    ).toBe(200);
    for (const id of ["0x1", "%202", "1e0", "+1", "01"]) {
      const response = await api(`/api/content/schedules/${id}`, { method: "PUT", cookie, body: { isActive: true } });
      expect(response.status, id).toBe(400);
      expect(await issuePaths(response)).toEqual(["id"]);
    }
    const row = await env.DB.prepare("select is_active from content_schedules where id = ?")
      .bind(created.id)
      .first<{ is_active: number }>();
    expect(row?.is_active).toBe(0);
  });
});

describe("every staff answer says private, no-store", () => {
  const staffGets = [
    ...new Set(app.routes.filter((r) => r.method === "GET" && staffAreaOf("GET", r.path)).map((r) => r.path)),
  ];

  it("walks every staff GET, signed in and not", async () => {
    const { cookie } = await setup();
    expect(staffGets.length).toBeGreaterThan(15);
    for (const path of staffGets) {
      const concrete = path.replace(/:id\b/g, "no-such-id").replace(/:batchId\b/g, "no-such-batch");
      for (const who of [cookie, undefined]) {
        const response = await api(concrete, { cookie: who });
        expect(response.status, `${concrete} ${who ? "staff" : "anonymous"}`).not.toBe(500);
        expect(response.headers.get("Cache-Control"), `${concrete} ${who ? "staff" : "anonymous"}`).toBe(
          "private, no-store",
        );
      }
    }
  });
});

describe("the booking form has the other public forms' guards", () => {
  it("answers a filled honeypot as it answers the same request without it, and stores nothing", async () => {
    // A bad request is refused alike (test/worker/honeypot.test.ts compares the successes).
    await setup();
    const trapped = await api("/api/booking/appointments", {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.51.100.201" },
      body: { website: "spam.example", bookerName: "Bot" },
    });
    const plain = await api("/api/booking/appointments", {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.51.100.203" },
      body: { bookerName: "Bot" },
    });
    expect(trapped.status).toBe(400);
    const issues = async (response: Response) =>
      ((await response.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(await issues(trapped)).toEqual(await issues(plain));
    expect((await env.DB.prepare("select count(*) as n from booking_appointments").first<{ n: number }>())?.n).toBe(0);
  });

  it("refuses a body over the cap with 413 before parsing it", async () => {
    await setup();
    const response = await api("/api/booking/appointments", {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.51.100.202" },
      body: { bookerNotes: "x".repeat(64 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "payload_too_large" });
  });
});
