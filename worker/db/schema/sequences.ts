import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { APPLICATION_STAGES } from "../../contract/enums";
import { START_RULE_KINDS } from "../../contract/sequence-starts";
import { ENROLLMENT_STATES, SEQUENCE_CHANNELS, type SequenceStep, type SequenceWindow } from "../../contract/sequences";
import { applications } from "./applications";
import { candidates } from "./candidates";
import { clientContacts } from "./clients";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { deliveries } from "./delivery";
import { jobs } from "./jobs";
import { users } from "./staff";

/** Sequences (issue 50, decision 115): the one writer of these tables is worker/sequences/. */

/** A named plan of steps; `origin` is the site the steps' links name (set from the request that saved it). */
export const sequences = sqliteTable("sequences", {
  id: id(),
  name: text("name").notNull(),
  steps: text("steps", { mode: "json" }).$type<SequenceStep[]>().notNull(),
  window: text("window", { mode: "json" }).$type<SequenceWindow>().notNull(),
  origin: text("origin").notNull(),
  createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A pipeline event that enrols people in its sequence by itself (decision 119): applied (to any job or `jobId`) and
 * not contacted in `days` days, or entered `stage` (of any job or `jobId`). The cron walks the applications (or the
 * stage moves) in order from `(cursor_at, cursor_id)`, a page a tick, moving the cursor in the batch that enrols;
 * `checked_at` is when it last looked (the least recent rules go first). Names no one.
 */
export const sequenceStartRules = sqliteTable(
  "sequence_start_rules",
  {
    id: id(),
    sequenceId: text("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: START_RULE_KINDS }).notNull(),
    /** The rule's kind, job and days or stage in one (`startRuleKey`): one row per sequence and rule. */
    ruleKey: text("rule_key").notNull(),
    /** Its place in the sequence's list, as last saved. */
    position: integer("position").notNull(),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    days: integer("days"),
    stage: text("stage", { enum: APPLICATION_STAGES }),
    cursorAt: timestamp("cursor_at").notNull(),
    cursorId: text("cursor_id").notNull().default(""),
    checkedAt: timestamp("checked_at").notNull(),
    /** Who set the rule: the people it enrols get the steps in their name, as if they had enrolled them. */
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sequence_start_rules_key_unique").on(t.sequenceId, t.ruleKey),
    index("sequence_start_rules_checked_idx").on(t.checkedAt),
  ],
);

/**
 * One person (a candidate or a client contact) in one sequence: its state, the next step and when it is due. Active
 * rows due by `next_at` are what the cron's tick reads (its index). Personal (whose it is, and the reason written
 * about them): in the privacy registry, deleted on erasure.
 */
export const sequenceEnrollments = sqliteTable(
  "sequence_enrollments",
  {
    id: id(),
    sequenceId: text("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "cascade" }),
    contactId: text("contact_id").references(() => clientContacts.id, { onDelete: "cascade" }),
    state: text("state", { enum: ENROLLMENT_STATES }).notNull(),
    nextStep: integer("next_step").notNull().default(0),
    nextAt: timestamp("next_at"),
    reason: text("reason"),
    /** Who enrolled them: the emails go out in their name, with their signature. */
    enrolledById: text("enrolled_by_id").references(() => users.id, { onDelete: "set null" }),
    /** The start rule and the application that enrolled them (decision 119); null when staff did. */
    startRuleId: text("start_rule_id").references(() => sequenceStartRules.id, { onDelete: "set null" }),
    applicationId: text("application_id").references(() => applications.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The job they were enrolled from (its matches, a pipeline stage of it): its title and client fill a step's
     * `{{job.title}}` and `{{client.name}}` (decision 122). Last: added by migration 0093.
     */
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("sequence_enrollments_candidate_unique").on(t.sequenceId, t.candidateId),
    uniqueIndex("sequence_enrollments_contact_unique").on(t.sequenceId, t.contactId),
    index("sequence_enrollments_due_idx").on(t.state, t.nextAt),
    index("sequence_enrollments_candidate_idx").on(t.candidateId),
    index("sequence_enrollments_contact_idx").on(t.contactId),
    index("sequence_enrollments_sequence_state_idx").on(t.sequenceId, t.state),
    index("sequence_enrollments_job_idx").on(t.jobId),
  ],
);

/**
 * Each step of an enrolment that was taken: its message's delivery, or none when skipped (the reason is on the
 * enrolment). The row is the step's claim: one per enrolment and step. Names no one.
 */
export const sequenceSends = sqliteTable(
  "sequence_sends",
  {
    id: id(),
    enrollmentId: text("enrollment_id")
      .notNull()
      .references(() => sequenceEnrollments.id, { onDelete: "cascade" }),
    sequenceId: text("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    channel: text("channel", { enum: SEQUENCE_CHANNELS }).notNull(),
    deliveryId: text("delivery_id").references(() => deliveries.id, { onDelete: "set null" }),
    /** The hash of the one-click unsubscribe token the step's email carries (`q.<token>`); only the hash is kept. */
    unsubscribeHash: text("unsubscribe_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sequence_sends_step_unique").on(t.enrollmentId, t.step),
    uniqueIndex("sequence_sends_unsubscribe_unique").on(t.unsubscribeHash),
    index("sequence_sends_sequence_idx").on(t.sequenceId),
  ],
);

/**
 * A list too long to enrol in one request, enrolled by the SEQUENCES queue a batch at a time: the ids (JSON), how
 * far it got. Ids name no one by themselves; the rows are deleted with their sequence.
 */
export const sequenceEnrollmentBatches = sqliteTable("sequence_enrollment_batches", {
  id: id(),
  sequenceId: text("sequence_id")
    .notNull()
    .references(() => sequences.id, { onDelete: "cascade" }),
  candidateIds: text("candidate_ids", { mode: "json" }).$type<string[]>().notNull(),
  contactIds: text("contact_ids", { mode: "json" }).$type<string[]>().notNull(),
  cursor: integer("cursor").notNull().default(0),
  total: integer("total").notNull(),
  enrolled: integer("enrolled").notNull().default(0),
  enrolledById: text("enrolled_by_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** The job the list was enrolled from, written on each enrolment (migration 0093). */
  jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
});

export type Sequence = typeof sequences.$inferSelect;
export type SequenceEnrollment = typeof sequenceEnrollments.$inferSelect;
export type SequenceStartRule = typeof sequenceStartRules.$inferSelect;
