import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { updateSchemaOf, z } from "../contract/zod";
import { createDb } from "../db/client";
import { applications, contacts, crmLeads, ghlIntegrationSettings, leadScoringRules } from "../db/schema";
import { conditionSchema, RULE_TARGETS } from "../domain/lead-rules";
import type { AppEnv } from "../env";
import { activityLog, actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { idParamSchema, validate } from "../http/validate";
import { createGhlClient, type GhlClient, GhlError } from "../integrations/ghl/client";
import { recordGhlCall, syncLead, syncPendingLeads } from "../integrations/ghl/sync";

export const LEAD_SYNC_STATES = ["pending", "synced", "failed"] as const;

const leadsQuery = z.object({
  sync: z.enum(LEAD_SYNC_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

function syncFilter(state: (typeof LEAD_SYNC_STATES)[number] | undefined): SQL | undefined {
  if (state === "synced") return eq(crmLeads.syncedToGHL, true);
  if (state === "pending") return eq(crmLeads.syncedToGHL, false);
  if (state === "failed") return and(eq(crmLeads.syncedToGHL, false), isNotNull(crmLeads.syncError));
  return undefined;
}

const ruleSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100),
  criteria: conditionSchema,
  points: z.number().int("Points must be a whole number").min(-100).max(100),
  appliesTo: z.enum(RULE_TARGETS).default("all"),
  description: z.string().max(500).nullable().optional(),
  isActive: z.boolean().default(true),
});
const ruleUpdateSchema = updateSchemaOf(ruleSchema);
const ruleId = validate("param", idParamSchema);

/**
 * Leads with the person behind them (back-office spec section 3: applicationData / contactData), and the scoring
 * rules staff add on top of the built-in formulas (worker/domain/lead-rules.ts). Area: crm.
 */
export const crmRoutes = new Hono<AppEnv>()
  .get("/scoring-rules", async (c) => {
    return c.json(await createDb(c.env.DB).select().from(leadScoringRules).orderBy(asc(leadScoringRules.createdAt)));
  })
  .post("/scoring-rules", validate("json", ruleSchema), async (c) => {
    const db = createDb(c.env.DB);
    const id = crypto.randomUUID();
    const [[rule]] = await db.batch([
      db.insert(leadScoringRules).values({ ...c.req.valid("json"), id }).returning(),
      activityLog(actorOf(c), db, { action: "scoring_rule.create", entityType: "lead_scoring_rule", entityId: id }),
    ]);
    return c.json(rule!, 201);
  })
  .put("/scoring-rules/:id", ruleId, validate("json", ruleUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const [existing] = await db.select({ id: leadScoringRules.id }).from(leadScoringRules).where(eq(leadScoringRules.id, id)).limit(1);
    if (!existing) throw new ApiError(404, "not_found", "No such scoring rule.");
    const [[rule]] = await db.batch([
      db.update(leadScoringRules).set(c.req.valid("json")).where(eq(leadScoringRules.id, id)).returning(),
      activityLog(actorOf(c), db, { action: "scoring_rule.update", entityType: "lead_scoring_rule", entityId: id }),
    ]);
    return c.json(rule!);
  })
  .delete("/scoring-rules/:id", ruleId, async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const [removed] = await db.delete(leadScoringRules).where(eq(leadScoringRules.id, id)).returning({ id: leadScoringRules.id });
    if (!removed) throw new ApiError(404, "not_found", "No such scoring rule.");
    await activityLog(actorOf(c), db, { action: "scoring_rule.delete", entityType: "lead_scoring_rule", entityId: id });
    return c.json({ ok: true as const, id });
  })
  .get("/leads", validate("query", leadsQuery), async (c) => {
  const { sync, limit, offset } = c.req.valid("query");
  const db = createDb(c.env.DB);
  const where = syncFilter(sync);
  const [leads, [total]] = await db.batch([
    db.select().from(crmLeads).where(where).orderBy(desc(crmLeads.createdAt)).limit(limit).offset(offset),
    db.select({ value: count() }).from(crmLeads).where(where),
  ]);
  // The people behind the page's leads, in two lookups (a join would give both tables' same-named columns).
  const person = { id: true, firstName: true, lastName: true, email: true, phone: true } as const;
  const applicationIds = leads.flatMap((lead) => (lead.applicationId ? [lead.applicationId] : []));
  const contactIds = leads.flatMap((lead) => (lead.contactId ? [lead.contactId] : []));
  const [applicationRows, contactRows] = await Promise.all([
    applicationIds.length ? db.query.applications.findMany({ columns: person, where: inArray(applications.id, applicationIds) }) : [],
    contactIds.length ? db.query.contacts.findMany({ columns: person, where: inArray(contacts.id, contactIds) }) : [],
  ]);
  const byId = new Map([...applicationRows, ...contactRows].map(({ id, ...data }) => [id, data]));
  c.header("X-Total-Count", String(total?.value ?? 0));
  return c.json(
    leads.map((lead) => ({
      ...lead,
      applicationData: (lead.applicationId && byId.get(lead.applicationId)) || null,
      contactData: (lead.contactId && byId.get(lead.contactId)) || null,
    })),
  );
});

function requireGhl(c: Context<AppEnv>): GhlClient {
  const client = createGhlClient(c.env);
  if (!client.configured) throw new ApiError(503, "ghl_not_configured", "GoHighLevel is not configured");
  return client;
}

async function readSettings(c: Context<AppEnv>) {
  const rows = await createDb(c.env.DB).select().from(ghlIntegrationSettings);
  return Object.fromEntries(rows.map((row) => [row.settingKey, row.settingValue]));
}

/** GoHighLevel: sync one lead or every pending one, test the connection, stats. Area: crm. */
export const ghlRoutes = new Hono<AppEnv>()
  .post("/sync-lead/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const [lead] = await db.select({ id: crmLeads.id, synced: crmLeads.syncedToGHL }).from(crmLeads).where(eq(crmLeads.id, id)).limit(1);
    if (!lead) throw new ApiError(404, "not_found", "No such lead.");
    if (lead.synced) throw new ApiError(409, "already_synced", "This lead is already synced to GoHighLevel.");
    const client = requireGhl(c);
    const outcome = await syncLead(db, client, id, { force: true, userId: c.get("staff")?.user.id });
    await activityLog(actorOf(c), db, { action: "lead.sync", entityType: "crm_lead", entityId: id, details: { status: outcome.status } });
    if (outcome.status === "failed") throw new ApiError(502, "ghl_sync_failed", outcome.error);
    if (outcome.status === "deferred") throw new ApiError(429, "ghl_rate_limited", "GoHighLevel's rate limit is reached; the lead will sync in a few seconds.", undefined, { "Retry-After": "10" });
    if (outcome.status === "skipped") throw new ApiError(409, "sync_in_progress", "This lead is being synced right now.");
    return c.json({ success: true, leadId: id, ghlContactId: outcome.contactId });
  })
  .post("/bulk-sync", async (c) => {
    const client = requireGhl(c);
    const db = createDb(c.env.DB);
    const counts = await syncPendingLeads(db, client, { dueOnly: false, userId: c.get("staff")?.user.id });
    const [remaining] = await db.select({ value: count() }).from(crmLeads).where(eq(crmLeads.syncedToGHL, false));
    await activityLog(actorOf(c), db, { action: "lead.bulk_sync", entityType: "crm_lead", details: counts });
    return c.json({ ...counts, remaining: remaining?.value ?? 0 });
  })
  .post("/test-connection", async (c) => {
    const client = requireGhl(c);
    const db = createDb(c.env.DB);
    const now = new Date();
    try {
      const { locationName } = await client.testConnection();
      await recordGhlCall(db, true, null, now);
      return c.json({ connected: true, locationName });
    } catch (err) {
      const message = err instanceof GhlError ? err.message : "Unable to connect to GoHighLevel.";
      await recordGhlCall(db, false, message, now);
      throw new ApiError(502, "ghl_connection_failed", message);
    }
  })
  .get("/stats", async (c) => {
    const db = createDb(c.env.DB);
    const [[leads], [synced], settings] = await Promise.all([
      db.select({ value: count() }).from(crmLeads),
      db.select({ value: count() }).from(crmLeads).where(eq(crmLeads.syncedToGHL, true)),
      readSettings(c),
    ]);
    const total = leads?.value ?? 0;
    const syncedLeads = synced?.value ?? 0;
    const configured = createGhlClient(c.env).configured;
    return c.json({
      totalContacts: total,
      syncedLeads,
      pendingSync: total - syncedLeads,
      configured,
      // Connected only when configured and the latest call to GHL worked (a test or a sync).
      connectionStatus: configured && settings.last_call_ok === "true" ? "Connected" : "Disconnected",
      lastError: configured ? (settings.last_call_error ?? null) : "GoHighLevel is not configured",
      lastSyncTime: settings.last_sync_at ?? null,
    });
  });
