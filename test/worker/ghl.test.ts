import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { submitApplication } from "../../worker/applications/store";
import type { CrmLeadView, GhlStats } from "../../worker/contract/crm";
import { scoreFromTerms } from "../../worker/contract/lead-scoring";
import { createDb } from "../../worker/db/client";
import { applications, contacts, deliveries } from "../../worker/db/schema";
import { attemptDelivery, queueDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_QUEUE, handleDeliveryBatch } from "../../worker/delivery/queue";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import type { Bindings } from "../../worker/env";
import { createGhlClient, GHL_API_VERSION, GHL_BASE_URL, GHL_RATE_LIMIT } from "../../worker/integrations/ghl/client";
import { leadSyncDelivery } from "../../worker/leads/crm-delivery";
import { insertLead } from "../../worker/leads/store";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/** Messages the code under test hands to the DELIVERIES queue, kept here so the tests consume them themselves. */
const queued: { deliveryId: string; delaySeconds?: number }[] = [];
const fakeQueue = {
  async send(body: { deliveryId: string }, options?: { delaySeconds?: number }) {
    queued.push({ deliveryId: body.deliveryId, delaySeconds: options?.delaySeconds });
  },
  async sendBatch(messages: Iterable<{ body: { deliveryId: string } }>) {
    for (const message of messages) queued.push({ deliveryId: message.body.deliveryId });
  },
} as unknown as Queue;
const configured: Bindings = {
  ...env,
  GHL_PRIVATE_TOKEN: "pit-test-token",
  GHL_LOCATION_ID: "loc_123",
  DELIVERIES: fakeQueue,
};
const db = createDb(env.DB);

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
  if (request.url.includes("/locations/"))
    return Response.json({ location: { id: "loc_123", name: "Talent Partners HQ" } });
  return new Response("not found", { status: 404 });
}

/** Two leads as the forms write them: each with its crm_sync delivery in the same batch. */
async function seedLeads() {
  const candidate = queueDelivery(
    db,
    "crm_sync",
    leadSyncDelivery("lead-ana", { name: "Ana Ruiz", email: "ana@example.com" }),
  );
  const contact = queueDelivery(
    db,
    "crm_sync",
    leadSyncDelivery("lead-bo", { name: "Bo Chen", email: "bo@example.com" }),
  );
  await db.batch([
    db.insert(applications).values({
      id: "app-1",
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.com",
      phone: "+13175550100",
      currentPosition: "CFO",
    }),
    insertLead(db, {
      id: "lead-ana",
      leadType: "candidate",
      leadSource: "application",
      score: scoreFromTerms([{ label: "Base score", points: 70 }]),
      applicationId: "app-1",
    }),
    candidate.insert,
    db.insert(contacts).values({
      id: "con-1",
      firstName: "Bo",
      lastName: "Chen",
      email: "bo@example.com",
      inquiry: "I need to hire talent",
      message: "Two VPs",
      company: "Acme",
      source: "home-contact",
    }),
    insertLead(db, {
      id: "lead-bo",
      leadType: "contact",
      leadSource: "home-contact",
      score: scoreFromTerms([{ label: "Base score", points: 55 }]),
      contactId: "con-1",
    }),
    contact.insert,
  ]);
  return { candidateLead: "lead-ana", contactLead: "lead-bo", candidateSync: candidate.id, contactSync: contact.id };
}

async function leadRow(id: string) {
  return env.DB.prepare("select * from crm_leads where id = ?").bind(id).first<Record<string, unknown>>();
}

async function deliveryRow(id: string) {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return row!;
}

/** Runs the Worker's queue handler on one message, as the queue would, and returns what it asked of the queue. */
async function consume(deliveryId: string) {
  const batch = createMessageBatch(DELIVERY_QUEUE, [
    { id: `msg-${deliveryId}`, timestamp: new Date(), attempts: 1, body: { deliveryId } },
  ]);
  await handleDeliveryBatch(batch, configured, DELIVERY_KINDS);
  return getQueueResult(batch, createExecutionContext());
}

beforeEach(() => {
  queued.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("GoHighLevel client", () => {
  it("upserts a contact with the documented v2 request: Bearer token, Version header, JSON body with locationId", async () => {
    const ghl = fakeGhl();
    const client = createGhlClient(configured, ghl.fetchImpl);
    if (!client.configured) throw new Error("expected a configured client");
    await client.upsertContact({
      locationId: "loc_123",
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.com",
      source: "Website: application",
      tags: ["lead:candidate"],
    });
    await client.addNote("ghl-contact-1", "hello");
    await client.testConnection();
    expect(ghl.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${GHL_BASE_URL}/contacts/upsert`,
      `POST ${GHL_BASE_URL}/contacts/ghl-contact-1/notes`,
      `GET ${GHL_BASE_URL}/locations/loc_123`,
    ]);
    const [upsert] = ghl.requests;
    expect(upsert?.headers).toMatchObject({
      authorization: "Bearer pit-test-token",
      version: GHL_API_VERSION,
      "content-type": "application/json",
      accept: "application/json",
    });
    expect(upsert?.body).toEqual({
      locationId: "loc_123",
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.com",
      source: "Website: application",
      tags: ["lead:candidate"],
    });
    expect(ghl.requests[1]?.body).toEqual({ body: "hello" });
  });

  it("turns GHL errors and timeouts into a GhlError with the reason", async () => {
    const failing = createGhlClient(
      configured,
      fakeGhl(() => Response.json({ message: ["locationId is invalid"] }, { status: 422 })).fetchImpl,
    );
    if (!failing.configured) throw new Error("expected a configured client");
    await expect(failing.testConnection()).rejects.toMatchObject({
      name: "GhlError",
      status: 422,
      message: "GoHighLevel answered 422: locationId is invalid",
    });
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
  /** An empty database and a signed-in manager's cookie. */
  async function setup() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    return { cookie: (await signedInStaff("crm-manager", "manager")).cookie };
  }

  /** A request to the app with GHL configured (the deployed Worker gets these as secrets); its queue is `queued`. */
  async function configuredCall(cookie: string, path: string, method = "POST") {
    const ctx = createExecutionContext();
    const response = await app.request(
      `${ORIGIN}${path}`,
      { method, headers: { Cookie: cookie, Origin: ORIGIN } },
      configured,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("lists leads newest first with the person behind each, filterable by sync state", async () => {
    const { cookie } = await setup();
    const { candidateLead } = await seedLeads();
    await env.DB.prepare("update crm_leads set created_at = created_at - 1000 where id = ?").bind(candidateLead).run();
    const response = await api("/api/crm/leads", { cookie });
    expect(response.headers.get("X-Total-Count")).toBe("2");
    const leads = await response.json<CrmLeadView[]>();
    expect(leads.map((l) => l.leadScore)).toEqual([55, 70]);
    expect(leads[0]).toMatchObject({
      contactData: { firstName: "Bo", lastName: "Chen", email: "bo@example.com", phone: null },
      applicationData: null,
    });
    expect(leads[1]).toMatchObject({
      applicationData: { firstName: "Ana", email: "ana@example.com", phone: "+13175550100" },
    });
    // Its sync's state is its delivery's: due now, not yet tried.
    expect(leads[1]).toMatchObject({ syncedToGHL: false, syncError: null, syncAttempts: 0 });
    expect(leads[1]?.nextSyncAt).not.toBeNull();
    expect(await (await api("/api/crm/leads?sync=synced", { cookie })).json()).toEqual([]);
    expect(await (await api("/api/crm/leads?sync=failed", { cookie })).json()).toEqual([]);
    expect((await api("/api/crm/leads?sync=bogus", { cookie })).status).toBe(400);
  });

  it("a new application's lead gets its crm_sync delivery in the same batch", async () => {
    await setup();
    const application = {
      firstName: "Cy",
      lastName: "Park",
      email: "cy@example.com",
      phone: "+13175550111",
      currentPosition: "Controller",
    };
    const { syncDeliveryId } = await submitApplication(
      configured,
      {
        ...application,
        industry: undefined,
        additionalInfo: undefined,
        smsMarketingConsent: false,
        smsAppointmentConsent: false,
        jobId: undefined,
        utmSource: undefined,
        landingPage: undefined,
      },
      null,
      "https://example.com",
    );
    const sync = await deliveryRow(syncDeliveryId);
    const [lead] = await env.DB.prepare("select id from crm_leads")
      .all<{ id: string }>()
      .then((r) => r.results);
    expect(sync).toMatchObject({
      kind: "crm_sync",
      recipient: "cy@example.com",
      summary: "Sync lead Cy Park",
      status: "pending",
      attempts: 0,
      relatedType: "crm_lead",
      relatedId: lead?.id,
    });
    expect(JSON.parse(sync.payload)).toEqual({ leadId: lead?.id });
  });

  it("without GHL configured: sync answers 503 and nothing changes; its delivery waits with the reason; stats say Disconnected", async () => {
    const { cookie } = await setup();
    const { contactLead, contactSync } = await seedLeads();
    const before = await leadRow(contactLead);
    const response = await api(`/api/ghl/sync-lead/${contactLead}`, { method: "POST", cookie });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: "ghl_not_configured",
      message: "GoHighLevel is not configured",
    });
    expect(await leadRow(contactLead)).toEqual(before);
    expect((await api("/api/ghl/bulk-sync", { method: "POST", cookie })).status).toBe(503);
    expect((await api("/api/ghl/test-connection", { method: "POST", cookie })).status).toBe(503);
    expect(await (await api("/api/ghl/stats", { cookie })).json()).toMatchObject({
      totalContacts: 2,
      syncedLeads: 0,
      pendingSync: 2,
      service: { configured: false, reason: "GoHighLevel is not configured" },
      connectionStatus: "Disconnected",
      lastError: null,
      lastSyncTime: null,
      deliveries: { pending: 2, sent: 0, failed: 0, dead: 0 },
    });
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(await attemptDelivery(env, db, DELIVERY_KINDS, contactSync)).toEqual({ outcome: "waiting" });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await deliveryRow(contactSync)).toMatchObject({
      status: "pending",
      attempts: 0,
      waitingReason: "GoHighLevel is not configured",
    });
  });

  it("syncs one lead: stores the GHL contact id, marks it synced, records an activity, and says Connected", async () => {
    const { cookie } = await setup();
    const { candidateLead, candidateSync } = await seedLeads();
    const ghl = fakeGhl();
    vi.spyOn(globalThis, "fetch").mockImplementation(ghl.fetchImpl);
    const response = await configuredCall(cookie, `/api/ghl/sync-lead/${candidateLead}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, leadId: candidateLead, ghlContactId: "ghl-contact-1" });
    expect(ghl.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${GHL_BASE_URL}/contacts/upsert`,
      `POST ${GHL_BASE_URL}/contacts/ghl-contact-1/notes`,
    ]);
    expect(ghl.requests[0]?.body).toMatchObject({
      email: "ana@example.com",
      phone: "+13175550100",
      tags: ["lead:candidate", "source:application", "website"],
    });
    expect(String((ghl.requests[1]!.body as { body: string }).body)).toContain("Current position: CFO");
    expect(await leadRow(candidateLead)).toMatchObject({
      synced_to_ghl: 1,
      ghl_contact_id: "ghl-contact-1",
      sync_error: null,
    });
    expect(await deliveryRow(candidateSync)).toMatchObject({
      status: "sent",
      attempts: 1,
      providerId: "ghl-contact-1",
    });
    const activity = await env.DB.prepare(
      "select activity_type, subject, is_automated from lead_activities where lead_id = ?",
    )
      .bind(candidateLead)
      .first();
    expect(activity).toEqual({ activity_type: "crm_sync", subject: "Synced to GoHighLevel", is_automated: 1 });
    const stats = await (await configuredCall(cookie, "/api/ghl/stats", "GET")).json<{
      connectionStatus: string;
      syncedLeads: number;
      lastSyncTime: string;
    }>();
    expect(stats).toMatchObject({ connectionStatus: "Connected", syncedLeads: 1 });
    expect(stats.lastSyncTime).not.toBeNull();
    expect((await configuredCall(cookie, `/api/ghl/sync-lead/${candidateLead}`)).status).toBe(409);
    expect((await configuredCall(cookie, "/api/ghl/sync-lead/no-such-lead")).status).toBe(404);
    expect(ghl.requests).toHaveLength(2);
  });

  it("a GHL 500 leaves the lead pending with the error, and the queue's retry syncs it once", async () => {
    const { cookie } = await setup();
    const { contactLead, contactSync } = await seedLeads();
    vi.spyOn(globalThis, "fetch").mockImplementation(
      fakeGhl(() => new Response("upstream exploded", { status: 500 })).fetchImpl,
    );
    const failed = await configuredCall(cookie, `/api/ghl/sync-lead/${contactLead}`);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({
      error: "ghl_sync_failed",
      message: "GoHighLevel answered 500: upstream exploded",
    });
    const pending = await deliveryRow(contactSync);
    expect(pending).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "GoHighLevel answered 500: upstream exploded",
    });
    expect(pending.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await leadRow(contactLead)).toMatchObject({ synced_to_ghl: 0, sync_error: null });
    const [view] = await (await api("/api/crm/leads?sync=failed", { cookie })).json<CrmLeadView[]>();
    expect(view).toMatchObject({
      id: contactLead,
      syncError: "GoHighLevel answered 500: upstream exploded",
      syncAttempts: 1,
      nextSyncAt: pending.nextAttemptAt!.toISOString(),
    });
    expect(await (await configuredCall(cookie, "/api/ghl/stats", "GET")).json()).toMatchObject({
      connectionStatus: "Disconnected",
    });

    // GHL recovers; the retry after the backoff syncs the lead with one upsert and one note.
    const ghl = fakeGhl();
    vi.spyOn(globalThis, "fetch").mockImplementation(ghl.fetchImpl);
    expect(
      await attemptDelivery(
        configured,
        db,
        DELIVERY_KINDS,
        contactSync,
        new Date(pending.nextAttemptAt!.getTime() + 1),
      ),
    ).toEqual({ outcome: "sent" });
    expect(ghl.requests.map((r) => r.url)).toEqual([
      `${GHL_BASE_URL}/contacts/upsert`,
      `${GHL_BASE_URL}/contacts/ghl-contact-1/notes`,
    ]);
    expect(await leadRow(contactLead)).toMatchObject({
      synced_to_ghl: 1,
      sync_error: null,
      ghl_contact_id: "ghl-contact-1",
    });
    expect(await deliveryRow(contactSync)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await consume(contactSync)).toMatchObject({ explicitAcks: [`msg-${contactSync}`], retryMessages: [] });
    expect(ghl.requests).toHaveLength(2);
  });

  it("GHL's rate limit defers the sync to the next window without counting an attempt", async () => {
    const { cookie } = await setup();
    const { contactSync } = await seedLeads();
    const ghl = fakeGhl();
    vi.spyOn(globalThis, "fetch").mockImplementation(ghl.fetchImpl);
    // The clock stands one second into a window whose 100 requests are used up.
    const windowStart = Date.now() - (Date.now() % GHL_RATE_LIMIT.windowMs);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(windowStart + 1000);
    await env.DB.prepare("insert into rate_limit_counters (key, window_start, count) values ('ghl-api', ?, ?)")
      .bind(windowStart, GHL_RATE_LIMIT.limit)
      .run();
    const result = await consume(contactSync);
    // Acked and sent again with a delay, not retried: the queue counts retries toward its dead-letter limit.
    expect(result).toMatchObject({ explicitAcks: [`msg-${contactSync}`], retryMessages: [] });
    expect(queued).toHaveLength(1);
    expect(queued[0]?.deliveryId).toBe(contactSync);
    expect(queued[0]?.delaySeconds).toBe(9);
    const deferred = await deliveryRow(contactSync);
    expect(deferred).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
      waitingReason: "GoHighLevel rate limit reached",
    });
    expect(deferred.nextAttemptAt).toEqual(new Date(windowStart + GHL_RATE_LIMIT.windowMs));
    expect(ghl.requests).toHaveLength(0);
    // Staff's Sync in the same window says so, and the lead stays queued.
    const limited = await configuredCall(cookie, "/api/ghl/sync-lead/lead-ana");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: "ghl_rate_limited" });

    // The next window: sent.
    vi.setSystemTime(windowStart + GHL_RATE_LIMIT.windowMs);
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, contactSync)).toEqual({ outcome: "sent" });
    expect(await deliveryRow(contactSync)).toMatchObject({ status: "sent", attempts: 1, waitingReason: null });
  });

  it("a lead with nothing to send is given up on at once, its error on the lead", async () => {
    const { cookie } = await setup();
    const orphan = queueDelivery(db, "crm_sync", leadSyncDelivery("lead-orphan", { name: "Nobody", email: null }));
    await db.batch([
      insertLead(db, {
        id: "lead-orphan",
        leadType: "contact",
        leadSource: "home-contact",
        score: scoreFromTerms([{ label: "Base score", points: 10 }]),
      }),
      orphan.insert,
    ]);
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, orphan.id)).toEqual({ outcome: "failed" });
    expect(await leadRow("lead-orphan")).toMatchObject({
      synced_to_ghl: 0,
      sync_error: "The lead has no application, contact or booking to send",
    });
    expect(await deliveryRow(orphan.id)).toMatchObject({ recipient: "lead-orphan", summary: "Sync lead Nobody" });
    const [view] = await (await api("/api/crm/leads?sync=failed", { cookie })).json<CrmLeadView[]>();
    expect(view).toMatchObject({
      id: "lead-orphan",
      syncError: "The lead has no application, contact or booking to send",
      syncAttempts: 1,
      nextSyncAt: null,
    });
  });

  it("the stats count the crm_sync deliveries by status: a sync given up on shows as failed, not pending", async () => {
    const { cookie } = await setup();
    await seedLeads();
    const orphan = queueDelivery(db, "crm_sync", leadSyncDelivery("lead-orphan", { name: "Nobody", email: null }));
    await db.batch([
      insertLead(db, {
        id: "lead-orphan",
        leadType: "contact",
        leadSource: "home-contact",
        score: scoreFromTerms([{ label: "Base score", points: 10 }]),
      }),
      orphan.insert,
    ]);
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, orphan.id)).toEqual({ outcome: "failed" });
    const stats = await (await configuredCall(cookie, "/api/ghl/stats", "GET")).json<GhlStats>();
    expect(stats).toMatchObject({
      totalContacts: 3,
      syncedLeads: 0,
      pendingSync: 2,
      service: { configured: true, reason: null },
      deliveries: { pending: 2, sent: 0, failed: 1, dead: 0 },
    });
    expect(stats.service).toEqual(await DELIVERY_KINDS.crm_sync.status(configured, db));
  });

  it("bulk sync hands every pending lead's delivery to the queue, a given-up one with a fresh round, a lead without one gets one", async () => {
    const { cookie } = await setup();
    const { candidateSync, contactSync } = await seedLeads();
    await db
      .update(deliveries)
      .set({ status: "dead", attempts: 6, lastError: "GoHighLevel answered 500" })
      .where(eq(deliveries.id, contactSync));
    // A lead written without its delivery (before the pipeline, or by hand).
    await env.DB.batch([
      env.DB.prepare(
        "insert into contacts (id, first_name, last_name, email, inquiry, message, source) values ('con-2', 'Di', 'Ng', 'di@example.com', 'Other', '', 'home-contact')",
      ),
      env.DB.prepare(
        "insert into crm_leads (id, contact_id, lead_type, lead_source, lead_score) values ('lead-di', 'con-2', 'contact', 'home-contact', 40)",
      ),
    ]);
    const response = await configuredCall(cookie, "/api/ghl/bulk-sync");
    expect(await response.json()).toEqual({ queued: 3, remaining: 3 });
    expect(await deliveryRow(contactSync)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: null });
    const [created] = await db.select().from(deliveries).where(eq(deliveries.relatedId, "lead-di"));
    expect(created).toMatchObject({
      kind: "crm_sync",
      recipient: "di@example.com",
      summary: "Sync lead Di Ng",
      status: "pending",
    });
    expect(queued.map((message) => message.deliveryId).sort()).toEqual(
      [candidateSync, contactSync, created!.id].sort(),
    );

    vi.spyOn(globalThis, "fetch").mockImplementation(fakeGhl().fetchImpl);
    for (const { deliveryId } of queued)
      expect(await consume(deliveryId)).toMatchObject({ explicitAcks: [`msg-${deliveryId}`] });
    expect(await (await configuredCall(cookie, "/api/ghl/bulk-sync")).json()).toEqual({ queued: 0, remaining: 0 });
  });

  it("test-connection reports GHL's answer", async () => {
    const { cookie } = await setup();
    vi.spyOn(globalThis, "fetch").mockImplementation(fakeGhl().fetchImpl);
    expect(await (await configuredCall(cookie, "/api/ghl/test-connection")).json()).toEqual({
      connected: true,
      locationName: "Talent Partners HQ",
    });
    vi.spyOn(globalThis, "fetch").mockImplementation(
      fakeGhl(() => Response.json({ message: "Invalid JWT" }, { status: 401 })).fetchImpl,
    );
    const refused = await configuredCall(cookie, "/api/ghl/test-connection");
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ message: "GoHighLevel answered 401: Invalid JWT" });
  });
});
