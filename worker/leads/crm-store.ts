import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { BulkSyncResult, CrmLeadView, GhlStats, LeadPersonData, LeadScoringRuleView } from "../contract/crm";
import type { Db } from "../db/client";
import { applications, contacts, type CrmLead, crmLeads, ghlIntegrationSettings, type LeadScoringRule, leadScoringRules, type NewLeadScoringRule } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { type GhlClient, GhlError, type GhlNotConfigured } from "../integrations/ghl/client";
import { recordGhlCall, syncLead, syncPendingLeads } from "../integrations/ghl/sync";

/** The CRM: leads with the person behind them, the staff's scoring rules, and the GoHighLevel sync. */

export const LEAD_SYNC_STATES = ["pending", "synced", "failed"] as const;
export type LeadSyncState = (typeof LEAD_SYNC_STATES)[number];

function syncFilter(state: LeadSyncState | undefined): SQL | undefined {
  if (state === "synced") return eq(crmLeads.syncedToGHL, true);
  if (state === "pending") return eq(crmLeads.syncedToGHL, false);
  if (state === "failed") return and(eq(crmLeads.syncedToGHL, false), isNotNull(crmLeads.syncError));
  return undefined;
}

function toRuleView(rule: LeadScoringRule): LeadScoringRuleView {
  return {
    id: rule.id,
    name: rule.name,
    criteria: rule.criteria,
    points: rule.points,
    appliesTo: rule.appliesTo,
    description: rule.description,
    isActive: rule.isActive,
    createdAt: rule.createdAt.toISOString(),
  };
}

function toLeadView(lead: CrmLead, applicationData: LeadPersonData | null, contactData: LeadPersonData | null): CrmLeadView {
  return {
    id: lead.id,
    applicationId: lead.applicationId,
    contactId: lead.contactId,
    ghlContactId: lead.ghlContactId,
    leadType: lead.leadType,
    leadSource: lead.leadSource,
    leadScore: lead.leadScore,
    pipeline: lead.pipeline,
    pipelineStage: lead.pipelineStage,
    assignedTo: lead.assignedTo,
    priority: lead.priority,
    tags: lead.tags,
    notes: lead.notes,
    lastActivity: lead.lastActivity?.toISOString() ?? null,
    nextFollowUp: lead.nextFollowUp?.toISOString() ?? null,
    status: lead.status,
    syncedToGHL: lead.syncedToGHL,
    ghlLastSync: lead.ghlLastSync?.toISOString() ?? null,
    syncError: lead.syncError,
    syncAttempts: lead.syncAttempts,
    nextSyncAt: lead.nextSyncAt?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    applicationData,
    contactData,
  };
}

// Scoring rules

export async function listRules(db: Db): Promise<LeadScoringRuleView[]> {
  return (await db.select().from(leadScoringRules).orderBy(asc(leadScoringRules.createdAt))).map(toRuleView);
}

export async function createRule(db: Db, actor: Actor, input: Omit<NewLeadScoringRule, "id">): Promise<LeadScoringRuleView> {
  const id = crypto.randomUUID();
  const [[rule]] = await db.batch([
    db.insert(leadScoringRules).values({ ...input, id }).returning(),
    activityLog(actor, db, { action: "scoring_rule.create", entityType: "lead_scoring_rule", entityId: id }),
  ]);
  return toRuleView(rule!);
}

export async function updateRule(db: Db, actor: Actor, id: string, changes: Partial<NewLeadScoringRule>): Promise<LeadScoringRuleView> {
  const [existing] = await db.select({ id: leadScoringRules.id }).from(leadScoringRules).where(eq(leadScoringRules.id, id)).limit(1);
  if (!existing) throw new ApiError(404, "not_found", "No such scoring rule.");
  const [[rule]] = await db.batch([
    db.update(leadScoringRules).set(changes).where(eq(leadScoringRules.id, id)).returning(),
    activityLog(actor, db, { action: "scoring_rule.update", entityType: "lead_scoring_rule", entityId: id }),
  ]);
  return toRuleView(rule!);
}

export async function deleteRule(db: Db, actor: Actor, id: string): Promise<void> {
  const [removed] = await db.delete(leadScoringRules).where(eq(leadScoringRules.id, id)).returning({ id: leadScoringRules.id });
  if (!removed) throw new ApiError(404, "not_found", "No such scoring rule.");
  await activityLog(actor, db, { action: "scoring_rule.delete", entityType: "lead_scoring_rule", entityId: id });
}

// Leads

/** One page of leads, newest first, with the person behind each, and the total. */
export async function leadPage(db: Db, sync: LeadSyncState | undefined, limit: number, offset: number): Promise<{ leads: CrmLeadView[]; total: number }> {
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
  return {
    leads: leads.map((lead) =>
      toLeadView(lead, (lead.applicationId && byId.get(lead.applicationId)) || null, (lead.contactId && byId.get(lead.contactId)) || null),
    ),
    total: total?.value ?? 0,
  };
}

// GoHighLevel

/** The client when GoHighLevel is configured; 503 otherwise. */
function requireGhl(client: GhlClient | GhlNotConfigured): GhlClient {
  if (!client.configured) throw new ApiError(503, "ghl_not_configured", "GoHighLevel is not configured");
  return client;
}

/** Sends one lead now, whatever its retry schedule, and answers the GHL contact id. */
export async function syncOneLead(db: Db, actor: Actor, client: GhlClient | GhlNotConfigured, id: string): Promise<string> {
  const [lead] = await db.select({ id: crmLeads.id, synced: crmLeads.syncedToGHL }).from(crmLeads).where(eq(crmLeads.id, id)).limit(1);
  if (!lead) throw new ApiError(404, "not_found", "No such lead.");
  if (lead.synced) throw new ApiError(409, "already_synced", "This lead is already synced to GoHighLevel.");
  const outcome = await syncLead(db, requireGhl(client), id, { force: true, userId: actor.userId ?? undefined });
  await activityLog(actor, db, { action: "lead.sync", entityType: "crm_lead", entityId: id, details: { status: outcome.status } });
  if (outcome.status === "failed") throw new ApiError(502, "ghl_sync_failed", outcome.error);
  if (outcome.status === "deferred") throw new ApiError(429, "ghl_rate_limited", "GoHighLevel's rate limit is reached; the lead will sync in a few seconds.", undefined, { "Retry-After": "10" });
  if (outcome.status === "skipped") throw new ApiError(409, "sync_in_progress", "This lead is being synced right now.");
  return outcome.contactId;
}

export async function bulkSync(db: Db, actor: Actor, client: GhlClient | GhlNotConfigured): Promise<BulkSyncResult> {
  const counts = await syncPendingLeads(db, requireGhl(client), { dueOnly: false, userId: actor.userId ?? undefined });
  const [remaining] = await db.select({ value: count() }).from(crmLeads).where(eq(crmLeads.syncedToGHL, false));
  await activityLog(actor, db, { action: "lead.bulk_sync", entityType: "crm_lead", details: counts });
  return { ...counts, remaining: remaining?.value ?? 0 };
}

/** Asks GoHighLevel for the location and records whether the call worked (the connection status reads it). */
export async function testGhlConnection(db: Db, client: GhlClient | GhlNotConfigured): Promise<{ connected: true; locationName: string }> {
  const ghl = requireGhl(client);
  const now = new Date();
  try {
    const { locationName } = await ghl.testConnection();
    await recordGhlCall(db, true, null, now);
    return { connected: true, locationName };
  } catch (err) {
    const message = err instanceof GhlError ? err.message : "Unable to connect to GoHighLevel.";
    await recordGhlCall(db, false, message, now);
    throw new ApiError(502, "ghl_connection_failed", message);
  }
}

export async function ghlStats(db: Db, configured: boolean): Promise<GhlStats> {
  const [[leads], [synced], settingRows] = await Promise.all([
    db.select({ value: count() }).from(crmLeads),
    db.select({ value: count() }).from(crmLeads).where(eq(crmLeads.syncedToGHL, true)),
    db.select().from(ghlIntegrationSettings),
  ]);
  const settings = Object.fromEntries(settingRows.map((row) => [row.settingKey, row.settingValue]));
  const total = leads?.value ?? 0;
  const syncedLeads = synced?.value ?? 0;
  return {
    totalContacts: total,
    syncedLeads,
    pendingSync: total - syncedLeads,
    configured,
    // Connected only when configured and the latest call to GHL worked (a test or a sync).
    connectionStatus: configured && settings.last_call_ok === "true" ? "Connected" : "Disconnected",
    lastError: configured ? (settings.last_call_error ?? null) : "GoHighLevel is not configured",
    lastSyncTime: settings.last_sync_at ?? null,
  };
}
