import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { REJECTION_REASONS } from "../../contract/enums";
import { INTERVIEW_DECISIONS, SCORECARD_RECOMMENDATIONS } from "../../contract/scorecards";
import { clientContacts } from "./clients";
import { timestamp, timestampNow } from "./columns";
import { interviewPanel, interviews } from "./interviews";
import { jobs } from "./jobs";
import { users } from "./staff";

/**
 * After the interview (issue 47 item 5, decision 109). A job order's own scorecard criteria, a JSON list of names; a
 * job without a row scores the default set (DEFAULT_SCORECARD_CRITERIA).
 */
export const scorecardCriteria = sqliteTable("scorecard_criteria", {
  jobId: text("job_id")
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  criteria: text("criteria", { mode: "json" }).$type<string[]>().notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestampNow("updated_at"),
});

/**
 * One panel member's scorecard of one interview (at most one: the unique index is the claim). `ratings` is keyed by
 * the criterion's name as it was when submitted, so a later change of the job's criteria rewrites no scorecard.
 */
export const interviewScorecards = sqliteTable(
  "interview_scorecards",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    interviewId: text("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    panelMemberId: text("panel_member_id")
      .notNull()
      .references(() => interviewPanel.id, { onDelete: "cascade" }),
    /** Who wrote it, when a client contact did: their own data too (export and erasure find it by them). */
    contactId: text("contact_id").references(() => clientContacts.id, { onDelete: "set null" }),
    ratings: text("ratings", { mode: "json" }).$type<Record<string, number>>().notNull(),
    recommendation: text("recommendation", { enum: SCORECARD_RECOMMENDATIONS }).notNull(),
    comment: text("comment"),
    submittedAt: timestampNow("submitted_at"),
  },
  (t) => [
    uniqueIndex("interview_scorecards_member_unique").on(t.interviewId, t.panelMemberId),
    index("interview_scorecards_contact_idx").on(t.contactId),
  ],
);

/** The client's decision after an interview: one per interview (its key is the claim), by a contact or staff. */
export const interviewDecisions = sqliteTable(
  "interview_decisions",
  {
    interviewId: text("interview_id")
      .primaryKey()
      .references(() => interviews.id, { onDelete: "cascade" }),
    decision: text("decision", { enum: INTERVIEW_DECISIONS }).notNull(),
    reason: text("reason", { enum: REJECTION_REASONS }),
    comment: text("comment"),
    decidedByContactId: text("decided_by_contact_id").references(() => clientContacts.id, { onDelete: "set null" }),
    decidedByUserId: text("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at").notNull(),
  },
  (t) => [index("interview_decisions_contact_idx").on(t.decidedByContactId)],
);
