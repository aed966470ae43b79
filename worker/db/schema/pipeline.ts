import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { APPLICATION_STAGES, REJECTION_REASONS } from "../../contract/enums";
import { createdAt, id, timestampNow } from "./columns";
import { applications } from "./leads";
import { users } from "./staff";

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
  (t) => [index("application_stage_changes_application_idx").on(t.applicationId, t.changedAt)],
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
