import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, bookingAppointments, contacts, type CrmLead, crmLeads, ghlIntegrationSettings, leadActivities } from "../../db/schema";
import { nextAttemptAt } from "../../domain/backoff";
import { consumeRateLimit } from "../../http/rate-limit";
import { GHL_RATE_LIMIT, type GhlClient, GhlError } from "./client";
import { contactUpsertPayload, type LeadPerson, leadNoteBody } from "./payload";

/** How long a lead being synced is held, so the cron and a staff click cannot send it twice at once. */
const SYNC_LEASE_MS = 2 * 60_000;
/** Leads per bulk sync or cron run: two GHL calls each, well inside a Worker's subrequest limit. */
export const SYNC_BATCH_SIZE = 20;

export type SyncOutcome =
  | { leadId: string; status: "synced"; contactId: string }
  | { leadId: string; status: "failed"; error: string }
  /** The GHL rate limit is used up for now: the lead waits for the next window, not counted as a failure. */
  | { leadId: string; status: "deferred" }
  /** Someone else is syncing it right now, or it is already synced. */
  | { leadId: string; status: "skipped" };

class RateLimitedError extends Error {
  constructor(readonly retryAt: Date) {
    super("GoHighLevel rate limit reached");
  }
}

async function loadPerson(db: Db, lead: CrmLead): Promise<LeadPerson | null> {
  if (lead.applicationId) {
    const [app] = await db.select().from(applications).where(eq(applications.id, lead.applicationId)).limit(1);
    if (app) {
      return {
        firstName: app.firstName,
        lastName: app.lastName,
        email: app.email,
        phone: app.phone,
        company: null,
        details: { "Current position": app.currentPosition, Industry: app.industry, "Job id": app.jobId, "Additional info": app.additionalInfo },
      };
    }
  }
  if (lead.contactId) {
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, lead.contactId)).limit(1);
    if (contact) {
      return {
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        company: contact.company,
        details: { Inquiry: contact.inquiry, Message: contact.message || null },
      };
    }
  }
  const [booking] = await db.select().from(bookingAppointments).where(eq(bookingAppointments.leadId, lead.id)).limit(1);
  if (booking) {
    const [firstName = booking.bookerName, ...rest] = booking.bookerName.trim().split(/\s+/);
    return {
      firstName,
      lastName: rest.join(" "),
      email: booking.bookerEmail,
      phone: booking.bookerPhone,
      company: booking.bookerCompany,
      details: { Consultation: booking.appointmentDate.toISOString(), Notes: booking.bookerNotes },
    };
  }
  return null;
}

async function withinRateLimit(db: Db, now: Date) {
  const result = await consumeRateLimit(db, "ghl-api", GHL_RATE_LIMIT, now.getTime());
  if (!result.allowed) throw new RateLimitedError(new Date(now.getTime() + result.retryAfterSeconds * 1000));
}

/** Remembers the outcome of the latest GHL call: the dashboard's Connected / Disconnected. */
export function recordGhlCall(db: Db, ok: boolean, error: string | null, now: Date) {
  const values = [
    { settingKey: "last_call_ok", settingValue: ok ? "true" : "false", description: "Whether the latest GoHighLevel call succeeded" },
    { settingKey: "last_call_error", settingValue: error, description: "The error of the latest failed GoHighLevel call" },
    ...(ok ? [{ settingKey: "last_sync_at", settingValue: now.toISOString(), description: "Time of the latest successful GoHighLevel call" }] : []),
  ];
  return db
    .insert(ghlIntegrationSettings)
    .values(values.map((value) => ({ ...value, lastUpdated: now })))
    .onConflictDoUpdate({ target: ghlIntegrationSettings.settingKey, set: { settingValue: sql`excluded.setting_value`, lastUpdated: now } });
}

export interface SyncOptions {
  now?: Date;
  /** A staff click: sync even if its next retry is not yet due. Synced leads are never sent again. */
  force?: boolean;
  /** The staff member who asked, for the lead's activity. */
  userId?: string;
}

/**
 * Sends one lead to GoHighLevel: upserts the contact, adds a note, and marks the lead synced with an activity row.
 * A failure is recorded on the lead (error, attempts, next retry with backoff) and the lead stays pending; the
 * cron tries it again. The lead is claimed first with a short lease, so it is never sent twice at once.
 */
export async function syncLead(db: Db, client: GhlClient, leadId: string, options: SyncOptions = {}): Promise<SyncOutcome> {
  const now = options.now ?? new Date();
  const due = or(isNull(crmLeads.nextSyncAt), lte(crmLeads.nextSyncAt, now));
  const [lead] = await db
    .update(crmLeads)
    .set({ nextSyncAt: new Date(now.getTime() + SYNC_LEASE_MS) })
    .where(and(eq(crmLeads.id, leadId), eq(crmLeads.syncedToGHL, false), options.force ? undefined : due))
    .returning();
  if (!lead) return { leadId, status: "skipped" };

  try {
    const person = await loadPerson(db, lead);
    if (!person) throw new GhlError("The lead has no application, contact or booking to send");
    await withinRateLimit(db, now);
    const { contactId } = await client.upsertContact(contactUpsertPayload(client.locationId, lead, person));
    await withinRateLimit(db, now);
    await client.addNote(contactId, leadNoteBody(lead, person));
    await db.batch([
      db
        .update(crmLeads)
        .set({ ghlContactId: contactId, syncedToGHL: true, ghlLastSync: now, syncError: null, nextSyncAt: null, lastActivity: now })
        .where(eq(crmLeads.id, lead.id)),
      db.insert(leadActivities).values({
        leadId: lead.id,
        activityType: "crm_sync",
        subject: "Synced to GoHighLevel",
        description: `GoHighLevel contact ${contactId}`,
        userId: options.userId ?? null,
        isAutomated: !options.userId,
        completedAt: now,
      }),
      recordGhlCall(db, true, null, now),
    ]);
    return { leadId, status: "synced", contactId };
  } catch (err) {
    if (err instanceof RateLimitedError) {
      await db.update(crmLeads).set({ nextSyncAt: err.retryAt }).where(eq(crmLeads.id, lead.id));
      return { leadId, status: "deferred" };
    }
    const error = err instanceof Error ? err.message : String(err);
    const attempts = lead.syncAttempts + 1;
    await db.batch([
      db.update(crmLeads).set({ syncError: error, syncAttempts: attempts, nextSyncAt: nextAttemptAt(attempts, now) }).where(eq(crmLeads.id, lead.id)),
      recordGhlCall(db, false, error, now),
    ]);
    return { leadId, status: "failed", error };
  }
}

/** Syncs up to one batch of pending leads, oldest first (`dueOnly` for the cron). Stops at the rate limit. */
export async function syncPendingLeads(db: Db, client: GhlClient, options: { now?: Date; dueOnly: boolean; userId?: string }) {
  const now = options.now ?? new Date();
  const pending = await db
    .select({ id: crmLeads.id })
    .from(crmLeads)
    .where(and(eq(crmLeads.syncedToGHL, false), options.dueOnly ? or(isNull(crmLeads.nextSyncAt), lte(crmLeads.nextSyncAt, now)) : undefined))
    .orderBy(crmLeads.createdAt)
    .limit(SYNC_BATCH_SIZE);
  const counts = { synced: 0, failed: 0, deferred: 0 };
  for (const { id } of pending) {
    const outcome = await syncLead(db, client, id, { now, force: !options.dueOnly, userId: options.userId });
    if (outcome.status === "synced") counts.synced++;
    if (outcome.status === "failed") counts.failed++;
    if (outcome.status === "deferred") {
      counts.deferred++;
      break;
    }
  }
  return counts;
}
