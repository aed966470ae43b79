import { and, eq, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { createDb, type Db } from "../db/client";
import {
  applications,
  bookingAppointments,
  type CrmLead,
  contacts,
  crmLeads,
  ghlIntegrationSettings,
  leadActivities,
} from "../db/schema";
import type { NewDeliveryInput } from "../delivery/pipeline";
import type { CrmSyncPayload, KindHandler } from "../delivery/types";
import { consumeRateLimit } from "../http/rate-limit";
import { createGhlClient, GHL_RATE_LIMIT, ghlServiceStatus } from "../integrations/ghl/client";
import { contactUpsertPayload, type LeadPerson, leadNoteBody } from "../integrations/ghl/payload";
import { ERASED } from "../privacy/personal-data";
import { isSuppressed } from "../privacy/suppression";

/**
 * A lead's CRM sync as a delivery of the one pipeline (decision 014): kind `crm_sync`, registered in
 * worker/delivery-kinds.ts.
 */

/** A delivery that is a lead's CRM sync; `relatedId` is the lead's id. */
export const isLeadSync = (table: { kind: AnySQLiteColumn; relatedType: AnySQLiteColumn }) =>
  and(eq(table.kind, "crm_sync"), eq(table.relatedType, "crm_lead"));

/** Who a lead is, as far as its delivery's recipient and summary line need. */
export interface LeadContact {
  name: string;
  email: string | null;
}

/**
 * The `crm_sync` delivery of a lead, for `queueDelivery` (in the batch that inserts the lead) or `queueDeliveryWhere`.
 *
 * @example const sync = queueDelivery(db, "crm_sync", leadSyncDelivery(leadId, { name: "Ana Ruiz", email }));
 */
export function leadSyncDelivery(leadId: string, person: LeadContact): NewDeliveryInput<"crm_sync"> {
  return {
    recipient: person.email || leadId,
    summary: `Sync lead ${person.name.trim() || leadId}`,
    payload: { leadId },
    related: { type: "crm_lead", id: leadId },
  };
}

/** What we know about the person behind a lead: its application, its contact message or its booking. */
export async function loadPerson(db: Db, lead: CrmLead): Promise<LeadPerson | null> {
  if (lead.applicationId) {
    const [app] = await db.select().from(applications).where(eq(applications.id, lead.applicationId)).limit(1);
    if (app) {
      return {
        firstName: app.firstName,
        lastName: app.lastName,
        email: app.email,
        phone: app.phone,
        company: null,
        details: {
          "Current position": app.currentPosition,
          Industry: app.industry,
          "Job id": app.jobId,
          "Additional info": app.additionalInfo,
        },
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
    return {
      ...splitBookerName(booking.bookerName),
      email: booking.bookerEmail,
      phone: booking.bookerPhone,
      company: booking.bookerCompany,
      details: { Consultation: booking.appointmentDate.toISOString(), Notes: booking.bookerNotes },
    };
  }
  return null;
}

/** A booker's one name field as first and last name: "Mary Ann Lee" is "Mary" and "Ann Lee". */
export function splitBookerName(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** Remembers the outcome of the latest GHL call: the dashboard's Connected / Disconnected. */
export function recordGhlCall(db: Db, ok: boolean, error: string | null, now: Date) {
  const values = [
    {
      settingKey: "last_call_ok",
      settingValue: ok ? "true" : "false",
      description: "Whether the latest GoHighLevel call succeeded",
    },
    {
      settingKey: "last_call_error",
      settingValue: error,
      description: "The error of the latest failed GoHighLevel call",
    },
    ...(ok
      ? [
          {
            settingKey: "last_sync_at",
            settingValue: now.toISOString(),
            description: "Time of the latest successful GoHighLevel call",
          },
        ]
      : []),
  ];
  return db
    .insert(ghlIntegrationSettings)
    .values(values.map((value) => ({ ...value, lastUpdated: now })))
    .onConflictDoUpdate({
      target: ghlIntegrationSettings.settingKey,
      set: {
        settingValue: sql`excluded.${sql.identifier(ghlIntegrationSettings.settingValue.name)}`,
        lastUpdated: now,
      },
    });
}

/** GHL's burst limit, shared by every sync: used up, the send is deferred to the next window (no failure counted). */
async function rateLimitDeferral(db: Db, now: Date) {
  const result = await consumeRateLimit(db, "ghl-api", GHL_RATE_LIMIT, now.getTime());
  if (result.allowed) return null;
  return {
    ok: false as const,
    deferred: {
      until: new Date(now.getTime() + result.retryAfterSeconds * 1000),
      reason: "GoHighLevel rate limit reached",
    },
  };
}

const leadIdOf = (payload: string) => (JSON.parse(payload) as CrmSyncPayload).leadId;

export const crmSyncKind: KindHandler<"crm_sync"> = {
  firstRetryMs: 60_000,
  status: (env) => ghlServiceStatus(env),
  /** Upserts the contact (GHL matches it by email, so a repeat is harmless), then adds the lead's note. */
  async send(env, _delivery, { leadId }) {
    const client = createGhlClient(env);
    if (!client.configured) return { ok: false, error: client.reason, retryable: true };
    const db = createDb(env.DB);
    const now = new Date();
    const [lead] = await db.select().from(crmLeads).where(eq(crmLeads.id, leadId)).limit(1);
    if (!lead) return { ok: false, error: "The lead no longer exists", retryable: false };
    const person = await loadPerson(db, lead);
    if (!person)
      return { ok: false, error: "The lead has no application, contact or booking to send", retryable: false };
    // An erased person never goes back to the CRM (decision 030); a lead they made after the erasure does.
    if (person.firstName === ERASED || (await isSuppressed(db, person, lead.createdAt))) {
      return { ok: false, error: "The person was erased on request: not sent to GoHighLevel", retryable: false };
    }
    try {
      const beforeUpsert = await rateLimitDeferral(db, now);
      if (beforeUpsert) return beforeUpsert;
      const { contactId } = await client.upsertContact(contactUpsertPayload(client.locationId, lead, person));
      const beforeNote = await rateLimitDeferral(db, now);
      if (beforeNote) return beforeNote;
      await client.addNote(contactId, leadNoteBody(lead, person));
      return { ok: true, providerId: contactId };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await recordGhlCall(db, false, error, now);
      return { ok: false, error, retryable: true };
    }
  },
  onSent: (db, delivery, { providerId }) => {
    const leadId = leadIdOf(delivery.payload);
    const now = new Date();
    return [
      db
        .update(crmLeads)
        .set({ ghlContactId: providerId, syncedToGHL: true, ghlLastSync: now, syncError: null, lastActivity: now })
        .where(eq(crmLeads.id, leadId)),
      db.insert(leadActivities).values({
        leadId,
        activityType: "crm_sync",
        subject: "Synced to GoHighLevel",
        description: `GoHighLevel contact ${providerId}`,
        isAutomated: true,
        completedAt: now,
      }),
      recordGhlCall(db, true, null, now),
    ];
  },
  onGiveUp: (db, delivery, error) => [
    db
      .update(crmLeads)
      .set({ syncError: error })
      .where(eq(crmLeads.id, leadIdOf(delivery.payload))),
  ],
};
