import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { INTERVIEW_FORMATS, INTERVIEW_STATUSES } from "../../contract/interview-enums";
import { applications } from "./applications";
import { candidates } from "./candidates";
import { clientContacts, clients } from "./clients";
import { createdAt, flag, id, timestamp, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { users } from "./staff";

/**
 * Interviews with the client's people (issue 47): one meeting of an application's candidate with a panel. The job
 * order, client and candidate are copied from the application when it is made, so lists filter on them directly.
 * `startsAt` is UTC; each party's zone is kept to show them their own clock. `sequence` is the calendar revision:
 * every invitation after the first carries a higher one, so calendars replace their copy (UID `<id>@<firm domain>`).
 */
export const interviews = sqliteTable(
  "interviews",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    /** "phone_screen", "first", "second", "final", or a name the recruiter typed. */
    round: text("round").notNull(),
    format: text("format", { enum: INTERVIEW_FORMATS }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** The onsite address or the phone number to call: the client's, not the candidate's. */
    location: text("location"),
    videoLink: text("video_link"),
    status: text("status", { enum: INTERVIEW_STATUSES }).notNull().default("proposing"),
    startsAt: timestamp("starts_at"),
    /** The candidate's zone (IANA): their invitation and reminders read their own clock. */
    candidateTimeZone: text("candidate_time_zone").notNull(),
    sequence: integer("sequence").notNull().default(0),
    cancelReason: text("cancel_reason"),
    /** Round robin ("any N of these M"): N members of the pool (those not required) sit in it; null = collective. */
    roundRobinPick: integer("round_robin_pick"),
    /**
     * The id of the last change, set by the one conditional update that makes it: the emails and the log of that
     * change are written in its batch only if this holds it (two changes at once: one wins, the other writes nothing).
     */
    changeId: text("change_id"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("interviews_application_idx").on(t.applicationId),
    index("interviews_job_starts_idx").on(t.jobId, t.startsAt),
    index("interviews_client_starts_idx").on(t.clientId, t.startsAt),
    index("interviews_candidate_idx").on(t.candidateId, t.status),
    index("interviews_status_starts_idx").on(t.status, t.startsAt),
    index("interviews_starts_idx").on(t.startsAt),
  ],
);

export type Interview = typeof interviews.$inferSelect;

/** An interview's panel: each member a client contact or a firm staff user, required or optional, in their zone. */
export const interviewPanel = sqliteTable(
  "interview_panel",
  {
    id: id(),
    interviewId: text("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    contactId: text("contact_id").references(() => clientContacts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    required: flag("required", true),
    timeZone: text("time_zone").notNull(),
    position: integer("position").notNull(),
    /** Interviews on one local day in their zone, at most; null = no cap. */
    dailyCap: integer("daily_cap"),
    /** Whether they sit in it: always, but a round-robin pool member only once a pick chose them. */
    seated: flag("seated", true),
    /** When they last marked their free times in the portal; null = never (then no time is ruled out for them). */
    timesMarkedAt: timestamp("times_marked_at"),
  },
  (t) => [
    index("interview_panel_interview_idx").on(t.interviewId, t.position),
    index("interview_panel_contact_idx").on(t.contactId),
    index("interview_panel_user_idx").on(t.userId),
  ],
);

export type InterviewPanelMember = typeof interviewPanel.$inferSelect;

/** The times offered to the interview's candidate (issue 47 item 2, recruiter-proposed): each a start, UTC. */
export const interviewOfferedSlots = sqliteTable(
  "interview_offered_slots",
  {
    id: id(),
    interviewId: text("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("interview_offered_slots_unique").on(t.interviewId, t.startsAt)],
);

/**
 * The candidate's link to pick one of the offered times (issue 47 item 3): only the SHA-256 of its token is kept.
 * Offering times again replaces it; cancelling the interview revokes it.
 */
export const interviewPickLinks = sqliteTable(
  "interview_pick_links",
  {
    id: id(),
    interviewId: text("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    revokedAt: timestamp("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("interview_pick_links_token_unique").on(t.tokenHash),
    index("interview_pick_links_interview_idx").on(t.interviewId),
  ],
);
