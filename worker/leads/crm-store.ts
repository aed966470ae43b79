import { and, asc, count, desc, eq, exists, inArray, isNotNull, notExists, or, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { isEmployerInquiry } from "../contract/clients";
import type {
  BulkSyncResult,
  CrmLeadView,
  GhlConnectionTest,
  GhlStats,
  LeadBookingData,
  LeadListQuery,
  LeadPersonData,
  LeadScoringRuleView,
  LeadSort,
  LeadSyncState,
} from "../contract/crm";
import type { ServiceStatus } from "../contract/deliveries";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { contains } from "../db/contains";
import {
  applications,
  type BookingAppointment,
  bookingAppointments,
  type CrmLead,
  contacts,
  crmLeads,
  type Delivery,
  deliveries,
  ghlIntegrationSettings,
  type LeadScoringRule,
  leadScoringRules,
  type NewLeadScoringRule,
} from "../db/schema";
import { attemptDelivery, dispatchDeliveries, queueDelivery } from "../delivery/pipeline";
import { deliveryCounts, findDelivery, requeueDeliveries } from "../delivery/store";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { createGhlClient, type GhlClient, GhlError, type GhlNotConfigured } from "../integrations/ghl/client";
import { crmSyncKind, leadSyncDelivery, loadPerson, recordGhlCall, splitBookerName } from "./crm-delivery";

/** The CRM: leads with the person behind them, the staff's scoring rules, and the GoHighLevel sync. */

/** A delivery that is a lead's CRM sync (worker/leads/crm-delivery.ts); `relatedId` is the lead's id. */
const isLeadSync = (table: { kind: AnySQLiteColumn; relatedType: AnySQLiteColumn }) =>
  and(eq(table.kind, "crm_sync"), eq(table.relatedType, "crm_lead"));

/** "failed": given up on (the lead's syncError), or still retrying after an error (its delivery's lastError). */
function syncFilter(db: Db, state: LeadSyncState | undefined): SQL | undefined {
  if (state === "synced") return eq(crmLeads.syncedToGHL, true);
  if (state === "pending") return eq(crmLeads.syncedToGHL, false);
  if (state === "failed") {
    const retryingAfterError = db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          isLeadSync(deliveries),
          eq(deliveries.relatedId, crmLeads.id),
          eq(deliveries.status, "pending"),
          isNotNull(deliveries.lastError),
        ),
      );
    return and(eq(crmLeads.syncedToGHL, false), or(isNotNull(crmLeads.syncError), exists(retryingAfterError)));
  }
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

/**
 * A lead as the CRM page shows it. Its sync's attempts and next try are its crm_sync delivery's; its error is the
 * one it was given up on, else the last error of a delivery still being retried.
 */
function toBookingData(appointment: BookingAppointment): LeadBookingData {
  return {
    ...splitBookerName(appointment.bookerName),
    email: appointment.bookerEmail,
    phone: appointment.bookerPhone,
    company: appointment.bookerCompany,
    appointmentId: appointment.id,
    appointmentDate: appointment.appointmentDate.toISOString(),
    status: appointment.status,
  };
}

type LeadPeople = Pick<CrmLeadView, "applicationData" | "contactData" | "bookingData" | "employerInquiry">;

function toLeadView(lead: CrmLead, sync: Delivery | null, people: LeadPeople): CrmLeadView {
  const pending = sync?.status === "pending" ? sync : null;
  return {
    id: lead.id,
    applicationId: lead.applicationId,
    contactId: lead.contactId,
    ghlContactId: lead.ghlContactId,
    leadType: lead.leadType,
    leadSource: lead.leadSource,
    leadScore: lead.leadScore,
    scoreBreakdown: lead.scoreBreakdown ?? [],
    pipeline: lead.pipeline,
    pipelineStage: lead.pipelineStage,
    assignedTo: lead.assignedTo,
    priority: lead.priority,
    tags: lead.tags,
    notes: lead.notes,
    lastActivity: lead.lastActivity?.toISOString() ?? null,
    nextFollowUp: lead.nextFollowUp?.toISOString() ?? null,
    status: lead.status,
    clientId: lead.clientId,
    syncedToGHL: lead.syncedToGHL,
    ghlLastSync: lead.ghlLastSync?.toISOString() ?? null,
    syncError: lead.syncError ?? pending?.lastError ?? null,
    syncAttempts: sync?.attempts ?? 0,
    // A pending delivery without a next try is due now: since it was written.
    nextSyncAt: pending ? (pending.nextAttemptAt ?? pending.createdAt).toISOString() : null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    ...people,
  };
}

// Scoring rules

/** One page of scoring rules, oldest first (the order they were added), and how many there are. */
export async function listRules(db: Db, page: SmallListQuery): Promise<{ rows: LeadScoringRuleView[]; total: number }> {
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(leadScoringRules)
      .orderBy(asc(leadScoringRules.createdAt), asc(leadScoringRules.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(leadScoringRules),
  ]);
  return { rows: rows.map(toRuleView), total: counted?.total ?? 0 };
}

export async function createRule(
  db: Db,
  actor: Actor,
  input: Omit<NewLeadScoringRule, "id">,
): Promise<LeadScoringRuleView> {
  const id = crypto.randomUUID();
  const [[rule]] = await db.batch([
    db
      .insert(leadScoringRules)
      .values({ ...input, id })
      .returning(),
    activityLog(actor, db, { action: "scoring_rule.create", entityType: "lead_scoring_rule", entityId: id }),
  ]);
  return toRuleView(rule!);
}

export async function updateRule(
  db: Db,
  actor: Actor,
  id: string,
  changes: Partial<NewLeadScoringRule>,
): Promise<LeadScoringRuleView> {
  const [existing] = await db
    .select({ id: leadScoringRules.id })
    .from(leadScoringRules)
    .where(eq(leadScoringRules.id, id))
    .limit(1);
  if (!existing) throw new ApiError(404, "not_found", "No such scoring rule.");
  const [[rule]] = await db.batch([
    db.update(leadScoringRules).set(changes).where(eq(leadScoringRules.id, id)).returning(),
    activityLog(actor, db, { action: "scoring_rule.update", entityType: "lead_scoring_rule", entityId: id }),
  ]);
  return toRuleView(rule!);
}

export async function deleteRule(db: Db, actor: Actor, id: string): Promise<void> {
  const [removed] = await db
    .delete(leadScoringRules)
    .where(eq(leadScoringRules.id, id))
    .returning({ id: leadScoringRules.id });
  if (!removed) throw new ApiError(404, "not_found", "No such scoring rule.");
  await activityLog(actor, db, { action: "scoring_rule.delete", entityType: "lead_scoring_rule", entityId: id });
}

// Leads

const LEAD_ORDERS: Record<LeadSort, SQL[]> = {
  newest: [desc(crmLeads.createdAt), desc(crmLeads.id)],
  oldest: [asc(crmLeads.createdAt), asc(crmLeads.id)],
  score: [desc(crmLeads.leadScore), desc(crmLeads.createdAt), desc(crmLeads.id)],
};

/** Leads whose person (the application or the contact behind them) or source contains the text. */
function leadSearch(db: Db, text: string): SQL | undefined {
  const person = (table: typeof applications | typeof contacts) => [
    contains(sql`${table.firstName} || ' ' || ${table.lastName}`, text),
    contains(table.email, text),
  ];
  const byApplication = db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, crmLeads.applicationId), or(...person(applications))));
  const byContact = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.id, crmLeads.contactId),
        or(...person(contacts), contains(sql`coalesce(${contacts.company}, '')`, text)),
      ),
    );
  return or(contains(crmLeads.leadSource, text), exists(byApplication), exists(byContact));
}

/** One page of leads with the person behind each, and the total: a search, a sync state, an order. */
export async function leadPage(db: Db, query: LeadListQuery): Promise<{ leads: CrmLeadView[]; total: number }> {
  const where = and(syncFilter(db, query.sync), query.q ? leadSearch(db, query.q) : undefined);
  const order = LEAD_ORDERS[query.sort];
  const pageIds = db
    .select({ id: crmLeads.id })
    .from(crmLeads)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [leads, [total], syncRows] = await db.batch([
    db
      .select()
      .from(crmLeads)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(crmLeads).where(where),
    // The page's crm_sync deliveries, oldest first so the map below keeps each lead's newest (a lead has one).
    db
      .select()
      .from(deliveries)
      .where(and(isLeadSync(deliveries), inArray(deliveries.relatedId, pageIds)))
      .orderBy(asc(deliveries.createdAt)),
  ]);
  const syncs = new Map(syncRows.map((row) => [row.relatedId, row]));
  // The people behind the page's leads, in three lookups (a join would give the tables' same-named columns).
  const leadIds = leads.map((lead) => lead.id);
  const applicationIds = leads.flatMap((lead) => (lead.applicationId ? [lead.applicationId] : []));
  const contactIds = leads.flatMap((lead) => (lead.contactId ? [lead.contactId] : []));
  const [applicationRows, contactRows, bookingRows] = await Promise.all([
    applicationIds.length
      ? db.query.applications.findMany({
          columns: { id: true, firstName: true, lastName: true, email: true, phone: true },
          where: inArray(applications.id, applicationIds),
        })
      : [],
    contactIds.length
      ? db.query.contacts.findMany({
          columns: {
            id: true,
            firstName: true,
            lastName: true,
            email: true,
            phone: true,
            company: true,
            source: true,
            inquiry: true,
          },
          where: inArray(contacts.id, contactIds),
        })
      : [],
    leadIds.length ? db.select().from(bookingAppointments).where(inArray(bookingAppointments.leadId, leadIds)) : [],
  ]);
  const byId = new Map<string, LeadPersonData>(
    [...applicationRows, ...contactRows.map(({ source: _source, inquiry: _inquiry, ...person }) => person)].map(
      ({ id, ...data }) => [id, data],
    ),
  );
  const employerMessages = new Set(contactRows.filter(isEmployerInquiry).map((message) => message.id));
  const byLead = new Map(bookingRows.map((appointment) => [appointment.leadId, toBookingData(appointment)]));
  return {
    leads: leads.map((lead) =>
      toLeadView(lead, syncs.get(lead.id) ?? null, {
        applicationData: (lead.applicationId && byId.get(lead.applicationId)) || null,
        contactData: (lead.contactId && byId.get(lead.contactId)) || null,
        bookingData: byLead.get(lead.id) ?? null,
        employerInquiry:
          lead.leadType === "contact" && (employerMessages.has(lead.contactId ?? "") || byLead.has(lead.id)),
      }),
    ),
    total: total?.value ?? 0,
  };
}

// GoHighLevel

/** Leads per "Sync All Pending": one DELIVERIES `sendBatch` holds at most 100 messages. */
export const BULK_SYNC_LEADS = 100;

/** The client when GoHighLevel is configured; 503 otherwise (a staff click gets the reason, not a waiting message). */
function requireGhl(client: GhlClient | GhlNotConfigured): GhlClient {
  if (!client.configured) throw new ApiError(503, "ghl_not_configured", client.reason);
  return client;
}

/**
 * Makes the crm_sync deliveries of unsynced leads due now (the oldest `BULK_SYNC_LEADS`, or the one lead `only`):
 * a pending one keeps its attempts, one given up on (failed or dead) gets a fresh round, and a lead without one
 * (written before the pipeline, or by hand) gets one. Answers the deliveries' ids, to dispatch or attempt.
 */
async function queueLeadSyncs(db: Db, only: string | undefined, now: Date): Promise<string[]> {
  const leads = db
    .select({ id: crmLeads.id })
    .from(crmLeads)
    .where(and(eq(crmLeads.syncedToGHL, false), only ? eq(crmLeads.id, only) : undefined))
    .orderBy(asc(crmLeads.createdAt))
    .limit(BULK_SYNC_LEADS);
  const [requeued, unqueued] = await db.batch([
    requeueDeliveries(db, "crm_sync", "crm_lead", leads, now),
    db
      .select()
      .from(crmLeads)
      .where(
        and(
          inArray(crmLeads.id, leads),
          notExists(
            db
              .select({ id: deliveries.id })
              .from(deliveries)
              .where(and(isLeadSync(deliveries), eq(deliveries.relatedId, crmLeads.id))),
          ),
        ),
      ),
  ]);
  const created = await Promise.all(
    unqueued.map(async (lead) => {
      const person = await loadPerson(db, lead);
      const name = person ? `${person.firstName} ${person.lastName}` : lead.id;
      return queueDelivery(db, "crm_sync", leadSyncDelivery(lead.id, { name, email: person?.email ?? null }), now);
    }),
  );
  const [first, ...rest] = created.map((delivery) => delivery.insert);
  if (first) await db.batch([first, ...rest]);
  return [...requeued.map((row) => row.id), ...created.map((delivery) => delivery.id)];
}

/**
 * Staff's "Sync": the lead's delivery is made due and attempted once here, so staff see GHL's answer; a failure
 * stays pending for the pipeline's retries. Answers the GHL contact id.
 */
export async function syncOneLead(env: Bindings, db: Db, actor: Actor, id: string): Promise<string> {
  const [lead] = await db
    .select({ id: crmLeads.id, synced: crmLeads.syncedToGHL })
    .from(crmLeads)
    .where(eq(crmLeads.id, id))
    .limit(1);
  if (!lead) throw new ApiError(404, "not_found", "No such lead.");
  if (lead.synced) throw new ApiError(409, "already_synced", "This lead is already synced to GoHighLevel.");
  requireGhl(createGhlClient(env));
  const [deliveryId] = await queueLeadSyncs(db, id, new Date());
  const { outcome } = deliveryId
    ? await attemptDelivery(env, db, { crm_sync: crmSyncKind }, deliveryId)
    : { outcome: "not_due" as const };
  await activityLog(actor, db, {
    action: "lead.sync",
    entityType: "crm_lead",
    entityId: id,
    details: { status: outcome },
  });
  if (outcome === "sent") {
    const [synced] = await db
      .select({ ghlContactId: crmLeads.ghlContactId })
      .from(crmLeads)
      .where(eq(crmLeads.id, id))
      .limit(1);
    return synced?.ghlContactId ?? "";
  }
  if (outcome === "deferred") {
    // The cron's sweep hands it to the queue once the window has passed.
    throw new ApiError(
      429,
      "ghl_rate_limited",
      "GoHighLevel's rate limit is reached; the lead stays queued and syncs within minutes.",
      undefined,
      { "Retry-After": "10" },
    );
  }
  if (outcome === "not_due") throw new ApiError(409, "sync_in_progress", "This lead is being synced right now.");
  const delivery = deliveryId ? await findDelivery(db, deliveryId) : undefined;
  if (outcome === "waiting")
    throw new ApiError(503, "ghl_not_configured", delivery?.waitingReason ?? "GoHighLevel is not configured");
  throw new ApiError(502, "ghl_sync_failed", delivery?.lastError ?? "The sync failed.");
}

/** Staff's "Sync All Pending": the oldest pending leads' deliveries are made due and handed to the queue. */
export async function bulkSync(
  env: Bindings,
  ctx: Pick<ExecutionContext, "waitUntil">,
  db: Db,
  actor: Actor,
): Promise<BulkSyncResult> {
  requireGhl(createGhlClient(env));
  const ids = await queueLeadSyncs(db, undefined, new Date());
  dispatchDeliveries(env, ctx, ids);
  const [remaining] = await db.select({ value: count() }).from(crmLeads).where(eq(crmLeads.syncedToGHL, false));
  await activityLog(actor, db, { action: "lead.bulk_sync", entityType: "crm_lead", details: { queued: ids.length } });
  return { queued: ids.length, remaining: remaining?.value ?? 0 };
}

/** Asks GoHighLevel for the location and records whether the call worked (the connection status reads it). */
export async function testGhlConnection(db: Db, client: GhlClient | GhlNotConfigured): Promise<GhlConnectionTest> {
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

/** The dashboard's counts and connection: the sync backlog is the crm_sync deliveries' counts by status. */
export async function ghlStats(db: Db, service: ServiceStatus): Promise<GhlStats> {
  const [[leads], [synced], settingRows, syncs] = await Promise.all([
    db.select({ value: count() }).from(crmLeads),
    db.select({ value: count() }).from(crmLeads).where(eq(crmLeads.syncedToGHL, true)),
    db.select().from(ghlIntegrationSettings),
    deliveryCounts(db, "crm_sync"),
  ]);
  const settings = Object.fromEntries(settingRows.map((row) => [row.settingKey, row.settingValue]));
  return {
    totalContacts: leads?.value ?? 0,
    syncedLeads: synced?.value ?? 0,
    pendingSync: syncs.pending,
    service,
    connectionStatus: service.configured && settings.last_call_ok === "true" ? "Connected" : "Disconnected",
    // An error from before the secrets were removed says nothing now: `service.reason` does.
    lastError: service.configured ? (settings.last_call_error ?? null) : null,
    lastSyncTime: settings.last_sync_at ?? null,
    deliveries: syncs,
  };
}
