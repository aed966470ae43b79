import { count, eq } from "drizzle-orm";
import type { GhlConnectionTest, GhlStats } from "../contract/crm";
import type { ServiceStatus } from "../contract/deliveries";
import type { Db } from "../db/client";
import { crmLeads, ghlIntegrationSettings } from "../db/schema";
import { deliveryCounts } from "../delivery/store";
import { ghlConnection } from "../domain/crm-sync";
import { ApiError } from "../http/errors";
import { type GhlClient, GhlError, type GhlNotConfigured } from "../integrations/ghl/client";
import { recordGhlCall } from "./crm-delivery";

/** The GoHighLevel connection: its test, and the dashboard's counts and status (the settings the calls record). */

/** The client when GoHighLevel is configured; 503 otherwise (a staff click gets the reason, not a waiting message). */
export function requireGhl(client: GhlClient | GhlNotConfigured): GhlClient {
  if (!client.configured) throw new ApiError(503, "ghl_not_configured", client.reason);
  return client;
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
    ...ghlConnection(service.configured, settings),
    lastSyncTime: settings.last_sync_at ?? null,
    deliveries: syncs,
  };
}
