import type { ServiceStatus } from "../contract/deliveries";
import type { Db } from "../db/client";
import { queueDelivery } from "../delivery/pipeline";
import type { KindHandler } from "../delivery/types";
import type { Bindings } from "../env";
import { createIndexingClient, IndexingError, type IndexingNotification } from "../integrations/google-indexing/client";

/**
 * Notices to Google's Indexing API as deliveries of the one pipeline (decision 014): kind `job_indexing`, registered
 * in worker/delivery-kinds.ts. A job page published or changed is URL_UPDATED; one closed (archived, expired,
 * deleted) is URL_DELETED (decision 026).
 */

export type IndexingEnv = Pick<Bindings, "GOOGLE_INDEXING_KEY" | "SITE_URL">;

/** Whether the Indexing API can be used: the kind's status, which the jobs screen shows too. */
export function indexingServiceStatus(env: IndexingEnv): ServiceStatus {
  const client = createIndexingClient(env);
  return client.configured ? { configured: true, reason: null } : { configured: false, reason: client.reason };
}

/**
 * The notices for these jobs, to write in the batch of the change that causes them; none when the Indexing API is
 * not configured (a backlog of stale notices sent the day a key is added would only mislead Google).
 *
 * @example const notices = jobIndexingDeliveries(env, db, [id], "URL_DELETED"); await db.batch([archive, ...notices.inserts]);
 */
export function jobIndexingDeliveries(
  env: IndexingEnv,
  db: Db,
  jobIds: readonly string[],
  type: IndexingNotification,
  now = new Date(),
) {
  const client = createIndexingClient(env);
  if (!client.configured) return { ids: [] as string[], inserts: [] };
  const queued = jobIds.map((id) => {
    const url = client.pageUrl(`/jobs/${encodeURIComponent(id)}`);
    return queueDelivery(
      db,
      "job_indexing",
      { recipient: url, summary: `${type} ${url}`, payload: { url, type }, related: { type: "job", id } },
      now,
    );
  });
  return { ids: queued.map((q) => q.id), inserts: queued.map((q) => q.insert) };
}

export const jobIndexingKind: KindHandler<"job_indexing"> = {
  firstRetryMs: 5 * 60_000,
  status: (env) => indexingServiceStatus(env),
  async send(env, _delivery, { url, type }) {
    const client = createIndexingClient(env);
    if (!client.configured) return { ok: false, notConfigured: client.reason };
    try {
      await client.notify(url, type);
      return { ok: true, providerId: null };
    } catch (err) {
      if (err instanceof IndexingError) return { ok: false, error: err.message, retryable: err.retryable };
      throw err;
    }
  },
};
