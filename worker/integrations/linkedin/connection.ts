import { eq } from "drizzle-orm";
import type { ServiceStatus } from "../../contract/deliveries";
import type { LinkedinStatus } from "../../contract/linkedin-posts";
import type { Db } from "../../db/client";
import { linkedinConnections } from "../../db/schema";
import { decryptText, encryptText } from "../../domain/secret-box";
import type { Bindings } from "../../env";

/**
 * The id of the one row of `linkedin_connections` that holds the firm's connection, AES-GCM encrypted with
 * LINKEDIN_TOKEN_KEY (decision 045).
 */
export const FIRM_CONNECTION = "firm";

export interface LinkedinConfig {
  clientId: string;
  clientSecret: string;
  tokenKey: string;
  organizationId?: string;
}

export interface LinkedinConnection {
  accessToken: string;
  expiresAt: number;
  author: string;
  connectedAt: number;
}

/** The LinkedIn app's settings, or undefined when any secret is missing (the honest "not configured"). */
export function linkedinConfig(
  env: Pick<
    Bindings,
    "LINKEDIN_CLIENT_ID" | "LINKEDIN_CLIENT_SECRET" | "LINKEDIN_TOKEN_KEY" | "LINKEDIN_ORGANIZATION_ID"
  >,
): LinkedinConfig | undefined {
  if (!env.LINKEDIN_CLIENT_ID || !env.LINKEDIN_CLIENT_SECRET || !env.LINKEDIN_TOKEN_KEY) return undefined;
  return {
    clientId: env.LINKEDIN_CLIENT_ID,
    clientSecret: env.LINKEDIN_CLIENT_SECRET,
    tokenKey: env.LINKEDIN_TOKEN_KEY,
    organizationId: env.LINKEDIN_ORGANIZATION_ID || undefined,
  };
}

/**
 * The upsert that stores (or replaces) the connection, encrypted, for the caller's db.batch. Wrapped in an object
 * because a Drizzle query is thenable: returned bare from an async function it would run at once.
 */
export async function saveConnection(db: Db, config: LinkedinConfig, connection: LinkedinConnection) {
  const encryptedConnection = await encryptText(config.tokenKey, JSON.stringify(connection));
  const query = db
    .insert(linkedinConnections)
    .values({ id: FIRM_CONNECTION, encryptedConnection })
    .onConflictDoUpdate({ target: linkedinConnections.id, set: { encryptedConnection, updatedAt: new Date() } });
  return { query };
}

/** The stored connection, or undefined when there is none or it cannot be decrypted (e.g. the key changed). */
export async function loadConnection(db: Db, config: LinkedinConfig): Promise<LinkedinConnection | undefined> {
  const [row] = await db.select().from(linkedinConnections).where(eq(linkedinConnections.id, FIRM_CONNECTION)).limit(1);
  if (!row) return undefined;
  try {
    return JSON.parse(await decryptText(config.tokenKey, row.encryptedConnection)) as LinkedinConnection;
  } catch {
    return undefined;
  }
}

export type UsableConnection =
  | { ok: true; connection: LinkedinConnection }
  | { ok: false; reason: string; expired: boolean; configured: boolean };

/** Whether posts can go out now, and if not, why in words staff read on the dashboard. */
export async function usableConnection(env: Bindings, db: Db, now = Date.now()): Promise<UsableConnection> {
  const config = linkedinConfig(env);
  if (!config) {
    return {
      ok: false,
      configured: false,
      expired: false,
      reason: "LinkedIn is not configured: the firm's LinkedIn app is not set up yet. Posts wait in the queue.",
    };
  }
  const connection = await loadConnection(db, config);
  if (!connection)
    return {
      ok: false,
      configured: true,
      expired: false,
      reason: "LinkedIn is not connected: use Connect LinkedIn. Posts wait in the queue.",
    };
  if (connection.expiresAt <= now)
    return {
      ok: false,
      configured: true,
      expired: true,
      reason: "The LinkedIn token has expired: reconnect LinkedIn. Posts wait in the queue.",
    };
  return { ok: true, connection };
}

/** Whether posts can go out now, and why not: the linkedin_post kind's status, which the dashboard's card shows too. */
export function linkedinServiceStatus(usable: UsableConnection): ServiceStatus {
  return usable.ok ? { configured: true, reason: null } : { configured: false, reason: usable.reason };
}

/** The dashboard's LinkedIn card. */
export async function linkedinStatus(env: Bindings, db: Db, lastPostTime: Date | null): Promise<LinkedinStatus> {
  const usable = await usableConnection(env, db);
  const config = linkedinConfig(env);
  const connection = config ? await loadConnection(db, config) : undefined;
  const service = linkedinServiceStatus(usable);
  return {
    service,
    appConfigured: Boolean(config),
    isConnected: service.configured,
    expired: !usable.ok && usable.expired,
    author: connection?.author ?? null,
    expiresAt: connection ? new Date(connection.expiresAt).toISOString() : null,
    lastPostTime: lastPostTime ? lastPostTime.toISOString() : null,
  };
}
