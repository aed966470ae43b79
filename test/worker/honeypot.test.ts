import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../worker/contract/forms";
import { book, insertBookingTypes, MONDAY_10, validBooking } from "./booking-helpers";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, uniqueIp, workerFetch } from "./helpers";

/**
 * The honeypot gives nothing away (issue 31, item 6): on every public form, a request with the hidden field filled
 * gets the route's own success answer (the same status and the same fields as a stored request's), and nothing
 * is stored or sent.
 */

/** Tables a trapped request may touch: the per-address rate limits run before the trap. */
const BOOKKEEPING_TABLES = new Set(["rate_limit_counters"]);

/** Every application table's rows but the bookkeeping ones (and the gazetteer, reference data no request writes). */
async function snapshot(): Promise<string> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not in ('d1_migrations', 'places') and sql not like 'CREATE VIRTUAL TABLE%' and name not like '%_fts_%' order by name",
  ).all<{ name: string }>();
  const tables = results.map((row) => row.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
  const dumps = await env.DB.batch(tables.map((name) => env.DB.prepare(`select * from "${name}" order by rowid`)));
  return JSON.stringify(tables.map((name, i) => [name, dumps[i]!.results]));
}

/** One public form post through the whole Worker, its after-response work (deliveries) done before it returns. */
async function post(path: string, body: Record<string, unknown>): Promise<{ status: number; keys: string[] }> {
  const response = await workerFetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify(body),
    }),
    env,
  );
  const answer = (await response.json()) as Record<string, unknown>;
  return { status: response.status, keys: Object.keys(answer).sort() };
}

const person = (n: number) => ({ firstName: "Pat", lastName: `Lee${n}`, email: `pat${n}@example.com` });
const analyticsData = { sessionId: "session-1234", pageViews: 2, timeOnSite: 1000, leadScore: 10, engagementScore: 10 };

/** Each public form with a honeypot, and a good body for it (the n-th person's). */
const FORMS: {
  path: string;
  body: (n: number) => Record<string, unknown>;
  trap?: (body: Record<string, unknown>) => Record<string, unknown>;
}[] = [
  { path: "/api/contact/submit", body: (n) => ({ ...person(n), helpType: "other", message: "Hello" }) },
  { path: "/api/ghl/direct-contact", body: (n) => ({ ...person(n), inquiry: "hire-talent", message: "Hello" }) },
  {
    path: "/api/analytics/contact-with-attribution",
    body: (n) => ({ formData: { ...person(n), inquiry: "hire-talent", message: "Hello" }, analyticsData }),
    trap: (body) => ({ ...body, formData: { ...(body.formData as object), [HONEYPOT_FIELD]: "spam.example" } }),
  },
  { path: "/api/applications", body: (n) => ({ ...person(n), phone: "+13175550142" }) },
  { path: "/api/job-alerts", body: (n) => ({ email: person(n).email, frequency: "daily" }) },
];

beforeAll(async () => {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  await insertBookingTypes();
});

describe("a filled honeypot", () => {
  for (const form of FORMS) {
    it(`${form.path}: answers as a stored request does, and stores nothing`, async () => {
      const before = await snapshot();
      const trapped = await post(
        form.path,
        (form.trap ?? ((body) => ({ ...body, [HONEYPOT_FIELD]: "spam.example" })))(form.body(1)),
      );
      expect(await snapshot()).toBe(before);
      const real = await post(form.path, form.body(2));
      expect(await snapshot()).not.toBe(before);
      expect(trapped).toEqual(real);
      expect(real.status).toBeLessThan(300);
    });
  }

  it("/api/booking/appointments: answers the appointment a booking would, and stores nothing", async () => {
    const before = await snapshot();
    const trappedResponse = await book({ ...validBooking, [HONEYPOT_FIELD]: "spam.example" });
    const trapped = (await trappedResponse.json()) as Record<string, unknown>;
    expect(await snapshot()).toBe(before);
    const realResponse = await book({ ...validBooking, bookerEmail: "real@example.com" });
    const real = (await realResponse.json()) as Record<string, unknown>;
    expect(trappedResponse.status).toBe(201);
    expect(realResponse.status).toBe(201);
    expect(Object.keys(trapped).sort()).toEqual(Object.keys(real).sort());
    // A plausible confirmation of the slot asked for, with links of the real form.
    expect(trapped).toMatchObject({
      startsAt: MONDAY_10,
      bookerEmail: validBooking.bookerEmail,
      serviceName: real.serviceName,
      status: real.status,
    });
    expect(trapped.manageUrl).toMatch(/^\/book\/manage\/[0-9a-f-]{36}\?token=[\w-]{43}$/);
    expect(trapped.id).not.toBe(real.id);
  });
});
