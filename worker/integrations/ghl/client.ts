import type { ServiceStatus } from "../../contract/deliveries";
import type { Bindings } from "../../env";
import type { GhlContactUpsert } from "./payload";

/** GoHighLevel API v2 (LeadConnector). */
export const GHL_BASE_URL = "https://services.leadconnectorhq.com";
export const GHL_API_VERSION = "2021-07-28";
/** GHL allows 100 requests per 10 seconds per location (burst limit). */
export const GHL_RATE_LIMIT = { limit: 100, windowMs: 10_000 } as const;
const TIMEOUT_MS = 10_000;

export class GhlError extends Error {
  override readonly name = "GhlError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface GhlClient {
  readonly configured: true;
  readonly locationId: string;
  upsertContact(contact: GhlContactUpsert): Promise<{ contactId: string }>;
  addNote(contactId: string, body: string): Promise<void>;
  /** Deletes a contact; one already gone counts as deleted. */
  deleteContact(contactId: string): Promise<void>;
  /** Reads the configured location: proves the token and the location id are right. */
  testConnection(): Promise<{ locationName: string }>;
}

/** The stand-in when no token is configured: it does nothing and says so. */
export interface GhlNotConfigured {
  readonly configured: false;
  readonly reason: string;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The GHL client from the secrets `GHL_PRIVATE_TOKEN` (a private integration token with contacts.write,
 * locations.readonly scopes) and `GHL_LOCATION_ID`; the not-configured stand-in without them.
 */
/** Whether GoHighLevel can be used now, and why not: the CRM kinds' status, which the CRM dashboard shows too. */
export function ghlServiceStatus(env: Pick<Bindings, "GHL_PRIVATE_TOKEN" | "GHL_LOCATION_ID">): ServiceStatus {
  const client = createGhlClient(env);
  return client.configured ? { configured: true, reason: null } : { configured: false, reason: client.reason };
}

export function createGhlClient(
  env: Pick<Bindings, "GHL_PRIVATE_TOKEN" | "GHL_LOCATION_ID">,
  fetchImpl: FetchLike = fetch,
): GhlClient | GhlNotConfigured {
  const token = env.GHL_PRIVATE_TOKEN;
  const locationId = env.GHL_LOCATION_ID;
  if (!token || !locationId) return { configured: false, reason: "GoHighLevel is not configured" };

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${GHL_BASE_URL}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Version: GHL_API_VERSION,
          Accept: "application/json",
          ...(body ? { "Content-Type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new GhlError(
        err instanceof Error && err.name === "TimeoutError"
          ? "GoHighLevel did not answer in time"
          : `GoHighLevel could not be reached: ${String(err)}`,
      );
    }
    const text = await response.text();
    if (!response.ok) {
      let detail = text.slice(0, 300);
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        if (parsed.message) detail = Array.isArray(parsed.message) ? parsed.message.join("; ") : String(parsed.message);
      } catch {
        // Not JSON: the raw text is the detail.
      }
      throw new GhlError(`GoHighLevel answered ${response.status}${detail ? `: ${detail}` : ""}`, response.status);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  return {
    configured: true,
    locationId,
    async upsertContact(contact) {
      const answer = await call<{ contact?: { id?: string } }>("POST", "/contacts/upsert", contact);
      const contactId = answer.contact?.id;
      if (!contactId) throw new GhlError("GoHighLevel did not return a contact id");
      return { contactId };
    },
    async addNote(contactId, body) {
      await call("POST", `/contacts/${encodeURIComponent(contactId)}/notes`, { body });
    },
    async deleteContact(contactId) {
      try {
        await call("DELETE", `/contacts/${encodeURIComponent(contactId)}`);
      } catch (err) {
        if (!(err instanceof GhlError && err.status === 404)) throw err;
      }
    },
    async testConnection() {
      const answer = await call<{ location?: { name?: string } }>(
        "GET",
        `/locations/${encodeURIComponent(locationId)}`,
      );
      return { locationName: answer.location?.name ?? locationId };
    },
  };
}
