import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  ASSIGNMENT_STATUSES,
  DEFAULT_OVERTIME_MULTIPLIER,
  ENGAGEMENT_TYPES,
  OVERTIME_AFTER_HOURS,
} from "../../contract/assignment-enums";
import { applications } from "./applications";
import { candidates } from "./candidates";
import { clientContacts, clients } from "./clients";
import { createdAt, id, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { users } from "./staff";

/**
 * Contract staffing's assignments (issue 48 item 1): a contractor on a client's Contract job order, billed and paid by
 * the hour. The rates live in `assignment_rate_periods` (each from a date, history kept); margin and markup are
 * computed from them (worker/domain/assignment-money.ts), never stored. Days are "YYYY-MM-DD".
 */
export const assignments = sqliteTable(
  "assignments",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    startDate: text("start_date").notNull(),
    /** The planned last day; an extension moves it (assignment_extensions keeps each move). */
    endDate: text("end_date").notNull(),
    overtimeMultiplier: real("overtime_multiplier").notNull().default(DEFAULT_OVERTIME_MULTIPLIER),
    overtimeAfterHours: integer("overtime_after_hours").notNull().default(OVERTIME_AFTER_HOURS),
    workLocation: text("work_location"),
    timeZone: text("time_zone").notNull(),
    approverContactId: text("approver_contact_id").references(() => clientContacts.id, { onDelete: "set null" }),
    engagementType: text("engagement_type", { enum: ENGAGEMENT_TYPES }).notNull(),
    /** Stored "upcoming" until ended early or converted; the dates say whether it is active or completed. */
    status: text("status", { enum: ASSIGNMENT_STATUSES }).notNull().default("upcoming"),
    endedOn: text("ended_on"),
    endReason: text("end_reason"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("assignments_application_idx").on(t.applicationId),
    index("assignments_candidate_idx").on(t.candidateId),
    index("assignments_client_idx").on(t.clientId, t.startDate),
    index("assignments_end_idx").on(t.endDate),
    index("assignments_start_idx").on(t.startDate),
  ],
);

export type Assignment = typeof assignments.$inferSelect;

/** An assignment's rates from a day on, in integer cents per hour: a change is a new period, the old ones kept. */
export const assignmentRatePeriods = sqliteTable(
  "assignment_rate_periods",
  {
    id: id(),
    assignmentId: text("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    fromDate: text("from_date").notNull(),
    billRateCents: integer("bill_rate_cents").notNull(),
    payRateCents: integer("pay_rate_cents").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("assignment_rate_periods_from_idx").on(t.assignmentId, t.fromDate)],
);

export type AssignmentRatePeriod = typeof assignmentRatePeriods.$inferSelect;

/** Each extension of an assignment: the planned end it moved from and to, and why. */
export const assignmentExtensions = sqliteTable(
  "assignment_extensions",
  {
    id: id(),
    assignmentId: text("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    previousEndDate: text("previous_end_date").notNull(),
    endDate: text("end_date").notNull(),
    note: text("note").notNull(),
    extendedBy: text("extended_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("assignment_extensions_assignment_idx").on(t.assignmentId, t.createdAt)],
);

export type AssignmentExtension = typeof assignmentExtensions.$inferSelect;
