/** How staff read the GoHighLevel sync: one lead's, and the connection's. Pure: the store hands in the rows. */

/** What a lead's sync state reads of its crm_sync delivery. */
export interface SyncDelivery {
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

export interface LeadSyncState {
  syncError: string | null;
  syncAttempts: number;
  nextSyncAt: string | null;
}

/**
 * A lead's sync: its attempts and next try are its crm_sync delivery's; its error is the one it was given up on
 * (`givenUpError`, the lead's syncError), else the last error of a delivery still being retried.
 */
export function leadSyncState(givenUpError: string | null, sync: SyncDelivery | null): LeadSyncState {
  const pending = sync?.status === "pending" ? sync : null;
  return {
    syncError: givenUpError ?? pending?.lastError ?? null,
    syncAttempts: sync?.attempts ?? 0,
    // A pending delivery without a next try is due now: since it was written.
    nextSyncAt: pending ? (pending.nextAttemptAt ?? pending.createdAt).toISOString() : null,
  };
}

/**
 * The connection as the dashboard shows it, from whether the service is configured and the settings the latest call
 * recorded (last_call_ok, last_call_error). An error from before the secrets were removed says nothing now: the
 * service's own reason does.
 */
export function ghlConnection(
  configured: boolean,
  settings: Readonly<Record<string, string | null>>,
): { connectionStatus: "Connected" | "Disconnected"; lastError: string | null } {
  return {
    connectionStatus: configured && settings.last_call_ok === "true" ? "Connected" : "Disconnected",
    lastError: configured ? (settings.last_call_error ?? null) : null,
  };
}
