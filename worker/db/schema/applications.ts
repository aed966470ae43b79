import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { APPLICATION_STAGES, REJECTION_REASONS, RESUME_TEXT_STATUSES } from "../../contract/enums";
import { candidates } from "./candidates";
import { createdAt, id, timestampNow } from "./columns";
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
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** Where staff have taken it (issue 17); every change is also an application_stage_changes row. */
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
  ],
);

export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

/**
 * The application pipeline's record (issue 17): every stage change with who, when, from and to, and staff notes.
 * Both are append-only: a note is never edited in place, so what a colleague read is what stays on file.
 */
export const applicationStageChanges = sqliteTable(
  "application_stage_changes",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStage: text("from_stage", { enum: APPLICATION_STAGES }).notNull(),
    toStage: text("to_stage", { enum: APPLICATION_STAGES }).notNull(),
    rejectionReason: text("rejection_reason", { enum: REJECTION_REASONS }),
    /** Null once the staff user is deleted; the change stays. */
    changedBy: text("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestampNow("changed_at"),
  },
  (t) => [
    index("application_stage_changes_application_idx").on(t.applicationId, t.changedAt),
    // The analytics' placements of a date range: moves to "placed" by when they happened.
    index("application_stage_changes_to_changed_idx").on(t.toStage, t.changedAt),
  ],
);

export type ApplicationStageChange = typeof applicationStageChanges.$inferSelect;

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
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

export type ApplicationNote = typeof applicationNotes.$inferSelect;
