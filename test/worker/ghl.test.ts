import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { insertLead } from "../../worker/leads/store";
import { applications, contacts } from "../../worker/db/schema";
import { createGhlClient, GHL_API_VERSION, GHL_BASE_URL } from "../../worker/integrations/ghl/client";
import { api, createStaffUser, emptyDatabase, insertDefaultPortals, ORIGIN, signIn } from "./helpers";

const configured = { ...env, GHL_PRIVATE_TOKEN: "pit-test-token", GHL_LOCATION_ID: "loc_123" };

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in for GoHighLevel's API at the network boundary: records each request and answers like GHL does. */
function fakeGhl(respond: (request: Recorded) => Response = okGhl) {
  const requests: Recorded[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(GHL_BASE_URL)) throw new Error(`unexpected outbound request to ${url}`);
    const recorded: Recorded = {
      url,
      method: init?.method ?? "GET",
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(recorded);
    return respond(recorded);
  };
  return { requests, fetchImpl };
}

function okGhl(request: Recorded): Response {
  if (request.url.endsWith("/contacts/upsert")) return Response.json({ new: true, contact: { id: "ghl-contact-1" } });
  if (request.url.includes("/notes")) return Response.json({ note: { id: "note-1" } }, { status: 201 });
  if (request.url.includes("/locations/")) return Response.json({ location: { id: "loc_123", name: "Talent Partners HQ" } });
  return new Response("not found", { status: 404 });
}

async function seedLeads() {
  const db = createDb(env.DB);
  await db.batch([
    db.insert(applications).values({ id: "app-1", firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", phone: "+13175550100", currentPosition: "CFO" }),
    insertLead(db, { leadType: "candidate", leadSource: "application", leadScore: 70, applicationId: "app-1" }),
    db.insert(contacts).values({ id: "con-1", firstName: "Bo", lastName: "Chen", email: "bo@example.com", inquiry: "I need to hire talent", message: "Two VPs", company: "Acme", source: "home-contact" }),
    insertLead(db, { leadType: "contact", leadSource: "home-contact", leadScore: 55, contactId: "con-1" }),
  ]);
  const { results } = await env.DB.prepare("select id, application_id from crm_leads").all<{ id: string; application_id: string | null }>();
  return { candidateLead: results.find((r) => r.application_id)!.id, contactLead: results.find((r) => !r.application_id)!.id };
}

async function leadRow(id: string) {
  return env.DB.prepare("select * from crm_leads where id = ?").bind(id).first<Record<string, unknown>>();
}

afterEach(() => vi.restoreAllMocks());

describe("GoHighLevel client", () => {
  it("upserts a contact with the documented v2 request: Bearer token, Version header, JSON body with locationId", async () => {
    const ghl = fakeGhl();
    const client = createGhlClient(configured, ghl.fetchImpl);
    if (!client.configured) throw new Error("expected a configured client");
    await client.upsertContact({ locationId: "loc_123", firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", source: "Website: application", tags: ["lead:candidate"] });
    await client.addNote("ghl-contact-1", "hello");
    await client.testConnection();
    expect(ghl.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${GHL_BASE_URL}/contacts/upsert`,
      `POST ${GHL_BASE_URL}/contacts/ghl-contact-1/notes`,
      `GET ${GHL_BASE_URL}/locations/loc_123`,
    ]);
    const [upsert] = ghl.requests;
    expect(upsert?.headers).toMatchObject({ authorization: "Bearer pit-test-token", version: GHL_API_VERSION, "content-type": "application/json", accept: "application/json" });
    expect(upsert?.body).toEqual({ locationId: "loc_123", firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", source: "Website: application", tags: ["lead:candidate"] });
    expect(ghl.requests[1]?.body).toEqual({ body: "hello" });
  });

  it("turns GHL errors and timeouts into a GhlError with the reason", async () => {
    const failing = createGhlClient(configured, fakeGhl(() => Response.json({ message: ["locationId is invalid"] }, { status: 422 })).fetchImpl);
    if (!failing.configured) throw new Error("expected a configured client");
    await expect(failing.testConnection()).rejects.toMatchObject({ name: "GhlError", status: 422, message: "GoHighLevel answered 422: locationId is invalid" });
    const timingOut = createGhlClient(configured, async () => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    });
    if (!timingOut.configured) throw new Error("expected a configured client");
    await expect(timingOut.testConnection()).rejects.toThrow("GoHighLevel did not answer in time");
  });

  it("is an honest stand-in without its secrets", () => {
    expect(createGhlClient(env)).toEqual({ configured: false, reason: "GoHighLevel is not configured" });
  });
});

describe("CRM routes", () => {
  let cookie: string;
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultPortals();
    await createStaffUser("crm-manager", "manager");
    cookie = await signIn("crm-manager");
  });

  /** A request to the app with GHL configured (the deployed Worker gets these as secrets). */
  function configuredCall(path: string, method = "POST") {
    return app.request(`${ORIGIN}${path}`, { method, headers: { Cookie: cookie, Origin: ORIGIN } }, configured);
  }

  it("lists leads newest first with the person behind each, filterable by sync state", async () => {
    const { candidateLead } = await seedLeads();
    await env.DB.prepare("update crm_leads set created_at = created_at - 1000 where id = ?").bind(candidateLead).run();
    const response = await api("/api/crm/leads", { cookie });
    expect(response.headers.get("X-Total-Count")).toBe("2");
    const leads = await response.json<{ id: string; applicationData: unknown; contactData: unknown; leadScore: number }[]>();
    expect(leads.map((l) => l.leadScore)).toEqual([55, 70]);
    expect(leads[0]).toMatchObject({ contactData: { firstName: "Bo", lastName: "Chen", email: "bo@example.com", phone: null }, applicationData: null });
    expect(leads[1]).toMatchObject({ applicationData: { firstName: "Ana", email: "ana@example.com", phone: "+13175550100" } });
    expect(await (await api("/api/crm/leads?sync=synced", { cookie })).json()).toEqual([]);
    expect((await api("/api/crm/leads?sync=bogus", { cookie })).status).toBe(400);
  });

  it("without GHL configured: sync answers 503 and nothing changes; stats say Disconnected", async () => {
    const { contactLead } = await seedLeads();
    const before = await leadRow(contactLead);
    const response = await api(`/api/ghl/sync-lead/${contactLead}`, { method: "POST", cookie });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "ghl_not_configured", message: "GoHighLevel is not configured" });
    expect(await leadRow(contactLead)).toEqual(before);
    expect((await api("/api/ghl/bulk-sync", { method: "POST", cookie })).status).toBe(503);
    expect((await api("/api/ghl/test-connection", { method: "POST", cookie })).status).toBe(503);
    expect(await (await api("/api/ghl/stats", { cookie })).json()).toMatchObject({
      totalContacts: 2,
      syncedLeads: 0,
      pendingSync: 2,
      connectionStatus: "Disconnected",
      lastSyncTime: null,
    });
  });

  it("syncs one lead: stores the GHL contact id, marks it synced, records an activity, and says Connected", async () => {
    const { candidateLead } = await seedLeads();
    const ghl = fakeGhl();
    vi.spyOn(globalThis, "fetch").mockImplementation(ghl.fetchImpl);
    const response = await configuredCall(`/api/ghl/sync-lead/${candidateLead}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, leadId: candidateLead, ghlContactId: "ghl-contact-1" });
    expect(ghl.requests[0]?.body).toMatchObject({ email: "ana@example.com", phone: "+13175550100", tags: ["lead:candidate", "source:application", "website"] });
    expect(String((ghl.requests[1]?.body as { body: string }).body)).toContain("Current position: CFO");
    expect(await leadRow(candidateLead)).toMatchObject({ synced_to_ghl: 1, ghl_contact_id: "ghl-contact-1", sync_error: null, next_sync_at: null });
    const activity = await env.DB.prepare("select activity_type, subject, is_automated from lead_activities where lead_id = ?").bind(candidateLead).first();
    expect(activity).toEqual({ activity_type: "crm_sync", subject: "Synced to GoHighLevel", is_automated: 0 });
    const stats = await (await configuredCall("/api/ghl/stats", "GET")).json<{ connectionStatus: string; syncedLeads: number; lastSyncTime: string }>();
    expect(stats).toMatchObject({ connectionStatus: "Connected", syncedLeads: 1 });
    expect(stats.lastSyncTime).not.toBeNull();
    expect((await configuredCall(`/api/ghl/sync-lead/${candidateLead}`)).status).toBe(409);
    expect((await configuredCall("/api/ghl/sync-lead/no-such-lead")).status).toBe(404);
  });

  it("a GHL 500 leaves the lead pending with the error, and the cron syncs it later", async () => {
    const { contactLead } = await seedLeads();
    vi.spyOn(globalThis, "fetch").mockImplementation(fakeGhl(() => new Response("upstream exploded", { status: 500 })).fetchImpl);
    const failed = await configuredCall(`/api/ghl/sync-lead/${contactLead}`);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: "ghl_sync_failed", message: "GoHighLevel answered 500: upstream exploded" });
    const pending = await leadRow(contactLead);
    expect(pending).toMatchObject({ synced_to_ghl: 0, sync_error: "GoHighLevel answered 500: upstream exploded", sync_attempts: 1 });
    expect(Number(pending?.next_sync_at)).toBeGreaterThan(Date.now());
    expect(await (await configuredCall("/api/ghl/stats", "GET")).json()).toMatchObject({ connectionStatus: "Disconnected" });

    // GHL recovers; the cron's next run after the backoff syncs the failed lead (and the other pending one).
    vi.spyOn(globalThis, "fetch").mockImplementation(fakeGhl().fetchImpl);
    const report = await runScheduled({ scheduledTime: Number(pending?.next_sync_at) + 1 }, configured);
    expect(report.crmSync).toEqual({ synced: 2, failed: 0, deferred: 0 });
    expect(await leadRow(contactLead)).toMatchObject({ synced_to_ghl: 1, sync_error: null });
  });

  it("bulk sync answers the counts and stops at GHL's rate limit, leaving the rest pending", async () => {
    await seedLeads();
    vi.spyOn(globalThis, "fetch").mockImplementation(fakeGhl().fetchImpl);
    // 97 of the 100 requests of this 10-second window are already used: one lead (2 calls) fits, the next does not.
    const windowStart = Date.now() - (Date.now() % 10_000);
    await env.DB.prepare("insert into rate_limit_counters (key, window_start, count) values ('ghl-api', ?, 97)").bind(windowStart).run();
    const response = await configuredCall("/api/ghl/bulk-sync");
    const body = await response.json<{ synced: number; failed: number; deferred: number; remaining: number }>();
    // Unless the window rolled over mid-test, the second lead waits.
    if (Date.now() - windowStart < 10_000) expect(body).toEqual({ synced: 1, failed: 0, deferred: 1, remaining: 1 });
    await env.DB.prepare("delete from rate_limit_counters").run();
    const rest = await (await configuredCall("/api/ghl/bulk-sync")).json();
    expect(rest).toMatchObject({ failed: 0, remaining: 0 });
  });

  it("test-connection reports GHL's answer", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(fakeGhl().fetchImpl);
    expect(await (await configuredCall("/api/ghl/test-connection")).json()).toEqual({ connected: true, locationName: "Talent Partners HQ" });
    vi.spyOn(globalThis, "fetch").mockImplementation(fakeGhl(() => Response.json({ message: "Invalid JWT" }, { status: 401 })).fetchImpl);
    const refused = await configuredCall("/api/ghl/test-connection");
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ message: "GoHighLevel answered 401: Invalid JWT" });
  });
});
