import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTACT_SOURCES, LEAD_PRIORITIES, LEAD_STATUSES, LEAD_TYPES, MESSAGE_STATUSES } from "../../contract/enums";
import type { ScoreTerm } from "../../contract/lead-scoring";
import { applications } from "./applications";
import { candidates } from "./candidates";
import { clients } from "./clients";
import { createdAt, flag, id, timestamp, timestampNow, updatedAt } from "./columns";
import { deliveries } from "./delivery";
import { users } from "./staff";

/**
 * Contact-form messages, not people (those are client_contacts and candidates): the spec's table `contacts`.
 * As visitors submit them: written in the request, before any outside service is called, so
 * nothing a visitor sends is lost. The staff inbox; its search runs on `contacts_fts` (migration 0030), kept by
 * triggers.
 */
export const contacts = sqliteTable(
  "contacts",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    inquiry: text("inquiry").notNull(),
    message: text("message").notNull(),
    company: text("company"),
    phone: text("phone"),
    smsMarketingConsent: flag("sms_marketing_consent", false),
    smsAppointmentConsent: flag("sms_appointment_consent", false),
    source: text("source", { enum: CONTACT_SOURCES }).notNull(),
    /** Session and UTM data sent with the form when the visitor allowed analytics. */
    attribution: text("attribution", { mode: "json" }).$type<Record<string, unknown>>(),
    /** Where staff have taken it in the inbox; "new" is unread. */
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("new"),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    /** An emailed message's envelope sender (SMTP MAIL FROM), lower-cased: the privacy resolver finds mail by it too. */
    envelopeSender: text("envelope_sender"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contacts_created_idx").on(t.createdAt),
    // The inbox's status filter and the navigation's unread count.
    index("contacts_status_created_idx").on(t.status, t.createdAt),
    index("contacts_assignee_idx").on(t.assigneeId),
    index("contacts_candidate_idx").on(t.candidateId),
    index("contacts_envelope_sender_idx").on(t.envelopeSender).where(sql`${t.envelopeSender} IS NOT NULL`),
  ],
);

export type InboxMessage = typeof contacts.$inferSelect;
export type NewInboxMessage = typeof contacts.$inferInsert;

/**
 * CRM leads made from applications, contacts and bookings, synced to GoHighLevel by a `crm_sync` delivery written
 * with the lead (its attempts and next try live on the delivery); `syncError` holds the error of a sync given up on.
 * A lead survives the deletion of its source rows.
 */
export const crmLeads = sqliteTable(
  "crm_leads",
  {
    id: id(),
    applicationId: text("application_id").references(() => applications.id, { onDelete: "set null" }),
    contactId: text("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    ghlContactId: text("ghl_contact_id"),
    leadType: text("lead_type", { enum: LEAD_TYPES }).notNull(),
    leadSource: text("lead_source").notNull(),
    leadScore: integer("lead_score").notNull().default(0),
    /** The terms `leadScore` adds up from, written with the lead; null on leads scored before terms were kept. */
    scoreBreakdown: text("score_breakdown", { mode: "json" }).$type<ScoreTerm[]>(),
    pipeline: text("pipeline"),
    pipelineStage: text("pipeline_stage").notNull().default("new"),
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    priority: text("priority", { enum: LEAD_PRIORITIES }).notNull().default("medium"),
    tags: text("tags", { mode: "json" }).$type<string[]>(),
    notes: text("notes"),
    lastActivity: timestamp("last_activity"),
    nextFollowUp: timestamp("next_follow_up"),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("active"),
    syncedToGHL: flag("synced_to_ghl", false),
    ghlLastSync: timestamp("ghl_last_sync"),
    syncError: text("sync_error"),
    /** The client an employer inquiry was converted into (issue 32); the lead and its history stay. */
    clientId: text("client_id").references(() => clients.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("crm_leads_synced_idx").on(t.syncedToGHL),
    index("crm_leads_created_idx").on(t.createdAt),
    // The analytics' leads by source in a date range, from the index alone.
    index("crm_leads_created_source_idx").on(t.createdAt, t.leadSource),
    index("crm_leads_application_idx").on(t.applicationId),
    index("crm_leads_contact_idx").on(t.contactId),
    index("crm_leads_assigned_idx").on(t.assignedTo),
    index("crm_leads_client_idx").on(t.clientId),
  ],
);

export type CrmLead = typeof crmLeads.$inferSelect;
export type NewCrmLead = typeof crmLeads.$inferInsert;

/** Scoring rules and the activity trail of each lead. */
export const leadScoringRules = sqliteTable("lead_scoring_rules", {
  id: id(),
  name: text("name").notNull(),
  criteria: text("criteria", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
  points: integer("points").notNull(),
  appliesTo: text("applies_to").notNull(),
  description: text("description"),
  isActive: flag("is_active", true),
  createdAt: createdAt(),
});

export type LeadScoringRule = typeof leadScoringRules.$inferSelect;
export type NewLeadScoringRule = typeof leadScoringRules.$inferInsert;

export const leadActivities = sqliteTable(
  "lead_activities",
  {
    id: id(),
    leadId: text("lead_id")
      .notNull()
      .references(() => crmLeads.id, { onDelete: "cascade" }),
    activityType: text("activity_type").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    description: text("description"),
    outcome: text("outcome"),
    scheduledFor: timestamp("scheduled_for"),
    completedAt: timestamp("completed_at"),
    /** Minutes. */
    duration: integer("duration"),
    isAutomated: flag("is_automated", false),
    ghlActivityId: text("ghl_activity_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_activities_lead_created_idx").on(t.leadId, t.createdAt),
    index("lead_activities_user_idx").on(t.userId),
  ],
);

export type LeadActivity = typeof leadActivities.$inferSelect;
export type NewLeadActivity = typeof leadActivities.$inferInsert;

/** Key-value settings of the GoHighLevel integration (location id, last sync ...). */
export const ghlIntegrationSettings = sqliteTable(
  "ghl_integration_settings",
  {
    id: id(),
    settingKey: text("setting_key").notNull(),
    settingValue: text("setting_value"),
    description: text("description"),
    isEncrypted: flag("is_encrypted", false),
    lastUpdated: timestampNow("last_updated").$onUpdateFn(() => new Date()),
  },
  (t) => [uniqueIndex("ghl_integration_settings_key_unique").on(t.settingKey)],
);

export type GhlIntegrationSetting = typeof ghlIntegrationSettings.$inferSelect;

/**
 * The messages inbox's thread: staff replies to a contact message, each sent to the visitor as an email delivery
 * written in the same batch. Append-only, so the thread shows what the visitor was actually sent.
 */
export const messageReplies = sqliteTable(
  "message_replies",
  {
    id: id(),
    messageId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** Null once the staff user is deleted; the reply stays. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** The email carrying it; its status is the reply's delivery state. */
    deliveryId: text("delivery_id").references(() => deliveries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("message_replies_contact_idx").on(t.messageId, t.createdAt)],
);

export type MessageReply = typeof messageReplies.$inferSelect;
