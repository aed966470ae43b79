import { and, asc, count, eq, inArray, notExists } from "drizzle-orm";
import type { BulkSyncResult } from "../contract/crm";
import type { Db } from "../db/client";
import { crmLeads, deliveries } from "../db/schema";
import { attemptDelivery, dispatchDeliveries, queueDelivery } from "../delivery/pipeline";
import { findDelivery, requeueDeliveries } from "../delivery/store";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { createGhlClient } from "../integrations/ghl/client";
import { crmSyncKind, isLeadSync, leadSyncDelivery, loadPerson } from "./crm-delivery";
import { requireGhl } from "./ghl-connection-store";

/** Staff's "Sync" and "Sync All Pending": a lead's crm_sync delivery made due, attempted here or queued. */

/** Leads per "Sync All Pending": one DELIVERIES `sendBatch` holds at most 100 messages. */
export const BULK_SYNC_LEADS = 100;

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
