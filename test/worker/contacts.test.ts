import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { contacts, crmLeads } from "../../worker/db/schema";
import { emptyDatabase, uniqueIp } from "./helpers";

function post(path: string, body: unknown, ip = uniqueIp()) {
  return exports.default.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

async function stored() {
  const db = createDb(env.DB);
  return { contacts: await db.select().from(contacts), leads: await db.select().from(crmLeads) };
}

async function expectNothingStored() {
  const rows = await stored();
  expect(rows.contacts).toHaveLength(0);
  expect(rows.leads).toHaveLength(0);
}

async function issuePaths(response: Response): Promise<string[]> {
  expect(response.status).toBe(400);
  const body = await response.json<{ error: string; issues: { path: string }[] }>();
  expect(body.error).toBe("validation_failed");
  return body.issues.map((issue) => issue.path).sort();
}

const person = { firstName: " Ann ", lastName: "Lee", email: "ANN@Example.com" };
const homeMessage = { ...person, inquiry: "hire-talent", message: "We need three engineers." };
const analyticsData = {
  sessionId: "3f2b7c1e-1111-4a4a-9b9b-0123456789ab",
  pageViews: 4,
  timeOnSite: 180_000,
  leadScore: 45,
  engagementScore: 14,
  landingPage: "/services/executive-search",
  utm_source: "Google",
  utm_medium: "cpc",
  utm_campaign: "exec-2026",
};

beforeEach(emptyDatabase);

describe("POST /api/contact/submit (the /contact page)", () => {
  it("stores the message and its contact lead with the contact-form score", async () => {
    const response = await post("/api/contact/submit", {
      ...person,
      company: "Acme",
      phone: "317-555-0142",
      helpType: "executive-search",
      message: "m".repeat(120),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const { contacts: rows, leads } = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Ann",
      email: "ann@example.com",
      phone: "+13175550142",
      company: "Acme",
      inquiry: "executive-search",
      source: "contact-page",
      smsMarketingConsent: false,
      attribution: null,
    });
    // 10 + 20 company + 15 phone + 25 executive search + 10 long message.
    expect(leads[0]).toMatchObject({
      contactId: rows[0]!.id,
      leadType: "contact",
      leadSource: "contact-page",
      leadScore: 80,
      priority: "high",
      status: "active",
      syncedToGHL: false,
    });
  });

  it("stores an empty message as empty text and takes a campaign as the lead source", async () => {
    expect((await post("/api/contact/submit", { ...person, helpType: "other", utmSource: "LinkedIn" })).status).toBe(
      201,
    );
    const { contacts: rows, leads } = await stored();
    expect(rows[0]?.message).toBe("");
    expect(leads[0]).toMatchObject({ leadSource: "linkedin", leadScore: 20 });
  });

  it("adds the points of the staff's active scoring rules that match the message", async () => {
    await env.DB.prepare(
      "insert into lead_scoring_rules (id, name, criteria, points, applies_to) values ('r1', 'LinkedIn campaign', ?, 25, 'contact'), ('r2', 'Candidates only', ?, 40, 'candidate')",
    )
      .bind(
        JSON.stringify({ field: "leadSource", op: "equals", value: "linkedin" }),
        JSON.stringify({ field: "leadSource", op: "exists" }),
      )
      .run();
    expect((await post("/api/contact/submit", { ...person, helpType: "other", utmSource: "LinkedIn" })).status).toBe(
      201,
    );
    // 20 from the contact-form formula, +25 from the matching contact rule; the candidate rule does not apply.
    expect((await stored()).leads[0]).toMatchObject({ leadSource: "linkedin", leadScore: 45 });
  });

  it("names missing, wrong and over-long fields and stores nothing", async () => {
    expect(await issuePaths(await post("/api/contact/submit", {}))).toEqual([
      "email",
      "firstName",
      "helpType",
      "lastName",
    ]);
    expect(
      await issuePaths(
        await post("/api/contact/submit", {
          ...person,
          helpType: "consulting",
          company: "c".repeat(201),
          message: "m".repeat(5001),
          phone: "call me",
        }),
      ),
    ).toEqual(["company", "helpType", "message", "phone"]);
    await expectNothingStored();
  });

  it("keeps HTML as text", async () => {
    await post("/api/contact/submit", { ...person, lastName: "<img src=x onerror=alert(1)>", helpType: "other" });
    expect((await stored()).contacts[0]?.lastName).toBe("<img src=x onerror=alert(1)>");
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await post("/api/contact/submit", { ...person, helpType: "other", website: "spam.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    await expectNothingStored();
  });
});

describe("POST /api/ghl/direct-contact (the home contact section)", () => {
  it("stores the message with its inquiry and SMS consents, and a lead scored 'any other' for the inquiry", async () => {
    const response = await post("/api/ghl/direct-contact", {
      ...homeMessage,
      phone: "+44 20 7946 0958",
      smsMarketingConsent: true,
      smsAppointmentConsent: false,
    });
    expect(response.status).toBe(201);
    const { contacts: rows, leads } = await stored();
    expect(rows[0]).toMatchObject({
      inquiry: "hire-talent",
      message: "We need three engineers.",
      phone: "+442079460958",
      smsMarketingConsent: true,
      smsAppointmentConsent: false,
      source: "home-contact",
      attribution: null,
    });
    // 10 + 15 phone + 10 any other help type.
    expect(leads[0]).toMatchObject({ leadSource: "home-contact", leadScore: 35, tags: ["hire-talent"] });
  });

  it("requires the message and a known inquiry, and booleans for the consents", async () => {
    expect(
      await issuePaths(
        await post("/api/ghl/direct-contact", {
          ...homeMessage,
          message: "   ",
          inquiry: "spam",
          smsAppointmentConsent: "yes",
        }),
      ),
    ).toEqual(["inquiry", "message", "smsAppointmentConsent"]);
    await expectNothingStored();
  });

  it("refuses a body over 64 KB with 413", async () => {
    const response = await post("/api/ghl/direct-contact", { ...homeMessage, message: "m".repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "payload_too_large" });
    await expectNothingStored();
  });

  it("limits each IP to 10 contact messages per 10 minutes across the contact endpoints", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await post("/api/ghl/direct-contact", homeMessage, ip)).status).toBe(201);
    for (let i = 0; i < 5; i++)
      expect((await post("/api/contact/submit", { ...person, helpType: "other" }, ip)).status).toBe(201);
    const refused = await post("/api/analytics/contact-with-attribution", { formData: homeMessage, analyticsData }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await stored()).contacts).toHaveLength(10);
    expect((await post("/api/ghl/direct-contact", homeMessage, uniqueIp())).status).toBe(201);
  });
});

describe("POST /api/analytics/contact-with-attribution", () => {
  it("stores one contact with its attribution and a lead sourced from the campaign, scored on the server", async () => {
    const response = await post("/api/analytics/contact-with-attribution", {
      formData: { ...homeMessage, company: "Acme" },
      analyticsData: { ...analyticsData, leadScore: 99 },
    });
    expect(response.status).toBe(201);
    const { contacts: rows, leads } = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "home-contact", company: "Acme" });
    expect(rows[0]?.attribution).toEqual({ ...analyticsData, leadScore: 99 });
    expect(leads).toHaveLength(1);
    // 10 + 20 company + 10 any other; the browser's 99 is kept only in the attribution.
    expect(leads[0]).toMatchObject({ leadSource: "google", leadScore: 40 });
  });

  it("refuses unknown or out-of-range analytics values and bad form fields, naming them", async () => {
    const response = await post("/api/analytics/contact-with-attribution", {
      formData: { ...homeMessage, email: "nope" },
      analyticsData: { ...analyticsData, sessionId: "x", pageViews: -1, utm_term: "t".repeat(201), tracking: "extra" },
    });
    const paths = await issuePaths(response);
    expect(paths).toEqual(
      expect.arrayContaining([
        "formData.email",
        "analyticsData.sessionId",
        "analyticsData.pageViews",
        "analyticsData.utm_term",
      ]),
    );
    expect(paths.some((path) => path === "analyticsData" || path === "analyticsData.tracking")).toBe(true);
    expect(await issuePaths(await post("/api/analytics/contact-with-attribution", { formData: homeMessage }))).toEqual([
      "analyticsData",
    ]);
    await expectNothingStored();
  });

  it("answers a honeypot inside formData like a success and stores nothing", async () => {
    const response = await post("/api/analytics/contact-with-attribution", {
      formData: { ...homeMessage, website: "x" },
      analyticsData,
    });
    expect(response.status).toBe(201);
    await expectNothingStored();
  });
});
