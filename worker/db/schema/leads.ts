import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { APPLICATION_STAGES, CONTACT_SOURCES, LEAD_PRIORITIES, LEAD_STATUSES, LEAD_TYPES, MESSAGE_STATUSES, REJECTION_REASONS, RESUME_TEXT_STATUSES } from "../../contract/enums";
import type { ScoreTerm } from "../../contract/lead-scoring";
import { candidates } from "./candidates";
import { createdAt, flag, id, timestamp, timestampNow, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { users } from "./staff";

/**
 * What visitors submit: job applications and contact messages. Written in the request, before any outside
 * service is called, so nothing a visitor sends is lost. An application outlives the job it was for.
 */
export const applications = sqliteTable(
  "applications",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    currentPosition: text("current_position"),
    industry: text("industry"),
    resumeUrl: text("resume_url"),
    /** R2 object key of the uploaded resume. */
    resumeKey: text("resume_key"),
    /**
     * The resume's words, read by the queue after the application is stored (a `resume_text` delivery), and indexed
     * with the name, email, position and the job's title in `applications_fts` (migrations 0018, 0030). Status null:
     * no resume.
     */
    resumeText: text("resume_text"),
    resumeTextStatus: text("resume_text_status", { enum: RESUME_TEXT_STATUSES }),
    additionalInfo: text("additional_info"),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** Where staff have taken it (issue 17); every change is also an application_stage_changes row. */
    stage: text("stage", { enum: APPLICATION_STAGES }).notNull().default("new"),
    rejectionReason: text("rejection_reason", { enum: REJECTION_REASONS }),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** 1 to 5, or null when not rated. */
    rating: integer("rating"),
    /** The person (worker/candidates/store.ts), set in the batch that stores the application. */
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("applications_created_idx").on(t.createdAt),
    index("applications_candidate_idx").on(t.candidateId),
    index("applications_job_idx").on(t.jobId),
    index("applications_stage_created_idx").on(t.stage, t.createdAt),
    index("applications_owner_idx").on(t.ownerId),
  ],
);

export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

/** Contact messages: the staff inbox. Its search runs on `contacts_fts` (migration 0030), kept by triggers. */
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
    createdAt: createdAt(),
  },
  (t) => [
    index("contacts_created_idx").on(t.createdAt),
    // The inbox's status filter and the navigation's unread count.
    index("contacts_status_created_idx").on(t.status, t.createdAt),
    index("contacts_assignee_idx").on(t.assigneeId),
    index("contacts_candidate_idx").on(t.candidateId),
  ],
);

export type Contact = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("crm_leads_synced_idx").on(t.syncedToGHL),
    index("crm_leads_created_idx").on(t.createdAt),
    index("crm_leads_application_idx").on(t.applicationId),
    index("crm_leads_contact_idx").on(t.contactId),
    index("crm_leads_assigned_idx").on(t.assignedTo),
  ],
);

export type CrmLead = typeof crmLeads.$inferSelect;
export type NewCrmLead = typeof crmLeads.$inferInsert;

/** Scoring rules, pipelines and the activity trail of each lead. */
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
  (t) => [index("lead_activities_lead_created_idx").on(t.leadId, t.createdAt), index("lead_activities_user_idx").on(t.userId)],
);

export type LeadActivity = typeof leadActivities.$inferSelect;
export type NewLeadActivity = typeof leadActivities.$inferInsert;

export const pipelines = sqliteTable("pipelines", {
  id: id(),
  name: text("name").notNull(),
  leadType: text("lead_type", { enum: LEAD_TYPES }).notNull(),
  /** Stage names in order; a lead's `pipelineStage` is one of them. */
  stages: text("stages", { mode: "json" }).notNull().$type<string[]>(),
  description: text("description"),
  automation: text("automation", { mode: "json" }).$type<Record<string, unknown>>(),
  isDefault: flag("is_default", false),
  isActive: flag("is_active", true),
  createdAt: createdAt(),
});

export type Pipeline = typeof pipelines.$inferSelect;
export type NewPipeline = typeof pipelines.$inferInsert;

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
