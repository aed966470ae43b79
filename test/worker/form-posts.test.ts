import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { ROUTE_DATA_ELEMENT_ID, type RouteDataEntry } from "../../worker/contract/route-data";
import { createDb } from "../../worker/db/client";
import {
  applications,
  candidates,
  consentRecords,
  contacts,
  crmLeads,
  deliveries,
  jobAlertSubscriptions,
} from "../../worker/db/schema";
import { emptyDatabase, ORIGIN, uniqueIp, workerFetch } from "./helpers";

/**
 * The public forms' native posts (worker/site/form-posts.ts, decision 040): a form posted by a browser without
 * scripts, urlencoded or multipart, at its page's address. Rendering the page needs the build (`npm run build`).
 */

/** A browser's native form post: urlencoded fields, the page's Origin, no redirect followed. */
function postForm(
  path: string,
  fields: Record<string, string>,
  { ip = uniqueIp(), origin = ORIGIN }: { ip?: string; origin?: string } = {},
) {
  return exports.default.fetch(formPostRequest(path, fields, ip, origin), { redirect: "manual" });
}

function formPostRequest(path: string, fields: Record<string, string>, ip = uniqueIp(), origin = ORIGIN) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": ip,
      Origin: origin,
      "Sec-Fetch-Site": origin === ORIGIN ? "same-origin" : "cross-site",
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The same post to a Worker whose email is set up (the test environment has none: its email waits in the outbox). */
async function postFormWithEmail(path: string, fields: Record<string, string>) {
  const response = await workerFetch(formPostRequest(path, fields), {
    ...env,
    EMAIL_API_KEY: "re_test_key",
    EMAIL_FROM: "Talent Partners <jobs@example.com>",
  });
  return response;
}

function routeDataOf(html: string): RouteDataEntry[] {
  const json = new RegExp(`<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  return json ? (JSON.parse(json) as RouteDataEntry[]) : [];
}

function formState(html: string, name: string) {
  const entry = routeDataOf(html).find(
    (candidate) => JSON.stringify(candidate.queryKey) === JSON.stringify(["form", name]),
  );
  return entry && "data" in entry
    ? (entry.data as { values: Record<string, string>; issues: { path: string; message: string }[]; message: string })
    : undefined;
}

async function stored() {
  const db = createDb(env.DB);
  return {
    contacts: await db.select().from(contacts),
    applications: await db.select().from(applications),
    leads: await db.select().from(crmLeads),
    consents: await db.select().from(consentRecords),
  };
}

async function expectNothingStored() {
  const rows = await stored();
  expect(rows.contacts).toHaveLength(0);
  expect(rows.applications).toHaveLength(0);
  expect(rows.leads).toHaveLength(0);
  expect(rows.consents).toHaveLength(0);
}

const contactPage = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  company: "Acme",
  phone: "",
  helpType: "executive-search",
  message: "Three engineers, please.",
};

beforeEach(emptyDatabase);

describe("POST /contact (the /contact form without scripts)", () => {
  it("stores the message, its lead and its consent like the API, and redirects 303 to /contact/sent", async () => {
    const response = await postForm("/contact", contactPage);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/sent");
    const rows = await stored();
    expect(rows.contacts).toHaveLength(1);
    expect(rows.contacts[0]).toMatchObject({
      firstName: "Ann",
      email: "ann@example.com",
      company: "Acme",
      inquiry: "executive-search",
      source: "contact-page",
    });
    expect(rows.leads[0]).toMatchObject({
      contactId: rows.contacts[0]!.id,
      leadType: "contact",
      leadSource: "contact-page",
    });
    expect(rows.consents.map((row) => row.consent)).toEqual(["contact"]);
  });

  it("re-renders /contact with 400, the visitor's values and each field's message from the schema, storing nothing", async () => {
    const response = await postForm("/contact", {
      ...contactPage,
      email: "ann-at-example",
      helpType: "",
      message: "Hello <b>there</b>",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain('data-prerendered="/contact"');
    const state = formState(html, "contact");
    expect(state?.values).toMatchObject({ firstName: "Ann", email: "ann-at-example", message: "Hello <b>there</b>" });
    expect(state?.issues.map((issue) => issue.path).sort()).toEqual(["email", "helpType"]);
    // The fields hold the values and the messages are next to them, in the HTML a browser without scripts shows.
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="ann-at-example"/);
    expect(html).toContain("Enter a valid email address");
    expect(html).toContain("Choose how we can help");
    expect(html).toContain("Hello &lt;b&gt;there&lt;/b&gt;");
    expect(html).not.toContain("<b>there</b>");
    await expectNothingStored();
  });

  it("answers a filled honeypot exactly like a stored message, and stores nothing", async () => {
    const response = await postForm("/contact", { ...contactPage, website: "spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/sent");
    await expectNothingStored();
  });

  it("counts native posts in the contact rate limit, shared with the API, and re-renders the page with its message", async () => {
    const ip = "203.0.113.250";
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await postForm("/contact", contactPage, { ip })).status).toBe(303);
    }
    const refused = await postForm("/contact", { ...contactPage, firstName: "Eleventh" }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    const html = await refused.text();
    expect(formState(html, "contact")).toMatchObject({
      values: { firstName: "Eleventh" },
      issues: [],
      message: "Too many requests. Please wait a moment and try again.",
    });
    expect(html).toContain("Too many requests. Please wait a moment and try again.");
    // The API's own route shares the same bucket.
    const api = await exports.default.fetch(`${ORIGIN}/api/contact/submit`, {
      method: "POST",
      headers: { "content-type": "application/json", "CF-Connecting-IP": ip, Origin: ORIGIN },
      body: JSON.stringify(contactPage),
    });
    expect(api.status).toBe(429);
    expect((await stored()).contacts).toHaveLength(10);
  });

  it("refuses a post from another site with 403 and stores nothing", async () => {
    const response = await postForm("/contact", contactPage, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    await expectNothingStored();
  });

  it("refuses a post a sibling subdomain's page sent (Sec-Fetch-Site: same-site) with 403, form and API alike", async () => {
    // The only headers that tell: a browser leaves Origin out of some posts, never Sec-Fetch-Site.
    const sameSite = { "CF-Connecting-IP": uniqueIp(), "Sec-Fetch-Site": "same-site" };
    const form = await exports.default.fetch(`${ORIGIN}/contact`, {
      method: "POST",
      headers: { ...sameSite, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(contactPage).toString(),
      redirect: "manual",
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toMatchObject({ error: "cross_origin" });
    const api = await exports.default.fetch(`${ORIGIN}/api/contact`, {
      method: "POST",
      headers: { ...sameSite, "content-type": "application/json" },
      body: JSON.stringify(contactPage),
    });
    expect(api.status).toBe(403);
    await expectNothingStored();
  });

  it("refuses a body that is not a form with 415 on the page, storing nothing", async () => {
    const response = await exports.default.fetch(`${ORIGIN}/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify(contactPage),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain('data-prerendered="/contact"');
    await expectNothingStored();
  });

  it("serves the pre-rendered /contact page to GET", async () => {
    const response = await exports.default.fetch(`${ORIGIN}/contact`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const form = /<form[^>]*aria-label="Contact form"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
  });
});

/** A browser's multipart post of the application form, with its resume file. */
function postApplication(fields: Record<string, string>, resume: File | null, path = "/apply") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set("resume", resume ?? new File([], "", { type: "application/octet-stream" }));
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "CF-Connecting-IP": uniqueIp(), Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    body,
    redirect: "manual",
  });
}

const PDF = new File(["%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"], "cv.pdf", { type: "application/pdf" });
const applicant = {
  firstName: "Ravi",
  lastName: "Natt",
  email: "ravi@example.com",
  phone: "317 555 0100",
  industry: "Finance",
  additionalInfo: "Open to relocation.",
  terms: "on",
};

describe("POST /apply (the application form without scripts, multipart)", () => {
  it("stores the application with its resume and consent, and redirects 303 to /apply/sent", async () => {
    await env.DB.prepare(
      "insert into jobs (id, title, company, location, type, industry, description, requirements, benefits, salary, status) values ('job-open', 'Controller', 'Acme', 'Denver, CO', 'Full-time', 'Finance', 'd', 'r', 'b', '$1', 'published')",
    ).run();
    const response = await postApplication({ ...applicant, jobId: "job-open" }, PDF, "/apply?jobId=job-open");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/apply/sent");
    const rows = await stored();
    expect(rows.applications).toHaveLength(1);
    expect(rows.applications[0]).toMatchObject({
      firstName: "Ravi",
      email: "ravi@example.com",
      jobId: "job-open",
      industry: "Finance",
    });
    const resume = await env.RESUMES.get(rows.applications[0]!.resumeKey!);
    expect(await resume?.text()).toContain("%PDF-1.4");
    expect(rows.consents.map((row) => row.consent)).toEqual(["application"]);
  });

  it("re-renders /apply with every value but the file, asking for the file again, and stores nothing", async () => {
    const response = await postApplication({ ...applicant, phone: "call me" }, PDF);
    expect(response.status).toBe(400);
    const html = await response.text();
    const state = formState(html, "application");
    expect(state?.values).toMatchObject({
      firstName: "Ravi",
      phone: "call me",
      industry: "Finance",
      additionalInfo: "Open to relocation.",
      terms: "on",
    });
    expect(state?.values).not.toHaveProperty("resume");
    expect(state?.issues).toEqual([
      { path: "phone", message: "Enter a valid phone number (7 to 15 digits)" },
      { path: "resume", message: "Your resume was not kept: choose it again before you send." },
    ]);
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="call me"/);
    expect(html).toContain("Your resume was not kept: choose it again before you send.");
    // The page opens focused on the form's error summary, which links to each field in trouble.
    expect(html).toMatch(/<section[^>]*id="application-errors"[^>]*autofocus=""/);
    expect(html).toContain('href="#application-phone"');
    expect(html).toContain('href="#application-resume"');
    expect(html).toContain('id="application-resume"');
    await expectNothingStored();
  });

  it("refuses an unticked terms box by name, and a file that is not a PDF with the API's 415, storing nothing", async () => {
    const { terms: _terms, ...withoutTerms } = applicant;
    const unticked = await postApplication(withoutTerms, PDF);
    expect(unticked.status).toBe(400);
    expect(formState(await unticked.text(), "application")?.issues).toContainEqual({
      path: "terms",
      message: "You must agree to the terms and conditions",
    });
    const fake = await postApplication(applicant, new File(["not a pdf"], "cv.pdf", { type: "application/pdf" }));
    expect(fake.status).toBe(415);
    expect(formState(await fake.text(), "application")?.issues).toEqual([
      { path: "resume", message: "The resume is not a real .pdf document" },
    ]);
    await expectNothingStored();
  });

  const roleWanted = {
    location: "Denver, CO",
    desiredPayAmount: "120,000",
    desiredPayPeriod: "year",
    availableInWeeks: "2",
    remotePreference: "hybrid",
    willingToRelocate: "true",
    workAuthorization: "visa",
  };

  it("stores the role the applicant wants on their candidate (issue 46), the form's optional fields", async () => {
    const response = await postApplication({ ...applicant, ...roleWanted }, null);
    expect(response.status).toBe(303);
    const [candidate] = await createDb(env.DB).select().from(candidates);
    expect(candidate).toMatchObject({
      location: "Denver, CO",
      desiredPayCents: 12_000_000,
      desiredPayPeriod: "year",
      availableInWeeks: 2,
      remotePreference: "hybrid",
      willingToRelocate: true,
      workAuthorization: "visa",
    });
  });

  it("re-renders an unknown place with a 400 naming location, the group open with every value kept, storing nothing", async () => {
    const response = await postApplication({ ...applicant, ...roleWanted, location: "Atlantis, ZZ" }, null);
    expect(response.status).toBe(400);
    const html = await response.text();
    const state = formState(html, "application");
    expect(state?.values).toMatchObject({ ...roleWanted, location: "Atlantis, ZZ", firstName: "Ravi" });
    expect(state?.issues).toEqual([{ path: "location", message: '"Atlantis, ZZ" is not a known US ZIP or city' }]);
    expect(html).toMatch(/<details[^>]*open=""[^>]*><summary[^>]*>About the role you want \(optional\)/);
    expect(html).toMatch(/<input[^>]*name="location"[^>]*value="Atlantis, ZZ"/);
    expect(html).toMatch(/<input[^>]*name="desiredPayAmount"[^>]*value="120,000"/);
    expect(html).toMatch(/<option value="hybrid" selected="">/);
    expect(html).toMatch(/<option value="visa" selected="">/);
    expect(html).toContain('href="#application-location"');
    await expectNothingStored();
    expect(await createDb(env.DB).select().from(candidates)).toHaveLength(0);
  });

  it("renders /apply?jobId= with the job applied for and its id as the form's hidden field", async () => {
    await env.DB.prepare(
      "insert into jobs (id, title, company, location, type, industry, description, requirements, benefits, salary, status) values ('job-two', 'Plant Manager', 'Acme', 'Gary, IN', 'Full-time', 'Manufacturing', 'd', 'r', 'b', '$1', 'published')",
    ).run();
    const html = await (await exports.default.fetch(`${ORIGIN}/apply?jobId=job-two`)).text();
    expect(html).toContain('data-prerendered="/apply?jobId=job-two"');
    expect(html).toMatch(/Applying for: (<!-- -->)?Plant Manager/);
    expect(html).toMatch(/<input type="hidden" name="jobId" value="job-two"\/>/);
    expect(html).toMatch(/action="\/apply\?jobId=job-two"/);
  });
});

describe("POST /job-alerts (the job alert form without scripts)", () => {
  const alertRows = () => createDb(env.DB).select().from(jobAlertSubscriptions);

  it("stores the pending alert with its filters and consent, queues the confirmation email, and redirects 303", async () => {
    const response = await postForm("/job-alerts", {
      email: "Ada@Example.com",
      q: "engineer",
      location: "",
      industry: "Technology",
      type: "",
      remote: "on",
      frequency: "weekly",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/job-alerts/sent?email=waiting");
    const [row] = await alertRows();
    expect(row).toMatchObject({
      email: "ada@example.com",
      status: "pending",
      frequency: "weekly",
      filters: { q: "engineer", industry: "Technology", remote: true },
    });
    const emails = await createDb(env.DB).select().from(deliveries);
    expect(emails.map((email) => email.recipient)).toEqual(["ada@example.com"]);
    expect((await stored()).consents.map((consent) => consent.consent)).toEqual(["job_alerts"]);
  });

  it("re-renders /job-alerts with 400, the values and the messages under the filters' own names, storing nothing", async () => {
    const response = await postForm("/job-alerts", {
      email: "not-an-email",
      q: "nurse",
      industry: "Astrology",
      frequency: "hourly",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('data-prerendered="/job-alerts"');
    const state = formState(html, "jobAlert");
    expect(state?.values).toMatchObject({ email: "not-an-email", q: "nurse" });
    expect(state?.issues.map((issue) => issue.path).sort()).toEqual(["email", "filters.industry", "frequency"]);
    expect(html).toContain("Choose an industry from the list");
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="nurse"/);
    expect(await alertRows()).toHaveLength(0);
  });

  it("answers a filled honeypot like a request and stores nothing; refuses a cross-site post", async () => {
    const trapped = await postForm("/job-alerts", { email: "bot@example.com", frequency: "daily", website: "x" });
    expect(trapped.status).toBe(303);
    expect(trapped.headers.get("Location")).toBe("/job-alerts/sent?email=waiting");
    const trappedWithEmail = await postFormWithEmail("/job-alerts", {
      email: "bot@example.com",
      frequency: "daily",
      website: "x",
    });
    expect(trappedWithEmail.headers.get("Location")).toBe("/job-alerts/sent");
    expect(
      (
        await postForm(
          "/job-alerts",
          { email: "ada@example.com", frequency: "daily" },
          { origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect(await alertRows()).toHaveLength(0);
  });

  it("lands on the page that says honestly whether the confirmation email can go out", async () => {
    const withEmail = await postFormWithEmail("/job-alerts", { email: "ada@example.com", frequency: "daily" });
    expect(withEmail.status).toBe(303);
    expect(withEmail.headers.get("Location")).toBe("/job-alerts/sent");
    expect(await alertRows()).toHaveLength(1);
    const sending = await (await exports.default.fetch(`${ORIGIN}/job-alerts/sent`)).text();
    expect(sending).toContain("the confirmation link we email to the address you gave");

    const waiting = await exports.default.fetch(`${ORIGIN}/job-alerts/sent?email=waiting`);
    expect(waiting.status).toBe(200);
    const html = await waiting.text();
    expect(html).toContain("Your job alert is saved");
    expect(html).toContain("Our email is not set up yet, so we cannot send you the link that confirms your alert.");
    expect(html).toContain(
      "the confirmation link waits in our outbox and goes to the address you gave as soon as our email is set up",
    );
    expect(html).not.toMatch(/we email|check your inbox/i);
  });

  it("renders GET /job-alerts with the /jobs search it came from", async () => {
    const html = await (await exports.default.fetch(`${ORIGIN}/job-alerts?title=welder&industry=Manufacturing`)).text();
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="welder"/);
    expect(html).toMatch(/<option selected="">Manufacturing<\/option>/);
  });
});

describe("POST / (the home page's contact section without scripts)", () => {
  const homeMessage = {
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "317-555-0100",
    company: "",
    inquiry: "hire-talent",
    message: "We need three engineers.",
  };

  it("stores the message with the ticked SMS consent as a boolean and its consent records, and redirects 303", async () => {
    const response = await postForm("/", { ...homeMessage, smsMarketingConsent: "on" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/sent");
    const rows = await stored();
    expect(rows.contacts[0]).toMatchObject({
      source: "home-contact",
      inquiry: "hire-talent",
      smsMarketingConsent: true,
      smsAppointmentConsent: false,
    });
    expect(rows.consents.map((row) => row.consent).sort()).toEqual(["contact", "sms_marketing"]);
  });

  it("re-renders the home page with 400, the values (the ticked box too) and the messages, storing nothing", async () => {
    const response = await postForm("/", { ...homeMessage, message: "", smsAppointmentConsent: "on" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('data-prerendered="/"');
    expect(formState(html, "homeContact")).toMatchObject({
      values: { firstName: "Ann", smsAppointmentConsent: "on" },
      issues: [{ path: "message", message: "Message is required" }],
    });
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Ann"/);
    expect(html).toMatch(/<input[^>]*name="smsAppointmentConsent"[^>]*checked=""/);
    expect(html).toContain("Message is required");
    await expectNothingStored();
  });
});
