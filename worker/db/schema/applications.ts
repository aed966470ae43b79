import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  APPLICATION_EVENT_TYPES,
  APPLICATION_SOURCES,
  APPLICATION_STAGES,
  REJECTION_REASONS,
  RESUME_TEXT_STATUSES,
} from "../../contract/enums";
import { candidates } from "./candidates";
import { clientContacts } from "./clients";
import { createdAt, flag, id, timestampNow } from "./columns";
import { jobs } from "./jobs";
import { users } from "./staff";

/**
 * Job applications, as visitors submit them: written in the request, before any outside service is called, so
 * nothing a visitor sends is lost. An application outlives the job it was for.
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
    /** The contact form's SMS consent boxes, ticked on the application form (migration 0067; worker/sms/store.ts). */
    smsMarketingConsent: flag("sms_marketing_consent", false),
    smsAppointmentConsent: flag("sms_appointment_consent", false),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** Where staff have taken it (issue 17); every change is also an application_events row. */
    stage: text("stage", { enum: APPLICATION_STAGES }).notNull().default("new"),
    rejectionReason: text("rejection_reason", { enum: REJECTION_REASONS }),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** 1 to 5, or null when not rated. */
    rating: integer("rating"),
    /** The person (worker/candidates/store.ts), set in the batch that stores the application. */
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    /**
     * The path the visitor's session began on (e.g. "/article/<id>"), sent with the form only when the visitor allowed
     * analytics: the articles' ranking by the applications they bring (decision 060).
     */
    landingPage: text("landing_page"),
    /** "staff": a recruiter put an existing candidate on the job ("Add to job", migration 0060); `addedBy` is who. */
    source: text("source", { enum: APPLICATION_SOURCES }).notNull().default("form"),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("applications_created_idx").on(t.createdAt),
    // The analytics' breakdowns of a date range by job and stage read this index alone (decision 060).
    index("applications_created_job_stage_idx").on(t.createdAt, t.jobId, t.stage),
    // The articles' ranking: applications whose visit began on an article, without reading the others.
    index("applications_landing_created_idx").on(t.landingPage, t.createdAt),
    index("applications_candidate_idx").on(t.candidateId),
    index("applications_job_idx").on(t.jobId),
    index("applications_stage_created_idx").on(t.stage, t.createdAt),
    index("applications_owner_idx").on(t.ownerId),
    // Whether a number consented to texts reads the applications sent with it (worker/sms/store.ts).
    index("applications_phone_idx").on(t.phone),
  ],
);

export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

/**
 * The application pipeline's record (issue 17, decision 053): its history, one row per event with its type (a stage
 * move, an owner or a rating changed; later a submittal and the client's answer), who and when, and staff notes.
 * Both are append-only: a note is never edited in place, so what a colleague read is what stays on file.
 * `fromValue`/`toValue` hold what changed as text: stages, staff user ids, ratings "1" to "5"; null is "none".
 */
export const applicationEvents = sqliteTable(
  "application_events",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    type: text("type", { enum: APPLICATION_EVENT_TYPES }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    /** With a stage move to a closed stage. */
    rejectionReason: text("rejection_reason", { enum: REJECTION_REASONS }),
    /** The record the event is about, when it has one of its own (a submittal). */
    subjectId: text("subject_id"),
    /** Null once the staff user is deleted (or when no staff acted: a client's answer); the event stays. */
    changedBy: text("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestampNow("changed_at"),
    /** The client contact who acted on the client portal (their answer and the stage move it made); null for staff. */
    clientContactId: text("client_contact_id").references(() => clientContacts.id, { onDelete: "set null" }),
  },
  (t) => [
    index("application_events_application_idx").on(t.applicationId, t.changedAt),
    index("application_events_type_idx").on(t.type, t.changedAt),
  ],
);

export type ApplicationEvent = typeof applicationEvents.$inferSelect;

export const applicationNotes = sqliteTable(
  "application_notes",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    /** The client contact whose client portal answer the note tells (no staff author then). */
    clientContactId: text("client_contact_id").references(() => clientContacts.id, { onDelete: "set null" }),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

export type ApplicationNote = typeof applicationNotes.$inferSelect;
