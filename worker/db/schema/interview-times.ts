import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { interviewPanel, interviews } from "./interviews";

/**
 * A panel member's free times for one interview (issue 47 item 2), marked in their own portal week view: each an
 * interval, UTC. What the panel's common times are found from (worker/interviews/panel-times.ts).
 */
export const interviewAvailability = sqliteTable(
  "interview_availability",
  {
    id: id(),
    interviewId: text("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    panelMemberId: text("panel_member_id")
      .notNull()
      .references(() => interviewPanel.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at").notNull(),
    endsAt: timestamp("ends_at").notNull(),
  },
  (t) => [
    index("interview_availability_member_idx").on(t.panelMemberId, t.startsAt),
    index("interview_availability_interview_idx").on(t.interviewId),
  ],
);

/**
 * A candidate's hold on a panel seat's time while they confirm it (issue 47 item 3, decision 110): one row per seat
 * the interview would sit, at most one per seat; it keeps the time from other interviews' candidates until
 * `expires_at`, and only while its interview is still proposing. Written in one statement with its conditions.
 */
export const interviewHolds = sqliteTable(
  "interview_holds",
  {
    id: id(),
    interviewId: text("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    panelMemberId: text("panel_member_id")
      .notNull()
      .references(() => interviewPanel.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at").notNull(),
    endsAt: timestamp("ends_at").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("interview_holds_member_unique").on(t.interviewId, t.panelMemberId),
    index("interview_holds_member_idx").on(t.panelMemberId),
    index("interview_holds_expires_idx").on(t.expiresAt),
  ],
);
