import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { ROUTE_DATA_ELEMENT_ID, type RouteDataEntry } from "../../worker/contract/route-data";
import { createDb } from "../../worker/db/client";
import { consentRecords, contacts, crmLeads } from "../../worker/db/schema";
import { emptyDatabase, ORIGIN } from "./helpers";

/**
 * The public forms' native posts (worker/site/form-posts.ts, decision 040): a form posted by a browser without
 * scripts, urlencoded or multipart, at its page's address. Rendering the page needs the build (`npm run build`).
 */

let ipCounter = 0;
/** Each test posts from its own IP so the per-IP limit only bites where a test means it to. */
function nextIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

/** A browser's native form post: urlencoded fields, the page's Origin, no redirect followed. */
function postForm(path: string, fields: Record<string, string>, { ip = nextIp(), origin = ORIGIN }: { ip?: string; origin?: string } = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, Origin: origin, "Sec-Fetch-Site": origin === ORIGIN ? "same-origin" : "cross-site" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

function routeDataOf(html: string): RouteDataEntry[] {
  const json = new RegExp(`<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as RouteDataEntry[]) : [];
}

function formState(html: string, name: string) {
  const entry = routeDataOf(html).find((candidate) => JSON.stringify(candidate.queryKey) === JSON.stringify(["form", name]));
  return entry && "data" in entry ? (entry.data as { values: Record<string, string>; issues: { path: string; message: string }[]; message: string }) : undefined;
}

async function stored() {
  const db = createDb(env.DB);
  return { contacts: await db.select().from(contacts), leads: await db.select().from(crmLeads), consents: await db.select().from(consentRecords) };
}

async function expectNothingStored() {
  const rows = await stored();
  expect(rows.contacts).toHaveLength(0);
  expect(rows.leads).toHaveLength(0);
  expect(rows.consents).toHaveLength(0);
}

const contactPage = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", company: "Acme", phone: "", helpType: "executive-search", message: "Three engineers, please." };

beforeEach(emptyDatabase);

describe("POST /contact (the /contact form without scripts)", () => {
  it("stores the message, its lead and its consent like the API, and redirects 303 to /contact/sent", async () => {
    const response = await postForm("/contact", contactPage);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/sent");
    const rows = await stored();
    expect(rows.contacts).toHaveLength(1);
    expect(rows.contacts[0]).toMatchObject({ firstName: "Ann", email: "ann@example.com", company: "Acme", inquiry: "executive-search", source: "contact-page" });
    expect(rows.leads[0]).toMatchObject({ contactId: rows.contacts[0]!.id, leadType: "contact", leadSource: "contact-page" });
    expect(rows.consents.map((row) => row.consent)).toEqual(["contact"]);
  });

  it("re-renders /contact with 400, the visitor's values and each field's message from the schema, storing nothing", async () => {
    const response = await postForm("/contact", { ...contactPage, email: "ann-at-example", helpType: "", message: "Hello <b>there</b>" });
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
    expect(formState(html, "contact")).toMatchObject({ values: { firstName: "Eleventh" }, issues: [], message: "Too many requests. Please wait a moment and try again." });
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

  it("refuses a body that is not a form with 415 on the page, storing nothing", async () => {
    const response = await exports.default.fetch(`${ORIGIN}/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": nextIp() },
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
