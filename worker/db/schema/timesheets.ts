import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { TIMESHEET_NOTICE_CHANNELS, TIMESHEET_NOTICE_KINDS, TIMESHEET_STATUSES } from "../../contract/timesheets";
import { assignments } from "./assignments";
import { clientContacts } from "./clients";
import { createdAt, id, timestamp } from "./columns";
import { users } from "./staff";

/**
 * A contractor's weeks (issue 48 item 2, decision 108): each submission of a week is a new row, its `version` one
 * more than the last (unique per assignment and week, so two at once never make a duplicate). An approved version is
 * never changed again; a correction is the next version, with `correctionNote` saying which days moved. Hours are
 * integer hundredths (decision 100); `dayHundredths` holds Monday to Sunday.
 */
export const timesheets = sqliteTable(
  "timesheets",
  {
    id: id(),
    assignmentId: text("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    weekStart: text("week_start").notNull(),
    version: integer("version").notNull(),
    status: text("status", { enum: TIMESHEET_STATUSES }).notNull(),
    dayHundredths: text("day_hundredths", { mode: "json" }).$type<number[]>().notNull(),
    regularHundredths: integer("regular_hundredths").notNull(),
    overtimeHundredths: integer("overtime_hundredths").notNull(),
    note: text("note"),
    correctionNote: text("correction_note"),
    rejectionReason: text("rejection_reason"),
    /** The contractor's link the version came through. */
    submittedLinkId: text("submitted_link_id").references(() => timesheetLinks.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at").notNull(),
    decidedAt: timestamp("decided_at"),
    decidedByContactId: text("decided_by_contact_id").references(() => clientContacts.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("timesheets_version_idx").on(t.assignmentId, t.weekStart, t.version),
    index("timesheets_status_idx").on(t.status, t.weekStart),
  ],
);

export type Timesheet = typeof timesheets.$inferSelect;

/** The contractor's magic link for one week of one assignment: only the token's SHA-256 is stored. */
export const timesheetLinks = sqliteTable(
  "timesheet_links",
  {
    id: id(),
    assignmentId: text("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    weekStart: text("week_start").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("timesheet_links_token_idx").on(t.tokenHash),
    index("timesheet_links_assignment_idx").on(t.assignmentId, t.weekStart),
  ],
);

/**
 * What the cron sent (or, for a text, held back and why) about an assignment's week (decision 113): the week's link,
 * the contractor's reminder of a missing week, the approver's of a waiting one. One row per assignment, week, kind
 * and channel, inserted in the batch that queues the message, so a tick run twice sends once.
 */
export const timesheetNotices = sqliteTable(
  "timesheet_notices",
  {
    id: id(),
    assignmentId: text("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    weekStart: text("week_start").notNull(),
    kind: text("kind", { enum: TIMESHEET_NOTICE_KINDS }).notNull(),
    channel: text("channel", { enum: TIMESHEET_NOTICE_CHANNELS }).notNull(),
    /** The message queued; null when a text was not sent (`skipReason` says why). */
    deliveryId: text("delivery_id"),
    skipReason: text("skip_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("timesheet_notices_once_idx").on(t.assignmentId, t.weekStart, t.kind, t.channel),
    index("timesheet_notices_week_idx").on(t.weekStart, t.kind),
  ],
);
